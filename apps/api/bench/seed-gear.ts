// Listings of every kind for the gear bench (issue 53), inserted set by set as seed-boards.ts
// inserts boards: most of them boards, then wetsuits, fins, leashes, bags, traction, racks and
// other gear. Each kind's attributes are drawn from its declarations in shared (listings/gear.ts)
// and checked by the server's own validation; the makers are those kept for the kind.
//
// As for boards, the texts are written in JavaScript as the API writes them (gearTitle,
// gearSearchText) into a small table of variants per kind, each with its attributes and maker;
// one INSERT … SELECT per step then draws every listing from generate_series, its kind drawn row
// by row, so the kinds are interleaved in the table's pages as listings arrive in production (a
// wetsuit list cannot read a few pages of wetsuits only).
import { sql, type SQL } from 'drizzle-orm';
import { attributesOf } from '@galim/shared/listings/gear';
import type { TAttributeValue } from '@galim/shared/listings/attributes';
import { LISTING_KINDS, type TListingKind } from '@galim/shared/listings/kinds';
import { listingProblem } from '@galim/shared/listings/validate';
import { BOARD_CONDITIONS } from '@galim/shared/surfboards/options';
import type { Db } from '../src/db/client';
import { gearSearchText, gearTitle } from '../src/modules/surfboards/gear-service';
import {
  BENCH_SELLERS,
  TEXT_VARIANTS,
  pickFrom,
  pointArray,
  sellerId,
  textArray,
  WORDS_EN,
  WORDS_HE,
  type BoardSeedWorld,
} from './seed-boards';

/** The kinds other than boards, in the order the marketplace shows them. */
export const GEAR_KINDS = [
  'wetsuit',
  'fins',
  'leash',
  'bag',
  'traction',
  'rack',
  'other',
] as const satisfies readonly TListingKind[];
export type GearKind = (typeof GEAR_KINDS)[number];

/** Each kind's share of the listings: a surf market is boards first, then wetsuits and fins. */
export const KIND_SHARES: Record<TListingKind, number> = {
  board: 0.55,
  wetsuit: 0.15,
  fins: 0.1,
  leash: 0.07,
  bag: 0.05,
  traction: 0.03,
  rack: 0.02,
  other: 0.03,
};

/** Second-hand prices in shekels per kind: [lowest, highest, step]. */
const PRICES: Record<GearKind, [number, number, number]> = {
  wetsuit: [150, 1500, 10],
  fins: [80, 900, 10],
  leash: [40, 250, 5],
  bag: [80, 900, 10],
  traction: [40, 250, 5],
  rack: [60, 800, 10],
  other: [20, 600, 5],
};
export const priceRangeOf = (kind: GearKind) => PRICES[kind];

/** Distinct attribute/maker/text combinations per kind (each listing picks one at random). */
const VARIANTS = 1000;
/** Rows per INSERT … SELECT, as for boards. */
const STEP = 100_000;

const KIDS = (s: string) => s.startsWith('kids-');
/** Sizes as makers of booties, gloves and helmets print them. */
const OTHER_SIZES = ['S', 'M', 'L', 'XL', '7', '8', '9', '10', '11', '3mm'];

/**
 * A piece of gear's attributes, drawn from its kind's declarations: every required one, most of
 * the others; numbers on their step (feet to the half foot, as bags and leashes are sold).
 */
export function drawAttributes(kind: GearKind, r: () => number): Record<string, TAttributeValue> {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const out: Record<string, TAttributeValue> = {};
  for (const a of attributesOf(kind)) {
    if (!a.required && r() < 0.3) continue;
    if (a.type === 'one') out[a.key] = pick(a.options);
    else if (a.type === 'many') {
      const some = a.options.filter(() => r() < 0.35);
      if (some.length) out[a.key] = some;
    } else if (a.type === 'number') {
      const step = a.unit === 'feet' ? Math.max(a.step, 0.5) : a.step;
      const steps = Math.floor((a.max - a.min) / step);
      out[a.key] = Math.round((a.min + Math.floor(r() * (steps + 1)) * step) * 1e4) / 1e4;
    } else if (a.type === 'yesno') out[a.key] = r() < 0.5;
    else out[a.key] = pick(OTHER_SIZES).slice(0, a.maxLength);
  }
  // A children's wetsuit comes in children's sizes, and only it does.
  if (kind === 'wetsuit' && typeof out.size === 'string') {
    const sizes = attributesOf('wetsuit').find((a) => a.key === 'size');
    const options = sizes?.type === 'one' ? sizes.options : [];
    const fits = options.filter((s) => KIDS(s) === (out.cut === 'children'));
    if (KIDS(out.size) !== (out.cut === 'children')) out.size = pick(fits);
  }
  const problem = listingProblem(kind, out);
  if (problem) throw new Error(`drew an invalid ${kind}: ${JSON.stringify({ out, problem })}`);
  return out;
}

export interface GearSeedWorld {
  /** Brands with the kinds they are kept for. */
  brands: readonly { id: string; title: string; kinds: readonly string[] }[];
  places: readonly string[];
  rng: () => number;
}

/** The variants of every gear kind: attributes, maker, title and search text, as published. */
export async function createGearTexts(db: Db, world: GearSeedWorld): Promise<void> {
  const r = world.rng;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  await db.execute(sql`drop table if exists bench_gear_texts`);
  await db.execute(sql`
    create table bench_gear_texts (
      kind text not null, k int not null, title text not null, description text not null,
      search_text text not null, brand_id text, attributes jsonb not null,
      primary key (kind, k)
    )`);
  for (const kind of GEAR_KINDS) {
    const makers = world.brands.filter((b) => b.kinds.includes(kind));
    const rows = [];
    for (let k = 0; k < VARIANTS; k++) {
      const attributes = drawAttributes(kind, r);
      // Most gear names its maker; some (a no-name rack, a poncho) does not.
      const brand = makers.length && r() < 0.85 ? pick(makers) : null;
      const language = r() < 0.7 ? 'he' : 'en';
      const title = gearTitle(kind, attributes, brand?.title ?? null, language);
      const description = `${pick(WORDS_HE)} ${pick(WORDS_HE)} ${pick(WORDS_EN)} ${pick(WORDS_HE)}`;
      const searchText = gearSearchText({
        kind,
        attributes,
        title,
        brandTitle: brand?.title ?? null,
        categoryTitle: null,
        description,
      });
      rows.push(
        sql`(${kind}, ${k}, ${title}, ${description}, ${searchText}, ${brand?.id ?? null}, ${JSON.stringify(attributes)}::jsonb)`,
      );
    }
    for (let i = 0; i < rows.length; i += 500) {
      await db.execute(
        sql`insert into bench_gear_texts (kind, k, title, description, search_text, brand_id, attributes) values ${sql.join(rows.slice(i, i + 500), sql`, `)}`,
      );
    }
  }
}

/** Board columns drawn per row, as seed-boards.ts draws them. */
const SKILLS = ['beginner', 'intermediate', 'advanced', 'expert'];
const FINS = ['FCS II', 'Futures'];

/** The kind of a row from its uniform draw `u`, by KIND_SHARES, as SQL. */
function kindByShare(): SQL {
  let edge = 0;
  const whens = LISTING_KINDS.slice(0, -1).map((kind) => {
    edge += KIND_SHARES[kind];
    return `when u < ${edge.toFixed(4)} then '${kind}'`;
  });
  return sql.raw(`(case ${whens.join(' ')} else '${LISTING_KINDS.at(-1)}' end)`);
}

/**
 * Listings from+1..to of every kind, the kind drawn per row by KIND_SHARES so that kinds are
 * interleaved in the table as listings arrive (a wetsuit list reads pages full of boards, as it
 * would in production): 5% pending, 5% sold, 3% archived, the rest public, created over the last
 * year. Boards draw their texts and columns as seed-boards.ts's insertBoards does; gear its
 * variant of its kind (attributes, maker, texts) and a price in its kind's range.
 */
export async function insertListings(
  db: Db,
  board: BoardSeedWorld,
  world: GearSeedWorld,
  from: number,
  to: number,
  onStep?: (done: number) => void,
): Promise<void> {
  const low = sql.raw(`(array[${GEAR_KINDS.map((k) => PRICES[k][0]).join(',')}])`);
  const steps = sql.raw(
    `(array[${GEAR_KINDS.map((k) => Math.floor((PRICES[k][1] - PRICES[k][0]) / PRICES[k][2]) + 1).join(',')}])`,
  );
  const unit = sql.raw(`(array[${GEAR_KINDS.map((k) => PRICES[k][2]).join(',')}])`);
  const gearIndex = sql.raw(
    `array_position(array[${GEAR_KINDS.map((k) => `'${k}'`).join(',')}]::text[], s.kind)`,
  );
  await db.execute(sql`select setseed(${(from % 997) / 997})`);
  for (let start = from; start < to; start += STEP) {
    const end = Math.min(to, start + STEP);
    const isBoard = sql.raw(`s.kind = 'board'`);
    const boardOnly = (value: SQL) => sql`case when ${isBoard} then ${value} end`;
    await db.execute(sql`
      insert into surfboards (
        id, seller_id, kind, attributes, title, description, price, brand_id, model_id,
        category_id, technology_id, condition, skill_level, seller_type, fin_system, length,
        volume, location_text, lat, lng, moderation_status, is_sold, archived, view_count,
        created_at, listed_at, search_text
      )
      select
        lpad(to_hex(extract(epoch from s.created_at)::bigint), 8, '0')
          || substr(md5(s.g::text || ':' || random()::text), 1, 16),
        s.seller_id, s.kind, coalesce(gt.attributes, '{}'::jsonb),
        coalesce(bt.title, gt.title), coalesce(bt.description, gt.description),
        case when ${isBoard} then 300 + floor(random() * 60)::int * 50
          else ${low}[${gearIndex}] + floor(random() * ${steps}[${gearIndex}])::int * ${unit}[${gearIndex}] end,
        coalesce(bt.brand_id, gt.brand_id), bt.model_id,
        ${boardOnly(pickFrom(board.categories.map((x) => x.id)))},
        ${boardOnly(pickFrom(board.technologies.map((x) => x.id)))},
        ${pickFrom(BOARD_CONDITIONS)},
        ${boardOnly(pickFrom(SKILLS))},
        ${pickFrom(['private', 'private', 'private', 'shop', 'dealer'])},
        ${boardOnly(pickFrom(FINS))},
        ${boardOnly(sql`round((5 + random() * 5)::numeric, 1)::real`)},
        ${boardOnly(sql`round((20 + random() * 60)::numeric, 1)::real`)},
        (${textArray(world.places)})[s.place],
        (${pointArray(world.places, 'lat')})[s.place] + round(((random() - 0.5) * 0.1)::numeric, 2)::float8,
        (${pointArray(world.places, 'lng')})[s.place] + round(((random() - 0.5) * 0.1)::numeric, 2)::float8,
        case when s.roll < 0.05 then 'pending' else 'approved' end,
        s.roll >= 0.05 and s.roll < 0.1,
        s.roll >= 0.1 and s.roll < 0.13,
        floor(random() * 500)::int, s.created_at, s.created_at,
        coalesce(bt.search_text, gt.search_text)
      from (
        select
          g,
          ${kindByShare()} as kind,
          floor(random() * ${TEXT_VARIANTS})::int as bk,
          floor(random() * ${VARIANTS})::int as gk,
          random() as roll,
          now() - random() * interval '365 days' as created_at,
          ${sellerId(sql`floor(random() * ${BENCH_SELLERS})::int`)} as seller_id,
          1 + floor(random() * ${world.places.length})::int as place
        from (select g, random() as u from generate_series(${start + 1}::int, ${end}::int) as g) d
      ) s
      left join bench_board_texts bt on ${isBoard} and bt.k = s.bk
      left join bench_gear_texts gt on gt.kind = s.kind and gt.k = s.gk
      order by s.g
    `);
    onStep?.(end);
  }
}
