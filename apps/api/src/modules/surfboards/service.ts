import type {
  TSurfboard,
  TSurfboardPage,
  TSurfboardSearchQuery,
} from '@galim/shared/surfboards/schemas';
import { formatPrice } from '@galim/shared/format';
import { normalizeReferenceTitle, type TReferenceExists } from '@galim/shared/reference/schemas';
import { pageInfo } from '@galim/shared/pagination';
import type { Db } from '../../db/client';
import { isOwnerOrAdmin, isAdmin, requireOwnerOrAdmin } from '../../lib/access';
import { notFound, badRequest, conflict } from '../../lib/errors';
import { noReadCache, type ReadCache } from '../../lib/read-cache';
import { visitorHash } from '../../lib/visitor';
import { sellerTrust } from '../../lib/seller-trust';
import type { AuthUser } from '../../plugins/auth';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import { shareImage, type PageMeta } from '../../web/page-meta';
import { serializeBoard, serializeAdminBoard, type ModerationFacts } from './serialize';
import { canSeeBoard, inPublicState, isPublicRow, isSoldPageRow } from './visibility';
import { clearHolds, openHolds, placeHold } from '../holds/repo';
import * as repo from './repo';
import {
  BOARD_LIMITS,
  type TBoardCondition,
  type TFinSystem,
  type TSellerType,
  type TSkillLevel,
} from '@galim/shared/surfboards/options';
import {
  generateBoardTitle,
  type TBoardInput,
  type TBoardUpdate,
  type TMyBoardStatus,
  type TUserAnalytics,
} from '@galim/shared/surfboards/form';
import type { StoredImage } from '../../db/schema';
import { logActivity, recordActivity, type ActivityType } from '../activity/service';
import type { ImageService } from '../images/service';
import { createReferenceService } from '../reference/service';
import { boardSearchText } from './search-text';
import { createScamSignals, type PricedBoard } from './scam-signals';
import {
  MODERATION_ERRORS,
  type TEditedDetails,
  type TAdminBoardFilter,
  type TAdminBoardStats,
  type TAdminSurfboard,
} from '@galim/shared/admin/schemas';
import {
  estimatePrice,
  learnConditionFactors,
  type TPriceEstimate,
  type TPriceEstimateQuery,
} from '@galim/shared/surfboards/price-estimate';

// The marketplace's rules, in four parts: the public side (who sees which board, what counts as
// a view, likes and favourites, contact clicks), the owner side, board moderation and the price
// estimate. Routes call these; queries live in repo.ts, the API shapes in serialize.ts.

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

/** Views already recorded today, kept so a repeat view costs no write; at most this many. */
const SEEN_VIEWS_MAX = 100_000;

/**
 * `readDb` serves the public lists (a read replica when configured); `cache` keeps the shared
 * reads (lists and board rows) between writes.
 */
export function createSurfboardsService(db: Db, readDb: Db = db, cache: ReadCache = noReadCache) {
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
    const counted = await repo.recordView(db, boardId, who, day);
    seenViews.add(key);
    return counted;
  }

  /** The (cached) row of a board page the viewer may open: public, sold, or their own. */
  async function pageRow(id: string, viewer: AuthUser | null): Promise<repo.BoardRow> {
    const row = await cache.get('boards', `board:${id}`, () => repo.findBoardRow(db, id));
    if (!row || !(canSeeBoard(row, viewer) || isSoldPageRow(row))) throw notFound(NOT_FOUND);
    return row;
  }

  /**
   * Counts the view of a public board (never the owner's own): the row with the new count when
   * it counted, given to the cached copy too (shared, so replaced rather than changed); null
   * when it did not.
   */
  async function withView(row: repo.BoardRow, viewer: Viewer): Promise<repo.BoardRow | null> {
    const b = row.board;
    if (viewer.user?.id === b.sellerId || !isPublicRow(row) || !(await countView(b.id, viewer))) {
      return null;
    }
    cache.update<repo.BoardRow | null>(`board:${b.id}`, (cached) => {
      if (cached) cached.board = { ...cached.board, viewCount: cached.board.viewCount + 1 };
    });
    return { ...row, board: { ...b, viewCount: b.viewCount + 1 } };
  }

  /** A board the viewer may see, or 404 'Surfboard not found' (also for hidden ones). */
  async function visibleBoard(id: string, viewer: AuthUser | null): Promise<repo.BoardRow> {
    const row = await repo.findBoardRow(db, id);
    if (!row || !canSeeBoard(row, viewer)) throw notFound(NOT_FOUND);
    return row;
  }

  return {
    async search(q: TSurfboardSearchQuery, viewer: AuthUser | null): Promise<TSurfboardPage> {
      const rows = await cache.get('boards', `boards:${JSON.stringify(q)}`, () =>
        repo.searchPublicBoards(readDb, q),
      );
      return toPage(rows, q.page, q.limit, viewer);
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
      const row = await pageRow(id, viewer.user);
      const audience = isOwnerOrAdmin(viewer.user, row.board.sellerId) ? 'self' : 'public';
      return serializeBoard(
        (await withView(row, viewer)) ?? row,
        viewer.user,
        await sellerTrust(readDb, row.seller, audience),
      );
    },

    /**
     * The board page for a visitor, as JSON made by `toJson`: the same bytes for every visitor
     * whose view was counted before (kept until a write), a fresh answer when this view counts.
     */
    async visitorView(
      id: string,
      viewer: Viewer,
      toJson: (board: TSurfboard) => string,
    ): Promise<string> {
      const jsonKey = `json:board:${id}`;
      const counted = await withView(await pageRow(id, null), viewer);
      if (counted) {
        cache.forget(jsonKey);
        return toJson(
          serializeBoard(counted, null, await sellerTrust(readDb, counted.seller, 'public')),
        );
      }
      // The row again, inside: a write since the read above must not end up in the JSON kept.
      return cache.get('boards', jsonKey, async () => {
        const row = await pageRow(id, null);
        return toJson(serializeBoard(row, null, await sellerTrust(readDb, row.seller, 'public')));
      });
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
      const row = await repo.findBoardRow(db, id);
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
      const row = await repo.findBoardRow(db, id);
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

// The owner side's rules: who may act on a board (owner or admin: 403 otherwise, 404 for a
// missing board), the board's lifecycle (409 for an illegal transition), references that
// must exist, generated titles, the search text, and re-review after content edits.

/** Fields whose change a moderator must see again (text the public reads, and images). */
const REVIEWED_FIELDS = [
  'title',
  'description',
  'color',
  'locationText',
  'brandId',
  'modelId',
  'categoryId',
  'technologyId',
] as const;

export const LIFECYCLE_ERRORS = {
  alreadySold: 'Surfboard is already marked as sold',
  soldArchived: 'An archived surfboard cannot be marked as sold',
  notSold: 'Surfboard is not marked as sold',
  alreadyArchived: 'Surfboard is already archived',
  archiveSold: 'A sold surfboard cannot be archived',
  notArchived: 'Surfboard is not archived',
} as const;

type Board = repo.BoardRecord;

/** The boards in the order of `ids`, each one checked with assertCanAct. */
function byIds(ids: string[], found: Board[], user: AuthUser): Board[] {
  const byId = new Map(found.map((b) => [b.id, b]));
  return ids.map((id) => {
    const board = byId.get(id);
    assertCanAct(board, user);
    return board;
  });
}

/** Owner or admin acts; others get 403 on a public board and 404 on one they cannot see. */
function assertCanAct(board: Board | undefined, user: AuthUser): asserts board is Board {
  if (!board) throw notFound(NOT_FOUND);
  requireOwnerOrAdmin(user, { ownerId: board.sellerId, isPublic: inPublicState(board) }, NOT_FOUND);
}

/** Transitions: the new column values, or a 409 naming why the board cannot move. */
const transitions = {
  markSold(b: Board, opts: { soldThroughWebsite: boolean; soldPrice?: number }) {
    if (b.isSold) throw conflict(LIFECYCLE_ERRORS.alreadySold);
    if (b.archived) throw conflict(LIFECYCLE_ERRORS.soldArchived);
    return {
      isSold: true,
      soldDate: new Date(),
      soldPrice: Math.round(opts.soldPrice ?? b.price),
      soldThroughWebsite: opts.soldThroughWebsite,
    };
  },
  unsold(b: Board) {
    if (!b.isSold) throw conflict(LIFECYCLE_ERRORS.notSold);
    return { isSold: false, soldDate: null, soldPrice: null, soldThroughWebsite: null };
  },
  archive(b: Board) {
    if (b.archived) throw conflict(LIFECYCLE_ERRORS.alreadyArchived);
    if (b.isSold) throw conflict(LIFECYCLE_ERRORS.archiveSold);
    return { archived: true, archivedAt: new Date() };
  },
  unarchive(b: Board) {
    if (!b.archived) throw conflict(LIFECYCLE_ERRORS.notArchived);
    return { archived: false, archivedAt: null };
  },
};

const describe = (b: Pick<Board, 'id' | 'title'>) => `${b.title} (${b.id})`;

/** What the alerts module hears about (saved-search matches, price drops); optional in tests. */
export interface BoardHooks {
  boardMaybePublic(boardId: string): Promise<void>;
  boardPriceChanged(boardId: string, oldPrice: number, newPrice: number): Promise<void>;
}

/** What the price estimate of a board reads: a change to one may make its price suspicious. */
const PRICED_FIELDS = [
  'price',
  'categoryId',
  'brandId',
  'modelId',
  'technologyId',
  'condition',
  'volume',
  'length',
] as const;

export function createManageService(db: Db, images: ImageService, hooks?: BoardHooks) {
  const references = createReferenceService(db);
  const signals = createScamSignals(db, (q) => estimateBoardPrice(db, q));

  /**
   * An edit that changes what the price is compared with: checked before it is written, so a
   * board priced far below the market never shows at that price; held (back to review) if so.
   */
  async function priceHold(board: Board, values: Partial<repo.BoardInsert>) {
    if (!PRICED_FIELDS.some((f) => values[f] !== undefined && values[f] !== board[f])) return null;
    const next: PricedBoard = { ...board, ...values, id: board.id };
    const details = await signals.lowPrice(next);
    if (details) Object.assign(values, { moderationStatus: 'pending', moderatedAt: null });
    return details;
  }
  async function load(id: string, user: AuthUser): Promise<Board> {
    const [board] = await repo.findBoardRecords(db, [id]);
    assertCanAct(board, user);
    return board;
  }

  async function read(id: string, user: AuthUser): Promise<TSurfboard> {
    const row = await repo.findBoardRow(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return serializeBoard(row, user);
  }

  /** Loads all boards or fails for all: 404 if one is missing, 403 if one is not yours. */
  async function loadAll(ids: string[], user: AuthUser): Promise<Board[]> {
    return byIds(ids, await repo.findBoardRecords(db, ids), user);
  }

  /** Checks that the references exist and returns the titles the board's text needs. */
  async function checkReferences(ids: {
    brand?: string | null;
    model?: string | null;
    category?: string | null;
    technology?: string | null;
  }) {
    const refs = await repo.lookUpReferences(db, ids);
    const fail = (path: string, message: string) => {
      throw badRequest(message, [{ path: `body.${path}`, message }]);
    };
    if (ids.brand && refs.brandTitle === null) fail('brand', 'Brand not found');
    if (ids.category && !refs.categoryExists) fail('category', 'Category not found');
    if (ids.technology && !refs.technologyExists) fail('technology', 'Technology not found');
    if (ids.model) {
      if (refs.modelTitle === null) fail('model', 'Model not found');
      if (ids.brand && refs.modelBrandId !== ids.brand) {
        fail('model', 'Model does not belong to the chosen brand');
      }
    }
    return refs;
  }

  /** The row of a new board; `refs` from checkReferences(input), looked up once per board. */
  function toInsert(
    user: AuthUser,
    input: TBoardInput,
    refs: repo.ReferenceTitles,
    stored: StoredImage[],
  ) {
    const title =
      input.title ??
      generateBoardTitle({
        brandTitle: refs.brandTitle,
        modelTitle: refs.modelTitle,
        length: input.length,
      });
    const [lng, lat] = input.location?.coordinates ?? [0, 0];
    return {
      sellerId: user.id,
      title,
      description: input.description ?? '',
      price: Math.round(input.price),
      brandId: input.brand,
      modelId: input.model ?? null,
      categoryId: input.category,
      technologyId: input.technology ?? null,
      condition: input.condition as TBoardCondition,
      volume: input.volume,
      length: input.length,
      width: input.width ?? null,
      thickness: input.thickness ?? null,
      finSetup: input.finSetup ?? null,
      finSystem: (input.finSystem as TFinSystem | undefined) ?? null,
      color: input.color ?? null,
      skillLevel: (input.skillLevel as TSkillLevel | undefined) ?? null,
      availability: input.availability ?? true,
      sellerType: (input.sellerType as TSellerType | undefined) ?? 'private',
      showContact: input.showContact ?? true,
      locationText: input.locationText,
      lat,
      lng,
      images: stored,
      coverIndex: 0,
      moderationStatus: 'pending' as const,
      searchText: boardSearchText({
        title,
        brandTitle: refs.brandTitle,
        modelTitle: refs.modelTitle,
        categoryTitle: refs.categoryTitle,
        technologyTitle: refs.technologyTitle,
        skillLevel: input.skillLevel,
        description: input.description,
      }),
    } satisfies repo.BoardInsert;
  }

  /** The column changes of an edit, with the search text and review status that follow. */
  async function toChanges(board: Board, input: TBoardUpdate, nextImages?: StoredImage[]) {
    const brand = input.brand ?? board.brandId;
    const model = input.model === undefined ? board.modelId : input.model;
    const refs = await checkReferences({
      brand,
      model,
      category: input.category ?? board.categoryId,
      technology: input.technology === undefined ? board.technologyId : input.technology,
    });
    const values: Partial<repo.BoardInsert> = {};
    const set = <K extends keyof repo.BoardInsert>(k: K, v: repo.BoardInsert[K] | undefined) => {
      if (v !== undefined) values[k] = v;
    };
    set('description', input.description);
    set('price', input.price === undefined ? undefined : Math.round(input.price));
    set('brandId', input.brand);
    set('modelId', input.model);
    set('categoryId', input.category);
    set('technologyId', input.technology);
    set('condition', input.condition);
    set('volume', input.volume);
    set('length', input.length);
    set('width', input.width);
    set('thickness', input.thickness);
    set('finSetup', input.finSetup);
    set('finSystem', input.finSystem);
    set('color', input.color);
    set('skillLevel', input.skillLevel);
    set('availability', input.availability);
    set('sellerType', input.sellerType);
    set('showContact', input.showContact);
    set('locationText', input.locationText);
    if (input.location) [values.lng, values.lat] = input.location.coordinates;
    if (input.title !== undefined) {
      values.title =
        input.title ||
        generateBoardTitle({
          brandTitle: refs.brandTitle,
          modelTitle: refs.modelTitle,
          length: input.length ?? board.length,
        });
    }

    let removed: StoredImage[] = [];
    const currentImages = board.images;
    let images = nextImages;
    if (!images && input.imageOrder) {
      const byKey = new Map(currentImages.map((i) => [i.key, i]));
      const unknown = input.imageOrder.find((k) => !byKey.has(k));
      if (unknown) throw badRequest(`Unknown image ${unknown}`);
      images = input.imageOrder.map((k) => byKey.get(k)!);
    }
    if (images) {
      const kept = new Set(images.map((i) => i.key));
      removed = currentImages.filter((i) => !kept.has(i.key));
      if (images.map((i) => i.key).join() !== currentImages.map((i) => i.key).join()) {
        values.images = images;
      }
    }
    const imageCount = (images ?? currentImages).length;
    if (input.coverIndex !== undefined) {
      if (input.coverIndex >= Math.max(imageCount, 1)) throw badRequest('Invalid cover index');
      values.coverIndex = input.coverIndex;
    } else if (values.images) {
      // Keep the same cover image when it is still there, else the first one.
      const coverKey = currentImages[board.coverIndex]?.key;
      values.coverIndex = Math.max(
        0,
        images!.findIndex((i) => i.key === coverKey),
      );
    }

    const next = { ...board, ...values };
    const reviewedChanged =
      REVIEWED_FIELDS.some((f) => (next[f] ?? null) !== (board[f] ?? null)) ||
      values.images !== undefined ||
      (values.coverIndex !== undefined && values.coverIndex !== board.coverIndex);
    if (reviewedChanged && board.moderationStatus !== 'pending') {
      values.moderationStatus = 'pending';
      values.moderatedAt = null;
    }
    const edits =
      board.moderationStatus === 'approved' ? await approvedFactEdits(board, next, refs) : [];
    values.searchText = boardSearchText({
      title: next.title,
      brandTitle: refs.brandTitle,
      modelTitle: refs.modelTitle,
      categoryTitle: refs.categoryTitle,
      technologyTitle: refs.technologyTitle,
      skillLevel: next.skillLevel,
      description: next.description,
    });
    return { values, removed, edits };
  }

  /**
   * Brand, model and location of an approved board as they were and as they will be: a seller
   * who turns an approved board into another one is held for the moderator (an `edited` hold).
   */
  async function approvedFactEdits(
    board: Board,
    next: Board,
    refs: repo.ReferenceTitles,
  ): Promise<TEditedDetails['changes']> {
    const brandChanged = next.brandId !== board.brandId;
    const modelChanged = next.modelId !== board.modelId;
    const edits: TEditedDetails['changes'] = [];
    if (brandChanged || modelChanged) {
      const before = await repo.lookUpReferences(db, {
        brand: board.brandId,
        model: board.modelId,
      });
      if (brandChanged) {
        edits.push({ field: 'brand', before: before.brandTitle, after: refs.brandTitle });
      }
      if (modelChanged) {
        edits.push({ field: 'model', before: before.modelTitle, after: refs.modelTitle });
      }
    }
    if (
      next.locationText !== board.locationText ||
      next.lat !== board.lat ||
      next.lng !== board.lng
    ) {
      edits.push({ field: 'location', before: board.locationText, after: next.locationText });
    }
    return edits;
  }

  /** Writes an edit, and its `edited` hold when it changed what the moderator approved. */
  async function writeChanges(
    changes: {
      id: string;
      values: Partial<repo.BoardInsert>;
      edits: TEditedDetails['changes'];
      lowPrice?: Record<string, unknown> | null;
    }[],
  ) {
    await db.transaction(async (tx) => {
      await repo.updateBoardsTogether(tx, changes);
      for (const c of changes) {
        if (c.edits.length) await placeHold(tx, c.id, 'edited', { changes: c.edits });
        if (c.lowPrice) await placeHold(tx, c.id, 'low_price', c.lowPrice);
      }
    });
  }

  // Each transition runs in one transaction: the rows are locked, the rule is checked against
  // what is committed, the change and its activity row are written together. Of several
  // simultaneous requests one wins; the others see its result and get 409 (or 404).

  async function lifecycle(
    id: string,
    user: AuthUser,
    step: (b: Board) => Partial<repo.BoardInsert>,
    activity?: ActivityType,
  ): Promise<TSurfboard> {
    await bulk([id], user, step, activity);
    return read(id, user);
  }

  async function bulk(
    ids: string[],
    user: AuthUser,
    step: (b: Board) => Partial<repo.BoardInsert>,
    activity?: ActivityType,
  ): Promise<Board[]> {
    return db.transaction(async (tx) => {
      const boards = byIds(ids, await repo.lockBoardRecords(tx, ids), user);
      // Every transition is checked before anything is written: all or nothing.
      const changes = boards.map((b) => ({ id: b.id, values: step(b) }));
      await repo.updateBoardsTogether(tx, changes);
      if (activity) {
        for (const b of boards) await recordActivity(tx, activity, b.sellerId, describe(b));
      }
      return boards;
    });
  }

  /** Deletes the boards (all or none) and then releases their images. */
  async function removeAll(ids: string[], user: AuthUser): Promise<Board[]> {
    const boards = await db.transaction(async (tx) => {
      const locked = byIds(ids, await repo.lockBoardRecords(tx, ids), user);
      await repo.deleteBoards(tx, ids);
      return locked;
    });
    await images.release(boards.flatMap((b) => b.images));
    return boards;
  }

  return {
    read,

    async publish(
      user: AuthUser,
      input: TBoardInput,
      files: Buffer[],
      coverIndex = 0,
    ): Promise<TSurfboard> {
      // References first: a bad one is a 400 before any image is processed.
      const refs = await checkReferences(input);
      const { images: stored, hashes } = await images.storeHashed(files);
      let id: string;
      let values: repo.BoardInsert;
      try {
        values = toInsert(user, input, refs, stored);
        values.coverIndex = coverIndex < stored.length ? coverIndex : 0;
        id = await repo.insertBoard(db, values);
      } catch (err) {
        await images.release(stored);
        throw err;
      }
      // A new board is pending already: the signals add why a moderator should look closely.
      await signals.checkPhotos({ id, sellerId: user.id }, stored, hashes);
      await signals.checkPrice({ ...values, id } as PricedBoard);
      const data = await read(id, user);
      await logActivity(db, 'surfboard_published', user.id, describe({ id, title: data.title }));
      return data;
    },

    async bulkCreate(user: AuthUser, items: TBoardInput[]) {
      const values = [];
      for (const item of items) {
        values.push(toInsert(user, item, await checkReferences(item), []));
      }
      const ids = await repo.insertBoards(db, values);
      for (const [i, id] of ids.entries()) {
        await signals.checkPrice({ ...values[i]!, id } as PricedBoard);
        await logActivity(
          db,
          'surfboard_published',
          user.id,
          describe({ id, title: values[i]!.title }),
        );
      }
      return { count: ids.length, ids };
    },

    async update(id: string, user: AuthUser, input: TBoardUpdate): Promise<TSurfboard> {
      const board = await load(id, user);
      const { values, removed, edits } = await toChanges(board, input);
      const lowPrice = await priceHold(board, values);
      await writeChanges([{ id, values, edits, lowPrice }]);
      await images.release(removed);
      if (values.price !== undefined && values.price < board.price) {
        await hooks?.boardPriceChanged(id, board.price, values.price);
      }
      return read(id, user);
    },

    async bulkUpdate(user: AuthUser, updates: (TBoardUpdate & { id: string })[]) {
      const ids = updates.map((u) => u.id);
      if (new Set(ids).size !== ids.length) throw badRequest('ids must not repeat');
      const boards = await loadAll(ids, user);
      const planned = [];
      for (const [i, u] of updates.entries()) {
        // Image files are not part of bulk edits; reordering by key is.
        const changes = await toChanges(boards[i]!, u);
        const lowPrice = await priceHold(boards[i]!, changes.values);
        planned.push({ id: u.id, ...changes, lowPrice });
      }
      await writeChanges(planned);
      await images.release(planned.flatMap((p) => p.removed));
      for (const [i, p] of planned.entries()) {
        const was = boards[i]!.price;
        if (p.values.price !== undefined && p.values.price < was) {
          await hooks?.boardPriceChanged(p.id, was, p.values.price);
        }
      }
      return { count: ids.length, ids };
    },

    /** Replaces the gallery: existing keys kept in the given order, `new:N` for uploads. */
    async replaceImages(
      id: string,
      user: AuthUser,
      layout: string[],
      coverIndex: number,
      files: Buffer[],
    ): Promise<TSurfboard> {
      const board = await load(id, user);
      if (layout.length > BOARD_LIMITS.maxImages) {
        throw badRequest(`at most ${BOARD_LIMITS.maxImages} images`);
      }
      const byKey = new Map(board.images.map((i) => [i.key, i]));
      for (const entry of layout) {
        if (entry.startsWith('new:')) {
          if (Number(entry.slice(4)) >= files.length) throw badRequest(`No file for ${entry}`);
        } else if (!byKey.has(entry)) {
          throw badRequest(`Unknown image ${entry}`);
        }
      }
      const { images: stored, hashes } = await images.storeHashed(files);
      try {
        const next = layout.map((e) =>
          e.startsWith('new:') ? stored[Number(e.slice(4))]! : byKey.get(e)!,
        );
        const { values, removed } = await toChanges(
          board,
          { coverIndex: Math.min(coverIndex, Math.max(next.length - 1, 0)) },
          next,
        );
        await repo.updateBoard(db, id, values);
        // Uploads the layout did not use, and images the board no longer shows, are released.
        const used = new Set(next.map((i) => i.key));
        await images.release([...removed, ...stored.filter((s) => !used.has(s.key))]);
        await signals.checkPhotos(
          board,
          stored.filter((s) => used.has(s.key)),
          hashes,
        );
      } catch (err) {
        await images.release(stored);
        throw err;
      }
      return read(id, user);
    },

    async markSold(
      id: string,
      user: AuthUser,
      opts: { soldThroughWebsite: boolean; soldPrice?: number },
    ) {
      return lifecycle(id, user, (b) => transitions.markSold(b, opts), 'surfboard_sold');
    },

    async unsold(id: string, user: AuthUser) {
      const data = await lifecycle(id, user, transitions.unsold);
      await hooks?.boardMaybePublic(id);
      return data;
    },

    async archive(id: string, user: AuthUser) {
      return lifecycle(id, user, transitions.archive, 'surfboard_archived');
    },

    async unarchive(id: string, user: AuthUser) {
      const data = await lifecycle(id, user, transitions.unarchive);
      await hooks?.boardMaybePublic(id);
      return data;
    },

    /** 404/403 unless the user may act on the board (run before the body is validated). */
    async checkAccess(id: string, user: AuthUser) {
      await load(id, user);
    },

    async remove(id: string, user: AuthUser) {
      await removeAll([id], user);
    },

    async bulkArchive(ids: string[], user: AuthUser) {
      const boards = await bulk(ids, user, transitions.archive, 'surfboard_archived');
      return { count: boards.length, ids };
    },

    async bulkSold(ids: string[], user: AuthUser, soldThroughWebsite: boolean) {
      const boards = await bulk(
        ids,
        user,
        (b) => transitions.markSold(b, { soldThroughWebsite }),
        'surfboard_sold',
      );
      return { count: boards.length, ids };
    },

    async bulkDelete(ids: string[], user: AuthUser) {
      const boards = await removeAll(ids, user);
      return { count: boards.length, ids };
    },

    async mine(user: AuthUser, status: TMyBoardStatus): Promise<TSurfboard[]> {
      const rows = await repo.listSellerBoards(db, user.id, status);
      return rows.map((r) => serializeBoard(r, user));
    },

    async analytics(userId: string, viewer: AuthUser): Promise<TUserAnalytics> {
      requireOwnerOrAdmin(viewer, { ownerId: userId });
      if (!(await repo.userExists(db, userId))) throw notFound('User not found');
      const days = lastDays(30);
      const { totals, likes, inquiries, perDay } = await repo.sellerAnalytics(db, userId, days[0]!);
      const byDay = new Map(perDay.map((p) => [p.day, p.value]));
      return {
        totalSurfboards: totals.total,
        activeSurfboards: totals.active,
        pendingSurfboards: totals.pending,
        soldSurfboards: totals.sold,
        archivedSurfboards: totals.archived,
        totalViews: totals.views,
        totalFavorites: likes,
        totalInquiries: inquiries,
        averagePrice: totals.averagePrice,
        averageSoldPrice: totals.averageSoldPrice,
        soldThroughWebsite: totals.soldThroughWebsite,
        viewsPerDay: days.map((day) => ({ day, value: byDay.get(day) ?? 0 })),
      };
    },

    /**
     * A signed-in user may add a brand or model the lists lack: a new one is recorded as the
     * user's proposal, usable by them at once and listed publicly once an admin approves it
     * (docs/decisions/009). A title that exists (any letter case or spacing) is a 409 naming
     * the existing item, for the form to offer picking it.
     */
    async propose(
      user: AuthUser,
      kind: 'brand' | 'model',
      rawTitle: string,
      brandId?: string,
    ): Promise<{ _id: string; title: string; created: boolean }> {
      const title = normalizeReferenceTitle(rawTitle);
      const proposal = { proposedBy: user.id, approved: isAdmin(user) };
      const exists = (row: { id: string; title: string }) =>
        conflict(`${kind === 'brand' ? 'Brand' : 'Model'} "${row.title}" already exists`, {
          existing: { kind, _id: row.id, title: row.title },
        } satisfies Pick<TReferenceExists, 'existing'>);
      if (kind === 'brand') {
        const existing = await repo.findBrandByTitle(db, title);
        if (existing) throw exists(existing);
        const row = await repo.insertBrand(db, title, proposal);
        return { _id: row.id, title: row.title, created: true };
      }
      if (!brandId || !(await references.isVisible('brands', brandId, user))) {
        throw notFound('Brand not found');
      }
      const existing = await repo.findModelByTitle(db, brandId, title);
      if (existing) throw exists(existing);
      const row = await repo.insertModel(db, brandId, title, proposal);
      return { _id: row.id, title: row.title, created: true };
    },
  };
}
export type ManageService = ReturnType<typeof createManageService>;

/** The last n days as YYYY-MM-DD (UTC, as surfboard_views.day), oldest first. */
export function lastDays(n: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    out.push(new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10));
  }
  return out;
}

export type ModerationAction = 'approve' | 'reject' | 'flag';

/**
 * Board moderation: approve and reject only a pending board; reject needs notes;
 * flag any board not already flagged, with a reason. The owner sees the result and the notes
 * on their board (serializeBoard shows moderationNotes to the owner and admins).
 */
export function createBoardModeration(db: Db) {
  /** Each board's holds, open reports and seller history: three queries for any number. */
  async function withFacts(rows: repo.BoardRow[], viewer: AuthUser): Promise<TAdminSurfboard[]> {
    const ids = rows.map((r) => r.board.id);
    const [holds, reports, histories] = await Promise.all([
      openHolds(db, ids),
      repo.openBoardReports(db, ids),
      repo.sellerHistories(db, [...new Set(rows.map((r) => r.board.sellerId))]),
    ]);
    return rows.map((row) => {
      const id = row.board.id;
      const mine = reports.filter((r) => r.boardId === id);
      const history = histories.find((h) => h.sellerId === row.board.sellerId);
      const facts: ModerationFacts = {
        holds: holds
          .filter((h) => h.surfboardId === id)
          .map((h) => ({ kind: h.kind, details: h.details, createdAt: h.createdAt.toISOString() })),
        reports: {
          open: mine.length,
          reporters: new Set(mine.flatMap((r) => (r.reporterId ? [r.reporterId] : []))).size,
          items: mine.map((r) => ({
            reason: r.reason,
            text: r.text,
            createdAt: r.createdAt.toISOString(),
          })),
        },
        sellerHistory: {
          memberSince: (history?.memberSince ?? row.board.createdAt).toISOString(),
          published: history?.published ?? 0,
          rejected: history?.rejected ?? 0,
          reported: history?.reported ?? 0,
        },
      };
      return serializeAdminBoard(row, viewer, facts);
    });
  }

  return {
    async list(status: TAdminBoardFilter, viewer: AuthUser): Promise<TAdminSurfboard[]> {
      return withFacts(await repo.moderationList(db, status), viewer);
    },

    stats(): Promise<TAdminBoardStats> {
      return repo.moderationStats(db);
    },

    /**
     * Approve or reject clears the board's holds and resolves its open reports in the same
     * transaction as the decision; the reporters to tell come back with the board.
     */
    async moderate(
      id: string,
      action: ModerationAction,
      notes: string | undefined,
      viewer: AuthUser,
    ): Promise<{ board: TAdminSurfboard; reporters: string[] }> {
      const row = await repo.findBoardRow(db, id);
      if (!row) throw notFound(MODERATION_ERRORS.notFound);
      const current = row.board.moderationStatus;
      const text = notes?.trim() || null;
      if ((action === 'approve' || action === 'reject') && current !== 'pending') {
        throw conflict(MODERATION_ERRORS.onlyPending);
      }
      if (action === 'flag' && current === 'flagged')
        throw conflict(MODERATION_ERRORS.alreadyFlagged);
      if ((action === 'reject' || action === 'flag') && !text) {
        throw badRequest(MODERATION_ERRORS.notesRequired, [
          { path: 'body.notes', message: MODERATION_ERRORS.notesRequired },
        ]);
      }
      const status = { approve: 'approved', reject: 'rejected', flag: 'flagged' } as const;
      // Compare-and-set: a concurrent moderator cannot approve what was just rejected; the
      // decision, its activity row, the cleared holds and resolved reports commit together.
      const reporters = await db.transaction(async (tx) => {
        const changed = await repo.setModerationStatus(tx, id, current, {
          moderationStatus: status[action],
          moderationNotes: text,
        });
        if (!changed) {
          throw conflict(
            action === 'flag' ? MODERATION_ERRORS.alreadyFlagged : MODERATION_ERRORS.onlyPending,
          );
        }
        await recordActivity(
          tx,
          `surfboard_${status[action]}`,
          row.board.sellerId,
          describe(row.board),
        );
        if (action === 'flag') return [];
        await clearHolds(tx, id, viewer.id);
        return repo.resolveBoardReports(tx, id, viewer.id);
      });
      const [board] = await withFacts([(await repo.findBoardRow(db, id))!], viewer);
      return { board: board!, reporters };
    },
  };
}

/** What a board is worth: comparables' prices, condition factors learnt from the same boards. */
export async function estimateBoardPrice(
  db: Db,
  query: TPriceEstimateQuery,
): Promise<TPriceEstimate> {
  const { exclude: _exclude, ...target } = query;
  const candidates = await repo.priceCandidates(db, query);
  // Condition factors come from the same boards: prices relative to their category median.
  const factors = learnConditionFactors(candidates);
  return estimatePrice(target, candidates, factors);
}
