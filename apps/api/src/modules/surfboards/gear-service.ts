import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '@galim/shared/i18n/languages';
import type {
  TGearInput,
  TListing,
  TListingPage,
  TListingsQuery,
} from '@galim/shared/listings/form';
import { ZListingsQuery } from '@galim/shared/listings/form';
import { attributeOf } from '@galim/shared/listings/gear';
import { isListingKind, type TListingKind } from '@galim/shared/listings/kinds';
import { kindLabel, problemText } from '@galim/shared/listings/labels';
import {
  readGearQuery,
  type TGearFilterValue,
  type TGearQuery,
} from '@galim/shared/listings/read-query';
import {
  attributeProblem,
  listingProblem,
  type TListingProblem,
} from '@galim/shared/listings/validate';
import type { TAttributeValue } from '@galim/shared/listings/attributes';
import { storedPoint } from '@galim/shared/geo/near';
import { pageInfo } from '@galim/shared/pagination';
import type { TBoardCondition, TSellerType } from '@galim/shared/surfboards/options';
import { apiError, type AppError } from '../../lib/errors';
import { noReadCache, sharedJson, type ReadCache } from '../../lib/read-cache';
import { recentValues } from '../../lib/recent-values';
import type { AuthUser } from '../../plugins/auth';
import { isOwnerOrAdmin } from '../../lib/access';
import { sellerReviewSummary, sellerTrust } from '../users/seller-trust';
import { logActivity } from '../activity/service';
import { describe, withPriceHistory, type OwnerDeps } from './board-access';
import { gearReference, searchPublicListings } from './gear-repo';
import { createGearMirror } from './gear-mirror';
import { insertBoard } from './owner-repo';
import { findBoardRow, selectBoardsByIds, type BoardInsert, type BoardRow } from './repo';
import { createScamSignals, lowPriceFacts, recordFindings, type Findings } from './scam-signals';
import { fitCondition } from './gear-fit';
import { estimateBoardPrice, estimateListingPrice } from './price-service';
import { serializeListing, withSellerContact } from './serialize';
import { visitorPageJson } from './visitor-json';
import { opensPageFor } from './visibility';

// Gear of every kind (issue 53, decision 055): publishing a wetsuit, fins or a leash through the
// board's pipeline (photos, the copied-photo signal, the moderation queue, the 60-day term), a
// listing's page, and lists by kind with the kind's filters. Its kind and attributes are checked
// against the declarations in shared, and refused in the request's words.

import { GEAR_TEXTS, gearSearchText, gearTitle } from './gear-text';

export { GEAR_TEXTS, gearSearchText, gearTitle };

/**
 * A listing's problem as a 400 in the request's language, naming the field where it was sent:
 * `body.attributes.thickness`, `querystring.size`.
 */
export function refuseListing(
  problem: TListingProblem,
  kind: unknown,
  language: Language,
  path: (field: string) => string,
): AppError {
  const message = problemText(GEAR_TEXTS[language], isListingKind(kind) ? kind : null, problem);
  return apiError('VALIDATION_ERROR', {
    message,
    details: [{ path: path(problem.field), message }],
    extra: { problem: problem.code },
    language,
  });
}

/** Where a gear body's field was sent: `body.kind`, `body.attributes`, `body.attributes.size`. */
export const gearBodyPath = (field: string) =>
  field === 'kind' || field === 'attributes' ? `body.${field}` : `body.attributes.${field}`;

const rowIdOf = (row: BoardRow) => row.board.id;
/** A page's rows of any kind: a listing's row is the same whichever list reads it. */
const byIdsOf = (db: Db, ids: string[]) => selectBoardsByIds(db, ids, 'listing');

/** Searches read lately: the same words are asked again and again (the read takes ~0.3 ms). */
const readSearches = recentValues<string, TGearQuery>(1000);
const readSearch = (search: string) => readSearches.get(search, () => readGearQuery(search));

/** The list's own query keys: every other key is one of the kind's filters. */
const LIST_KEYS: ReadonlySet<string> = new Set(Object.keys(ZListingsQuery.shape));

/** The query's kind filters, read by the kind's declarations; a wrong one is a 400. */
function queryFilters(
  kind: TListingKind | null,
  query: Record<string, unknown>,
  language: Language,
): Record<string, TGearFilterValue> {
  const filters: Record<string, TGearFilterValue> = {};
  const path = (field: string) => `querystring.${field === 'kind' ? 'kind' : field}`;
  const refuse = (problem: TListingProblem) => refuseListing(problem, kind, language, path);
  for (const [param, raw] of Object.entries(query)) {
    if (LIST_KEYS.has(param) || raw === undefined || raw === '') continue;
    const bound = /^(.*)(Min|Max)$/.exec(param);
    const key = bound ? bound[1]! : param;
    if (!kind) throw refuse({ code: 'LISTING_UNKNOWN_KIND', field: 'kind' });
    const attribute = attributeOf(kind, key);
    if (!attribute || !attribute.filter) {
      const problem = listingProblem(kind, { [key]: null });
      throw refuse(
        problem?.field === key ? problem : { code: 'LISTING_UNKNOWN_ATTRIBUTE', field: key },
      );
    }
    const text = String(raw);
    if (attribute.type === 'number') {
      const n = Number(text);
      if (!bound || !Number.isFinite(n)) throw refuse({ code: 'LISTING_WRONG_TYPE', field: param });
      if (n < attribute.min || n > attribute.max) {
        throw refuse({
          code: 'LISTING_OUT_OF_RANGE',
          field: key,
          min: attribute.min,
          max: attribute.max,
        });
      }
      const range = (filters[key] as { min: number; max: number } | undefined) ?? {
        min: attribute.min,
        max: attribute.max,
      };
      filters[key] = bound[2] === 'Min' ? { ...range, min: n } : { ...range, max: n };
    } else if (attribute.type === 'yesno') {
      if (text !== 'true') throw refuse({ code: 'LISTING_WRONG_TYPE', field: key });
      filters[key] = true;
    } else if (attribute.type === 'one' || attribute.type === 'many') {
      const values = text
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (bound || values.some((v) => !attribute.options.includes(v))) {
        throw refuse({ code: 'LISTING_UNKNOWN_OPTION', field: key });
      }
      filters[key] = values;
    }
  }
  return filters;
}

/** The listing as its owner or an admin reads it back: with the seller's contact. */
export async function readOwnListing(
  db: Db,
  id: string,
  user: AuthUser,
  language: Language,
): Promise<TListing> {
  const row = await findBoardRow(db, id, 'listing');
  if (!row) throw apiError('LISTING_NOT_FOUND');
  const listing = await withPriceHistory(db, serializeListing(row, user, language));
  return withSellerContact(listing as TListing, row, user);
}

/** A brand or category a piece of gear names: one that exists and is kept for its kind. */
export async function gearReferenceTitle(
  db: Db,
  table: 'brand' | 'category',
  id: string | null | undefined,
  kind: TListingKind,
  language: Language,
): Promise<string | null> {
  if (!id) return null;
  const found = await gearReference(db, table, id);
  if (!found) {
    const message = table === 'brand' ? 'Brand not found' : 'Category not found';
    throw apiError('VALIDATION_ERROR', {
      message,
      details: [{ path: `body.${table}`, message }],
    });
  }
  if (!found.kinds.includes(kind)) {
    const texts = GEAR_TEXTS[language];
    const message = texts.notForKind[table]({ kind: kindLabel(texts, kind, 'many') });
    throw apiError('VALIDATION_ERROR', {
      message,
      details: [{ path: `body.${table}`, message }],
      language,
    });
  }
  return found.title;
}

/**
 * The facts a price estimate of gear is asked for (`thickness=4/3&size=M`), read by the kind's
 * declarations: a key the kind does not have, an unknown option or a number out of its range is
 * a 400 in the request's words at `querystring.<key>`.
 */
export function queryFacts(
  kind: TListingKind,
  query: Record<string, unknown>,
  known: readonly string[],
  language: Language,
): Record<string, TAttributeValue> {
  const facts: Record<string, TAttributeValue> = {};
  const refuse = (problem: TListingProblem) =>
    refuseListing(problem, kind, language, (field) => `querystring.${field}`);
  for (const [key, raw] of Object.entries(query)) {
    if (known.includes(key) || raw === undefined || raw === '') continue;
    const attribute = attributeOf(kind, key);
    const text = String(raw);
    const value: unknown =
      attribute?.type === 'number'
        ? Number(text)
        : attribute?.type === 'many'
          ? text.split(',').map((v) => v.trim())
          : attribute?.type === 'yesno'
            ? text === 'true'
              ? true
              : text === 'false'
                ? false
                : text
            : text;
    const problem = attributeProblem(kind, key, value);
    if (problem) throw refuse(problem);
    facts[key] = value as TAttributeValue;
  }
  return facts;
}

/**
 * `readDb` serves the public lists (a read replica when configured), `cache` keeps each list's
 * rows a few seconds for everyone who asks the same (ended by any write to listings), as the
 * board lists are kept (browse-service.ts).
 */
export function createGearService(
  { db, images }: OwnerDeps,
  { readDb = db, cache = noReadCache }: { readDb?: Db; cache?: ReadCache } = {},
) {
  const signals = createScamSignals(db, (q) => estimateBoardPrice(db, q));
  // Lists of one kind of gear are counted and paged from memory, kept true by the log of changes.
  const mirror = createGearMirror(readDb, { writeDb: db });

  /**
   * A list's rows and total, kept a few seconds for everyone who asks the same (ended by any
   * write to listings); a wrong filter or measure is a 400 in the request's words.
   */
  function publicResult(query: TListingsQuery, language: Language) {
    const read = readSearch(query.search ?? '');
    const kind = query.kind ?? read.kind;
    const asked = queryFilters(kind, query, language);
    // The words' filters count only for the kind they were read for.
    const filters = read.kind === kind ? { ...read.attributes, ...asked } : asked;
    const words = read.kind === kind || !query.kind ? read.text : (query.search ?? '');
    const fit = fitCondition(kind, query);
    if (fit.problem) {
      throw refuseListing(fit.problem, kind, language, (field) => `querystring.${field}`);
    }
    const asks = {
      kind,
      filters,
      words,
      condition: query.condition,
      brand: query.brand,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    };
    const rider = [query.fitHeightCm, query.fitWeightKg, query.fitChestCm];
    // The page's rows come from the rows the cache keeps by id, as a board list's do.
    return cache.get('boards', `listings:${JSON.stringify({ ...asks, rider })}`, (gen) =>
      searchPublicListings(
        readDb,
        { ...asks, fit: fit.condition },
        (ids) => cache.byIds('boards', ids, rowIdOf, (missing) => byIdsOf(readDb, missing), gen),
        (q) => mirror.countAndIds(q, gen),
      ),
    );
  }

  const pageOf = (
    result: { rows: BoardRow[]; total: number },
    query: TListingsQuery,
    viewer: AuthUser | null,
    language: Language,
  ): TListingPage => ({
    listings: result.rows.map((r) => serializeListing(r, viewer, language)),
    ...pageInfo(result.total, query.page, query.limit),
  });

  return {
    /** Builds the in-memory walks of public gear now (gear-mirror.ts), as a bench does. */
    warmMirror: () => mirror.warm(),

    /** An unknown kind as a 400 in words, before the fields it would decide are read. */
    checkKind(kind: unknown, language: Language): void {
      if (!isListingKind(kind)) {
        throw refuseListing(
          { code: 'LISTING_UNKNOWN_KIND', field: 'kind' },
          kind,
          language,
          gearBodyPath,
        );
      }
    },

    /** Publishes a piece of gear (not a board: those go through the board's own publish). */
    async publish(
      user: AuthUser,
      input: TGearInput,
      files: Buffer[],
      coverIndex: number,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<TListing> {
      const problem = listingProblem(input.kind, input.attributes ?? {});
      if (problem) throw refuseListing(problem, input.kind, language, gearBodyPath);
      const kind = input.kind;
      const attributes = input.attributes as Record<string, TAttributeValue>;
      const brandTitle = await gearReferenceTitle(db, 'brand', input.brand, kind, language);
      const categoryTitle = await gearReferenceTitle(
        db,
        'category',
        input.category,
        kind,
        language,
      );
      const { images: stored, hashes } = await images.storeHashed(files);
      let id: string;
      try {
        const title = input.title ?? gearTitle(kind, attributes, brandTitle, language);
        const [lng, lat] = input.location?.coordinates ?? [0, 0];
        const point = storedPoint({ lat, lng }, input.locationText);
        const values: BoardInsert = {
          sellerId: user.id,
          kind,
          attributes,
          title,
          description: input.description ?? '',
          price: Math.round(input.price),
          brandId: input.brand ?? null,
          categoryId: input.category ?? null,
          condition: input.condition as TBoardCondition,
          availability: input.availability ?? true,
          sellerType: (input.sellerType as TSellerType | undefined) ?? 'private',
          showContact: input.showContact ?? true,
          locationText: input.locationText,
          lat: point.lat,
          lng: point.lng,
          images: stored as StoredImage[],
          coverIndex: coverIndex < stored.length ? coverIndex : 0,
          moderationStatus: 'pending',
          searchText: gearSearchText({
            kind,
            attributes,
            title,
            brandTitle,
            categoryTitle,
            description: input.description ?? '',
          }),
        };
        // A copied photo holds it for a moderator, as it does a board.
        const found = await signals.checkPhotos(user.id, stored, hashes);
        // A price far under what items of its kind like it go for holds it too.
        const low = lowPriceFacts(
          values.price,
          await estimateListingPrice(db, {
            kind,
            brand: input.brand,
            condition: values.condition as TBoardCondition,
            attributes,
          }),
        );
        const priced: Findings = {
          photos: [],
          holds: low ? [{ kind: 'low_price', details: low }] : [],
        };
        id = await db.transaction(async (tx) => {
          const id = await insertBoard(tx, values);
          await recordFindings(tx, { id, sellerId: user.id }, found, priced);
          return id;
        });
      } catch (err) {
        await images.release(stored);
        throw err;
      }
      const data = await readOwnListing(db, id, user, language);
      await logActivity(db, 'surfboard_published', user.id, describe({ id, title: data.title }));
      return data;
    },

    /** A listing's page: public ones for everyone, sold and expired ones marked so, any state for its owner and admins. */
    async view(id: string, viewer: AuthUser | null, language: Language): Promise<TListing> {
      const row = await findBoardRow(db, id, 'listing');
      if (!row || !opensPageFor(row, viewer)) throw apiError('LISTING_NOT_FOUND');
      // As a board's page: the seller's facts (as their switches show them) and reviews.
      const audience = isOwnerOrAdmin(viewer, row.board.sellerId) ? 'self' : 'public';
      const [trust, sellerReviews] = await Promise.all([
        sellerTrust(readDb, row.seller, audience),
        sellerReviewSummary(readDb, row.seller.id),
      ]);
      const shown = serializeListing(row, viewer, language, { trust, sellerReviews });
      const listing = await withPriceHistory(db, shown);
      return withSellerContact(listing as TListing, row, viewer);
    },

    /** Public listings: by kind and its filters, a search read by kind ("חליפה 4/3 M"), price and condition. */
    async list(
      query: TListingsQuery,
      viewer: AuthUser | null,
      language: Language,
    ): Promise<TListingPage> {
      return pageOf(await publicResult(query, language), query, viewer, language);
    },

    /**
     * The same list for a visitor, as JSON bytes made once per cached list and language, then the
     * same bytes for every visitor while it is served (as the board lists are): `toJson` writes
     * the page's numbers, and each listing's JSON is the one its row already has (visitor-json.ts).
     */
    async visitorList(
      query: TListingsQuery,
      toJson: (page: TListingPage) => string,
      language: Language,
    ): Promise<Buffer> {
      const result = await publicResult(query, language);
      return sharedJson(
        result,
        (r) =>
          visitorPageJson(
            toJson(pageOf({ ...r, rows: [] }, query, null, language)),
            'listings',
            r.rows,
            language,
          ),
        language,
      );
    },
  };
}
export type GearService = ReturnType<typeof createGearService>;
