import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';
import {
  createService,
  createTestUser,
  insertBoard,
  seedReferences,
  type TestUser,
} from '../test/factories';

// The public-profile switches (users.publicProfile) walked across every answer
// that carries a user: a value its owner switched off is in none of them, JSON or HTML, for a
// visitor or a signed-in stranger. A switch that hides the whole profile (visible) hides the
// profile's address too; name and photo are always public.

const SWITCHES = ['visible', 'showRegion', 'showSkillLevel', 'showBio'] as const;
type Switch = (typeof SWITCHES)[number];
type Settings = Record<Switch, boolean>;

/** The surfer's values, each found nowhere else in this world. */
const SLUG = 'noa-privacy-walk';
const REGION = 'jerusalem';
const REGION_LABEL = 'ירושלים';
const LEVEL = 'pro';
const BIO = 'ביוגרפיה-פרטית-של-נועה';

/** What each switch hides: as JSON values, and as text a drawn page would show. */
const HIDDEN: Record<Switch, string[]> = {
  // "About the seller" (issue 33) goes with the profile: member since, boards sold, Google.
  visible: [
    `"${SLUG}"`,
    `/u/${SLUG}`,
    `"${REGION}"`,
    REGION_LABEL,
    `"${LEVEL}"`,
    BIO,
    '"trust"',
    '"boardsSold"',
  ],
  showRegion: [`"${REGION}"`, REGION_LABEL],
  showSkillLevel: [`"${LEVEL}"`],
  showBio: [BIO],
};

const ALL_ON: Settings = {
  visible: true,
  showRegion: true,
  showSkillLevel: true,
  showBio: true,
};

// A renderer with the web renderer's interface that asks the API what each drawn page asks
// (apps/web/src/features/*/api): the state it puts into the page is those answers.
const RENDERER = `
let ask;
export function init(transport) { ask = transport; }
const get = async (url) => { const r = await ask(url, { method: 'GET' }); return { status: r.status, body: await r.json() }; };
export async function render(url) {
  const answers = [];
  let m;
  if ((m = /^\\/u\\/([^/]+)$/.exec(url))) {
    const profile = await get('/api/public/profile/slug/' + m[1]);
    answers.push(profile.body);
    if (profile.status !== 200) return { html: '<p>404</p>', state: {}, status: profile.status, complete: true };
    const id = profile.body.data._id;
    answers.push((await get('/api/services/search?providerId=' + id + '&limit=50')).body);
    answers.push((await get('/api/users/' + id + '/surfboards?limit=12')).body);
  } else if ((m = /^\\/surfboards\\/([0-9a-f]{24})$/.exec(url))) {
    answers.push((await get('/api/surfboards/' + m[1])).body);
  } else if ((m = /^\\/services\\/([a-z-]+)\\/([0-9a-f]{24})$/.exec(url))) {
    answers.push((await get('/api/services/' + m[1] + '/' + m[2])).body);
    answers.push((await get('/api/services/' + m[1] + '/' + m[2] + '/reviews')).body);
  } else {
    answers.push((await get('/api/surfboards?page=1&limit=12')).body);
  }
  return { html: '<main>' + url + '</main>', state: { queries: answers }, status: 200, complete: true };
}
`;

let app: App;
let root: string;
let surfer: TestUser;
let stranger: TestUser;
let boardId: string;
let serviceId: string;
let otherServiceId: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-privacy-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>גלים</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  app = await createTestApp({ webDist: path.join(root, 'dist'), publicUrl: 'https://galim.test' });

  surfer = await createTestUser(app, { firstName: 'Noa' });
  stranger = await createTestUser(app, { firstName: 'Dana' });
  const provider = await createTestUser(app, { firstName: 'Yoni' });
  await setSwitches(ALL_ON);

  const refs = await seedReferences(app);
  boardId = await insertBoard(app, surfer.id, refs, {
    moderationStatus: 'approved',
    skillLevel: 'beginner',
  });
  serviceId = (await createService(app, { providerId: surfer.id, status: 'approved' })).id;
  otherServiceId = (await createService(app, { providerId: provider.id, status: 'approved' })).id;

  // The surfer reviewed someone else's service; the stranger keeps the surfer's board and
  // service among their favourites.
  const review = await app.inject({
    method: 'POST',
    url: `/api/services/surf-instructor/${otherServiceId}/reviews`,
    headers: surfer.headers,
    payload: { rating: 5, text: 'Great lesson' },
  });
  expect(review.statusCode, review.body).toBe(201);
  for (const url of [
    `/api/surfboards/${boardId}/like`,
    `/api/services/surf-instructor/${serviceId}/like`,
  ]) {
    const like = await app.inject({ method: 'PATCH', url, headers: stranger.headers });
    expect(like.statusCode, like.body).toBe(200);
  }
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** The surfer sets their switches through the profile form's API call. */
async function setSwitches(publicProfile: Settings) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/users/${surfer.id}`,
    headers: surfer.headers,
    payload: {
      firstName: 'Noa',
      lastName: 'Levi',
      phone: '0501234567',
      slug: SLUG,
      region: REGION,
      surfingLevel: LEVEL,
      bio: BIO,
      publicProfile,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every answer that carries the surfer, as its URL and body, for a visitor and a stranger. */
async function everyAnswer(): Promise<{ name: string; url: string; body: string }[]> {
  const t = 'surf-instructor';
  const json = [
    '/api/surfboards',
    '/api/surfboards/search?search=Test',
    `/api/surfboards/${boardId}`,
    `/api/surfboards/user/${surfer.id}`,
    `/api/users/${surfer.id}/surfboards`,
    `/api/users/${surfer.id}`,
    `/api/public/profile/slug/${SLUG}`,
    '/api/services/search',
    `/api/services/${t}`,
    `/api/services/${t}/${serviceId}`,
    `/api/services/${t}/user/${surfer.id}`,
    `/api/services/${t}/${otherServiceId}/reviews`,
  ];
  const pages = [
    `/u/${SLUG}`,
    `/surfboards/${boardId}`,
    `/services/${t}/${serviceId}`,
    `/services/${t}/${otherServiceId}`,
    '/surfboards',
    '/sitemap.xml',
  ];
  const signedIn = ['/api/surfboards/favorites', '/api/services/liked'];
  const out = [];
  for (const [who, headers] of [
    ['visitor', {}],
    ['stranger', stranger.headers],
  ] as const) {
    const urls = [...json, ...pages, ...(who === 'stranger' ? signedIn : [])];
    for (const url of urls) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, `${who} ${url}`).toBeLessThan(500);
      out.push({ name: `${who} ${url}`, url, body: res.body });
    }
  }
  return out;
}

describe('every public-profile switch, across every answer that carries a user', () => {
  it('shows each value while its switch is on (the walk can see them)', async () => {
    await setSwitches(ALL_ON);
    const answers = await everyAnswer();
    const profile = answers.find((a) => a.name === `visitor /api/public/profile/slug/${SLUG}`)!;
    for (const value of [`"${SLUG}"`, `"${REGION}"`, `"${LEVEL}"`, BIO, '"boardsSold"']) {
      expect(profile.body).toContain(value);
    }
    const board = answers.find((a) => a.name === `visitor /api/surfboards/${boardId}`)!;
    expect(board.body).toContain('"boardsSold"');
    const page = answers.find((a) => a.name === `visitor /u/${SLUG}`)!;
    expect(page.body).toContain(REGION_LABEL);
    expect(page.body).toContain(BIO);
    const sitemap = answers.find((a) => a.name === 'visitor /sitemap.xml')!;
    expect(sitemap.body).toContain(`/u/${SLUG}`);
  });

  for (const off of SWITCHES) {
    it(`${off} off: what it hides is in no answer`, async () => {
      await setSwitches({ ...ALL_ON, [off]: false });
      const leaks = [];
      for (const answer of await everyAnswer()) {
        for (const value of HIDDEN[off]) {
          // A page may name its own address (its canonical link): the visitor typed it.
          if (value === answer.url) continue;
          if (answer.body.includes(value)) leaks.push(`${answer.name} shows ${value}`);
        }
      }
      expect(leaks).toEqual([]);
      // The name is always public.
      const board = await app.inject({ url: `/api/surfboards/${boardId}` });
      expect(board.json().data.seller.firstName).toBe('Noa');
    });
  }
});
