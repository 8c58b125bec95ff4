import { and, eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * The values of a statement built once per shape (gear-repo.ts): `at` records a value under
 * its name and puts a placeholder in the statement where the value would be.
 */
export class Placeholders {
  readonly values: Record<string, unknown> = {};

  at(name: string, value: unknown): Placeholder {
    this.values[name] = value;
    return sql.placeholder(name);
  }
}

/** A value as it goes into a list's statement: itself, or its placeholder. */
function slot<T>(p: Placeholders | undefined, name: string, value: T): T | Placeholder {
  return p ? p.at(name, value) : value;
}

/**
 * One attribute filter as a condition: a range, any of a list, or yes. With `p`, its values are
 * placeholders named by the key (`a.thickness`, `a.lengthMin`).
 */
export function attributeCondition(
  kind: TListingKind,
  key: string,
  value: TGearFilterValue,
  p?: Placeholders,
): SQL | undefined {
  const attribute = attributeOf(kind, key);
  if (!attribute) return undefined;
  if (kind !== 'board' && (value === true || Array.isArray(value))) {
    // Gear's options and yes/no, read from the JSON in the entries of the kind's index as a list
    // walks it (migration 0042): the key's text among the values asked, or for several of a list
    // whether any of them is there. In each entry that costs a fifth to a third less than a
    // containment of the JSON (decision 065). Wrapped so the planner takes it for half the kind: its guess from
    // the whole table's attributes was a hundred times too few for racks or ponchos, and it then
    // read every match from the table and sorted them.
    const values = value === true ? ['true'] : value;
    const list = p ? p.at(`a.${key}`, values) : sql.param(values);
    const test =
      attribute.type === 'many'
        ? sql`jsonb_exists_any(${surfboards.attributes}->${key}, ${list}::text[])`
        : sql`${surfboards.attributes}->>${key} = any(${list}::text[])`;
    return sql`coalesce(${test}, false)`;
  }
  if (value === true) return sql`(${surfboards.attributes}->>${key})::boolean = true`;
  if (Array.isArray(value)) {
    const list = p ? p.at(`a.${key}`, value) : sql.param(value);
    if (attribute.type === 'many') {
      return sql`jsonb_exists_any(${surfboards.attributes}->${key}, ${list}::text[])`;
    }
    return sql`${valueOf(kind, key, 'text')} = any(${list}::text[])`;
  }
  const number = valueOf(kind, key, 'number');
  return and(
    gte(number, slot(p, `a.${key}Min`, value.min)),
    lte(number, slot(p, `a.${key}Max`, value.max)),
  );
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

/**
 * A list's conditions but for who may see it (visibility.ts adds that). With `p`, the values of
 * the filters are placeholders (the kind, words and fit stay written in).
 */
export function listingConditions(
  q: Omit<GearListQuery, 'sort' | 'page' | 'limit'>,
  fuzzy: boolean,
  p?: Placeholders,
): SQL[] {
  const c: SQL[] = [];
  if (q.kind) c.push(eq(surfboards.kind, q.kind));
  for (const [key, value] of Object.entries(q.filters)) {
    const condition = q.kind ? attributeCondition(q.kind, key, value, p) : undefined;
    if (condition) c.push(condition);
  }
  if (q.fit) c.push(q.fit);
  if (q.condition) c.push(eq(surfboards.condition, slot(p, 'condition', q.condition)));
  if (q.brand) c.push(eq(surfboards.brandId, slot(p, 'brand', q.brand)));
  if (q.minPrice !== undefined) c.push(gte(surfboards.price, slot(p, 'minPrice', q.minPrice)));
  if (q.maxPrice !== undefined) c.push(lte(surfboards.price, slot(p, 'maxPrice', q.maxPrice)));
  const text = textCondition(surfboards.searchText, textPlan(q.words), fuzzy);
  if (text) c.push(text);
  return c;
}
