// rebuild: what a release that changes how search text is built costs (modules/search). Seeds
// BENCH_REBUILD_BOARDS boards (100,000) into a fresh embedded database, or a throwaway one on
// BENCH_DATABASE_URL, then times the check each start makes (nothing stale), turns every board's
// text into an older release's and times the rebuild job's pass over them, with its rate.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SEARCH_DOC_VERSION } from '@galim/shared/search/document';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { refreshSearchText, searchTextStale } from '../src/modules/search/backfill';
import { seedReferenceData } from '../src/seed/reference';
import { createDatabase } from '../src/test/harness';
import { seededRandom } from '../src/test/random';
import {
  createBoardTexts,
  createSellers,
  insertBoards,
  PLACES,
  WORDS_EN,
  WORDS_HE,
} from './seed-boards';

const BOARDS = Number(process.env.BENCH_REBUILD_BOARDS ?? 100_000);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const ms = (since: number) => (performance.now() - since).toFixed(0);

export async function rebuildBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-bench-rebuild-'));
  const server = process.env.BENCH_DATABASE_URL;
  const database = server ? await createDatabase(server, 'galim_bench_rebuild') : undefined;
  const app = await buildApp({
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database?.url }),
    logLevel: 'silent' as const,
  });
  try {
    const db = app.db;
    const ref = await seedReferenceData(db);
    const world = {
      ...ref,
      wordsHe: WORDS_HE,
      wordsEn: WORDS_EN,
      places: PLACES,
      rng: seededRandom(11),
    };
    let t0 = performance.now();
    await createSellers(db);
    await createBoardTexts(db, world);
    await insertBoards(db, world, 0, BOARDS);
    await db.execute(sql`vacuum analyze`);
    console.log(
      `${BOARDS.toLocaleString('en')} boards seeded in ${seconds(t0)} s (${app.database.kind})`,
    );

    t0 = performance.now();
    const stale = await searchTextStale(db);
    console.log(`  the check at each start, nothing stale: ${ms(t0)} ms (stale: ${stale})`);

    // Every board as an older release left it.
    await db.execute(
      sql`update surfboards set search_text = 'v0¦' || substr(search_text, ${SEARCH_DOC_VERSION.length + 2})`,
    );
    await db.execute(sql`vacuum analyze surfboards`);
    t0 = performance.now();
    const found = await searchTextStale(db);
    console.log(`  the check, every board stale: ${ms(t0)} ms (stale: ${found})`);

    t0 = performance.now();
    const done = await refreshSearchText(db);
    const took = (performance.now() - t0) / 1000;
    console.log(
      `  the rebuild job: ${done.boards.toLocaleString('en')} boards in ${took.toFixed(1)} s ` +
        `(${Math.round(done.boards / took).toLocaleString('en')} boards/s; ` +
        `a million at this rate: ${(1_000_000 / (done.boards / took) / 60).toFixed(1)} min)`,
    );
    if (done.boards !== BOARDS || (await searchTextStale(db))) {
      throw new Error('rebuild: boards left with an older release’s search text');
    }
  } finally {
    await app.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
