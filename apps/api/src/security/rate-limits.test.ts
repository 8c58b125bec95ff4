import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { RATE_LIMITS } from '../lib/limits';
import { createTestApp } from '../test/helpers';
import {
  createService,
  createTestUser,
  insertBoard,
  multipart,
  type Refs,
  seedReferences,
  serviceFields,
  type TestUser,
} from '../test/factories';

// Limits on writes and enumeration-prone reads (OWASP API4): past the limit, 429 with the error
// envelope and Retry-After; counted per signed-in user (not per shared address), else per address.

let app: App;
let refs: Refs;
let owner: TestUser;

const TOO_MANY = {
  success: false,
  error: hebrew.RATE_LIMITED,
  code: 'RATE_LIMITED',
};

async function approvedService(providerId = owner.id) {
  const row = await createService(app, {
    providerId,
    serviceType: 'surf-instructor',
    title: 'שיעורי גלישה בנתניה',
    description: 'שיעורי גלישה פרטיים וקבוצתיים לכל הרמות',
    location: { address: 'חוף פולג', city: 'נתניה', region: 'sharon', coordinates: [0, 0] },
    status: 'approved',
  });
  return row.id;
}

/** Sends `count` requests; all but the last must pass; returns the last answer. */
async function exhaust(count: number, request: (i: number) => InjectOptions) {
  let last: LightMyRequestResponse | undefined;
  for (let i = 0; i < count; i++) {
    last = await app.inject(request(i));
    if (i < count - 1) expect(last.statusCode, `request ${i + 1} of ${count}`).toBeLessThan(300);
  }
  return last!;
}

function expectLimited(res: LightMyRequestResponse, windowMs: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(TOO_MANY);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  owner = await createTestUser(app);
});

describe('rate limits', () => {
  it('likes and unlikes of boards: per user, even behind one shared address', async () => {
    const board = await insertBoard(app, owner.id, refs, { moderationStatus: 'approved' });
    const liker = await createTestUser(app);
    const neighbour = await createTestUser(app);
    const like = (who: TestUser, action = 'like'): InjectOptions => ({
      method: 'PATCH',
      url: `/api/surfboards/${board}/${action}`,
      headers: who.headers,
      remoteAddress: '198.51.100.7',
    });
    const { max, timeWindow } = RATE_LIMITS.like;
    expectLimited(await exhaust(max + 1, () => like(liker)), timeWindow);
    expect((await app.inject(like(neighbour))).statusCode).toBe(200);
    expectLimited(await exhaust(max + 1, () => like(liker, 'unlike')), timeWindow);
  });

  it('likes of services', async () => {
    const svc = await approvedService();
    const liker = await createTestUser(app);
    const { max, timeWindow } = RATE_LIMITS.like;
    const last = await exhaust(max + 1, () => ({
      method: 'PATCH',
      url: `/api/services/surf-instructor/${svc}/like`,
      headers: liker.headers,
    }));
    expectLimited(last, timeWindow);
  });

  it('reviews', async () => {
    const { max, timeWindow } = RATE_LIMITS.review;
    const ids = await Promise.all(Array.from({ length: max + 1 }, () => approvedService()));
    const reviewer = await createTestUser(app);
    const last = await exhaust(max + 1, (i) => ({
      method: 'POST',
      url: `/api/services/surf-instructor/${ids[i]}/reviews`,
      headers: reviewer.headers,
      payload: { rating: 4, text: 'שיעור טוב' },
    }));
    expectLimited(last, timeWindow);
  });

  it('service creation: the shared upload limit answers first (10 per 5 minutes)', async () => {
    // Creating a service accepts photos, so the per-user upload limit of every image route
    // counts it too, and it is the tighter one; `serviceCreate` caps the hour beyond it.
    const { max, timeWindow } = RATE_LIMITS.boardUpload;
    expect(max).toBeLessThan(RATE_LIMITS.serviceCreate.max);
    const creator = await createTestUser(app);
    const body = await multipart(serviceFields('שיעורי גלישה בחדרה'));
    const last = await exhaust(max + 1, () => ({
      method: 'POST',
      url: '/api/services/surf-instructor',
      headers: { ...creator.headers, ...body.headers },
      payload: body.payload,
    }));
    // The spec's upload-limit wording, with Retry-After like every limit.
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      code: 'UPLOAD_LIMIT',
      error: hebrew.UPLOAD_LIMIT,
    });
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(timeWindow / 1000);
  });

  it('reports: per signed-in reporter, whatever the address', async () => {
    const board = await insertBoard(app, owner.id, refs, { moderationStatus: 'approved' });
    const reporter = await createTestUser(app);
    const { max, timeWindow } = RATE_LIMITS.report;
    const report = (who: TestUser, i: number): InjectOptions => ({
      method: 'POST',
      url: '/api/reports',
      headers: who.headers,
      remoteAddress: `192.0.2.${i + 1}`,
      payload: { targetType: 'surfboard', targetId: board, reason: 'other', text: `סיבה ${i}` },
    });
    expectLimited(await exhaust(max + 1, (i) => report(reporter, i)), timeWindow);
    const other = await createTestUser(app);
    expect((await app.inject(report(other, 0))).statusCode).toBe(201);
  });

  it('public-name availability checks: per address for visitors', async () => {
    const { max, timeWindow } = RATE_LIMITS.slugCheck;
    const check = (address: string): InjectOptions => ({
      method: 'GET',
      url: '/api/public/profile/slug-available?slug=wave-rider',
      remoteAddress: address,
    });
    expectLimited(await exhaust(max + 1, () => check('198.51.100.20')), timeWindow);
    expect((await app.inject(check('198.51.100.21'))).statusCode).toBe(200);
  });
});
