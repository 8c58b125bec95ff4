import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { attributeOf } from '@galim/shared/listings/gear';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { TGearFilterValue } from '@galim/shared/listings/read-query';
import { surfboards } from '../../db/schema';
import { textCondition, textPlan } from '../search/text-search';

// The conditions of a list of gear (issue 53), shared by the public list (gear-repo.ts) and the
// saved searches that wait for one (alerts): the kind, its attribute filters, the common filters
// and the words. A board's facts are its columns; every other kind's are in `attributes`.

/** Where a kind keeps an attribute: a board's column, or the JSON of every other kind. */
function valueOf(kind: TListingKind, key: string, as: 'text' | 'number'): SQL {
  if (kind === 'board') {
    const column = surfboards[key as 'length' | 'volume' | 'finSystem' | 'skillLevel'];
    return sql`${column}`;
  }
  return as === 'number'
    ? sql`(${surfboards.attributes}->>${key})::real`
    : sql`(${surfboards.attributes}->>${key})`;
}

/** One attribute filter as a condition: a range, any of a list, or yes. */
export function attributeCondition(
  kind: TListingKind,
  key: string,
  value: TGearFilterValue,
): SQL | undefined {
  const attribute = attributeOf(kind, key);
  if (!attribute) return undefined;
  // Gear's options and yes/no as containment, checked in the entries of the kind's index as a
  // list walks it (migration 0042). Wrapped so the planner takes it for half the kind: its guess
  // from the whole table's attributes was a hundred times too few for racks or ponchos, and it
  // then read every match of the GIN index from the table and sorted them (decision 065).
  const contains = (values: unknown[]) =>
    sql`coalesce(${surfboards.attributes} @> any(${sql.param(values.map((v) => JSON.stringify({ [key]: v })))}::jsonb[]), false)`;
  if (kind !== 'board' && value === true) return contains([true]);
  if (kind !== 'board' && Array.isArray(value)) {
    return contains(attribute.type === 'many' ? value.map((v) => [v]) : value);
  }
  if (value === true) return sql`(${surfboards.attributes}->>${key})::boolean = true`;
  if (Array.isArray(value)) {
    if (attribute.type === 'many') {
      return sql`jsonb_exists_any(${surfboards.attributes}->${key}, ${sql.param(value)}::text[])`;
    }
    return sql`${valueOf(kind, key, 'text')} = any(${sql.param(value)}::text[])`;
  }
  const number = valueOf(kind, key, 'number');
  return and(gte(number, value.min), lte(number, value.max));
}

export interface GearListQuery {
  kind: TListingKind | null;
  filters: Record<string, TGearFilterValue>;
  /** "Fits me" (gear-fit.ts): the sizes that fit the rider, already read off the chart. */
  fit?: SQL;
  words: string;
  condition?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: 'newest' | 'price-asc' | 'price-desc';
  page: number;
  limit: number;
}

/** A list's conditions but for who may see it (visibility.ts adds that). */
export function listingConditions(
  q: Omit<GearListQuery, 'sort' | 'page' | 'limit'>,
  fuzzy: boolean,
): SQL[] {
  const c: SQL[] = [];
  if (q.kind) c.push(eq(surfboards.kind, q.kind));
  for (const [key, value] of Object.entries(q.filters)) {
    const condition = q.kind ? attributeCondition(q.kind, key, value) : undefined;
    if (condition) c.push(condition);
  }
  if (q.fit) c.push(q.fit);
  if (q.condition) c.push(eq(surfboards.condition, q.condition));
  if (q.brand) c.push(eq(surfboards.brandId, q.brand));
  if (q.minPrice !== undefined) c.push(gte(surfboards.price, q.minPrice));
  if (q.maxPrice !== undefined) c.push(lte(surfboards.price, q.maxPrice));
  const text = textCondition(surfboards.searchText, textPlan(q.words), fuzzy);
  if (text) c.push(text);
  return c;
}
