// `npm run bench` runs every scenario; `npm run bench -- reads` (or BENCH_SCENARIO=reads) one:
//   reads    the public reads at 1,000 to 100,000 boards (below)
//   uploads  the API process's memory under 20 parallel uploads of 49 MP photos (uploads.ts)
//   photos   the copied-photo lookup among 100,000 kept photo hashes (photo-lookup.ts)
//   live     message delivery over GET /api/live, 1,000 open streams' memory, catch-up (live.ts)
//   rebuild  the search text rebuild a release queues, over 100,000 boards (rebuild.ts)
//   gear     lists of every kind of gear among up to 1,000,000 listings of mixed kinds, their
//            filters, searches, long tail and pages, and the board lists beside them (gear.ts)
//
// reads: seeds boards into a fresh embedded database in steps (1,000, 10,000, 100,000
// by default; BENCH_SCALES=a,b,c), serves the API, and at each size measures GET /api/surfboards
// under load with autocannon: plain pages, filter mixes, text searches (Hebrew and Latin, with
// typos), a mix of all, the services lists (5,000 services; BENCH_SERVICES), a long tail of
// filter sets never asked for before, and board pages,
// against GET /api/health in the same run as the baseline. The read cache is on as deployed
// (10 s, ended by the writes that change it) and its hit share is printed per mix; BENCH_READ_CACHE_SECONDS=0
// measures every request on the database. Prints requests/s and p50/p99 latency per size, an
// EXPLAIN check that no list or filter count scans the boards table sequentially, and the sizes
// side by side.
// BENCH_DATABASE_URL runs it on a real PostgreSQL server instead (e.g.
// postgres://postgres@127.0.0.1:5432/postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { textPlan, textRank, useFuzzyThreshold } from '../src/modules/search/text-search';
import { cappedMatches, COUNT_CAP } from '../src/modules/surfboards/list-totals';
import { filterConditions } from '../src/modules/surfboards/repo';
import {
  orderBy as listOrder,
  RANK_MAX_MATCHES,
  rangeColumn,
} from '../src/modules/surfboards/browse-repo';
import { isPublicBoard } from '../src/modules/surfboards/visibility';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { SEED_BRANDS, SEED_CATEGORIES, seedReferenceData } from '../src/seed/reference';
import { seedUsers } from '../src/seed/users';
import { brands, categories, models, services, surfboards, technologies } from '../src/db/schema';
import { serviceSearchText } from '../src/modules/services/search-text';
import { newId } from '../src/lib/ids';
import { createDatabase } from '../src/test/harness';
import { seededRandom } from '../src/test/random';
import { ZSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import { REGIONS } from '@galim/shared/surfboards/options';
import { uploadsBench } from './uploads';
import { photoLookupBench } from './photo-lookup';
import { liveBench } from './live';
import { rebuildBench } from './rebuild';
import { gearBench } from './gear';
import { CONNECTIONS, DURATION, measureMixes, type MixResult } from './mixes';
import {
  createBoardTexts,
  createSellers,
  insertBoards,
  PLACES,
  WORDS_EN,
  WORDS_HE,
} from './seed-boards';

// Measured at each size in turn (the table grows between them): cost side by side.
// On PostgreSQL (BENCH_DATABASE_URL) the steps are 100,000, 300,000 and 1,000,000 boards.
const SCALES = (
  process.env.BENCH_SCALES ??
  process.env.BENCH_BOARDS ??
  (process.env.BENCH_DATABASE_URL ? '100000,300000,1000000' : '1000,10000,100000')
)
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const PORT = Number(process.env.BENCH_PORT ?? 8401);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 5000);
/** From this many boards, a sequential scan of boards in a list's plan fails the bench. */
const SEQ_SCAN_RULE_FROM = 50_000;

/** The seed's generator (kept, so seeded rows stay the same); it repeats after ~10,000 values, so
 * the long tail draws from `seededRandom` (gear.ts says why). */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function main() {
  const dataDir =
    process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'galim-bench-'));
  // BENCH_DATABASE_URL: measure on a real PostgreSQL server (a throwaway database on it)
  // instead of the embedded one.
  const server = process.env.BENCH_DATABASE_URL;
  // BENCH_DATABASE_NAME: a database an earlier run kept (BENCH_KEEP=1) on that server, its boards
  // reused; only the sizes above what it holds are seeded.
  const kept = process.env.BENCH_DATABASE_NAME;
  const database =
    server && kept
      ? {
          url: Object.assign(new URL(server), { pathname: `/${kept}` }).toString(),
          drop: async () => {},
        }
      : server
        ? await createDatabase(server, 'galim_bench')
        : undefined;
  const databaseUrl = database?.url;
  const dropDatabase = async () => database?.drop();
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // As deployed (10 s); BENCH_READ_CACHE_SECONDS=0 measures every request on the database.
      READ_CACHE_SECONDS: process.env.BENCH_READ_CACHE_SECONDS ?? '10',
    }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp(config);
  const db = app.db;

  const [{ n: already } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surfboards);
  const ref = already ? await referenceDataOf(db) : await seedReferenceData(db);
  const r = rng(42);
  if (!already) await seedServices(db, await seedUsers(db), SERVICES, rng(7));
  else {
    // As after a seed: statistics and the visibility map fresh (the last run's views wrote).
    await db.execute(sql`vacuum analyze`);
    console.log(`Reusing ${kept}: ${already.toLocaleString('en')} boards`);
  }
  let seeded = already;
  const world = {
    models: ref.models,
    brands: ref.brands,
    categories: ref.categories,
    technologies: ref.technologies,
    wordsHe: WORDS_HE,
    wordsEn: WORDS_EN,
    places: PLACES,
    rng: r,
  };
  if (!already) {
    await createSellers(db);
    await createBoardTexts(db, world);
  }
  async function seedUpTo(target: number) {
    if (target <= seeded) return;
    const t0 = Date.now();
    await insertBoards(db, world, seeded, target, (done) => {
      if (target >= 300_000) {
        console.log(
          `  ${done.toLocaleString('en')} boards, ${((Date.now() - t0) / 1000).toFixed(0)} s`,
        );
      }
    });
    const inserted = Date.now();
    await db.execute(sql`vacuum analyze`);
    console.log(
      `Seeded up to ${target.toLocaleString('en')} boards in ${((Date.now() - t0) / 1000).toFixed(1)} s (${app.database.kind}; insert ${((inserted - t0) / 1000).toFixed(1)} s, vacuum analyze ${((Date.now() - inserted) / 1000).toFixed(1)} s)`,
    );
    seeded = target;
  }

  try {
    await explainSearches(app.db, seeded);
  } catch (err) {
    await app.close();
    await dropDatabase();
    throw err;
  }

  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  const brand = ref.brands[0]!.id;
  const category = ref.categories[1]!.id;
  const enc = encodeURIComponent;

  const MIXES: Record<string, string[]> = {
    'health (baseline)': ['/api/health'],
    'list, default sort': ['/api/surfboards', '/api/surfboards?page=5', '/api/surfboards?page=200'],
    'filters + sorts': [
      `/api/surfboards?brand=${brand}&sortBy=price&sortOrder=asc`,
      `/api/surfboards?category=${category}&minPrice=1000&maxPrice=2000`,
      '/api/surfboards?condition=excellent&skillLevel=beginner&sortBy=viewCount',
      '/api/surfboards?minLength=6&maxLength=7&minVolume=30&sortBy=length&sortOrder=desc',
      '/api/surfboards?sellerType=shop&finSystem=Futures&sortBy=volume&sortOrder=asc',
      `/api/surfboards?location=${enc('חיפה')}&sortBy=price&sortOrder=desc&page=3`,
      // Near a city (issue 56): a radius is a box on the point index, then the distance.
      `/api/surfboards?city=${enc('תל אביב')}&radiusKm=25`,
      `/api/surfboards?city=${enc('חיפה')}&radiusKm=10&sortBy=distance&sortOrder=asc`,
      `/api/surfboards?lat=31.8&lng=34.64&radiusKm=50&sortBy=price&sortOrder=asc`,
    ],
    'text search': [
      `/api/surfboards?search=${enc('צהוב')}`,
      `/api/surfboards?search=${enc('גלשן מהיר')}`,
      '/api/surfboards?search=puddle',
      '/api/surfboards?search=fierwire', // typo
      `/api/surfboards?search=${enc('למתחלים')}`, // typo
      `/api/surfboards/search?search=${enc('twin')}&sortBy=price`,
      `/api/surfboards?search=${enc('פיירוויר')}`, // Hebrew letters for Firewire
      `/api/surfboards?search=${enc('והסופט')}`, // prefixes + slang
    ],
  };
  MIXES['mixed (filters + search)'] = [...MIXES['filters + sorts']!, ...MIXES['text search']!];
  MIXES[`services (${SERVICES.toLocaleString('en')})`] = [
    '/api/services/search',
    '/api/services/search?page=4',
    '/api/services/surf-instructor',
    `/api/services/surf-photographer?city=${enc('חיפה')}`,
    '/api/services/search?region=center&rating=3',
    `/api/services/search?q=${enc('גלישה')}`,
    `/api/services/search?q=${enc('צילום')}&serviceType=surf-photographer`,
  ];
  // The long tail no cache helps: a price range no request has asked for before (a visitor
  // moving the price slider). Every request is a new filter set, a miss for the read cache and
  // the totals cache alike; most match over 1,000 boards from 10,000 boards on.
  const newPriceRange = (r: () => number) => {
    const min = 300 + Math.floor(r() * 1700);
    const max = min + 300 + Math.floor(r() * 900);
    const sort = r() < 0.5 ? '' : '&sortBy=price&sortOrder=asc';
    return `/api/surfboards?minPrice=${min}&maxPrice=${max}${sort}`;
  };
  const priceRange = seededRandom(42);
  const GENERATED: Record<string, () => string> = {
    'long tail, new filters': () => newPriceRange(priceRange),
  };
  for (const [name, next] of Object.entries(GENERATED)) MIXES[name] = [next()];
  // A board page: the joined read and the once-a-day view record. Filled at each size with
  // boards from all over the table (newest, middle, oldest).
  MIXES['board detail'] = [];

  /**
   * EXPLAIN of each filter mix's count and first page, and of a few long-tail ones: a
   * sequential scan on boards would grow with the table.
   */
  async function seqScans(): Promise<string[]> {
    const bad: string[] = [];
    // Counts that walk a public index alone (decisions 050 and 058), of those with no text.
    const counts = { indexOnly: 0, of: 0 };
    const tail = seededRandom(99);
    const urls = [...MIXES['list, default sort']!, ...MIXES['filters + sorts']!];
    for (let i = 0; i < 4; i++) urls.push(newPriceRange(tail));
    for (const u of urls) {
      const query = Object.fromEntries(new URL(u, base).searchParams);
      const { page, limit, sortBy, sortOrder, ...filters } = ZSurfboardSearchQuery.parse(query);
      const where = and(isPublicBoard, ...filterConditions(filters));
      // Within a radius the count walks the point index, as the API counts (browse-repo.ts).
      const by =
        filters.radiusKm !== undefined ? [surfboards.lat, surfboards.lng] : rangeColumn(filters);
      // Nearest first pages in rings (browse-repo.ts): each ring is a box on the point index,
      // whose plan is the radius's own, checked as a filter here.
      const sort = { sortBy: !sortBy || sortBy === 'distance' ? 'createdAt' : sortBy, sortOrder };
      // Largest first puts boards without a value last: the page walks those with one.
      const nullable = sort.sortBy === 'length' || sort.sortBy === 'volume';
      const pageWhere =
        nullable && sortOrder === 'desc'
          ? and(where, sql`${surfboards[sort.sortBy]} is not null`)
          : where;
      const ids = db
        .select({ id: surfboards.id })
        .from(surfboards)
        .where(pageWhere)
        .orderBy(...listOrder(sort))
        .limit(limit + 1)
        .offset((page - 1) * limit);
      for (const [what, statement] of [
        ['count', sql`select count(*) from (${cappedMatches(db, where, COUNT_CAP + 1, by)}) t`],
        ['page', sql`${ids}`],
      ] as const) {
        const res = await db.execute(sql`explain ${statement}`);
        const plan = (res as unknown as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
        if (/Seq Scan on surfboards/.test(plan)) {
          bad.push(`${u} (${what})`);
          if (process.env.BENCH_SHOW_PLANS) console.log(`${u} (${what})\n${plan}`);
        }
        if (what === 'count' && filters.search === undefined) {
          counts.of += 1;
          if (/Index Only Scan/.test(plan) && !/Bitmap Heap Scan|Index Scan using/.test(plan)) {
            counts.indexOnly += 1;
          }
        }
      }
    }
    console.log(`  counts on an index alone: ${counts.indexOnly} of ${counts.of}`);
    return bad;
  }

  const byScale = new Map<number, MixResult[]>();
  for (const scale of SCALES) {
    if (scale < seeded) {
      console.log(
        `\nSkipping ${scale.toLocaleString('en')} boards: the database holds ${seeded.toLocaleString('en')}`,
      );
      continue;
    }
    await seedUpTo(scale);
    const [{ n: publicCount } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(surfboards)
      .where(isPublicBoard);
    MIXES['board detail'] = [];
    for (const f of [0, 0.25, 0.5, 0.75, 0.999]) {
      const [row] = await db
        .select({ id: surfboards.id })
        .from(surfboards)
        .where(isPublicBoard)
        .orderBy(desc(surfboards.listedAt), desc(surfboards.id))
        .limit(1)
        .offset(Math.floor(f * (publicCount - 1)));
      MIXES['board detail'].push(`/api/surfboards/${row!.id}`);
    }
    const results = await measureMixes(base, app.readCache, MIXES, GENERATED);
    byScale.set(scale, results);
    const baseline = results[0]!.rps;
    console.log(
      `\nGET /api/surfboards with ${scale.toLocaleString('en')} boards (${app.database.kind}); ${CONNECTIONS} connections, ${DURATION} s each; load average ${os.loadavg()[0]!.toFixed(1)}\n`,
    );
    console.log(
      `read cache: ${app.config.readCacheMs ? `${app.config.readCacheMs / 1000} s, ended by the writes that change it` : 'off'}`,
    );
    console.log(
      'mix                         req/s   p50 ms   p99 ms   vs health   errors   cache hits   row hits',
    );
    for (const x of results) {
      const hits = x.cacheHits === null ? '-' : `${(x.cacheHits * 100).toFixed(1)}%`;
      const rowHits = x.rowHits === null ? '-' : `${(x.rowHits * 100).toFixed(1)}%`;
      console.log(
        `${x.name.padEnd(26)} ${x.rps.toFixed(0).padStart(7)} ${String(x.p50).padStart(8)} ${String(x.p99).padStart(8)} ${((x.rps / baseline) * 100).toFixed(1).padStart(9)}% ${String(x.errors).padStart(8)} ${hits.padStart(12)} ${rowHits.padStart(10)}`,
      );
    }
    const scans = await seqScans();
    if (scans.length === 0) {
      console.log(
        'EXPLAIN: no sequential scan on boards in any list page or count (long tail included)',
      );
    } else if (scale >= SEQ_SCAN_RULE_FROM) {
      throw new Error(`sequential scan on boards for the count of ${scans.join(', ')}`);
    } else {
      // The planner reads a table of a few hundred pages whole, rightly; the rule is for scale.
      console.log(
        `EXPLAIN: sequential scan on boards for the count of ${scans.join(', ')} (the planner's choice for a table this small; an error from ${SEQ_SCAN_RULE_FROM.toLocaleString('en')} boards)`,
      );
    }
  }

  console.log('\nSide by side (req/s / p99 ms):');
  const measured = SCALES.filter((n) => byScale.has(n));
  console.log('mix'.padEnd(26) + measured.map((n) => n.toLocaleString('en').padStart(18)).join(''));
  for (const name of Object.keys(MIXES)) {
    console.log(
      name.padEnd(26) +
        measured
          .map((n) => {
            const x = byScale.get(n)!.find((r) => r.name === name)!;
            return `${x.rps.toFixed(0)} / ${x.p99}`.padStart(18);
          })
          .join(''),
    );
  }
  if (app.database.kind === 'postgres') await printSizes(db);
  await app.close();
  if (process.env.BENCH_KEEP && databaseUrl) console.log(`Kept the database ${databaseUrl}`);
  else await dropDatabase();
  if (process.env.BENCH_KEEP) console.log(`Kept the database in ${dataDir}`);
  else if (dataDir !== ':memory:') fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The reference rows of a kept database, in the order seedReferenceData gives them. */
async function referenceDataOf(db: Db) {
  const inOrder = <T extends { title: string }>(rows: T[], titles: string[]) =>
    [...rows].sort((a, b) => titles.indexOf(a.title) - titles.indexOf(b.title));
  return {
    brands: inOrder(
      await db.select().from(brands),
      SEED_BRANDS.map((b) => b.title),
    ),
    models: await db.select().from(models),
    categories: inOrder(
      await db.select().from(categories),
      SEED_CATEGORIES.map((c) => c.title),
    ),
    technologies: await db.select().from(technologies),
  };
}

/** The boards table and its indexes on disk (pg_relation_size), biggest first. */
async function printSizes(db: Db) {
  const res = (await db.execute(sql`
    select c.relname as name, pg_relation_size(c.oid) as bytes
    from pg_class c
    where c.oid = 'surfboards'::regclass
       or c.oid in (select indexrelid from pg_index where indrelid = 'surfboards'::regclass)
       or c.oid = 'users_blocked_idx'::regclass
    order by 2 desc`)) as unknown as { rows: { name: string; bytes: string }[] };
  console.log('\nOn disk (pg_relation_size):');
  for (const row of res.rows) {
    console.log(
      `  ${row.name.padEnd(36)} ${(Number(row.bytes) / 2 ** 20).toFixed(1).padStart(8)} MB`,
    );
  }
}

/** Approved services of every kind in the cities of the boards, for the services lists. */
async function seedServices(db: Db, providers: { id: string }[], count: number, r: () => number) {
  const t0 = Date.now();
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const TYPES = ['surf-instructor', 'surfboard-repair', 'surf-photographer'] as const;
  const TITLES = {
    'surf-instructor': 'שיעורי גלישה',
    'surfboard-repair': 'תיקון גלשנים',
    'surf-photographer': 'צילום גלישה',
  };
  for (let start = 0; start < count; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const serviceType = pick(TYPES);
      const city = pick(PLACES);
      const region = pick(REGIONS);
      const title = `${TITLES[serviceType]} ב${city} ${i}`;
      const description = `${pick(WORDS_HE)} ${pick(WORDS_HE)} ${pick(WORDS_EN)} ${pick(WORDS_HE)}`;
      rows.push({
        id: newId(),
        providerId: pick(providers).id,
        serviceType,
        title,
        description,
        price: 100 + Math.floor(r() * 40) * 25,
        location: {
          address: `חוף ${city}`,
          city,
          region,
          coordinates: [34.7, 32] as [number, number],
        },
        city,
        region,
        status: r() < 0.9 ? ('approved' as const) : ('pending' as const),
        rating: Math.round(r() * 50) / 10,
        reviewCount: Math.floor(r() * 40),
        createdAt: new Date(Date.now() - Math.floor(r() * 365 * 86_400_000)),
        searchText: serviceSearchText({
          title,
          description,
          serviceType,
          providerName: 'ספק',
          city,
          address: `חוף ${city}`,
          tags: [],
        }),
      });
    }
    await db.insert(services).values(rows);
  }
  console.log(
    `Seeded ${count.toLocaleString('en')} services in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/**
 * The plans of the text-search queries the API runs at this size, step by step as it runs them:
 * the count, then the best-first page (only up to RANK_MAX_MATCHES matches) or the newest-first
 * page, and the typo retry only when nothing matched. None may scan all of `surfboards`.
 */
async function explainSearches(db: Db, BOARDS: number) {
  const terms = [
    'צהוב',
    'פיירוויר',
    'והשורטבורד',
    'סופט',
    'fierwire',
    'puddle jumper',
    'למתחלים',
    'reto',
    'puddle jumper retro', // few enough matches to rank best first
    'פאדל ג׳אמפר',
  ];
  let seqScans = 0;
  const explain = async (label: string, query: SQLWrapper, on: Db = db) => {
    const res = (await on.execute(sql`explain ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    const scans = res.rows
      .map((r) => Object.values(r)[0]!)
      .filter((l) => /Scan/.test(l) && /surfboards/.test(l))
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s+\(cost.*$/, ''),
      );
    if (scans.some((l) => l.includes('Seq Scan'))) seqScans += 1;
    console.log(`  ${label}: ${[...new Set(scans)].join('; ')}`);
  };
  console.log('\nSearch plans (scans of surfboards), as the API runs them:');
  for (const term of terms) {
    for (const fuzzy of [false, true]) {
      const where = and(isPublicBoard, ...filterConditions({ search: term }, fuzzy));
      const label = `${term}${fuzzy ? ' (typo retry)' : ''}`;
      // As the API counts a search: up to RANK_MAX_MATCHES + 1 matches (list-totals.ts).
      const countOn = (on: Db) =>
        on
          .select({ n: sql<number>`count(*)::int` })
          .from(cappedMatches(on, where, RANK_MAX_MATCHES + 1).as('matching'));
      const ids = db.select({ id: surfboards.id }).from(surfboards).where(where).limit(12);
      const n = await db.transaction(async (tx) => {
        if (fuzzy) await useFuzzyThreshold(tx as unknown as Db);
        await explain(`${label}, count`, countOn(tx as unknown as Db), tx as unknown as Db);
        const [row] = await countOn(tx as unknown as Db);
        return row?.n ?? 0;
      });
      if (n > 0 && n <= RANK_MAX_MATCHES) {
        const rank = textRank(surfboards.searchText, textPlan(term));
        await explain(
          `${label}, best first (${n} matches)`,
          ids.orderBy(desc(rank), desc(surfboards.listedAt), desc(surfboards.id)),
        );
      } else if (n > 0) {
        await explain(
          `${label}, newest first (${n} matches)`,
          ids.orderBy(desc(surfboards.listedAt), desc(surfboards.id)),
        );
      }
      // The typo retry only runs when the plain search found nothing.
      if (n > 0) break;
    }
  }
  // A small table is cheaper to read whole, and the planner rightly does; the rule is for scale.
  if (seqScans && BOARDS >= SEQ_SCAN_RULE_FROM) {
    throw new Error(`${seqScans} search plans scan the whole surfboards table`);
  }
  if (seqScans) console.log(`  ${seqScans} sequential scans (fine at ${BOARDS} boards)`);
  else console.log('  no sequential scan of surfboards');
}

const SCENARIOS: Record<string, () => Promise<void>> = {
  reads: main,
  uploads: async () => {
    if (!(await uploadsBench())) throw new Error('uploads: memory over its bounds (see above)');
  },
  photos: photoLookupBench,
  live: liveBench,
  rebuild: rebuildBench,
  gear: gearBench,
};

async function runScenarios() {
  const asked = process.argv[2] ?? process.env.BENCH_SCENARIO;
  if (asked && !SCENARIOS[asked]) {
    throw new Error(`unknown scenario ${asked}; one of ${Object.keys(SCENARIOS).join(', ')}`);
  }
  for (const [name, run] of Object.entries(SCENARIOS)) {
    if (asked && name !== asked) continue;
    console.log(`\n=== bench: ${name}`);
    await run();
  }
}

runScenarios().catch((err) => {
  console.error(err);
  process.exit(1);
});
