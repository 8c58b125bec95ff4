import type {
  TSurfboard,
  TSurfboardPage,
  TSurfboardSearchQuery,
} from '@galim/shared/surfboards/schemas';
import { formatPrice } from '@galim/shared/format';
import { pageInfo } from '@galim/shared/pagination';
import type { Db } from '../../db/client';
import { isOwnerOrAdmin } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { visitorHash } from '../../lib/visitor';
import type { AuthUser } from '../../plugins/auth';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import { shareImage, type PageMeta } from '../../web/page-meta';
import {
  canSeeBoard,
  findBoardRow,
  isPublicRow,
  isSoldPageRow,
  serializeBoard,
  type BoardRow,
} from './read';
import * as repo from './search-repo';

// Rules of the public marketplace: who sees which board, what counts as a view, likes and
// favourites, contact clicks. Routes call these; queries live in search-repo.ts.

const NOT_FOUND = 'Surfboard not found';

/** Who is looking: a signed-in user by id, a visitor by a hash of address and browser. */
export interface Viewer {
  user: AuthUser | null;
  ip: string;
  userAgent: string;
}

/** A signed-in viewer counts by id; a visitor by the day's visitor hash. */
export function viewerKey(viewer: Viewer, day: string): string {
  if (viewer.user) return `u:${viewer.user.id}`;
  return `v:${visitorHash(viewer.ip, viewer.userAgent, day)}`;
}

function toPage(
  result: repo.BoardPageRows,
  page: number,
  limit: number,
  viewer: AuthUser | null,
): TSurfboardPage {
  return {
    boards: result.rows.map((r) => serializeBoard(r, viewer)),
    ...pageInfo(result.total, page, limit),
  };
}

/** `readDb` serves the public lists (a read replica when configured). */
export function createSurfboardsService(db: Db, readDb: Db = db) {
  /** A board the viewer may see, or 404 'Surfboard not found' (also for hidden ones). */
  async function visibleBoard(id: string, viewer: AuthUser | null): Promise<BoardRow> {
    const row = await findBoardRow(db, id);
    if (!row || !canSeeBoard(row, viewer)) throw notFound(NOT_FOUND);
    return row;
  }

  return {
    async search(q: TSurfboardSearchQuery, viewer: AuthUser | null): Promise<TSurfboardPage> {
      return toPage(await repo.searchPublicBoards(readDb, q), q.page, q.limit, viewer);
    },

    async sellerBoards(
      sellerId: string,
      opts: { page: number; limit: number },
      viewer: AuthUser | null,
    ): Promise<TSurfboardPage> {
      const includeNonPublic = isOwnerOrAdmin(viewer, sellerId);
      const rows = await repo.sellerBoards(db, sellerId, { includeNonPublic, ...opts });
      return toPage(rows, opts.page, opts.limit, viewer);
    },

    /**
     * The board page. A view counts at most once per viewer per day, never the owner's own,
     * and only for public boards (an admin reviewing a pending board is not a view).
     */
    async view(id: string, viewer: Viewer): Promise<TSurfboard> {
      const row = await findBoardRow(db, id);
      if (!row || !(canSeeBoard(row, viewer.user) || isSoldPageRow(row))) {
        throw notFound(NOT_FOUND);
      }
      const b = row.board;
      const isOwner = viewer.user?.id === b.sellerId;
      if (!isOwner && isPublicRow(b)) {
        const day = new Date().toISOString().slice(0, 10);
        if (await repo.recordView(db, b.id, viewerKey(viewer, day), day)) {
          row.board = { ...b, viewCount: b.viewCount + 1 };
        }
      }
      return serializeBoard(row, viewer.user);
    },

    async like(id: string, user: AuthUser) {
      await visibleBoard(id, user);
      await repo.addLike(db, user.id, id);
      return { liked: true, isLiked: true, favoriteCount: await repo.likeCount(db, id) };
    },

    /**
     * A board you may not see is 404, as everywhere (no probing for hidden boards by id), except
     * that a like you already hold can still be taken back after the board stopped being public.
     */
    async unlike(id: string, user: AuthUser) {
      const row = await findBoardRow(db, id);
      if (!row) throw notFound(NOT_FOUND);
      if (!canSeeBoard(row, user) && !(await repo.isLiked(db, user.id, id))) {
        throw notFound(NOT_FOUND);
      }
      await repo.removeLike(db, user.id, id);
      return { liked: false, isLiked: false, favoriteCount: await repo.likeCount(db, id) };
    },

    async likeStatus(id: string, user: AuthUser | null) {
      await visibleBoard(id, user);
      const liked = user ? await repo.isLiked(db, user.id, id) : false;
      return { liked, isLiked: liked };
    },

    async favorites(user: AuthUser, opts: { page: number; limit: number }) {
      const rows = await repo.favoriteBoards(db, user.id, opts.page, opts.limit);
      return toPage(rows, opts.page, opts.limit, user);
    },

    /** A WhatsApp or e-mail click; the seller's own clicks are not inquiries. */
    async recordInquiry(
      id: string,
      channel: 'whatsapp' | 'email' | 'phone',
      user: AuthUser | null,
    ): Promise<{ recorded: boolean }> {
      const row = await visibleBoard(id, user);
      if (user?.id === row.board.sellerId) {
        return { recorded: false };
      }
      await repo.insertInquiry(db, id, user?.id ?? null, channel);
      return { recorded: true };
    },

    /** Share preview of a public board page (link previews in WhatsApp, search engines). */
    async pageMeta(id: string, publicUrl: string): Promise<PageMeta> {
      const row = await findBoardRow(db, id);
      if (!row || !(canSeeBoard(row, null) || isSoldPageRow(row))) {
        return { title: 'המודעה לא נמצאה. | גלים', path: `/surfboards/${id}`, notFound: true };
      }
      const board = serializeBoard(row, null);
      const name = [board.brandTitle, board.modelTitle].filter(Boolean).join(' ') || board.title;
      const title = `${board.sold ? 'נמכר: ' : ''}${board.title} – ${formatPrice(board.price)} | גלים`;
      const specs = [
        board.length ? `${board.length}′` : null,
        board.volume ? `${board.volume} ליטר` : null,
        board.locationText || null,
      ].filter(Boolean);
      const description = [specs.join(' · '), board.description]
        .filter(Boolean)
        .join(' – ')
        .slice(0, 200);
      const share = board.mainImage
        ? shareImage(board.mainImage, publicUrl, `תמונה של הגלשן ${board.title}`)
        : undefined;
      const cover = share?.image;
      const url = `${publicUrl}/surfboards/${board._id}`;
      return {
        title,
        description: description || undefined,
        ...share,
        // The same URL, srcset and sizes as the board page's gallery, so this is what it shows.
        ...(board.mainImage
          ? {
              lcpImage: {
                href: imageUrl(board.mainImage, 1600),
                srcset: imageSrcSet(board.mainImage),
                sizes: '(max-width: 1024px) 100vw, 60vw',
              },
            }
          : {}),
        path: `/surfboards/${board._id}`,
        type: 'product',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: board.title,
          description: board.description || name,
          ...(cover ? { image: [cover] } : {}),
          ...(board.brandTitle ? { brand: { '@type': 'Brand', name: board.brandTitle } } : {}),
          ...(board.modelTitle ? { model: board.modelTitle } : {}),
          ...(board.categoryTitle ? { category: board.categoryTitle } : {}),
          offers: {
            '@type': 'Offer',
            url,
            price: board.price,
            priceCurrency: 'ILS',
            availability: board.sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            itemCondition:
              board.condition === 'new'
                ? 'https://schema.org/NewCondition'
                : board.condition === 'poor'
                  ? 'https://schema.org/DamagedCondition'
                  : 'https://schema.org/UsedCondition',
          },
        },
      };
    },
  };
}
export type SurfboardsService = ReturnType<typeof createSurfboardsService>;
