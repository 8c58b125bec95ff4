import { hasLapsed } from '@galim/shared/conversations/limits';
import type { TConversationRole, TMessage } from '@galim/shared/conversations/schemas';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { formatPrice } from '../../../i18n/he/format';
import { Button } from '../../../components/ui/button';
import { timeAgo } from '../../../i18n/he/alerts';
import { offersTexts, reservedUntilText } from '../../../i18n/he/offers';

const t = offersTexts;

type Offer = NonNullable<TMessage['offer']>;

const STATUS_TONE: Record<Offer['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  superseded: 'bg-slate-100 text-slate-700',
  withdrawn: 'bg-slate-100 text-slate-700',
};

/**
 * An offer in the thread: its amount, who made it and where it stands. The side that did not
 * make an open offer answers it here: accept, decline or counter. While the counter-offer form
 * is open it stands for the counter button, which the card then leaves out.
 */
export function OfferCard({
  message,
  myRole,
  busy = false,
  countering = false,
  onAccept,
  onDecline,
  onCounter,
  listingKind = 'board',
}: {
  message: TMessage & { offer: Offer };
  /** The thread's listing's kind, which the offer to its likers names. */
  listingKind?: TListingKind;
  myRole: TConversationRole;
  busy?: boolean;
  countering?: boolean;
  onAccept: (offerId: string) => void;
  onDecline: (offerId: string) => void;
  onCounter: () => void;
}) {
  const { offer } = message;
  const mine = offer.fromRole === myRole;
  // An offer to the board's likers holds 48 hours: past them it can no longer be taken.
  const lapsed = offer.status === 'open' && hasLapsed(offer.validUntil);
  const canAnswer = offer.status === 'open' && !mine && !lapsed;
  const amount = formatPrice(offer.amount);
  const title = t.card(amount);
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <article
        aria-label={title}
        className="flex w-full max-w-xs flex-col gap-2 rounded-2xl bg-white p-3 ring-2 ring-sky-300"
      >
        <p className="text-sm text-slate-600">
          {offer.validUntil
            ? t.toLikers(listingKind)
            : offer.fromRole === 'buyer'
              ? t.fromBuyer
              : t.fromSeller}
        </p>
        <p className="text-xl font-bold text-slate-900">
          {t.offer}: {amount}
        </p>
        <p>
          <span
            className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_TONE[offer.status]}`}
          >
            {lapsed ? t.lapsed : t.status[offer.status]}
          </span>
        </p>
        {offer.validUntil && offer.status === 'open' && !lapsed && (
          <p className="text-sm text-slate-700">
            {t.validUntil(reservedUntilText(offer.validUntil))}
          </p>
        )}
        {canAnswer && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => onAccept(offer._id)}>
              {t.accept}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onDecline(offer._id)}
            >
              {t.decline}
            </Button>
            {!countering && (
              <Button size="sm" variant="secondary" disabled={busy} onClick={onCounter}>
                {t.counter}
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

/** The answer to an offer, as a line in the thread ("ההצעה של ₪1,200 התקבלה"). */
export function OfferAnswer({ message }: { message: TMessage & { offer: Offer } }) {
  const amount = formatPrice(message.offer.amount);
  const accepted = message.kind === 'offer_accepted';
  return (
    <li className="flex justify-center">
      <p
        className={`rounded-full px-3 py-1 text-sm font-medium ${
          accepted ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-800'
        }`}
      >
        {accepted ? t.acceptedNote(amount) : t.declinedNote(amount)} ·{' '}
        <time dateTime={message.createdAt}>{timeAgo(message.createdAt)}</time>
      </p>
    </li>
  );
}
