import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  BOARD_FIELDS,
  boardForm,
  devLogin,
  myBoards,
  referencesFor,
  sleep,
  startApi,
  startPostgres,
  tempDir,
} from './harness';

// PostgreSQL stops (pg_ctl stop -m fast: every connection terminated, as in a restart or a
// failover) while the API serves traffic, then comes back. The API process must live through
// it, answer 503 while the database is away, and serve again without a restart.

describe('PostgreSQL restart under traffic', () => {
  it('the API stays up, answers 503 DB_UNAVAILABLE meanwhile, and recovers by itself', async () => {
    const pg = await startPostgres();
    const api = await startApi({
      DATABASE_URL: pg.url,
      DATA_DIR: tempDir('db-restart'),
      ADMIN_EMAILS: ADMIN_EMAIL,
    });
    const refs = await referencesFor(api);
    // Four clients, each a rider with a board of their own (one account's edits would meet the
    // edit rate limit on a fast machine): reads, and price edits whose last acknowledged value
    // must be the one stored in the end.
    const riders = await Promise.all(
      [0, 1, 2, 3].map((n) => devLogin(api, `rider${n}@fault.test`)),
    );
    const rider = riders[0]!;
    const boards: string[] = [];
    for (let n = 0; n < 4; n++) {
      const res = await fetch(`${api.url}/api/surfboards`, {
        method: 'POST',
        headers: riders[n]!.headers,
        body: boardForm(BOARD_FIELDS(refs, `Board of client ${n}`), []).body,
      });
      expect(res.status).toBe(201);
      boards.push(((await res.json()) as { data: { _id: string } }).data._id);
    }
    const acknowledged = new Map<string, number>();
    const statuses = new Map<number | string, number>();
    let stop = false;
    const client = async (n: number) => {
      const board = boards[n]!;
      const { headers } = riders[n]!;
      for (let i = 1; !stop; i++) {
        let status: number | string;
        const price = 1000 + i;
        try {
          const res =
            i % 3 === 0
              ? await fetch(`${api.url}/api/surfboards/mine?status=all`, { headers })
              : i % 3 === 1
                ? await fetch(`${api.url}/api/surfboards?limit=5`)
                : await fetch(`${api.url}/api/surfboards/${board}`, {
                    method: 'PUT',
                    headers: { ...headers, 'content-type': 'application/json' },
                    body: JSON.stringify({ price }),
                  });
          status = res.status;
          await res.arrayBuffer();
          if (i % 3 === 2 && status === 200) acknowledged.set(board, price);
        } catch (err) {
          status = `network: ${(err as Error).message}`;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        await sleep(20);
      }
    };
    const traffic = Promise.all([0, 1, 2, 3].map(client));

    await sleep(2_000);
    await pg.stop();
    await sleep(1_000);

    expect(api.alive()).toBe(true);
    const ready = await fetch(`${api.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ success: false, code: 'DB_UNAVAILABLE' });
    // In Hebrew by default, in English when asked (decision 052).
    const data = await fetch(`${api.url}/api/surfboards?limit=5`);
    expect(data.status).toBe(503);
    expect(await data.json()).toEqual({
      success: false,
      error: 'השירות אינו זמין לרגע. נסו שוב בעוד דקה.',
      code: 'DB_UNAVAILABLE',
    });
    const english = await fetch(`${api.url}/api/surfboards?limit=5`, {
      headers: { 'accept-language': 'en' },
    });
    expect(english.status).toBe(503);
    expect(await english.json()).toEqual({
      success: false,
      error: 'Database unavailable, please try again shortly',
      code: 'DB_UNAVAILABLE',
    });
    const signedIn = await fetch(`${api.url}/api/surfboards/mine`, { headers: rider.headers });
    expect(signedIn.status).toBe(503);

    // Traffic goes on against the stopped database for a while.
    await sleep(3_000);
    expect(api.alive()).toBe(true);

    await pg.start();
    const backBy = Date.now() + 60_000;
    let readyAgain = 0;
    while (Date.now() < backBy) {
      readyAgain = (await fetch(`${api.url}/api/ready`)).status;
      if (readyAgain === 200) break;
      await sleep(250);
    }
    expect(readyAgain).toBe(200);
    await sleep(1_000);
    stop = true;
    await traffic;

    // Reads and writes work again on the same process.
    const form = boardForm(BOARD_FIELDS(refs, 'After the restart'), []);
    const created = await fetch(`${api.url}/api/surfboards`, {
      method: 'POST',
      headers: rider.headers,
      body: form.body,
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { _id: string } }).data._id;
    expect((await myBoards(api, rider)).map((b) => b._id)).toContain(id);

    const summary = Object.fromEntries(statuses);
    console.log('[db-restart] answers during the run:', summary);
    const unexpected = [...statuses.keys()].filter((s) => ![200, 503].includes(s as number));
    expect(unexpected, JSON.stringify(summary)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(api.alive()).toBe(true);
    // Every edit acknowledged with 200 is what the database holds.
    const mine = await Promise.all(riders.map((r) => myBoards(api, r)));
    const prices = new Map(mine.flat().map((b) => [b._id, b.price]));
    for (const board of boards) {
      expect(acknowledged.get(board)).toBeGreaterThan(1000);
      expect(prices.get(board)).toBe(acknowledged.get(board));
    }
    // The log names the outage but never a query's parameters.
    expect(api.output()).toContain('database');
    expect(api.output()).not.toMatch(/params:/);
  });
});
