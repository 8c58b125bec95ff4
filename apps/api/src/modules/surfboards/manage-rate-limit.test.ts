import { afterAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../test/config';
import { createTestApp } from '../../test/helpers';
import { createTestUser, publish, seedReferences, validFields } from '../../test/factories';

// The upload limit must hold across several API processes: two apps share one database and
// count in the same Redis (CI sets TEST_REDIS_URL, e.g. redis://127.0.0.1:6379).
const redisUrl = process.env.TEST_REDIS_URL;

describe('upload rate limit across two API instances sharing Redis', () => {
  const title = redisUrl
    ? 'counts uploads of one user across both instances: the 11th is refused on either'
    : 'counts uploads across instances (SKIPPED: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)';

  let second: App | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it.skipIf(!redisUrl)(title, async () => {
    const first = await createTestApp({ redisUrl });
    // The second process: same database (not closed by it), same Redis.
    second = await buildApp(testConfig({ redisUrl }), {
      database: { ...first.database, close: async () => {} },
    });
    await second.ready();
    const refs = await seedReferences(first);
    const user = await createTestUser(first);
    const other = await createTestUser(first);

    // Five uploads on each instance: all accepted.
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? first : second;
      const res = await publish(app, user, validFields(refs));
      expect(res.statusCode, `upload ${i + 1}`).toBe(201);
    }
    // In memory, each instance would still allow 5 more; Redis shares the count.
    for (const app of [first, second]) {
      const res = await publish(app, user, validFields(refs));
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe(hebrew.UPLOAD_LIMIT);
    }
    // The count is per user.
    expect((await publish(second, other, validFields(refs))).statusCode).toBe(201);
  });
});
