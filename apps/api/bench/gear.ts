// `npm run bench -- gear`: lists of every kind of gear at scale (issue 53). Seeds listings of
// mixed kinds (55% boards, then wetsuits, fins, leashes, bags, traction, racks and other gear;
// seed-gear.ts) in steps: 2,000 and 20,000 on the embedded database, 100,000 and 1,000,000 on
// PostgreSQL (BENCH_DATABASE_URL); BENCH_SCALES=a,b,c. At each size it serves the API and
// measures with autocannon, against GET /api/health in the same run: GET /api/listings by kind,
// with the kind's filters and with searches read by kind ("חליפה 4/3 M"); a long tail of filter
// sets never asked before (a new price range and attribute filter on every request); listing
// pages; and GET /api/surfboards's lists and long tail with the gear in the table. The read
// cache is as deployed (BENCH_READ_CACHE_SECONDS, as in reads). Prints requests/s, p50/p99 and
// the share of health per mix, the targets of issue 53 (cached mixes at least half of health;
// the long tail at least a tenth, p99 under 100 ms), and an EXPLAIN of every list's count and
// page: a sequential scan of the table fails the bench from 50,000 listings.
// BENCH_KEEP=1 keeps the database; BENCH_DATABASE_NAME=<kept> reuses one (seeding only above it).
// BENCH_ONLY=tail measures health and the mixes whose names hold the word (an A/B of a change).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { attributesOf } from '@galim/shared/listings/gear';
import { BOARD_CONDITIONS, FIN_SYSTEMS, SKILL_LEVELS } from '@galim/shared/surfboards/options';
import { LISTING_KINDS, type TListingKind } from '@galim/shared/listings/kinds';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { collectGarbage } from '../src/lib/full-collection';
import { brands, categories, models, surfboards, technologies } from '../src/db/schema';
import { isPublicListing } from '../src/modules/surfboards/visibility';
import { seedReferenceData } from '../src/seed/reference';
import { seededRandom } from '../src/test/random';
import { createDatabase } from '../src/test/harness';
import { seqScansOf } from './gear-explain';
import { CONNECTIONS, DURATION, measureMixes, type MixResult } from './mixes';
import { createBoardTexts, createSellers, PLACES, WORDS_EN, WORDS_HE } from './seed-boards';
import {
  createGearTexts,
  GEAR_KINDS,
  insertListings,
  priceRangeOf,
  type GearKind,
} from './seed-gear';

const SCALES = (
  process.env.BENCH_SCALES ?? (process.env.BENCH_DATABASE_URL ? '100000,1000000' : '2000,20000')
)
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const PORT = Number(process.env.BENCH_PORT ?? 8402);
const HEALTH = 'health (baseline)';
/** From this many listings, a sequential scan of the table in a list's plan fails the bench. */
const SEQ_SCAN_RULE_FROM = 50_000;

/**
 * The seed's generator: kept as it was, so a kept database grows with the same rows. Its doubles
 * lose bits (the product passes 2^53), so it repeats after about 10,000 values: the long tails
 * draw from `seededRandom` instead, whose period is 2^32, so no tail URL comes round again and
 * meets the read cache however fast the API answers.
 */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const enc = encodeURIComponent;
const secondsSince = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

/**
 * A filter set no one asked for before, of a random kind: a price range of its own and one of
 * the kind's filters drawn from its declarations (a size, a system, a length range), newest
 * first or cheapest first.
 */
function newGearFilters(r: () => number, attributeShare = 0.8): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const kind = pick(GEAR_KINDS);
  const [low, high] = priceRangeOf(kind);
  const min = low + Math.floor(r() * (high - low) * 0.6);
  const max = min + Math.floor((high - low) * (0.2 + r() * 0.4));
  let url = `/api/listings?kind=${kind}&minPrice=${min}&maxPrice=${max}`;
  const filterable = attributesOf(kind).filter((a) => a.filter);
  const a = filterable.length && r() < attributeShare ? pick(filterable) : null;
  if (a?.type === 'one' || a?.type === 'many') {
    const some = a.options.filter(() => r() < 0.3);
    url += `&${a.key}=${enc((some.length ? some : [pick(a.options)]).join(','))}`;
  } else if (a?.type === 'number') {
    const lo = a.min + Math.floor(r() * (a.max - a.min) * 0.6);
    url += `&${a.key}Min=${lo}&${a.key}Max=${Math.min(a.max, lo + 1 + Math.floor(r() * 3))}`;
  } else if (a?.type === 'yesno') url += `&${a.key}=true`;
  return r() < 0.5 ? url : `${url}&sort=price-asc`;
}

/** A board price range no one asked for before, as the reads bench's long tail. */
function newBoardPrices(r: () => number): string {
  const min = 300 + Math.floor(r() * 1700);
  const max = min + 300 + Math.floor(r() * 900);
  return `/api/surfboards?minPrice=${min}&maxPrice=${max}${r() < 0.5 ? '' : '&sortBy=price&sortOrder=asc'}`;
}

/**
 * The board list's like of the gear long tail: a new price range and one board filter (a
 * condition, a level, a fin system or a length range), to set the gear tail's figures beside what
 * the same kind of request costs a board list.
 */
function newBoardFilters(r: () => number): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const url = newBoardPrices(r);
  const lo = 5 + Math.floor(r() * 40) / 10;
  return `${url}&${pick([
    `condition=${pick(BOARD_CONDITIONS)}`,
    `skillLevel=${pick(SKILL_LEVELS)}`,
    `finSystem=${enc(pick(FIN_SYSTEMS))}`,
    `minLength=${lo}&maxLength=${(lo + 0.5 + Math.floor(r() * 10) / 10).toFixed(1)}`,
  ])}`;
}

export async function gearBench(): Promise<void> {
  const dataDir =
    process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'galim-bench-gear-'));
  const server = process.env.BENCH_DATABASE_URL;
  const kept = process.env.BENCH_DATABASE_NAME;
  const database =
    server && kept
      ? {
          url: Object.assign(new URL(server), { pathname: `/${kept}` }).toString(),
          drop: async () => {},
        }
      : server
        ? await createDatabase(server, 'galim_bench_gear')
        : undefined;
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      READ_CACHE_SECONDS: process.env.BENCH_READ_CACHE_SECONDS ?? '10',
    }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp(config);
  const db = app.db;
  const cleanUp = async () => {
    await app.close();
    if (process.env.BENCH_KEEP && database) console.log(`Kept the database ${database.url}`);
    else await database?.drop();
    if (!process.env.BENCH_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await run(app, db);
  } finally {
    await cleanUp();
  }
}

async function run(app: Awaited<ReturnType<typeof buildApp>>, db: typeof app.db) {
  // What a kept database holds, by kind; an empty one gets the reference data and sellers.
  const held = Object.fromEntries(LISTING_KINDS.map((k) => [k, 0])) as Record<TListingKind, number>;
  async function countKinds() {
    const rows = await db
      .select({ kind: surfboards.kind, n: sql<number>`count(*)::int` })
      .from(surfboards)
      .groupBy(surfboards.kind);
    for (const row of rows) held[row.kind] = Number(row.n);
    return Object.values(held).reduce((a, b) => a + b, 0);
  }
  let seeded = await countKinds();
  if (!seeded) {
    await seedReferenceData(db);
    await createSellers(db);
  } else console.log(`Reusing a database of ${seeded.toLocaleString('en')} listings`);
  const allBrands = await db.select().from(brands);
  const boardWorld = {
    models: await db.select().from(models),
    brands: allBrands,
    categories: await db.select().from(categories),
    technologies: await db.select().from(technologies),
    wordsHe: WORDS_HE,
    wordsEn: WORDS_EN,
    places: PLACES,
    rng: rng(42),
  };
  const gearWorld = { brands: allBrands, places: PLACES, rng: rng(43) };
  if (!seeded) await createBoardTexts(db, boardWorld);
  await createGearTexts(db, gearWorld);

  async function seedUpTo(target: number) {
    if (target <= seeded) return;
    const t0 = Date.now();
    await insertListings(db, boardWorld, gearWorld, seeded, target, (done) => {
      if (target >= 300_000) console.log(`  ${done.toLocaleString('en')}, ${secondsSince(t0)} s`);
    });
    const inserted = Date.now();
    await db.execute(sql`vacuum analyze`);
    seeded = await countKinds();
    console.log(
      `Seeded up to ${seeded.toLocaleString('en')} listings in ${secondsSince(t0)} s (${app.database.kind}; insert ${((inserted - t0) / 1000).toFixed(1)} s, vacuum analyze ${secondsSince(inserted)} s): ${LISTING_KINDS.map((k) => `${k} ${held[k].toLocaleString('en')}`).join(', ')}`,
    );
  }

  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  const brandOf = (title: string) => allBrands.find((b) => b.title === title)!.id;
  const boardBrand = allBrands.find((b) => b.kinds.includes('board'))!.id;
  const boardCategory = boardWorld.categories[1]!.id;
  const L = '/api/listings';

  const MIXES: Record<string, string[]> = {
    [HEALTH]: ['/api/health'],
    'gear lists by kind': [
      `${L}?kind=wetsuit`,
      `${L}?kind=fins&page=5`,
      `${L}?kind=leash&sort=price-asc`,
      `${L}?kind=bag`,
      `${L}?kind=traction&sort=price-desc`,
      `${L}?kind=rack`,
      `${L}?kind=other&page=3`,
      `${L}?kind=wetsuit&sort=price-desc&page=20`,
    ],
    'gear filters': [
      `${L}?kind=wetsuit&size=M,L&thickness=${enc('4/3')}`,
      `${L}?kind=wetsuit&thickness=${enc('3/2')}&style=full&maxPrice=600`,
      `${L}?kind=wetsuit&cut=women&features=hood&sort=price-asc`,
      `${L}?kind=fins&system=fcs2&set=thruster`,
      `${L}?kind=fins&brand=${brandOf('FCS')}&condition=excellent`,
      `${L}?kind=leash&lengthMin=7&lengthMax=9&thickness=regular`,
      `${L}?kind=bag&type=travel&lengthMin=6.5&lengthMax=7`,
      `${L}?kind=rack&mount=car&boardsMin=2`,
      `${L}?kind=other&what=booties,gloves&maxPrice=200`,
    ],
    'gear search': [
      `${L}?search=${enc('חליפה 4/3 M')}`,
      `${L}?search=${enc('wetsuit 3/2')}`,
      `${L}?search=${enc('סנפירים FCS')}`,
      `${L}?search=${enc('ליש 8')}`,
      `${L}?search=${enc("תיק לגלשן 6'6")}`,
      `${L}?kind=wetsuit&search=${enc("o'neill")}`,
      `${L}?kind=fins&search=${enc('futures')}`,
      `${L}?search=${enc('גגון')}`,
    ],
  };
  MIXES['gear mixed'] = [...MIXES['gear filters']!, ...MIXES['gear search']!];
  const tail = seededRandom(42);
  const priceTail = seededRandom(55);
  const boardTail = seededRandom(77);
  const boardFilterTail = seededRandom(78);
  const GENERATED: Record<string, () => string> = {
    'gear long tail': () => newGearFilters(tail),
    // The same lists with a new price range only: what the attribute filter adds to a miss.
    'gear tail, price only': () => newGearFilters(priceTail, 0),
    'boards long tail': () => newBoardPrices(boardTail),
    'boards tail, a filter': () => newBoardFilters(boardFilterTail),
  };
  MIXES['gear long tail'] = [newGearFilters(tail)];
  MIXES['gear tail, price only'] = [newGearFilters(priceTail, 0)];
  MIXES['listing pages'] = [];
  MIXES['boards lists'] = [
    '/api/surfboards',
    '/api/surfboards?page=5',
    `/api/surfboards?brand=${boardBrand}&sortBy=price&sortOrder=asc`,
    `/api/surfboards?category=${boardCategory}&minPrice=1000&maxPrice=2000`,
    '/api/surfboards?condition=excellent&skillLevel=beginner&sortBy=viewCount',
    '/api/surfboards?minLength=6&maxLength=7&minVolume=30&sortBy=length&sortOrder=desc',
    `/api/surfboards?search=${enc('גלשן מהיר')}`,
    '/api/surfboards?search=twin',
  ];
  MIXES['boards long tail'] = [newBoardPrices(boardTail)];
  MIXES['boards tail, a filter'] = [newBoardFilters(boardFilterTail)];
  const CACHED = [
    'gear lists by kind',
    'gear filters',
    'gear search',
    'gear mixed',
    'boards lists',
  ];
  const TAILS = ['gear long tail', 'gear tail, price only', 'boards long tail'];

  const byScale = new Map<number, MixResult[]>();
  const failures: string[] = [];
  for (const scale of SCALES) {
    if (scale < seeded) {
      console.log(`\nSkipping ${scale.toLocaleString('en')}: the database holds ${seeded}`);
      continue;
    }
    await seedUpTo(scale);
    // Pages of each gear kind from all over its list (newest, middle, oldest).
    MIXES['listing pages'] = [];
    for (const [i, kind] of GEAR_KINDS.entries()) {
      const where = and(isPublicListing, eq(surfboards.kind, kind as GearKind));
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(surfboards)
        .where(where);
      const [row] = await db
        .select({ id: surfboards.id })
        .from(surfboards)
        .where(where)
        .orderBy(desc(surfboards.listedAt), desc(surfboards.id))
        .limit(1)
        .offset(Math.floor(((i % 4) / 3) * 0.999 * (Number(n) - 1)));
      if (row) MIXES['listing pages'].push(`${L}/${row.id}`);
    }
    // The walks of public gear in the API's memory (decision 068) are built before measuring.
    // What it keeps: the heap after a full collection, before and after.
    // Its columns are typed arrays, outside the heap: both are counted.
    const held = () => {
      const m = process.memoryUsage();
      return { heap: m.heapUsed, arrays: m.arrayBuffers };
    };
    collectGarbage();
    const before = held();
    const built = performance.now();
    await app.surfboards.gear.warmMirror();
    const took = (performance.now() - built) / 1000;
    collectGarbage();
    const after = held();
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    console.log(
      `gear mirror built in ${took.toFixed(1)} s; it keeps ${mb(after.heap - before.heap)} MB of heap and ${mb(after.arrays - before.arrays)} MB of typed arrays`,
    );
    const only = process.env.BENCH_ONLY;
    const measuring = Object.fromEntries(
      Object.entries(MIXES).filter(([name]) => !only || name === HEALTH || name.includes(only)),
    );
    const results = await measureMixes(base, app.readCache, measuring, GENERATED);
    byScale.set(scale, results);
    const health = results[0]!.rps;
    console.log(
      `\nListings of every kind, ${scale.toLocaleString('en')} in the table (${app.database.kind}); ${CONNECTIONS} connections, ${DURATION} s each; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `read cache: ${app.config.readCacheMs ? `${app.config.readCacheMs / 1000} s` : 'off'}\n`,
    );
    console.log(
      'mix                      req/s   p50 ms   p99 ms   vs health   errors   cache hits   row hits',
    );
    for (const x of results) {
      const hits = x.cacheHits === null ? '-' : `${(x.cacheHits * 100).toFixed(1)}%`;
      const rowHits = x.rowHits === null ? '-' : `${(x.rowHits * 100).toFixed(1)}%`;
      console.log(
        `${x.name.padEnd(22)} ${x.rps.toFixed(0).padStart(7)} ${String(x.p50).padStart(8)} ${String(x.p99).padStart(8)} ${((x.rps / health) * 100).toFixed(1).padStart(9)}% ${String(x.errors).padStart(8)} ${hits.padStart(12)} ${rowHits.padStart(10)}`,
      );
    }
    // Issue 53's targets: those of the board lists.
    const misses: string[] = [];
    for (const x of results) {
      const share = x.rps / health;
      if (CACHED.includes(x.name) && share < 0.5) misses.push(`${x.name} ${pct(share)} < 50%`);
      if (TAILS.includes(x.name) && share < 0.1) misses.push(`${x.name} ${pct(share)} < 10%`);
      if (TAILS.includes(x.name) && x.p99 >= 100) misses.push(`${x.name} p99 ${x.p99} ms ≥ 100`);
      if (x.errors) misses.push(`${x.name}: ${x.errors} errors`);
    }
    console.log(
      misses.length
        ? `targets missed: ${misses.join('; ')}`
        : 'targets met: listed mixes ≥ 50% of health, long tails ≥ 10% with p99 < 100 ms',
    );

    const explained = seededRandom(99);
    const urls = [
      ...MIXES['gear lists by kind']!,
      ...MIXES['gear mixed']!,
      ...MIXES['boards lists']!,
    ];
    // Lists of every kind (no kind asked, none named by the words): each kind walked, merged.
    urls.push(
      L,
      `${L}?sort=price-asc&minPrice=200&maxPrice=900`,
      `${L}?condition=excellent&sort=price-desc&page=3`,
      `${L}?search=${encodeURIComponent('מצב מצוין')}`,
      // A maker's name that one kind has, searched in another (decision 067).
      `${L}?kind=board&search=oneill`,
      `${L}?kind=leash&search=futures`,
    );
    for (let i = 0; i < 6; i++) urls.push(newGearFilters(explained));
    for (let i = 0; i < 2; i++) urls.push(newBoardPrices(explained), newBoardFilters(explained));
    const { bad, lines } = await seqScansOf(db, urls, Boolean(process.env.BENCH_SHOW_PLANS));
    console.log('\nEXPLAIN (scans of surfboards, count | page):');
    for (const line of lines) console.log(line);
    if (bad.length === 0) {
      console.log('EXPLAIN: no sequential scan in any list page or count (long tails included)');
    } else if (scale >= SEQ_SCAN_RULE_FROM) {
      // Measured at every size first; the bench fails at the end.
      failures.push(`at ${scale.toLocaleString('en')}: ${bad.join(', ')}`);
      console.log(`EXPLAIN: sequential scan of surfboards in ${bad.join(', ')}`);
    } else {
      console.log(
        `EXPLAIN: sequential scan in ${bad.join(', ')} (the planner's choice for a table this small; an error from ${SEQ_SCAN_RULE_FROM.toLocaleString('en')} listings)`,
      );
    }
  }

  console.log('\nSide by side (req/s / p99 ms / share of health):');
  const measured = SCALES.filter((n) => byScale.has(n));
  console.log('mix'.padEnd(22) + measured.map((n) => n.toLocaleString('en').padStart(24)).join(''));
  for (const { name } of byScale.get(measured[0]!) ?? []) {
    const cells = measured.map((n) => {
      const all = byScale.get(n)!;
      const x = all.find((r) => r.name === name)!;
      return `${x.rps.toFixed(0)} / ${x.p99} / ${pct(x.rps / all[0]!.rps)}`.padStart(24);
    });
    console.log(name.padEnd(22) + cells.join(''));
  }
  if (failures.length) throw new Error(`sequential scans of surfboards ${failures.join('; ')}`);
}

const pct = (share: number) => `${(share * 100).toFixed(0)}%`;
