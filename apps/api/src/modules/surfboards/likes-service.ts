import { DEFAULT_LANGUAGE, type Language } from '@galim/shared/i18n/languages';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { toPage } from './serialize';
import { canSeeBoard } from './visibility';
import { createBoardAccess } from './board-access';
import { findBoardRow } from './repo';
import { addLike, favoriteBoards, isLiked, likeCount, removeLike } from './likes-repo';

// Likes: a board the user may see can be liked; a like already held can always be taken back;
// favourites are the liked boards the user can still see.

export function createLikesService(db: Db) {
  const { visibleBoard } = createBoardAccess(db);

  return {
    async like(id: string, user: AuthUser) {
      await visibleBoard(id, user);
      await addLike(db, user.id, id);
      return { liked: true, isLiked: true, favoriteCount: await likeCount(db, id) };
    },

    /**
     * A board you may not see is 404, as everywhere (no probing for hidden boards by id), except
     * that a like you already hold can still be taken back after the board stopped being public.
     */
    async unlike(id: string, user: AuthUser) {
      const row = await findBoardRow(db, id);
      if (!row) throw apiError('BOARD_NOT_FOUND');
      if (!canSeeBoard(row, user) && !(await isLiked(db, user.id, id))) {
        throw apiError('BOARD_NOT_FOUND');
      }
      await removeLike(db, user.id, id);
      return { liked: false, isLiked: false, favoriteCount: await likeCount(db, id) };
    },

    async likeStatus(id: string, user: AuthUser | null) {
      await visibleBoard(id, user);
      const liked = user ? await isLiked(db, user.id, id) : false;
      return { liked, isLiked: liked };
    },

    async favorites(
      user: AuthUser,
      opts: { page: number; limit: number },
      language: Language = DEFAULT_LANGUAGE,
    ) {
      const rows = await favoriteBoards(db, user.id, opts.page, opts.limit);
      return toPage(rows, opts.page, opts.limit, user, language);
    },
  };
}
export type LikesService = ReturnType<typeof createLikesService>;
