// Boards for the reads bench, inserted set by set rather than row by row: a million rows in
// minutes, on the embedded database and on PostgreSQL alike.
//
// The texts (title, description and the search text the API derives from them) are written in
// JavaScript, as the API writes them, into a small table of TEXT_VARIANTS rows; one INSERT …
// SELECT per step then draws every board from generate_series, picking a text, a seller, a
// category and the rest with random() (seeded with setseed, so two runs seed the same table).
import { CITY_CENTRES, isCity } from '@galim/shared/geo/cities';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { boardSearchText } from '../src/modules/surfboards/search-text';

/** Distinct title/description pairs the boards share (each board picks one at random). */
export const TEXT_VARIANTS = 5000;
/** Rows per INSERT … SELECT: big enough to be set-based, small enough to show progress. */
const STEP = 100_000;

export interface BoardSeedWorld {
  models: readonly { id: string; brandId: string; title: string }[];
  brands: readonly { id: string; title: string }[];
  categories: readonly { id: string }[];
  technologies: readonly { id: string }[];
  wordsHe: readonly string[];
  wordsEn: readonly string[];
  places: readonly string[];
  rng: () => number;
}

/** The words and places the boards' texts are made of. */
export const PLACES = ['תל אביב', 'הרצליה', 'נתניה', 'חיפה', 'אשדוד', 'אשקלון', 'בת ים', 'קיסריה'];
export const WORDS_HE = [
  'גלשן',
  'פיש',
  'צהוב',
  'כחול',
  'מעולה',
  'קל',
  'מהיר',
  'למתחילים',
  'שמור',
  'חדש',
  'ספוג',
  'לונג',
];
export const WORDS_EN = [
  'fast',
  'light',
  'clean',
  'retro',
  'twin',
  'quad',
  'thruster',
  'summer',
  'winter',
  'classic',
];

const CONDITIONS = ['new', 'excellent', 'good', 'fair', 'poor'];
const SKILLS = ['beginner', 'intermediate', 'advanced', 'expert'];
const SELLER_TYPES = ['private', 'private', 'private', 'shop', 'dealer'];
const FINS = ['FCS II', 'Futures'];

/** `array['a','b']::text[]` as SQL, for picking one at random in the insert. */
export function textArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
}

/** The centres' latitudes or longitudes of the places (geo/cities.ts), as a SQL array. */
export const pointArray = (places: readonly string[], axis: 'lat' | 'lng') =>
  sql.raw(
    `array[${places.map((p) => (isCity(p) ? CITY_CENTRES[p][axis] : 0)).join(',')}]::float8[]`,
  );

/** One element of a SQL text array, uniformly at random per row. */
export function pickFrom(values: readonly string[]) {
  return sql`(${textArray(values)})[1 + floor(random() * ${values.length})::int]`;
}

/**
 * Sellers for the boards, as many as a marketplace of this size has: a seller with a few boards,
 * not a handful of demo accounts with a hundred thousand each (whose seller facts on a board
 * page would count them all). Ids `b` + 23 hex digits of k, so the insert can name one by k.
 */
export const BENCH_SELLERS = 100_000;

export function sellerId(k: SQL) {
  return sql`'b' || lpad(to_hex(${k}), 23, '0')`;
}

export async function createSellers(db: Db): Promise<void> {
  await db.execute(sql`
    insert into users (id, email, display_name, first_name, last_name)
    select ${sellerId(sql`k`)}, 'seller' || k || '@bench.galim.example', 'מוכר ' || k, 'מוכר', k::text
    from generate_series(0, ${BENCH_SELLERS - 1}) as k
  `);
}

export async function createBoardTexts(db: Db, world: BoardSeedWorld): Promise<void> {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(world.rng() * xs.length)]!;
  const brandTitle = new Map(world.brands.map((b) => [b.id, b.title]));
  await db.execute(sql`drop table if exists bench_board_texts`);
  await db.execute(
    sql`create table bench_board_texts (k int primary key, title text not null, description text not null, search_text text not null, brand_id text not null, model_id text not null)`,
  );
  const rows: SQL[] = [];
  for (let k = 0; k < TEXT_VARIANTS; k++) {
    const model = pick(world.models);
    const title = `${pick(world.wordsHe)} ${model.title} ${pick(world.wordsHe)} ${pick(world.wordsEn)}`;
    const description = `${pick(world.wordsHe)} ${pick(world.wordsHe)} ${pick(world.wordsEn)} ${pick(world.wordsHe)}`;
    const searchText = boardSearchText({
      title,
      brandTitle: brandTitle.get(model.brandId),
      modelTitle: model.title,
      description,
    });
    rows.push(sql`(${k}, ${title}, ${description}, ${searchText}, ${model.brandId}, ${model.id})`);
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db.execute(
      sql`insert into bench_board_texts (k, title, description, search_text, brand_id, model_id) values ${sql.join(rows.slice(i, i + 1000), sql`, `)}`,
    );
  }
}

/**
 * Boards from..to (exclusive of `from`): 5% pending, 5% sold, 3% archived, the rest public, as
 * the row-by-row seed drew them; created over the last year.
 */
export async function insertBoards(
  db: Db,
  world: BoardSeedWorld,
  from: number,
  to: number,
  onStep?: (done: number) => void,
): Promise<void> {
  await db.execute(sql`select setseed(${(from % 997) / 997})`);
  for (let start = from; start < to; start += STEP) {
    const end = Math.min(to, start + STEP);
    await db.execute(sql`
      insert into surfboards (
        id, seller_id, title, description, price, brand_id, model_id, category_id,
        technology_id, condition, skill_level, seller_type, fin_system, length, volume,
        location_text, lat, lng, moderation_status, is_sold, archived, view_count, created_at,
        listed_at, search_text
      )
      select
        lpad(to_hex(extract(epoch from s.created_at)::bigint), 8, '0')
          || substr(md5(s.g::text || ':' || random()::text), 1, 16),
        s.seller_id, t.title, t.description, s.price, t.brand_id, t.model_id, s.category_id,
        s.technology_id, s.condition, s.skill_level, s.seller_type, s.fin_system, s.length,
        s.volume, (${textArray(world.places)})[s.place],
        -- Within about 5 km of the place's centre, on the 0.01° grid points are kept on.
        (${pointArray(world.places, 'lat')})[s.place] + round(((random() - 0.5) * 0.1)::numeric, 2)::float8,
        (${pointArray(world.places, 'lng')})[s.place] + round(((random() - 0.5) * 0.1)::numeric, 2)::float8,
        case when s.roll < 0.05 then 'pending' else 'approved' end,
        s.roll >= 0.05 and s.roll < 0.1,
        s.roll >= 0.1 and s.roll < 0.13,
        s.view_count, s.created_at, s.created_at, t.search_text
      from (
        select
          g,
          floor(random() * ${TEXT_VARIANTS})::int as k,
          random() as roll,
          now() - random() * interval '365 days' as created_at,
          ${sellerId(sql`floor(random() * ${BENCH_SELLERS})::int`)} as seller_id,
          ${pickFrom(world.categories.map((x) => x.id))} as category_id,
          ${pickFrom(world.technologies.map((x) => x.id))} as technology_id,
          ${pickFrom(CONDITIONS)} as condition,
          ${pickFrom(SKILLS)} as skill_level,
          ${pickFrom(SELLER_TYPES)} as seller_type,
          ${pickFrom(FINS)} as fin_system,
          1 + floor(random() * ${world.places.length})::int as place,
          300 + floor(random() * 60)::int * 50 as price,
          round((5 + random() * 5)::numeric, 1)::real as length,
          round((20 + random() * 60)::numeric, 1)::real as volume,
          floor(random() * 500)::int as view_count
        from generate_series(${start + 1}::int, ${end}::int) as g
      ) s
      join bench_board_texts t on t.k = s.k
    `);
    onStep?.(end);
  }
}
