import type { TSellerContact } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { isOwnerOrAdmin } from '../../lib/access';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { createBoardAccess } from './board-access';
import { insertInquiry } from './browse-repo';
import type { OwnerScope } from './repo';
import { sellerContact } from './serialize';

// Contact outside Galim (issue 51), for a board (/api/surfboards) or a listing of any kind
// (/api/listings, issue 53): a WhatsApp, call or e-mail click, and "show contact details".

export function createContactService(db: Db, scope: OwnerScope = 'board') {
  const { visibleBoard } = createBoardAccess(db, scope);

  return {
    /** A WhatsApp, call or e-mail click; the seller's own clicks are not inquiries. */
    async recordInquiry(
      id: string,
      channel: 'whatsapp' | 'email' | 'phone',
      user: AuthUser | null,
    ): Promise<{ recorded: boolean }> {
      const row = await visibleBoard(id, user);
      if (user?.id === row.board.sellerId) return { recorded: false };
      await insertInquiry(db, id, user?.id ?? null, channel);
      return { recorded: true };
    },

    /**
     * "Show contact details": the seller's phone and e-mail, for a listing the caller may see
     * whose seller shows contact (never a sold one); the owner and admins always. Counted as an
     * inquiry for the seller's analytics, except the seller's own.
     */
    async revealContact(id: string, user: AuthUser | null): Promise<TSellerContact> {
      const row = await visibleBoard(id, user);
      const { sellerId, showContact, isSold } = row.board;
      if (!isOwnerOrAdmin(user, sellerId) && (!showContact || isSold)) {
        throw apiError('SELLER_CONTACT_HIDDEN');
      }
      if (user?.id !== sellerId) await insertInquiry(db, id, user?.id ?? null, 'reveal');
      return sellerContact(row);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
