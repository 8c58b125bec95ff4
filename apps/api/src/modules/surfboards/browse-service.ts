import type {
  TSurfboard,
  TSurfboardPage,
  TSurfboardSearchQuery,
} from '@galim/shared/surfboards/schemas';
import { formatLength, ltr } from '@galim/shared/surfboards/sizes';
import type { Db } from '../../db/client';
import { isOwnerOrAdmin } from '../../lib/access';
import { apiError } from '../../lib/errors';
import { nearOf } from '../../lib/near';
import { blockedIds } from '../blocks/service';
import { noReadCache, sharedJson, type ReadCache } from '../../lib/read-cache';
import { visitorHash } from '../../lib/visitor';
import { sellerReviewSummary, sellerTrust } from '../users/seller-trust';
import type { AuthUser } from '../../plugins/auth';
import { DEFAULT_LANGUAGE, type Language } from '@galim/shared/i18n/languages';
import { galleryLcpImage, productJsonLd, shareImage, type PageMeta } from '../../web/page-meta';
import { pageTexts } from '../../web/page-texts';
import { serializeBoard, toPage, withSellerContact } from './serialize';
import { isPublicRow, opensPageFor } from './visibility';
import { withPriceHistory } from './board-access';
import { findBoardRow, selectBoardsByIds, type BoardPageRows, type BoardRow } from './repo';
import { visitorPageJson } from './visitor-json';
import * as browseRepo from './browse-repo';

// The public side's rules: the lists, who sees which board page, what counts as a view, contact
// clicks and the share preview of a board page. Likes are in likes-service.ts.

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

const boardIdOf = (row: BoardRow) => row.board.id;

/** Views already recorded today, kept so a repeat view costs no write; at most this many. */
const SEEN_VIEWS_MAX = 100_000;
/**
 * `readDb` serves the public lists (a read replica when configured); `cache` keeps the shared
 * reads (lists and board rows) between writes.
 */
export function createBrowseService(db: Db, readDb: Db = db, cache: ReadCache = noReadCache) {
  // viewer key + board of the views this process has recorded (or found recorded) on `seenDay`.
  const seenViews = new Set<string>();
  let seenDay = '';

  /** Records a view once per viewer per day; true when this one counted. */
  async function countView(boardId: string, viewer: Viewer): Promise<boolean> {
    const day = new Date().toISOString().slice(0, 10);
    if (day !== seenDay || seenViews.size >= SEEN_VIEWS_MAX) {
      seenViews.clear();
      seenDay = day;
    }
    const who = viewerKey(viewer, day);
    const key = `${who} ${boardId}`;
    if (seenViews.has(key)) return false;
    const counted = await browseRepo.recordView(db, boardId, who, day);
    seenViews.add(key);
    return counted;
  }

  /** The (cached) row of a board page the viewer may open (opensPageFor). */
  async function pageRow(id: string, viewer: AuthUser | null): Promise<BoardRow> {
    const row = await cache.get('boards', `board:${id}`, () => findBoardRow(db, id));
    if (!row || !opensPageFor(row, viewer)) throw apiError('BOARD_NOT_FOUND');
    return row;
  }

  /**
   * Counts the view of a public board (never the owner's own): the row with the new count when
   * it counted, given to the cached copy too (shared, so replaced rather than changed); null
   * when it did not.
   */
  async function withView(row: BoardRow, viewer: Viewer): Promise<BoardRow | null> {
    const b = row.board;
    if (viewer.user?.id === b.sellerId || !isPublicRow(row) || !(await countView(b.id, viewer))) {
      return null;
    }
    cache.update<BoardRow | null>(
      `board:${b.id}`,
      (cached) =>
        cached && { ...cached, board: { ...cached.board, viewCount: cached.board.viewCount + 1 } },
    );
    return { ...row, board: { ...b, viewCount: b.viewCount + 1 } };
  }

  /**
   * The public boards of a query: one cached entry that everyone shares. A query no one asked
   * for under this generation still runs its count and ids; the page's rows come from the
   * cache's rows by id, read under the same generation as the list (so ended by the same
   * writes), and only the missing ones from the database.
   */
  function publicRows(q: TSurfboardSearchQuery) {
    return cache.get('boards', `boards:${JSON.stringify(q)}`, (gen) =>
      browseRepo.searchPublicBoards(readDb, q, [], (ids) =>
        cache.byIds('boards', ids, boardIdOf, (missing) => selectBoardsByIds(readDb, missing), gen),
      ),
    );
  }

  return {
    async search(
      q: TSurfboardSearchQuery,
      viewer: AuthUser | null,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<TSurfboardPage> {
      const near = nearOf(q);
      const blocked = viewer ? await blockedIds(db, viewer.id) : [];
      const rows = blocked.length
        ? await browseRepo.searchPublicBoards(readDb, q, blocked)
        : await publicRows(q);
      return toPage(rows, q.page, q.limit, viewer, language, near?.point);
    },

    /**
     * The public boards for a visitor, as JSON made once per cached page and language (the
     * cached rows carry every language's names; the JSON names them in one): `toJson` writes
     * the page's numbers, and each board's JSON is the one its row already has (visitor-json.ts),
     * but for a list asked near a point, whose boards each say how far they are.
     */
    async visitorSearch(
      q: TSurfboardSearchQuery,
      toJson: (page: TSurfboardPage) => string,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<string | Buffer> {
      const near = nearOf(q);
      return sharedJson<BoardPageRows, string | Buffer>(
        await publicRows(q),
        (result) =>
          near
            ? toJson(toPage(result, q.page, q.limit, null, language, near.point))
            : visitorPageJson(
                toJson(toPage({ ...result, rows: [] }, q.page, q.limit, null, language)),
                'boards',
                result.rows,
                language,
              ),
        language,
      );
    },

    async sellerBoards(
      sellerId: string,
      opts: { page: number; limit: number },
      viewer: AuthUser | null,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<TSurfboardPage> {
      const includeNonPublic = isOwnerOrAdmin(viewer, sellerId);
      const rows = await browseRepo.sellerBoards(db, sellerId, { includeNonPublic, ...opts });
      return toPage(rows, opts.page, opts.limit, viewer, language);
    },

    /**
     * The board page. A view counts at most once per viewer per day, never the owner's own,
     * and only for public boards (an admin reviewing a pending board is not a view).
     */
    async view(
      id: string,
      viewer: Viewer,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<TSurfboard> {
      const row = await pageRow(id, viewer.user);
      const audience = isOwnerOrAdmin(viewer.user, row.board.sellerId) ? 'self' : 'public';
      const shown = (await withView(row, viewer)) ?? row;
      const board = serializeBoard(
        shown,
        viewer.user,
        await sellerTrust(readDb, row.seller, audience),
        await sellerReviewSummary(readDb, row.seller.id),
        language,
      );
      return withSellerContact(await withPriceHistory(readDb, board), shown, viewer.user);
    },

    /**
     * The board page for a visitor, as JSON made by `toJson`: the same bytes for every visitor
     * whose view was counted before (made once per cached row), a fresh answer when this view
     * counts (and the cached row is replaced by one with the new count).
     */
    async visitorView(
      id: string,
      viewer: Viewer,
      toJson: (board: TSurfboard) => string,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<string> {
      const row = await pageRow(id, null);
      const json = async (board: TSurfboard) => toJson(await withPriceHistory(readDb, board));
      const page = async (r: BoardRow) =>
        json(
          serializeBoard(
            r,
            null,
            await sellerTrust(readDb, r.seller, 'public'),
            await sellerReviewSummary(readDb, r.seller.id),
            language,
          ),
        );
      const counted = await withView(row, viewer);
      return counted ? page(counted) : sharedJson(row, page, language);
    },

    /** Share preview of a public board page (link previews in WhatsApp, search engines). */
    async pageMeta(id: string, publicUrl: string, language: Language = 'he'): Promise<PageMeta> {
      const previewTexts = pageTexts(language).preview;
      const row = await findBoardRow(db, id);
      if (!row || !opensPageFor(row, null)) {
        return { title: previewTexts.boardNotFound, path: `/surfboards/${id}`, notFound: true };
      }
      const board = serializeBoard(row, null, undefined, undefined, language);
      const title = previewTexts.board(board.title, board.price, board);
      const specs = [
        board.length ? ltr(formatLength(board.length)) : null,
        board.volume ? previewTexts.litres(board.volume) : null,
        board.locationText || null,
      ].filter(Boolean);
      const description = [specs.join(' · '), board.description]
        .filter(Boolean)
        .join(' – ')
        .slice(0, 200);
      const share = board.mainImage
        ? shareImage(board.mainImage, publicUrl, previewTexts.boardPhotoAlt(board.title))
        : undefined;
      const path = `/surfboards/${board._id}`;
      return {
        title,
        description: description || undefined,
        ...share,
        ...(board.mainImage ? { lcpImage: galleryLcpImage(board.mainImage) } : {}),
        path,
        type: 'product',
        jsonLd: productJsonLd(board, `${publicUrl}${path}`, share?.image),
      };
    },
  };
}
export type BrowseService = ReturnType<typeof createBrowseService>;
