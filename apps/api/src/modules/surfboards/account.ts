import { boardHolds, surfboardInquiries, surfboardLikes, surfboards } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import * as repo from './owner-repo';

/**
 * The surfboards module's part of an account: the boards they sell (deleted, their images
 * released), their likes (deleted with the account: cascade) and contact clicks (kept without
 * them: set null). Boards sold to or reserved for them, and the holds they cleared as a
 * moderator, lose them by the foreign key (set null).
 */
export const surfboardsAccount: AccountPart = {
  module: 'surfboards',
  tables: [surfboards, surfboardLikes, surfboardInquiries, boardHolds],
  sections: {
    surfboards: { order: 10, read: repo.boardsOfSeller },
    surfboardLikes: { order: 30, read: repo.likesOfUser },
    sellerContacts: { order: 150, read: repo.inquiriesOfUser },
  },
  erase: repo.deleteSellerBoards,
};
