// photos: how long the copied-photo lookup takes when 100,000 board photos are kept
// (BENCH_PHOTOS). Seeds boards with 4 photos each into a fresh embedded database (or a throwaway
// one on BENCH_DATABASE_URL), then times similarBoardPhotos, as an upload runs it, for hashes
// that match nothing and for copies of kept photos (a few bits flipped), and prints p50/p99, the
// plan (band indexes, no sequential scan of photo_hashes) and, for scale, one full scan.
// The kept hashes are uniformly random: real photos' hashes cluster somewhat, which fills some
// band buckets more than others.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { photoHashes, surfboards } from '../src/db/schema';
import { seedUsers } from '../src/seed/users';
import {
  bandsOf,
  similarBoardPhotos,
  similarBoardPhotosQuery,
} from '../src/modules/images/hash-repo';
import { COPY_DISTANCE, toSigned } from '../src/modules/images/photo-hash';
import { newId } from '../src/lib/ids';
import { createDatabase } from '../src/test/harness';
import { seededRandom } from '../src/test/random';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 100_000);
const PER_BOARD = 4;
const LOOKUPS = Number(process.env.BENCH_PHOTO_LOOKUPS ?? 300);

function randomHash(r: () => number): bigint {
  const word = () => BigInt(Math.floor(r() * 2 ** 32));
  return (word() << 32n) | word();
}

function flipBits(hash: bigint, n: number, r: () => number): bigint {
  const bits = new Set<number>();
  while (bits.size < n) bits.add(Math.floor(r() * 64));
  return [...bits].reduce((h, b) => h ^ (1n << BigInt(b)), hash);
}

const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};

export async function photoLookupBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-bench-photos-'));
  const server = process.env.BENCH_DATABASE_URL;
  const database = server ? await createDatabase(server, 'galim_bench_photos') : undefined;
  const app = await buildApp({
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database?.url }),
    logLevel: 'silent' as const,
  });
  try {
    const db = app.db;
    const sellers = await seedUsers(db);
    const r = seededRandom(33);
    const kept: { hash: bigint; sellerId: string }[] = [];
    const t0 = Date.now();
    const BOARDS_PER_CHUNK = 500;
    for (let start = 0; start < PHOTOS; start += BOARDS_PER_CHUNK * PER_BOARD) {
      const boards = [];
      const photos = [];
      for (let b = 0; b < BOARDS_PER_CHUNK && start + b * PER_BOARD < PHOTOS; b++) {
        const id = newId();
        const sellerId = sellers[Math.floor(r() * sellers.length)]!.id;
        boards.push({
          id,
          sellerId,
          title: 'Bench board',
          price: 1000,
          condition: 'good',
          locationText: 'חיפה',
          moderationStatus: 'approved' as const,
        });
        for (let p = 0; p < PER_BOARD; p++) {
          const hash = randomHash(r);
          kept.push({ hash, sellerId });
          const [band0, band1, band2, band3, band4] = bandsOf(hash) as [
            number,
            number,
            number,
            number,
            number,
          ];
          photos.push({
            ownerId: sellerId,
            surfboardId: id,
            imageKey: newId() + newId().slice(0, 8),
            hash: toSigned(hash),
            band0,
            band1,
            band2,
            band3,
            band4,
          });
        }
      }
      await db.insert(surfboards).values(boards);
      await db.insert(photoHashes).values(photos);
    }
    await db.execute(sql`analyze photo_hashes`);
    console.log(
      `${kept.length.toLocaleString('en')} photo hashes on ${Math.ceil(kept.length / PER_BOARD).toLocaleString('en')} boards seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    const stranger = 'bench-nobody';
    const time = async (hash: bigint) => {
      const s = performance.now();
      const found = await similarBoardPhotos(db, hash, stranger, COPY_DISTANCE);
      return { ms: performance.now() - s, found: found.length };
    };
    // Warm up the caches and the plan.
    for (let i = 0; i < 20; i++) await time(randomHash(r));

    const misses: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) misses.push((await time(randomHash(r))).ms);
    const hits: number[] = [];
    let caught = 0;
    for (let i = 0; i < LOOKUPS; i++) {
      const original = kept[Math.floor(r() * kept.length)]!;
      const res = await time(flipBits(original.hash, 1 + Math.floor(r() * COPY_DISTANCE), r));
      hits.push(res.ms);
      if (res.found > 0) caught += 1;
    }
    const fmt = (xs: number[]) =>
      `p50 ${quantile(xs, 0.5).toFixed(2)} ms, p99 ${quantile(xs, 0.99).toFixed(2)} ms`;
    console.log(`lookup of a new photo, no copy kept:  ${fmt(misses)}`);
    console.log(`lookup of a copy (1..${COPY_DISTANCE} bits off):  ${fmt(hits)}`);
    console.log(`copies found: ${caught}/${LOOKUPS}`);
    if (caught !== LOOKUPS) throw new Error('photos: the band lookup missed a copy');

    const probe = randomHash(r);
    const plan = (await db.execute(
      sql`explain ${similarBoardPhotosQuery(db, probe, stranger, COPY_DISTANCE)}`,
    )) as unknown as { rows: Record<string, string>[] };
    const planText = plan.rows.map((row) => Object.values(row)[0]!).join('\n');
    console.log(
      `plan: ${/Seq Scan on photo_hashes/.test(planText) ? 'SEQUENTIAL SCAN' : 'band indexes (bitmap), no sequential scan'}`,
    );
    const s = performance.now();
    await db.execute(
      sql`select count(*) from photo_hashes where bit_count((hash # ${toSigned(probe)}::bigint)::bit(64)) <= ${COPY_DISTANCE}`,
    );
    console.log(`for scale, one full scan of every hash: ${(performance.now() - s).toFixed(1)} ms`);
  } finally {
    await app.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
