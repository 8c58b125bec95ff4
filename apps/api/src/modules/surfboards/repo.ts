import {
  and,
  desc,
  eq,
  getTableColumns,
  sql,
  gte,
  lte,
  inArray,
  isNull,
  or,
  type SQL,
} from 'drizzle-orm';
import type { TSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { TMyBoardStatus } from '@galim/shared/surfboards/form';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { brands, categories, models, surfboards, technologies, users } from '../../db/schema';
import { fitVolumeRange } from '@galim/shared/surfboards/fit';
import {
  feetRange,
  HALF_INCH_FEET,
  readSearchMeasures,
} from '@galim/shared/surfboards/search-measures';
import { profileFactColumns } from '../../lib/privacy';
import { textCondition, textPlan } from '../search/text-search';
import { nearConditions, nearOf } from '../../lib/near';
import { isBoardKind } from './visibility';

// The marketplace's shared reads, and nothing else: the one board selection (selectBoards, its
// rows and records), boards by id, the search filters, and a page of rows. The queries of each
// use case are beside it: browse-repo.ts, likes-repo.ts, owner-repo.ts, price-repo.ts and
// moderation-repo.ts (the rules are in the *-service.ts files, who sees a board in
// visibility.ts, the API shapes in serialize.ts, list totals in list-totals.ts).

// The one way to read boards: joins that resolve reference titles and the seller.

/**
 * Every column of a board but its search text: the words lists and searches match, never shown
 * or needed once a board is read (a board's description and titles, lowercased and folded, so
 * as long as all of them). Left out, every page of boards reads, sends and keeps less.
 */
const { searchText: _searchText, ...boardColumns } = getTableColumns(surfboards);

export const boardSelection = {
  board: boardColumns,
  brandTitle: brands.title,
  modelTitle: models.title,
  categoryTitle: categories.title,
  technologyTitle: technologies.title,
  // Their names in the other languages: the serializer picks the request's (decision 051).
  categoryTranslations: categories.translations,
  technologyTranslations: technologies.translations,
  seller: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    displayName: users.displayName,
    profileImage: users.profileImage,
    phone: users.phone,
    email: users.email,
    // The profile facts: shown as the seller's switches say (lib/privacy.ts).
    ...profileFactColumns,
    blockedAt: users.blockedAt,
    // For "about the seller" on the board page (users/seller-trust.ts); never serialized as is.
    createdAt: users.createdAt,
    googleSub: users.googleSub,
  },
  favoriteCount: sql<number>`(select count(*)::int from surfboard_likes l where l.surfboard_id = ${surfboards.id})`,
};

/** A select of boards with everything the serializer needs; add where/order/limit. */
export function selectBoards(db: Db) {
  return db
    .select(boardSelection)
    .from(surfboards)
    .innerJoin(users, eq(users.id, surfboards.sellerId))
    .leftJoin(brands, eq(brands.id, surfboards.brandId))
    .leftJoin(models, eq(models.id, surfboards.modelId))
    .leftJoin(categories, eq(categories.id, surfboards.categoryId))
    .leftJoin(technologies, eq(technologies.id, surfboards.technologyId));
}

export type BoardRow = Awaited<ReturnType<ReturnType<typeof selectBoards>['execute']>>[number];

/**
 * Which rows a read by id sees: `board` only boards (every /api/surfboards address: another
 * kind's id reads as no board, issue 53), `listing` every kind (/api/listings, moderation).
 */
export type OwnerScope = 'board' | 'listing';

// The joined read is cheap to run (well under a millisecond) but costly to plan and build
// (~3 ms with six joins), and it is the same statement every time: prepare it once per database
// handle and scope, so the server keeps the plan and Drizzle keeps the SQL.
const byIdsStatements: Record<OwnerScope, WeakMap<Db, ReturnType<typeof prepareByIds>>> = {
  board: new WeakMap(),
  listing: new WeakMap(),
};
function prepareByIds(db: Db, scope: OwnerScope) {
  const byIds = sql`${surfboards.id} = any(${sql.placeholder('ids')}::text[])`;
  // Its rows mapped by a mapper compiled once, not Drizzle's generic one (db/compiled-rows.ts).
  return withCompiledRows(
    selectBoards(db)
      .where(scope === 'board' ? and(byIds, isBoardKind) : byIds)
      .prepare(`galim_${scope}s_by_ids`),
  );
}

/**
 * How many ids the joined read is always given. PostgreSQL plans a prepared statement for its
 * values five times on a connection, then keeps one plan for all values if that costs no more
 * than those five did on average (it takes an array of ids for ten). Read with one id (a board's
 * page) those five cost less, so a connection whose first reads were pages planned the six joins
 * again for every page of a list after (2.2 ms of planning against 0.5 ms of running it). An id
 * repeated changes no answer (a row matches once) and prices every read as a list's.
 */
const BY_IDS_PLANNED_FOR = 10;

/** Rows by id, in no particular order; one prepared statement whatever the count. */
export function selectBoardsByIds(
  db: Db,
  ids: string[],
  scope: OwnerScope = 'board',
): Promise<BoardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  let statement = byIdsStatements[scope].get(db);
  if (!statement) {
    statement = prepareByIds(db, scope);
    byIdsStatements[scope].set(db, statement);
  }
  const padded =
    ids.length >= BY_IDS_PLANNED_FOR
      ? ids
      : [...ids, ...Array<string>(BY_IDS_PLANNED_FOR - ids.length).fill(ids[0]!)];
  return statement.execute({ ids: padded }) as Promise<BoardRow[]>;
}

export async function findBoardRow(
  db: Db,
  id: string,
  scope: OwnerScope = 'board',
): Promise<BoardRow | null> {
  const rows = await selectBoardsByIds(db, [id], scope);
  return rows[0] ?? null;
}

export type BoardInsert = typeof surfboards.$inferInsert;
export type BoardRecord = typeof surfboards.$inferSelect;

/** Records by id; with the board scope, another kind's id reads as none. */
export async function findBoardRecords(
  db: Db,
  ids: string[],
  scope: OwnerScope = 'board',
): Promise<BoardRecord[]> {
  if (ids.length === 0) return [];
  const byIds = inArray(surfboards.id, ids);
  return db
    .select()
    .from(surfboards)
    .where(scope === 'board' ? and(byIds, isBoardKind) : byIds);
}

/** Where the rows of a page of ids come from: the database, or the read cache's rows by id. */
export type RowsByIds = (ids: string[]) => Promise<BoardRow[]>;

/** Reads the full rows of the given ids, in the given order. */
export async function rowsInOrder(
  db: Db,
  ids: string[],
  read: RowsByIds = (missing) => selectBoardsByIds(db, missing),
): Promise<BoardRow[]> {
  if (!ids.length) return [];
  const rows = await read(ids);
  const byId = new Map(rows.map((r) => [r.board.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is BoardRow => Boolean(r));
}

export interface BoardPageRows {
  rows: BoardRow[];
  total: number;
  /** The total is a floor: more than `total` boards match (list-totals.ts). */
  capped?: boolean;
  /** Whether a next page holds boards; without it, from the total. */
  hasMore?: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function filterConditions(q: Partial<TSurfboardSearchQuery>, fuzzy = false): SQL[] {
  const volume = fitVolumeRange(q);
  const c: SQL[] = [];
  if (q.brand) c.push(eq(surfboards.brandId, q.brand));
  if (q.model) c.push(eq(surfboards.modelId, q.model));
  if (q.category) c.push(eq(surfboards.categoryId, q.category));
  if (q.technology) c.push(eq(surfboards.technologyId, q.technology));
  if (q.condition) c.push(eq(surfboards.condition, q.condition));
  if (q.skillLevel) c.push(eq(surfboards.skillLevel, q.skillLevel));
  if (q.sellerType) c.push(eq(surfboards.sellerType, q.sellerType));
  if (q.finSystem) c.push(eq(surfboards.finSystem, q.finSystem));
  if (q.minPrice !== undefined) c.push(gte(surfboards.price, q.minPrice));
  if (q.maxPrice !== undefined) c.push(lte(surfboards.price, q.maxPrice));
  // Lengths are whole inches in decimal feet: a bound takes in its own inch (5'8" is 5.6667).
  // (In SQL: the plain lists pass the bound as a parameter, list-statement.ts.)
  const half = sql.raw(HALF_INCH_FEET.toFixed(6));
  if (q.minLength !== undefined) {
    c.push(gte(surfboards.length, sql`(${q.minLength})::float8 - ${half}`));
  }
  if (q.maxLength !== undefined) {
    c.push(lte(surfboards.length, sql`(${q.maxLength})::float8 + ${half}`));
  }
  if (q.minVolume !== undefined) c.push(gte(surfboards.volume, q.minVolume));
  if (q.maxVolume !== undefined) c.push(lte(surfboards.volume, q.maxVolume));
  if (volume) {
    c.push(gte(surfboards.volume, volume.min), lte(surfboards.volume, volume.max));
    c.push(or(isNull(surfboards.skillLevel), inArray(surfboards.skillLevel, volume.levels))!);
  }
  if (q.location) {
    c.push(sql`${surfboards.locationText} ilike ${`%${escapeLike(q.location)}%`}`);
  }
  // Near a point or a city (issue 56): within the radius, box first (lib/near.ts).
  c.push(...nearConditions(surfboards.lat, surfboards.lng, nearOf(q), q.sortBy));
  return q.search ? [...c, ...searchConditions(q.search, fuzzy)] : c;
}

/** What a search asks for: its measures and its words, or a board's number. */
function searchConditions(search: string, fuzzy: boolean): SQL[] {
  const measures = readSearchMeasures(search);
  if (measures.boardId) return [eq(surfboards.id, measures.boardId)];
  const c: SQL[] = [];
  if (measures.lengthInches) {
    const feet = feetRange(measures.lengthInches);
    c.push(gte(surfboards.length, feet.min), lte(surfboards.length, feet.max));
  }
  if (measures.volume) {
    c.push(
      gte(surfboards.volume, measures.volume.min),
      lte(surfboards.volume, measures.volume.max),
    );
  }
  if (measures.price) {
    c.push(gte(surfboards.price, measures.price.min), lte(surfboards.price, measures.price.max));
  }
  const plan = textPlan(measures.text);
  // A search with nothing to look for ("🏄", "!!") finds nothing, rather than every board.
  if (!c.length && !plan.length && !measures.boardIdEnd && search.trim()) return [sql`false`];
  const text = textCondition(surfboards.searchText, plan, fuzzy);
  if (text) c.push(text);
  if (!measures.boardIdEnd) return c;
  // The last characters of a board's number find that board, beside what the words find.
  const byNumber = sql`${surfboards.id} like ${`%${measures.boardIdEnd}`}`;
  return [c.length ? or(byNumber, and(...c))! : byNumber];
}

/** The words of a board search once its measures ("9'", "32 ליטר", "עד 2000") are read out. */
export function searchWords(search: string | undefined): string | undefined {
  return search ? readSearchMeasures(search).text : undefined;
}

/** What each of the seller's own lists holds (my listings, GET /api/listings/mine). */
const STATUS_FILTER = {
  active: and(eq(surfboards.archived, false), eq(surfboards.isSold, false)),
  archived: eq(surfboards.archived, true),
  sold: and(eq(surfboards.isSold, true), eq(surfboards.archived, false)),
  all: undefined,
} satisfies Record<TMyBoardStatus, unknown>;

/**
 * The seller's listings of every kind, or of one, in every review state: newest first (sold
 * ones by their sale's date). "My listings" (GET /api/listings/mine) reads every kind.
 */
export function listSellerListings(
  db: Db,
  sellerId: string,
  status: TMyBoardStatus,
  kind: TListingKind | undefined,
) {
  const ofKind = kind === 'board' ? isBoardKind : kind ? eq(surfboards.kind, kind) : undefined;
  return selectBoards(db)
    .where(and(eq(surfboards.sellerId, sellerId), ofKind, STATUS_FILTER[status]))
    .orderBy(
      status === 'sold' ? desc(surfboards.soldDate) : desc(surfboards.createdAt),
      desc(surfboards.id),
    )
    .limit(500);
}
