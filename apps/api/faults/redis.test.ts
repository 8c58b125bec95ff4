import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  BOARD_FIELDS,
  boardForm,
  devLogin,
  freePort,
  referencesFor,
  sleep,
  startApi,
  startRedis,
  tempDir,
  type ApiProcess,
} from './harness';

// REDIS_URL is set but Redis is not there (never was, or went away): rate-limited routes
// count in memory and keep answering, /api/ready says redis: degraded with a 200.

async function timed(api: ApiProcess, path: string, init?: RequestInit) {
  const started = Date.now();
  const res = await fetch(`${api.url}${path}`, init);
  await res.arrayBuffer();
  return { status: res.status, ms: Date.now() - started };
}

const pageView = (n: number): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ type: 'page_view', path: `/redis/${n}` }),
});

async function readyBody(api: ApiProcess) {
  const res = await fetch(`${api.url}/api/ready`);
  return { status: res.status, body: (await res.json()) as { redis?: string } };
}

describe('Redis unreachable', () => {
  it('REDIS_URL pointing at a closed port: limited routes answer, ready is degraded', async () => {
    const api = await startApi({
      DATA_DIR: tempDir('redis-closed'),
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      ADMIN_EMAILS: ADMIN_EMAIL,
    });
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await timed(api, '/api/events', pageView(i)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    // No request waits on Redis.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(2_000);

    // The per-user upload limit is counted in memory instead: the 11th upload is refused.
    const refs = await referencesFor(api);
    const user = await devLogin(api, 'noredis@fault.test');
    const uploads = [];
    for (let i = 0; i < 11; i++) {
      const res = await fetch(`${api.url}/api/surfboards`, {
        method: 'POST',
        headers: user.headers,
        body: boardForm(BOARD_FIELDS(refs, `No Redis ${i}`), []).body,
      });
      uploads.push(res.status);
      await res.arrayBuffer();
    }
    expect(uploads).toEqual([...Array(10).fill(201), 429]);

    expect(await readyBody(api)).toEqual({
      status: 200,
      body: { success: true, database: 'pglite', redis: 'degraded' },
    });
    expect(api.output()).toContain('Redis unavailable: rate limits count in memory');
  });

  it('Redis killed while the API runs, then back: degraded meanwhile, ok again after', async () => {
    const redis = await startRedis();
    const api = await startApi({
      DATA_DIR: tempDir('redis-kill'),
      REDIS_URL: redis.url,
      ADMIN_EMAILS: ADMIN_EMAIL,
    });
    expect((await readyBody(api)).body.redis).toBe('ok');
    for (let i = 0; i < 5; i++)
      expect((await timed(api, '/api/events', pageView(i))).status).toBe(202);

    await redis.kill();
    const during = [];
    for (let i = 0; i < 20; i++) during.push(await timed(api, '/api/events', pageView(100 + i)));
    console.log(
      '[redis] answers while Redis is down:',
      during.map((a) => `${a.status}/${a.ms}ms`).join(' '),
    );
    expect(during.every((a) => a.status === 202)).toBe(true);
    expect(Math.max(...during.map((a) => a.ms))).toBeLessThan(2_000);
    expect(await readyBody(api)).toMatchObject({ status: 200, body: { redis: 'degraded' } });
    expect(api.alive()).toBe(true);

    await redis.start();
    const until = Date.now() + 60_000;
    let state = 'degraded';
    while (state !== 'ok' && Date.now() < until) {
      await sleep(250);
      state = (await readyBody(api)).body.redis ?? '';
    }
    expect(state).toBe('ok');
    expect((await timed(api, '/api/events', pageView(999))).status).toBe(202);
  });
});
