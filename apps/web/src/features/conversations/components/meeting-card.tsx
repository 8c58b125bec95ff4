import { hasLapsed } from '@galim/shared/conversations/limits';
import type { TConversationRole, TMessage } from '@galim/shared/conversations/schemas';
import type { TMeeting } from '@galim/shared/meetings/schemas';
import { Button } from '../../../components/ui/button';
import { timeAgo } from '../../../i18n/he/alerts';
import { meetingsTexts, meetingWhen } from '../../../i18n/he/meetings';

const t = meetingsTexts;

export type MeetingMessage = TMessage & { meeting: TMeeting };

const STATUS_TONE: Record<TMeeting['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  superseded: 'bg-slate-100 text-slate-700',
};

/**
 * A meeting proposed in the thread: the place, its kind and address, the day and hour in
 * Israel, who proposed it and where it stands. The side that did not propose an open meeting
 * accepts it here; either side changes it (a new proposal that replaces it).
 */
export function MeetingCard({
  message,
  myRole,
  busy = false,
  changing = false,
  onAccept,
  onChange,
}: {
  message: MeetingMessage;
  myRole: TConversationRole;
  busy?: boolean;
  /** The change form is open: the card leaves its change button out. */
  changing?: boolean;
  onAccept: (meetingId: string) => void;
  onChange: (meeting: TMeeting) => void;
}) {
  const { meeting } = message;
  const mine = meeting.fromRole === myRole;
  const open = meeting.status === 'open';
  // An open proposal whose hour has passed can no longer be accepted, only changed.
  const lapsed = open && hasLapsed(meeting.at);
  const title = t.card(meeting.place.name);
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <article
        aria-label={title}
        className="flex w-full max-w-xs flex-col gap-1.5 rounded-2xl bg-white p-3 ring-2 ring-emerald-300"
      >
        <p className="text-sm text-slate-600">
          {meeting.fromRole === 'buyer' ? t.fromBuyer : t.fromSeller}
        </p>
        <p className="text-lg font-bold text-slate-900">
          <bdi>{meeting.place.name}</bdi>
        </p>
        <p className="text-sm text-slate-700">
          {t.kind[meeting.place.kind]} · <bdi>{meeting.place.address}</bdi>
        </p>
        <p className="font-medium text-slate-900">
          <time dateTime={meeting.at}>{meetingWhen(meeting.at)}</time>
        </p>
        <p>
          <span
            className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_TONE[meeting.status]}`}
          >
            {lapsed ? t.lapsed : t.status[meeting.status]}
          </span>
        </p>
        {open && (
          <div className="flex flex-wrap gap-2">
            {!mine && !lapsed && (
              <Button size="sm" disabled={busy} onClick={() => onAccept(meeting._id)}>
                {t.accept}
              </Button>
            )}
            {!changing && (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => onChange(meeting)}
              >
                {t.change}
              </Button>
            )}
          </div>
        )}
      </article>
      <span className="mt-0.5 text-xs text-slate-600">
        <time dateTime={message.createdAt}>{timeAgo(message.createdAt)}</time>
      </span>
    </li>
  );
}

/** A meeting accepted, as a line in the thread ("המפגש נקבע: …"). */
export function MeetingSet({ message }: { message: MeetingMessage }) {
  const { meeting } = message;
  return (
    <li className="flex justify-center">
      <p className="rounded-full bg-emerald-100 px-3 py-1 text-center text-sm font-medium text-emerald-900">
        {t.set(meeting.place.name, meetingWhen(meeting.at))}
      </p>
    </li>
  );
}
