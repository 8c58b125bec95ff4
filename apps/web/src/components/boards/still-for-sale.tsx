import { listingExpiryTexts } from '../../i18n/he/listing-expiry';
import { useListingAnswer, type TListingAnswer } from '../../lib/queries/surfboards';
import type { TListingBase } from '../../lib/queries/my-listings';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';

const t = listingExpiryTexts;

/**
 * The navigation state that asks "my boards" to open a board's sale at once: "sold" tapped where
 * the sale's flow is not (the notification centre). A state, not an address, so that no link
 * from outside opens it.
 */
export const SOLD_ANSWER = { stillForSale: 'sold' } as const;

/** Whether the navigation state asks to open the sale (SOLD_ANSWER). */
export const asksSold = (state: unknown) =>
  typeof state === 'object' && state !== null && 'stillForSale' in state;

/** An answer given in one tap, told by a toast; which one is on its way. */
function useAnswer(boardId: string, base?: TListingBase, onAnswered?: () => void) {
  const answer = useListingAnswer();
  const toast = useToast();
  return {
    busy: answer.isPending,
    giving: (which: TListingAnswer) => answer.isPending && answer.variables?.answer === which,
    // The promise, not mutate()'s callbacks: the answer's refresh can take this notice away
    // before the mutation settles, and mutate()'s callbacks would then never run.
    give: (which: TListingAnswer) =>
      answer.mutateAsync({ id: boardId, answer: which, base }).then(
        () => {
          toast.success(which === 'renew' ? t.renewed : t.archived);
          onAnswered?.();
        },
        (err: Error) => toast.error(t.failed + err.message),
      ),
  };
}

/**
 * Renews a listing for 60 days (an expired one, or one ending soon, on its card); `base` is
 * gear's address (/api/listings) for a listing that is not a board.
 */
export function RenewListingButton({ boardId, base }: { boardId: string; base?: TListingBase }) {
  const { busy, give } = useAnswer(boardId, base);
  return (
    <Button size="sm" disabled={busy} onClick={() => give('renew')}>
      {busy ? t.renewing : t.renew}
    </Button>
  );
}

/**
 * The seller's three answers to "still for sale?" (issue 55), each one tap: renew for 60 days,
 * sold (`onSold` opens the sale's own flow, where the buyer is named) or archive. In the
 * notification centre and on top of "my boards".
 */
export function StillForSaleAnswers({
  boardId,
  title,
  onSold,
  onAnswered,
  base,
}: {
  boardId: string;
  /** The board's title, naming the group for a screen reader (a notice names it already). */
  title?: string;
  onSold: () => void;
  /** Renewed or archived. */
  onAnswered?: () => void;
  /** Gear's address (/api/listings) for a listing that is not a board. */
  base?: TListingBase;
}) {
  const { busy, giving, give } = useAnswer(boardId, base, onAnswered);
  return (
    <div
      role="group"
      aria-label={title ? t.answersLabel(title) : t.question}
      className="flex flex-wrap gap-2"
    >
      <Button size="sm" disabled={busy} onClick={() => give('renew')}>
        {giving('renew') ? t.renewing : t.renew}
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={onSold}>
        {t.sold}
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => give('archive')}>
        {giving('archive') ? t.archiving : t.archive}
      </Button>
    </div>
  );
}
