import type { TMessageRisk } from '@galim/shared/conversations/safety';
import type { TMessage } from '@galim/shared/conversations/schemas';
import { conversationsTexts } from '../../../i18n/he/conversations';
import { safeDealTexts } from '../../../i18n/he/safe-deal';

const t = conversationsTexts.risk;

/** The id of the card beside a message, for the marks below it to lead to. */
const cardId = (messageId: string) => `risk-card-${messageId}`;

/**
 * What each of the other side's flagged messages shows: a card explaining the kinds of warning
 * the thread has not explained yet, or, when every kind was explained above, only a mark leading
 * to the card that did. Five deposit requests make one card and four marks, not five cards.
 */
export type TWarning = { card: TMessageRisk[] } | { markOf: string };

export function threadWarnings(
  messages: TMessage[],
  myId: string | undefined,
): Map<string, TWarning> {
  const explainedAt = new Map<TMessageRisk, string>();
  const warnings = new Map<string, TWarning>();
  for (const message of messages) {
    if (message.senderId === myId || message.senderId === null || message.body === null) continue;
    if (message.risks.length === 0 || message.offer !== undefined) continue;
    const fresh = message.risks.filter((risk) => !explainedAt.has(risk));
    if (fresh.length > 0) {
      for (const risk of fresh) explainedAt.set(risk, message._id);
      warnings.set(message._id, { card: fresh });
    } else {
      warnings.set(message._id, { markOf: explainedAt.get(message.risks[0]!)! });
    }
  }
  return warnings;
}

/**
 * The safe-deal card beside a message that asks for payment ahead or moves the deal off Galim,
 * shown to its recipient: what the message asks, the advice, and a way to report it as a scam.
 */
export function RiskCard({
  messageId,
  risks,
  onReport,
}: {
  messageId: string;
  risks: TMessageRisk[];
  onReport: () => void;
}) {
  return (
    <aside
      id={cardId(messageId)}
      tabIndex={-1}
      aria-label={t.title}
      className="mt-2 max-w-[85%] scroll-mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{t.title}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {risks.map((risk) => (
          <li key={risk}>{t[risk]}</li>
        ))}
      </ul>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium underline">{t.safeDeal}</summary>
        <ul className="mt-1 list-disc space-y-1 ps-5">
          {safeDealTexts.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>
      <button type="button" onClick={onReport} className="mt-2 font-medium underline">
        {t.report}
      </button>
    </aside>
  );
}

/** The small mark under a flagged message whose warning a card above already explains. */
export function RiskMark({ cardOf }: { cardOf: string }) {
  return (
    <p className="mt-1 inline-flex flex-wrap items-center gap-x-2 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-950">
      <span>
        <span aria-hidden="true">⚠ </span>
        {t.marked}
      </span>
      <button
        type="button"
        className="underline"
        onClick={() => {
          const card = document.getElementById(cardId(cardOf));
          card?.scrollIntoView?.({ block: 'center' });
          card?.focus();
        }}
      >
        {t.toWarning}
      </button>
    </p>
  );
}
