import { DEFAULT_LANGUAGE, type Language } from '@galim/shared/i18n/languages';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';
import {
  ZBoardUpdate,
  type TBoardInput,
  type TBoardUpdate,
  type TMyBoardStatus,
} from '@galim/shared/surfboards/form';
import type { TListing, TListingUpdate } from '@galim/shared/listings/form';
import type { TEditedDetails } from '@galim/shared/admin/schemas';
import { badRequest } from '../../lib/errors';
import { parseBody } from '../../lib/parse-body';
import type { AuthUser } from '../../plugins/auth';
import { placeHold } from '../holds/repo';
import { logActivity } from '../activity/service';
import { serializeBoard } from './serialize';
import { createScamSignals, recordFindings, type Findings, type PricedBoard } from './scam-signals';
import { estimateBoardPrice } from './price-service';
import { createBoardAccess, describe, type Board, type OwnerDeps } from './board-access';
import { createBoardEdits } from './board-edits';
import { createGearEdits } from './gear-edits';
import { readOwnListing, refuseListing } from './gear-service';
import type { BoardInsert, OwnerScope } from './repo';
import {
  insertBoard,
  insertBoards,
  listSellerBoards,
  updateBoard,
  updateBoardsTogether,
} from './owner-repo';
import { recordPriceChanges } from './price-history-repo';

// Publishing and editing, one board or several: the references and the new text checked by
// board-edits.ts, the images stored, the scam signals that hold a board for review, the alerts
// told of a lower price, every price change kept for the board's page. The owner's list of their boards.

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

export function createManageService({ db, images, events }: OwnerDeps) {
  const signals = createScamSignals(db, (q) => estimateBoardPrice(db, q));
  const { load, read, loadAll, checkAccess } = createBoardAccess(db);
  const { checkReferences, toInsert, toChanges } = createBoardEdits(db);
  const listings = createBoardAccess(db, 'listing');
  const gearEdits = createGearEdits(db);

  /**
   * An edit that changes what the price is compared with: checked before it is written, so a
   * board priced far below the market never shows at that price; held (back to review) if so.
   */
  async function priceHold(board: Board, values: Partial<BoardInsert>) {
    if (!PRICED_FIELDS.some((f) => values[f] !== undefined && values[f] !== board[f])) return null;
    const next: PricedBoard = { ...board, ...values, id: board.id };
    const details = await signals.lowPrice(next);
    if (details) Object.assign(values, { moderationStatus: 'pending', moderatedAt: null });
    return details;
  }

  /**
   * Writes an edit, and its `edited` hold when it changed what the moderator approved; a new
   * price is kept in the board's price history with it, and a lower one told once committed.
   */
  async function writeChanges(
    changes: {
      id: string;
      values: Partial<BoardInsert>;
      edits: TEditedDetails['changes'];
      lowPrice?: Record<string, unknown> | null;
      /** The price before: a lower one is told (`listing.priceLowered`) once committed. */
      was: number;
    }[],
  ) {
    const at = new Date();
    const repriced = changes.flatMap((c) =>
      c.values.price !== undefined && c.values.price !== c.was
        ? [{ surfboardId: c.id, oldPrice: c.was, newPrice: c.values.price, changedAt: at }]
        : [],
    );
    await events.transaction(async (tx, publish) => {
      await updateBoardsTogether(tx, changes);
      await recordPriceChanges(tx, repriced);
      for (const c of changes) {
        if (c.edits.length) await placeHold(tx, c.id, 'edited', { changes: c.edits });
        if (c.lowPrice) await placeHold(tx, c.id, 'low_price', c.lowPrice);
      }
      for (const r of repriced.filter((r) => r.newPrice < r.oldPrice)) {
        await publish('listing.priceLowered', {
          boardId: r.surfboardId,
          oldPrice: r.oldPrice,
          newPrice: r.newPrice,
          at: at.toISOString(),
        });
      }
    });
  }

  async function update(id: string, user: AuthUser, input: TBoardUpdate): Promise<TSurfboard> {
    const board = await load(id, user);
    const { values, removed, edits } = await toChanges(board, input);
    const lowPrice = await priceHold(board, values);
    await writeChanges([{ id, values, edits, lowPrice, was: board.price }]);
    await images.release(removed);
    return read(id, user);
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
      try {
        const values = toInsert(user, input, refs, stored);
        values.coverIndex = coverIndex < stored.length ? coverIndex : 0;
        // A new board is pending already: the signals add why a moderator should look closely,
        // found first and written with the board, never one without the other.
        const found = [
          await signals.checkPhotos(user.id, stored, hashes),
          await signals.checkPrice(values as PricedBoard),
        ];
        id = await db.transaction(async (tx) => {
          const id = await insertBoard(tx, values);
          await recordFindings(tx, { id, sellerId: user.id }, ...found);
          return id;
        });
      } catch (err) {
        await images.release(stored);
        throw err;
      }
      const data = await read(id, user);
      await logActivity(db, 'surfboard_published', user.id, describe({ id, title: data.title }));
      return data;
    },

    async bulkCreate(user: AuthUser, items: TBoardInput[]) {
      const values: BoardInsert[] = [];
      const found: Findings[] = [];
      for (const item of items) {
        const board = toInsert(user, item, await checkReferences(item), []);
        values.push(board);
        found.push(await signals.checkPrice(board as PricedBoard));
      }
      const ids = await db.transaction(async (tx) => {
        const ids = await insertBoards(tx, values);
        for (const [i, id] of ids.entries()) {
          await recordFindings(tx, { id, sellerId: user.id }, found[i]!);
        }
        return ids;
      });
      for (const [i, id] of ids.entries()) {
        await logActivity(
          db,
          'surfboard_published',
          user.id,
          describe({ id, title: values[i]!.title }),
        );
      }
      return { count: ids.length, ids };
    },

    update,

    /**
     * Edits a listing of any kind (PUT /api/listings/{id}). A board's body is the board's edit,
     * read with its rules; its facts are its fields, so `attributes` is refused for it.
     */
    async updateListing(
      id: string,
      user: AuthUser,
      body: TListingUpdate,
      language: Language,
    ): Promise<TListing> {
      const listing = await listings.load(id, user);
      if (listing.kind === 'board') {
        const { attributes, ...fields } = body;
        if (attributes !== undefined) {
          throw refuseListing(
            { code: 'LISTING_ATTRIBUTE_OTHER_KIND', field: 'attributes' },
            'board',
            language,
            () => 'body.attributes',
          );
        }
        await update(id, user, parseBody(ZBoardUpdate, fields));
      } else {
        const { values, edits } = await gearEdits.toChanges(listing, body, language);
        await writeChanges([{ id, values, edits, was: listing.price }]);
      }
      return readOwnListing(db, id, user, language);
    },

    /** 404/403 unless the user may act on the listing, of any kind (before its body is read). */
    checkListingAccess: listings.checkAccess,

    async bulkUpdate(user: AuthUser, updates: (TBoardUpdate & { id: string })[]) {
      const ids = updates.map((u) => u.id);
      if (new Set(ids).size !== ids.length) throw badRequest('ids must not repeat');
      const boards = await loadAll(ids, user);
      const planned = [];
      for (const [i, u] of updates.entries()) {
        // Image files are not part of bulk edits; reordering by key is.
        const changes = await toChanges(boards[i]!, u);
        const lowPrice = await priceHold(boards[i]!, changes.values);
        planned.push({ id: u.id, ...changes, lowPrice, was: boards[i]!.price });
      }
      await writeChanges(planned);
      await images.release(planned.flatMap((p) => p.removed));
      return { count: ids.length, ids };
    },

    /** Replaces the gallery: existing keys kept in the given order, `new:N` for uploads. */
    async replaceImages(
      id: string,
      user: AuthUser,
      { layout, coverIndex }: { layout: string[]; coverIndex: number },
      files: Buffer[],
      /** A board's (/surfboards), or a listing's of any kind (/listings, answered as a listing). */
      {
        scope = 'board',
        language = DEFAULT_LANGUAGE,
      }: { scope?: OwnerScope; language?: Language } = {},
    ): Promise<TSurfboard> {
      const board = await (scope === 'board' ? load : listings.load)(id, user);
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
      const next = layout.map((e) =>
        e.startsWith('new:') ? stored[Number(e.slice(4))]! : byKey.get(e)!,
      );
      const used = new Set(next.map((i) => i.key));
      let removed;
      try {
        const changes = await toChanges(
          board,
          { coverIndex: Math.min(coverIndex, Math.max(next.length - 1, 0)) },
          next,
        );
        removed = changes.removed;
        const found = await signals.checkPhotos(
          board.sellerId,
          stored.filter((s) => used.has(s.key)),
          hashes,
        );
        // The new gallery and the hold of a copied photo in it: together or not at all.
        await db.transaction(async (tx) => {
          await updateBoard(tx, id, changes.values);
          await recordFindings(tx, board, found);
        });
      } catch (err) {
        await images.release(stored);
        throw err;
      }
      // Uploads the layout did not use, and images the board no longer shows, are released.
      await images.release([...removed, ...stored.filter((s) => !used.has(s.key))]);
      return scope === 'board' ? read(id, user) : readOwnListing(db, id, user, language);
    },
    checkAccess,
    async mine(
      user: AuthUser,
      status: TMyBoardStatus,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<TSurfboard[]> {
      const rows = await listSellerBoards(db, user.id, status);
      return rows.map((r) => serializeBoard(r, user, undefined, undefined, language));
    },
  };
}
export type ManageService = ReturnType<typeof createManageService>;
