import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { createTestUser, publish, seedReferences, validFields } from '../test/factories';

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const event = {
  method: 'POST' as const,
  url: '/api/events',
  payload: { type: 'page_view', path: '/' },
};

describe('REDIS_URL set but Redis unreachable', () => {
  it('limited routes still answer, count in memory, and /api/ready says degraded', async () => {
    const app = await createTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });

    const started = Date.now();
    const first = await app.inject(event);
    expect(first.statusCode, first.body).toBe(202);
    // Never a wait for Redis: a request answers at once.
    expect(Date.now() - started).toBeLessThan(2_000);

    // The limit (120 a minute per client) still holds, counted in this process.
    const codes: number[] = [];
    for (let i = 0; i < 120; i++) codes.push((await app.inject(event)).statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(119);
    expect(codes.at(-1)).toBe(429);
    expect(codes.some((c) => c >= 500)).toBe(false);

    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, redis: 'degraded' });
  });

  it('the per-user upload limit still refuses the 11th upload', async () => {
    const app = await createTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    const refs = await seedReferences(app);
    const user = await createTestUser(app);
    for (let i = 0; i < 10; i++) {
      expect((await publish(app, user, validFields(refs))).statusCode).toBe(201);
    }
    const refused = await publish(app, user, validFields(refs));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('/api/ready without REDIS_URL', () => {
  it('reports Redis as off', async () => {
    const app = await createTestApp();
    expect((await app.inject('/api/ready')).json()).toMatchObject({ success: true, redis: 'off' });
  });
});
