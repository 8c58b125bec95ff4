import { and, eq, sql, desc, gte, isNull, lte, or, ne } from 'drizzle-orm';
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

/**
 * Boards of the same category near the given size, newest first: sold ones with their sold
 * price and date, and public listings with their asking price. Served by the category index.
 */
export async function priceCandidates(db: Db, q: TPriceEstimateQuery): Promise<PriceComparable[]> {
  const c = [
    isBoardKind,
    eq(surfboards.categoryId, q.category),
    eq(surfboards.moderationStatus, 'approved'),
  ];
  c.push(
    or(and(eq(surfboards.isSold, true), sql`${surfboards.soldPrice} is not null`)!, isPublicBoard)!,
  );
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
  const when = sql<Date>`coalesce(${surfboards.soldDate}, ${surfboards.createdAt})`;
  const rows = await db
    .select({
      id: surfboards.id,
      categoryId: surfboards.categoryId,
      brandId: surfboards.brandId,
      modelId: surfboards.modelId,
      technologyId: surfboards.technologyId,
      condition: surfboards.condition,
      volume: surfboards.volume,
      length: surfboards.length,
      price: surfboards.price,
      soldPrice: surfboards.soldPrice,
      isSold: surfboards.isSold,
      soldDate: surfboards.soldDate,
      createdAt: surfboards.createdAt,
    })
    .from(surfboards)
    .where(and(...c))
    .orderBy(desc(when))
    .limit(CANDIDATES);
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.categoryId,
    brandId: r.brandId,
    modelId: r.modelId,
    technologyId: r.technologyId,
    condition: r.condition as TBoardCondition,
    volume: r.volume,
    length: r.length,
    price: r.isSold && r.soldPrice !== null ? r.soldPrice : r.price,
    sold: r.isSold,
    date: r.isSold && r.soldDate ? r.soldDate : r.createdAt,
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
  const c = [
    eq(surfboards.kind, kind),
    eq(surfboards.moderationStatus, 'approved'),
    or(
      and(eq(surfboards.isSold, true), sql`${surfboards.soldPrice} is not null`)!,
      isPublicListing,
    )!,
  ];
  if (exclude) c.push(ne(surfboards.id, exclude));
  const when = sql<Date>`coalesce(${surfboards.soldDate}, ${surfboards.createdAt})`;
  const rows = await db
    .select({
      id: surfboards.id,
      brandId: surfboards.brandId,
      condition: surfboards.condition,
      attributes: surfboards.attributes,
      price: surfboards.price,
      soldPrice: surfboards.soldPrice,
      isSold: surfboards.isSold,
      soldDate: surfboards.soldDate,
      createdAt: surfboards.createdAt,
    })
    .from(surfboards)
    .where(and(...c))
    .orderBy(desc(when))
    .limit(CANDIDATES);
  return rows.map((r) => ({
    id: r.id,
    brandId: r.brandId,
    condition: r.condition as TBoardCondition,
    attributes: r.attributes,
    price: r.isSold && r.soldPrice !== null ? r.soldPrice : r.price,
    sold: r.isSold,
    date: r.isSold && r.soldDate ? r.soldDate : r.createdAt,
  }));
}
