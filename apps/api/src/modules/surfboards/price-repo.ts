import { and, eq, sql, desc, gte, isNull, lte, or, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surfboards } from '../../db/schema';
import {
  LENGTH_WINDOW_FT,
  VOLUME_WINDOW,
  type PriceComparable,
  type TPriceEstimateQuery,
} from '@galim/shared/surfboards/price-estimate';
import type { TBoardCondition } from '@galim/shared/surfboards/options';
import type { GearComparable } from '@galim/shared/listings/price-estimate';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { isBoardKind, isPublicBoard, isPublicListing } from './visibility';

// The price estimate's query: the comparable boards.

/** The most recent comparables considered: plenty for quantiles, bounded at any size. */
const CANDIDATES = 400;

/** Approved, and sold at a recorded price or on sale now (`onSale`: a board's or any kind's rule). */
const priced = (onSale: SQL) => [
  eq(surfboards.moderationStatus, 'approved'),
  or(and(eq(surfboards.isSold, true), sql`${surfboards.soldPrice} is not null`)!, onSale)!,
];

/** What every comparable carries, whatever its kind. */
const SALE_COLUMNS = {
  id: surfboards.id,
  brandId: surfboards.brandId,
  condition: surfboards.condition,
  price: surfboards.price,
  soldPrice: surfboards.soldPrice,
  isSold: surfboards.isSold,
  soldDate: surfboards.soldDate,
  createdAt: surfboards.createdAt,
};

/** Newest first: a sold item by its sale, a listed one by when it was listed. */
const newestFirst = desc(sql<Date>`coalesce(${surfboards.soldDate}, ${surfboards.createdAt})`);

/** A row's price and date as a comparable: the sold price and day, or the asking price. */
function sale(r: {
  id: string;
  brandId: string | null;
  condition: string;
  price: number;
  soldPrice: number | null;
  isSold: boolean;
  soldDate: Date | null;
  createdAt: Date;
}) {
  return {
    id: r.id,
    brandId: r.brandId,
    condition: r.condition as TBoardCondition,
    price: r.isSold && r.soldPrice !== null ? r.soldPrice : r.price,
    sold: r.isSold,
    date: r.isSold && r.soldDate ? r.soldDate : r.createdAt,
  };
}

/**
 * Boards of the same category near the given size, newest first: sold ones with their sold
 * price and date, and public listings with their asking price. Served by the category index.
 */
export async function priceCandidates(db: Db, q: TPriceEstimateQuery): Promise<PriceComparable[]> {
  const c = [isBoardKind, eq(surfboards.categoryId, q.category), ...priced(isPublicBoard)];
  if (q.volume !== undefined) {
    const d = q.volume * VOLUME_WINDOW;
    c.push(
      or(
        isNull(surfboards.volume),
        and(gte(surfboards.volume, q.volume - d), lte(surfboards.volume, q.volume + d)),
      )!,
    );
  }
  if (q.length !== undefined) {
    c.push(
      or(
        isNull(surfboards.length),
        and(
          gte(surfboards.length, q.length - LENGTH_WINDOW_FT),
          lte(surfboards.length, q.length + LENGTH_WINDOW_FT),
        ),
      )!,
    );
  }
  if (q.exclude) c.push(ne(surfboards.id, q.exclude));
  const rows = await db
    .select({
      ...SALE_COLUMNS,
      categoryId: surfboards.categoryId,
      modelId: surfboards.modelId,
      technologyId: surfboards.technologyId,
      volume: surfboards.volume,
      length: surfboards.length,
    })
    .from(surfboards)
    .where(and(...c))
    .orderBy(newestFirst)
    .limit(CANDIDATES);
  return rows.map((r) => ({
    ...sale(r),
    categoryId: r.categoryId,
    modelId: r.modelId,
    technologyId: r.technologyId,
    volume: r.volume,
    length: r.length,
  }));
}

/**
 * Items of a kind of gear to price by (issue 53), newest first: sold ones with their sold price
 * and date, and public listings with their asking price. Served by the kind's list index.
 */
export async function gearPriceCandidates(
  db: Db,
  kind: TListingKind,
  exclude?: string,
): Promise<GearComparable[]> {
  const c = [eq(surfboards.kind, kind), ...priced(isPublicListing)];
  if (exclude) c.push(ne(surfboards.id, exclude));
  const rows = await db
    .select({ ...SALE_COLUMNS, attributes: surfboards.attributes })
    .from(surfboards)
    .where(and(...c))
    .orderBy(newestFirst)
    .limit(CANDIDATES);
  return rows.map((r) => ({ ...sale(r), attributes: r.attributes }));
}
