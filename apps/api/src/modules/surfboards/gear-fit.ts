import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { finSizesFor, wetsuitSizesFor } from '@galim/shared/listings/fit';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { WETSUIT_CUTS } from '@galim/shared/listings/options';
import type { TListingProblem } from '@galim/shared/listings/validate';
import { surfboards } from '../../db/schema';

// "Fits me" on the gear lists (issue 53): a wetsuit by the rider's height and weight (and chest)
// against the size chart of its cut, fins by weight against the makers' ranges (shared
// listings/fit.ts). The chart is read here, so the condition is a list of sizes: the same
// `attributes->>'size'` comparison the size filter makes.

export interface TFitQuery {
  fitHeightCm?: number;
  fitWeightKg?: number;
  fitChestCm?: number;
}

const sizeIs = (sizes: readonly string[]) =>
  sql`(${surfboards.attributes}->>'size') = any(${sql.param(sizes)}::text[])`;

/**
 * The condition "fits this rider" for a list of one kind, none when no measure was asked, or
 * the problem with the question: a kind without a chart, a measure the chart needs left out.
 * Nothing fits is `false`, an empty list and not a list without the filter.
 */
export function fitCondition(
  kind: TListingKind | null,
  q: TFitQuery,
): { condition?: SQL; problem?: TListingProblem } {
  const { fitHeightCm: heightCm, fitWeightKg: weightKg, fitChestCm: chestCm } = q;
  if (heightCm === undefined && weightKg === undefined && chestCm === undefined) return {};
  if (kind !== 'wetsuit' && kind !== 'fins') {
    return { problem: { code: 'LISTING_FIT_NOT_FOR_KIND', field: 'kind' } };
  }
  if (weightKg === undefined) {
    return { problem: { code: 'LISTING_ATTRIBUTE_REQUIRED', field: 'fitWeightKg' } };
  }
  if (kind === 'fins') return { condition: sizeIs(finSizesFor(weightKg)) };
  if (heightCm === undefined) {
    return { problem: { code: 'LISTING_ATTRIBUTE_REQUIRED', field: 'fitHeightCm' } };
  }
  const rider = { heightCm, weightKg, ...(chestCm === undefined ? {} : { chestCm }) };
  const byCut = WETSUIT_CUTS.map((cut) => ({ cut, sizes: wetsuitSizesFor(rider, cut) }))
    .filter((c) => c.sizes.length > 0)
    .map((c) => and(eq(sql`(${surfboards.attributes}->>'cut')`, c.cut), sizeIs(c.sizes))!);
  return { condition: byCut.length > 0 ? or(...byCut)! : sql`false` };
}
