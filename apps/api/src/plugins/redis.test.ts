import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';

describe('the shared Redis client', () => {
  it('is absent without REDIS_URL', async () => {
    const app = await createTestApp();
    expect(app.redis).toBeNull();
    await app.close();
  });

  it('is there with REDIS_URL even while Redis is unreachable (its users fall back)', async () => {
    const app = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' }); // nothing listens on port 1;
    expect(app.redis).not.toBeNull();
    await app.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the shared Redis client on a real server', () => {
  it('is one connection per app, ended when the app closes', async () => {
    const app = await createTestApp({ redisUrl });
    const client = app.redis!;
    expect(client.status).toBe('ready');
    const name = `galim-test-${process.pid}-${Date.now()}`;
    await client.client('SETNAME', name);
    const clients = String(await client.client('LIST'));
    expect(clients.split('\n').filter((line) => line.includes(`name=${name}`))).toHaveLength(1);
    const ended = new Promise((resolve) => client.once('end', resolve));
    await app.close();
    await ended;
    expect(client.status).toBe('end');
  });
});
