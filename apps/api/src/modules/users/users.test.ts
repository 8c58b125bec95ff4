import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createBoard,
  createService,
  createTestUser,
  createThread,
  pngImage,
  type TestUser,
} from '../../test/factories';
import { pushSubscriptions, sessions, surfboards, users } from '../../db/schema';

let app: App;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  alice = await createTestUser(app, { firstName: 'Alice' });
  bob = await createTestUser(app, { firstName: 'Bob' });
  admin = await createTestUser(app, { role: 'admin' });
});

const validProfile = {
  firstName: 'Alice',
  lastName: 'Cohen',
  phone: '050-123 4567',
};

/** Asked in English: the spec words these refusals in English (decision 052). */
const ENGLISH = { 'accept-language': 'en' };

function put(user: TestUser | null, id: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: { ...user?.headers, ...ENGLISH },
    payload,
  });
}

async function addBoard(sellerId: string, overrides: Partial<typeof surfboards.$inferInsert> = {}) {
  return createBoard(app, {
    sellerId,
    title: 'Pyzel Ghost 6.0',
    price: 1800,
    moderationStatus: 'approved',
    ...overrides,
  });
}

describe('PUT /api/users/{id}', () => {
  it('saves your own profile with the phone and slug normalised and displayName updated', async () => {
    const res = await put(alice, alice.id, {
      ...validProfile,
      gender: 'female',
      dateOfBirth: '1994-03-02',
      slug: '  Alice Cohen!! ',
      region: 'tel-aviv',
      surfingLevel: 'advanced',
      bio: 'Longboarder from Hilton beach',
      publicProfile: { visible: true, showBio: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      phone: '+972501234567',
      slug: 'alice-cohen',
      displayName: 'Alice Cohen',
      region: 'tel-aviv',
      surfingLevel: 'advanced',
      gender: 'female',
      dateOfBirth: '1994-03-02',
      profile_completed: true,
      // Partial switches merge into the stored settings.
      publicProfile: { visible: true, showRegion: true, showSkillLevel: true, showBio: false },
    });
    const session = await app.inject({ url: '/api/auth/validate', headers: alice.headers });
    expect(session.json().user).toMatchObject({ phone: '+972501234567', profile_completed: true });
  });

  it('requires first name, last name and phone, and checks option lists', async () => {
    const res = await put(alice, alice.id, {
      firstName: ' ',
      phone: '',
      region: 'mars',
      gender: 'x',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.firstName',
        'body.lastName',
        'body.phone',
        'body.region',
        'body.gender',
      ]),
    );
    const badPhone = await put(alice, alice.id, { ...validProfile, phone: 'call me' });
    expect(badPhone.statusCode).toBe(400);
  });

  it('stores an empty slug, region and surfing level as absent; leaves omitted fields alone', async () => {
    const res = await put(alice, alice.id, { ...validProfile, region: '', surfingLevel: null });
    expect(res.json().user).toMatchObject({
      region: null,
      surfingLevel: null,
      slug: 'alice-cohen',
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, alice.id));
    expect(row!.region).toBeNull();
    expect(row!.bio).toBe('Longboarder from Hilton beach');
    await put(alice, alice.id, { ...validProfile, region: 'tel-aviv', surfingLevel: 'advanced' });
  });

  it('keeps slugs unique (409), whatever the case or punctuation', async () => {
    const res = await put(bob, bob.id, { ...validProfile, firstName: 'Bob', slug: 'ALICE_cohen' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This name is already taken');
  });

  it('answers 401 without a session and 404 for a missing user', async () => {
    expect((await put(null, alice.id, validProfile)).statusCode).toBe(401);
    const missing = await put(alice, '0123456789abcdef01234567', validProfile);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('User not found');
  });
});

describe('privacy matrix: user A and user B', () => {
  beforeAll(async () => {
    await put(bob, bob.id, {
      firstName: 'Bob',
      lastName: 'Levi',
      phone: '0529998888',
      slug: 'bob-levi',
    });
  });

  it('A reads B: public fields only, never the e-mail, phone, gender or birth date', async () => {
    const res = await app.inject({ url: `/api/users/${bob.id}`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({ _id: bob.id, firstName: 'Bob', lastName: 'Levi' });
    for (const key of ['email', 'phone', 'gender', 'dateOfBirth', 'publicProfile', 'role']) {
      expect(user, key).not.toHaveProperty(key);
    }
    // Bob's profile is not public (the default), so his slug and bio are not shared either.
    expect(user).not.toHaveProperty('slug');
    expect(JSON.stringify(res.json())).not.toContain('0529998888');
    expect(JSON.stringify(res.json())).not.toContain(bob.email);
  });

  it('an anonymous visitor reads B the same way', async () => {
    const user = (await app.inject({ url: `/api/users/${bob.id}` })).json().user;
    expect(user).not.toHaveProperty('email');
    expect(user).not.toHaveProperty('phone');
  });

  it('B reads B, and an admin reads B: every field', async () => {
    for (const viewer of [bob, admin]) {
      const user = (
        await app.inject({ url: `/api/users/${bob.id}`, headers: viewer.headers })
      ).json().user;
      expect(user).toMatchObject({ email: bob.email, phone: '+972529998888', slug: 'bob-levi' });
    }
  });

  it('A cannot change B (403), nor can an admin, and B is unchanged', async () => {
    for (const viewer of [alice, admin]) {
      const res = await put(viewer, bob.id, { ...validProfile, phone: '0500000000' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        error: 'You can only change your own profile',
      });
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, bob.id));
    expect(row).toMatchObject({ firstName: 'Bob', phone: '+972529998888' });
  });

  it('A cannot export or delete B', async () => {
    const exp = await app.inject({ url: `/api/users/${bob.id}/export`, headers: alice.headers });
    expect(exp.statusCode).toBe(403);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/users/${bob.id}`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(403);
    expect((await app.inject({ url: `/api/users/${bob.id}` })).statusCode).toBe(200);
  });

  it("B's boards never carry B's contact details: A asks for them on the board's page", async () => {
    const shown = await addBoard(bob.id, { title: 'Shown contact', showContact: true });
    await addBoard(bob.id, { title: 'Hidden contact', showContact: false });
    const res = await app.inject({
      url: `/api/users/${bob.id}/surfboards`,
      headers: alice.headers,
    });
    const boards = res.json().data as { title: string; seller: Record<string, unknown> }[];
    for (const board of boards) {
      expect(board.seller).not.toHaveProperty('phone');
      expect(board.seller).not.toHaveProperty('email');
    }
    const reveal = await app.inject({
      method: 'POST',
      url: `/api/surfboards/${shown.id}/contact`,
      headers: alice.headers,
    });
    expect(reveal.json().data.phone).toBe('+972529998888');
  });
});

describe('GET /api/users/{id}/surfboards', () => {
  it('lists public boards to others and every board to the owner, honouring limit', async () => {
    const owner = await createTestUser(app);
    await addBoard(owner.id, { title: 'Approved one' });
    await addBoard(owner.id, { title: 'Pending one', moderationStatus: 'pending' });
    await addBoard(owner.id, { title: 'Archived one', archived: true });
    await addBoard(owner.id, { title: 'Sold one', isSold: true });
    const titles = async (headers?: { authorization: string }, q = '') =>
      (await app.inject({ url: `/api/users/${owner.id}/surfboards${q}`, headers }))
        .json()
        .data.map((b: { title: string }) => b.title)
        .sort();
    expect(await titles()).toEqual(['Approved one']);
    expect(await titles(alice.headers)).toEqual(['Approved one']);
    expect(await titles(owner.headers)).toHaveLength(4);
    expect(await titles(owner.headers, '?limit=2')).toHaveLength(2);
    const missing = await app.inject({ url: '/api/users/0123456789abcdef01234567/surfboards' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('profile summary counts', () => {
  it('counts the boards and services on the server and averages review ratings', async () => {
    const provider = await createTestUser(app);
    await addBoard(provider.id);
    await addBoard(provider.id, { moderationStatus: 'pending' });
    const base = {
      providerId: provider.id,
      serviceType: 'surf-instructor' as const,
      title: 'Lessons',
      description: 'Surf lessons for everyone',
      location: {
        address: '',
        city: 'תל אביב',
        region: 'tel-aviv',
        coordinates: [0, 0] as [number, number],
      },
    };
    await createService(app, { ...base, rating: 5, reviewCount: 3 });
    await createService(app, { ...base, rating: 4, reviewCount: 1 });
    const user = (
      await app.inject({ url: `/api/users/${provider.id}`, headers: provider.headers })
    ).json().user;
    expect(user.counts).toEqual({ surfboards: 2, services: 2 });
    expect(user.reviewCount).toBe(4);
    expect(user.rating).toBe(4.8);
  });
});

describe('slug availability', () => {
  const check = (slug: string, user?: TestUser) =>
    app.inject({
      url: `/api/public/profile/slug-available?slug=${encodeURIComponent(slug)}`,
      headers: { ...user?.headers, ...ENGLISH },
    });

  it('answers available for a free name and not for a taken one (normalised first)', async () => {
    const free = (await check('Free Name')).json();
    expect(free).toEqual({
      success: true,
      data: { available: true, slug: 'free-name', message: 'This name is available' },
    });
    const taken = (await check('Alice--Cohen')).json().data;
    expect(taken).toMatchObject({
      available: false,
      slug: 'alice-cohen',
      message: 'This name is already taken',
    });
  });

  it('counts your own slug as available to you', async () => {
    expect((await check('alice-cohen', alice)).json().data.available).toBe(true);
  });

  it('refuses an empty name (400) and reports a too-short one', async () => {
    const empty = await check('  !! ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please enter a unique name');
    expect((await check('ab')).json().data.available).toBe(false);
  });
});

describe('GET /api/public/profile/slug/{slug}', () => {
  let carol: TestUser;
  beforeAll(async () => {
    carol = await createTestUser(app, { firstName: 'Carol' });
    await put(carol, carol.id, {
      firstName: 'Carol',
      lastName: 'Mizrahi',
      phone: '0541112222',
      slug: 'carol',
      region: 'north',
      surfingLevel: 'pro',
      bio: 'Shaper in Haifa',
      gender: 'female',
      publicProfile: { visible: true, showRegion: true, showSkillLevel: false, showBio: true },
    });
  });

  it('sends only the fields the owner chose to show, never contact details', async () => {
    const res = await app.inject({ url: '/api/public/profile/slug/carol' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: carol.id,
      slug: 'carol',
      firstName: 'Carol',
      lastName: 'Mizrahi',
      region: 'north',
      bio: 'Shaper in Haifa',
      isOwner: false,
    });
    expect(data).not.toHaveProperty('surfingLevel');
    for (const key of ['email', 'phone', 'gender', 'dateOfBirth'])
      expect(data).not.toHaveProperty(key);
  });

  it('hides region and bio when switched off', async () => {
    await put(carol, carol.id, {
      firstName: 'Carol',
      lastName: 'Mizrahi',
      phone: '0541112222',
      publicProfile: { showRegion: false, showBio: false, showSkillLevel: true },
    });
    const data = (await app.inject({ url: '/api/public/profile/slug/CAROL' })).json().data;
    expect(data).not.toHaveProperty('region');
    expect(data).not.toHaveProperty('bio');
    expect(data.surfingLevel).toBe('pro');
  });

  it('is 404 to others when not visible, but the owner still sees it', async () => {
    await put(carol, carol.id, {
      firstName: 'Carol',
      lastName: 'Mizrahi',
      phone: '0541112222',
      publicProfile: { visible: false },
    });
    for (const headers of [ENGLISH, { ...alice.headers, ...ENGLISH }]) {
      const res = await app.inject({ url: '/api/public/profile/slug/carol', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Profile not found');
    }
    const own = await app.inject({ url: '/api/public/profile/slug/carol', headers: carol.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.isOwner).toBe(true);
    expect((await app.inject({ url: '/api/public/profile/slug/nobody-here' })).statusCode).toBe(
      404,
    );
  });
});

describe('a public profile without a slug', () => {
  it('gets one made from the name, Hebrew in Latin letters, unique', async () => {
    const first = await createTestUser(app);
    const second = await createTestUser(app);
    const hebrew = { firstName: 'יוני', lastName: 'כהן', phone: '0501112233' };
    const res = await put(first, first.id, { ...hebrew, publicProfile: { visible: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.slug).toBe('yoni-khn');
    const page = await app.inject({ url: '/api/public/profile/slug/yoni-khn' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data._id).toBe(first.id);
    // The same name again: the next free one.
    const other = await put(second, second.id, { ...hebrew, publicProfile: { visible: true } });
    expect(other.json().user.slug).toBe('yoni-khn-2');
    // Saving again keeps the address.
    const again = await put(first, first.id, hebrew);
    expect(again.json().user.slug).toBe('yoni-khn');
  });

  it("falls back to the e-mail's name part when the name gives too little", async () => {
    const user = await createTestUser(app, { email: 'wave.rider@test.example' });
    const res = await put(user, user.id, {
      firstName: 'Øy',
      lastName: 'Æ',
      phone: '0501112244',
      publicProfile: { visible: true },
    });
    expect(res.json().user.slug).toBe('wave-rider');
  });

  it('leaves a hidden profile without a slug', async () => {
    const user = await createTestUser(app);
    const res = await put(user, user.id, { ...validProfile, firstName: 'Hidden' });
    expect(res.json().user.slug).toBeNull();
  });
});

describe('privacy: download my data and delete my account', () => {
  it('exports your data as a JSON attachment without session secrets', async () => {
    const res = await app.inject({ url: `/api/users/${alice.id}/export`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="galim-my-data-/);
    const data = res.json().data;
    expect(data.user).toMatchObject({ _id: alice.id, email: alice.email, phone: '+972501234567' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('tokenHash');
    expect(JSON.stringify(data)).not.toContain(alice.token);
  });

  it('exports every personal table: searches, alerts, settings, devices, likes, conversations', async () => {
    const me = await createTestUser(app);
    const post = (url: string, payload: object, method: 'POST' | 'PUT' | 'PATCH' = 'POST') =>
      app.inject({ method, url, headers: me.headers, payload });
    expect(
      (await post('/api/saved-searches', { name: 'לונגבורד בחיפה', filters: { location: 'חיפה' } }))
        .statusCode,
    ).toBe(201);
    expect((await post('/api/surf-alerts', { spotId: 'mikhmoret', minStars: 3 })).statusCode).toBe(
      201,
    );
    const settings = (
      await app.inject({ url: '/api/notification-settings', headers: me.headers })
    ).json().data;
    const quietHours = { enabled: true, start: '23:00', end: '06:00' };
    expect(
      (await post('/api/notification-settings', { ...settings, quietHours }, 'PUT')).statusCode,
    ).toBe(200);
    await app.db.insert(pushSubscriptions).values({
      userId: me.id,
      endpoint: 'https://push.example/secret-endpoint',
      p256dh: 'secret-p256dh',
      auth: 'secret-auth',
      userAgent: 'Pixel 8',
    });
    const boardId = (await addBoard(bob.id, { title: 'Liked and asked' })).id;
    expect((await post(`/api/surfboards/${boardId}/like`, {}, 'PATCH')).statusCode).toBeLessThan(
      300,
    );
    await createThread(app, { boardId, buyer: me, body: 'יש סדקים בתחתית?' });

    const data = (
      await app.inject({ url: `/api/users/${me.id}/export`, headers: me.headers })
    ).json().data;
    expect(data.savedSearches).toMatchObject([{ name: 'לונגבורד בחיפה' }]);
    expect(data.surfAlerts).toMatchObject([{ spotId: 'mikhmoret', minStars: 3 }]);
    expect(data.notificationSettings.quietHours).toEqual(quietHours);
    expect(data.pushDevices).toMatchObject([{ userAgent: 'Pixel 8' }]);
    expect(JSON.stringify(data)).not.toMatch(/secret-(endpoint|p256dh|auth)/);
    expect(data.surfboardLikes).toMatchObject([{ surfboardId: boardId }]);
    expect(data.conversations).toMatchObject([
      { boardId, role: 'buyer', messages: [{ fromMe: true, body: 'יש סדקים בתחתית?' }] },
    ]);
    for (const key of ['notifications', 'reports', 'reviews', 'sellerContacts']) {
      expect(data[key], key).toEqual([]);
    }
  });

  it('deletes the account with its boards, services, images and sessions', async () => {
    const doomed = await createTestUser(app);
    const [image] = await app.images.store([await pngImage('#0ea5e9', 64, 48)]);
    await addBoard(doomed.id, { images: [image!] });
    expect((await app.inject(`/uploads/${image!.key}-${image!.widths[0]}.webp`)).statusCode).toBe(
      200,
    );
    const stranger = await createTestUser(app);
    await addBoard(stranger.id, { title: 'Survives' });

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/users/${doomed.id}`,
      headers: doomed.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await app.db.select().from(users).where(eq(users.id, doomed.id))).toHaveLength(0);
    expect(
      await app.db.select().from(surfboards).where(eq(surfboards.sellerId, doomed.id)),
    ).toHaveLength(0);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, doomed.id))).toHaveLength(
      0,
    );
    expect(
      await app.db.select().from(surfboards).where(eq(surfboards.sellerId, stranger.id)),
    ).toHaveLength(1);
    // The token no longer works and the image files are gone.
    expect(
      (await app.inject({ url: '/api/auth/validate', headers: doomed.headers })).statusCode,
    ).toBe(401);
    const file = `/uploads/${image!.key}-${image!.widths[0]}.webp`;
    expect((await app.inject(file)).statusCode).toBe(404);
  });
});

describe('one skill level on the profile', () => {
  const base = { firstName: 'Noa', lastName: 'Levi', phone: '0521234567' };
  const row = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('saves fitLevel, which is the level the public profile shows (expert as pro)', async () => {
    const noa = await createTestUser(app, { firstName: 'Noa' });
    const res = await put(noa, noa.id, {
      ...base,
      slug: 'noa-levels',
      fitLevel: 'expert',
      publicProfile: { visible: true, showSkillLevel: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ fitLevel: 'expert', surfingLevel: 'pro' });
    const shown = (await app.inject({ url: '/api/public/profile/slug/noa-levels' })).json().data;
    expect(shown.surfingLevel).toBe('pro');
    expect(JSON.stringify(shown)).not.toContain('fitLevel');

    await put(noa, noa.id, { ...base, fitLevel: 'beginner' });
    const again = (await app.inject({ url: '/api/public/profile/slug/noa-levels' })).json().data;
    expect(again.surfingLevel).toBe('beginner');
    expect(await row(noa.id)).toMatchObject({ fitLevel: 'beginner', surfingLevel: null });
  });

  it('stores a surfingLevel sent by a client in the same one level', async () => {
    const dan = await createTestUser(app, { firstName: 'Dan' });
    const res = await put(dan, dan.id, { ...base, surfingLevel: 'pro' });
    expect(res.json().user).toMatchObject({ fitLevel: 'expert', surfingLevel: 'pro' });
    expect(await row(dan.id)).toMatchObject({ fitLevel: 'expert', surfingLevel: null });
  });

  it('reads a level saved before in the old column, and clearing it clears it for good', async () => {
    const old = await createTestUser(app, { firstName: 'Old' });
    await app.db.update(users).set({ surfingLevel: 'advanced' }).where(eq(users.id, old.id));
    const me = (await app.inject({ url: `/api/users/${old.id}`, headers: old.headers })).json();
    // "Fits me" reads fitLevel: the old level drives it until the user saves another.
    expect(me.user).toMatchObject({ fitLevel: 'advanced', surfingLevel: 'advanced' });

    const cleared = await put(old, old.id, { ...base, fitLevel: '' });
    expect(cleared.json().user).toMatchObject({ fitLevel: null, surfingLevel: null });
    expect(await row(old.id)).toMatchObject({ fitLevel: null, surfingLevel: null });
  });
});
