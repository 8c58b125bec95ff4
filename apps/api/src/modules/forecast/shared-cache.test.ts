import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  openMeteoConfigFor,
  startOpenMeteoStandIn,
  type OpenMeteoStandIn,
} from '../../test/open-meteo-stand-in';

const redisUrl = process.env.TEST_REDIS_URL;

// Two API processes (two apps, each with its own database) sharing one Redis, as behind a
// load balancer: a spot's forecast is fetched from Open-Meteo once, not once per process.
describe.skipIf(!redisUrl)('forecast cache shared through Redis', () => {
  let upstream: OpenMeteoStandIn;
  let first: App;
  let second: App;
  beforeAll(async () => {
    upstream = await startOpenMeteoStandIn();
    const openMeteo = openMeteoConfigFor(upstream);
    first = await createTestApp({ redisUrl, openMeteo });
    second = await createTestApp({ redisUrl, openMeteo });
  });
  afterAll(async () => {
    await upstream.close();
  });

  it('fetches a spot once for concurrent requests on both processes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? first : second).inject({ method: 'GET', url: '/api/forecast/bat-yam' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(upstream.count('marine')).toBe(1);
    expect(upstream.count('weather')).toBe(1);
    const fetchedAt = new Set(answers.map((a) => a.json().data.fetchedAt));
    expect(fetchedAt.size).toBe(1);

    // Later requests on either process are served from the shared copy.
    await first.inject({ method: 'GET', url: '/api/forecast/bat-yam' });
    await second.inject({ method: 'GET', url: '/api/forecast/bat-yam' });
    expect(upstream.count('marine')).toBe(1);
  });
});

describe('forecast cache when Redis is configured but unreachable', () => {
  let upstream: OpenMeteoStandIn;
  let app: App;
  beforeAll(async () => {
    upstream = await startOpenMeteoStandIn();
    app = await createTestApp({
      // Nothing listens on port 1: every Redis command fails at once.
      redisUrl: 'redis://127.0.0.1:1',
      openMeteo: openMeteoConfigFor(upstream),
    });
  });
  afterAll(async () => {
    await upstream.close();
  });

  it('still answers, caching in the process', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/forecast/bat-yam' });
    const b = await app.inject({ method: 'GET', url: '/api/forecast/bat-yam' });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(upstream.count('marine')).toBe(1);
  });
});
