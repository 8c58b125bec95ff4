import { DEFAULT_LANGUAGE, type Language } from '@galim/shared/i18n/languages';
import type { TListingPage } from '@galim/shared/listings/form';
import { pageInfo } from '@galim/shared/pagination';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { serializeListing, toPage } from './serialize';
import { canSeeBoard } from './visibility';
import { createBoardAccess, NOT_FOUND } from './board-access';
import { findBoardRow, type OwnerScope } from './repo';
import { addLike, favoriteBoards, isLiked, likeCount, removeLike } from './likes-repo';

// Likes: a board the user may see can be liked; a like already held can always be taken back;
// favourites are the liked boards the user can still see. In the listing scope (/api/listings,
// issue 53) the same for every kind of gear, answered with its kind and attributes.

export function createLikesService(db: Db, scope: OwnerScope = 'board') {
  const { visibleBoard } = createBoardAccess(db, scope);

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
      const row = await findBoardRow(db, id, scope);
      if (!row) throw apiError(NOT_FOUND[scope]);
      if (!canSeeBoard(row, user) && !(await isLiked(db, user.id, id))) {
        throw apiError(NOT_FOUND[scope]);
      }
      await removeLike(db, user.id, id);
      return { liked: false, isLiked: false, favoriteCount: await likeCount(db, id) };
    },

    async likeStatus(id: string, user: AuthUser | null) {
      await visibleBoard(id, user);
      const liked = user ? await isLiked(db, user.id, id) : false;
      return { liked, isLiked: liked };
    },

    /** A page of liked boards (`boards`), or in the listing scope of listings (`listings`). */
    async favorites(
      user: AuthUser,
      opts: { page: number; limit: number },
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<TSurfboardPage | TListingPage> {
      const result = await favoriteBoards(db, user.id, opts.page, opts.limit, scope);
      if (scope === 'board') return toPage(result, opts.page, opts.limit, user, language);
      return {
        listings: result.rows.map((r) => serializeListing(r, user, language)),
        ...pageInfo(result.total, opts.page, opts.limit),
      };
    },
  };
}
export type LikesService = ReturnType<typeof createLikesService>;
