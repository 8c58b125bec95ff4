import type { TMessage } from '@galim/shared/conversations/schemas';
import type { TMessageReportReason } from '@galim/shared/reports/schemas';
import { timeAgo } from '../../../i18n/he/alerts';
import { conversationsTexts } from '../../../i18n/he/conversations';
import { MessageText } from './message-text';
import { RiskCard, RiskMark, type TWarning } from './risk-card';

const t = conversationsTexts.thread;

/**
 * One message of a thread. The other side's messages can be reported; those that look like a
 * scam's start come with the safe-deal card (or its mark, when a card above explains it), whose
 * report button chooses the scam reason.
 */
export function MessageBubble({
  message,
  mine,
  seen,
  warning,
  onReport,
}: {
  message: TMessage;
  mine: boolean;
  seen: boolean;
  warning: TWarning | undefined;
  onReport: (reason?: TMessageReportReason) => void;
}) {
  const theirs = !mine && message.senderId !== null && message.body !== null;
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 ${
          mine ? 'bg-sky-700 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200'
        }`}
      >
        <span className="sr-only">{mine ? `${t.mine}: ` : ''}</span>
        {message.body === null ? (
          <em className={mine ? 'text-sky-100' : 'text-slate-600'}>{t.deleted}</em>
        ) : (
          <MessageText body={message.body} />
        )}
      </div>
      {theirs && warning && 'card' in warning && (
        <RiskCard messageId={message._id} risks={warning.card} onReport={() => onReport('scam')} />
      )}
      {theirs && warning && 'markOf' in warning && <RiskMark cardOf={warning.markOf} />}
      <span className="mt-0.5 text-xs text-slate-600">
        <time dateTime={message.createdAt}>{timeAgo(message.createdAt)}</time>
        {seen && <span className="ms-2 font-medium text-sky-800">{t.seen}</span>}
        {theirs && (
          <button
            type="button"
            onClick={() => onReport()}
            aria-label={t.reportLabel}
            className="ms-2 underline hover:text-slate-900"
          >
            {t.report}
          </button>
        )}
      </span>
    </li>
  );
}
