import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  BOARD_FIELDS,
  boardForm,
  devLogin,
  filesOf,
  myBoards,
  photo,
  referencesFor,
  sleep,
  startApi,
  tempDir,
  uploadFiles,
  type BoardImage,
} from './harness';

// A bounded mixed read/write soak from several signed-in users against the real API process.
// Afterwards every acknowledged write is there: the boards created, their last price and
// their likes, and the files of every board's images.

const SECONDS = Number(process.env.FAULT_SOAK_SECONDS ?? 120);
const USERS = 5;
/** Boards per user: under the 10-uploads-per-5-minutes limit. */
const BOARDS_PER_USER = 8;

describe(`mixed read/write soak (${SECONDS} s, ${USERS} users)`, () => {
  it('answers every request without a server error and keeps every write', async () => {
    const dataDir = tempDir('soak');
    const api = await startApi({ DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN_EMAIL });
    const refs = await referencesFor(api);
    const users = await Promise.all(
      Array.from({ length: USERS }, (_, i) => devLogin(api, `soak${i}@fault.test`)),
    );
    const image = await photo(800, 600, 7);

    let requests = 0;
    // Likes and edits are limited per user (lib/limits.ts); a soak acts far faster than a
    // person, so a 429 there is the limit working, counted apart. Any other status that is not expected is
    // an error.
    let limited = 0;
    const errors: string[] = [];
    const created = new Map<number, string[]>();
    const lastPrice = new Map<string, number>();
    const liked = new Set<string>();
    api.resetPeak();
    const rssBefore = api.rssMb();
    const endAt = Date.now() + SECONDS * 1000;

    async function call(what: string, url: string, init: RequestInit = {}, ok = [200]) {
      requests += 1;
      try {
        const res = await fetch(`${api.url}${url}`, init);
        const body = await res.text();
        if (res.status === 429 && ok.includes(429)) {
          limited += 1;
          return null;
        }
        if (!ok.includes(res.status)) {
          errors.push(`${what}: ${res.status} ${body.slice(0, 200)}`);
          return null;
        }
        return JSON.parse(body) as { data: { _id: string } };
      } catch (err) {
        errors.push(`${what}: ${(err as Error).message}`);
        return null;
      }
    }

    async function rider(n: number) {
      const user = users[n]!;
      const json = { ...user.headers, 'content-type': 'application/json' };
      const mine: string[] = [];
      created.set(n, mine);
      // Spread the user's uploads over the soak.
      const uploadEvery = (SECONDS * 1000) / (BOARDS_PER_USER + 1);
      let nextUpload = Date.now();
      for (let i = 0; Date.now() < endAt; i++) {
        if (mine.length < BOARDS_PER_USER && Date.now() >= nextUpload) {
          nextUpload += uploadEvery;
          const res = await call(
            'publish',
            '/api/surfboards',
            {
              method: 'POST',
              headers: user.headers,
              body: boardForm(BOARD_FIELDS(refs, `Soak ${n}-${mine.length}`), [image]).body,
            },
            [201],
          );
          if (res) mine.push(res.data._id);
          continue;
        }
        const board = mine[i % Math.max(mine.length, 1)];
        switch (i % 5) {
          case 0:
            await call('list', '/api/surfboards?limit=12');
            break;
          case 1:
            await call('mine', '/api/surfboards/mine?status=all', { headers: user.headers });
            break;
          case 2:
            if (board) {
              const price = 1000 + i;
              const res = await call(
                'edit',
                `/api/surfboards/${board}`,
                { method: 'PUT', headers: json, body: JSON.stringify({ price }) },
                [200, 429],
              );
              if (res) lastPrice.set(board, price);
            }
            break;
          case 3:
            if (board) {
              const res = await call(
                'like',
                `/api/surfboards/${board}/like`,
                { method: 'PATCH', headers: user.headers },
                [200, 429],
              );
              if (res) liked.add(`${n}:${board}`);
            }
            break;
          default:
            if (board) await call('view', `/api/surfboards/${board}`, { headers: user.headers });
        }
        await sleep(10);
      }
    }

    await Promise.all(users.map((_, n) => rider(n)));
    const rssAfter = api.rssMb();
    console.log(
      `[soak] ${SECONDS} s, ${USERS} users: ${requests} requests, ${errors.length} errors, ` +
        `${limited} likes and edits over the per-user limits (429); ` +
        `RSS before ${rssBefore} MB, after ${rssAfter} MB, peak ${api.peakRssMb()} MB`,
    );
    expect(errors.slice(0, 10), `${errors.length} errors`).toEqual([]);

    // Every acknowledged write is there.
    const allImages: BoardImage[] = [];
    for (const [n, ids] of created) {
      const user = users[n]!;
      expect(ids.length).toBe(BOARDS_PER_USER);
      const boards = await myBoards(api, user);
      const byId = new Map(boards.map((b) => [b._id, b]));
      for (const id of ids) {
        const board = byId.get(id);
        expect(board, `board ${id}`).toBeDefined();
        if (lastPrice.has(id)) expect(board!.price).toBe(lastPrice.get(id));
        allImages.push(...board!.images);
      }
      for (const id of ids.filter((id) => liked.has(`${n}:${id}`))) {
        const res = await fetch(`${api.url}/api/surfboards/${id}/liked`, { headers: user.headers });
        expect(((await res.json()) as { data: { isLiked: boolean } }).data.isLiked).toBe(true);
      }
    }
    const onDisk = new Set(uploadFiles(dataDir));
    for (const file of filesOf(allImages)) expect(onDisk.has(file), file).toBe(true);
    expect(api.alive()).toBe(true);
  });
});
