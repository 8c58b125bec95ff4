import { useState } from 'react';
import { useLocation } from 'react-router';
import { daysLeft, daysSince, expiresSoon } from '@galim/shared/surfboards/expiry';
import { asksSold, StillForSaleAnswers } from '../../../components/boards/still-for-sale';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';
import { listingBase, type TOwnListing } from '../../../lib/queries/my-listings';
import { BoardFormModal } from './board-form-modal';
import { ManageBoardModal } from './manage-board-modal';

const t = listingExpiryTexts;

/**
 * On top of "my boards" at the reminder's address (issue 55): the board, when its term ends, and
 * the three answers. "Sold" opens the sale's own flow, where the buyer is named from the board's
 * conversations; a tap on "sold" in the notification centre opens it at once. Nothing once the
 * board is answered (renewed, sold or archived: it ends no time soon, or left the list).
 */
export function StillForSaleCard({ board }: { board: TOwnListing | undefined }) {
  const { state } = useLocation();
  const [selling, setSelling] = useState(() => asksSold(state));
  const [editing, setEditing] = useState(false);
  if (!board || !(board.expired || expiresSoon(board.expiresAt))) return null;
  return (
    <section
      aria-labelledby="still-for-sale-title"
      className="mb-6 flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200"
    >
      <div>
        <h3 id="still-for-sale-title" className="text-lg font-bold text-slate-900">
          {t.question}
        </h3>
        <p className="text-slate-700">
          <bdi className="font-semibold">{board.title}</bdi> ·{' '}
          {board.expired
            ? t.endedAgo(daysSince(board.expiresAt))
            : t.endsIn(daysLeft(board.expiresAt))}
        </p>
      </div>
      <StillForSaleAnswers
        boardId={board._id}
        title={board.title}
        base={listingBase(board)}
        onSold={() => setSelling(true)}
      />
      <ManageBoardModal
        board={selling ? board : null}
        initialView="sold"
        onClose={() => setSelling(false)}
        onEdit={() => {
          setSelling(false);
          setEditing(true);
        }}
      />
      <BoardFormModal open={editing} boardId={board._id} onClose={() => setEditing(false)} />
    </section>
  );
}
