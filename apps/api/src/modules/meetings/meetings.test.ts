import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { conversationMeetings } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  chooseLanguage,
  createTestUser,
  createThread,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// Safe places to meet (issue 56 §3): an admin keeps the places, anyone lists them nearest first
// to a point or a city in their language, and in a thread either side proposes a day and hour at
// one of them; the other accepts it, or either changes it (the open one is superseded).

let app: App;
let refs: Refs;
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;
let marina: string;
let sevenStars: string;
let haifa: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const refused = (res: LightMyRequestResponse, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, code });
  return res.json() as { error: string };
};

const addPlace = async (values: Record<string, unknown>) =>
  ok(
    await app.inject({
      method: 'POST',
      url: '/api/admin/meeting-places',
      headers: admin.headers,
      payload: { kind: 'mall', addressHe: 'כתובת', addressEn: 'Address', ...values },
    }),
    201,
  )._id as string;

const places = async (query: string, headers: Record<string, string> = {}) =>
  ok(await app.inject({ url: `/api/meeting-places${query}`, headers })) as {
    _id: string;
    name: string;
    distanceKm?: number;
  }[];

interface Msg {
  _id: string;
  kind: string;
  meeting?: {
    _id: string;
    status: string;
    fromRole: string;
    at: string;
    place: { _id: string; name: string; address: string };
  };
}

const propose = (who: TestUser, thread: string, placeId: string, at: Date | string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${thread}/meetings`,
    headers: who.headers,
    payload: { placeId, at: typeof at === 'string' ? at : at.toISOString() },
  });
const accept = (who: TestUser, thread: string, meetingId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${thread}/meetings/${meetingId}/accept`,
    headers: who.headers,
  });
const messages = async (who: TestUser, thread: string, language = 'he') =>
  ok(
    await app.inject({
      url: `/api/conversations/${thread}/messages`,
      headers: { ...who.headers, 'accept-language': language },
    }),
  ).items as Msg[];
const newThread = async () =>
  createThread(app, {
    boardId: await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' }),
    buyer,
  });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  admin = await createTestUser(app, { role: 'admin' });
  seller = await createTestUser(app, { firstName: 'Noa' });
  buyer = await createTestUser(app, { firstName: 'Ido' });
  marina = await addPlace({
    city: 'הרצליה',
    nameHe: 'מרינה הרצליה',
    nameEn: 'Herzliya Marina',
    lat: 32.1633,
    lng: 34.7953,
  });
  sevenStars = await addPlace({
    city: 'הרצליה',
    nameHe: 'קניון שבעת הכוכבים',
    nameEn: 'Seven Stars Mall',
    lat: 32.165,
    lng: 34.844,
  });
  haifa = await addPlace({
    city: 'חיפה',
    kind: 'police',
    nameHe: 'לובי תחנת המשטרה',
    nameEn: 'Police station lobby',
    lat: 32.7935,
    lng: 34.9585,
  });
}, 60_000);

describe('the safe places', () => {
  it('lists them nearest first to a city, in the request’s language, with the distance', async () => {
    const hebrew = await places(`?city=${encodeURIComponent('הרצליה')}`);
    expect(hebrew.map((p) => p._id).slice(0, 3)).toEqual([sevenStars, marina, haifa]);
    // 0.005° north and 0.004° east of the city's centre (32.16, 34.84): 0.56 and 0.38 km.
    expect(hebrew[0]).toMatchObject({ name: 'קניון שבעת הכוכבים', distanceKm: 0.7 });
    const english = await places(`?city=${encodeURIComponent('הרצליה')}`, {
      'accept-language': 'en',
    });
    expect(english[0]!.name).toBe('Seven Stars Mall');
    // Within 10 km of Herzliya: Haifa's lobby is not.
    const near = await places(`?lat=32.16&lng=34.80&radiusKm=10`);
    expect(near.map((p) => p._id)).toEqual([marina, sevenStars]);
    expect(near[0]!.distanceKm).toBeLessThan(1);
  });

  it('refuses a bad point or radius with a code in the request’s language, never a 500', async () => {
    for (const [query, code] of [
      ['?city=Paris', 'NEAR_CITY_UNKNOWN'],
      ['?lat=32.1&lng=34.8&radiusKm=0', 'NEAR_RADIUS_INVALID'],
      ['?lat=32.1&lng=34.8&radiusKm=10000', 'NEAR_RADIUS_INVALID'],
      ['?lat=91&lng=34.8', 'NEAR_POINT_INVALID'],
      ['?lat=NaN&lng=34.8', 'NEAR_POINT_INVALID'],
      // The sea between Cyprus and Egypt.
      ['?lat=33.5&lng=32.0', 'NEAR_OUTSIDE_ISRAEL'],
    ]) {
      const res = await app.inject({
        url: `/api/meeting-places${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(refused(res, 400, code!).error, query).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('is kept by admins only; a hidden place leaves the list, a used one is hidden, not removed', async () => {
    const list = { method: 'POST' as const, url: '/api/admin/meeting-places' };
    refused(await app.inject({ ...list, headers: seller.headers, payload: {} }), 403, 'FORBIDDEN');
    const bad = await app.inject({
      ...list,
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: {
        city: 'Paris',
        kind: 'mall',
        nameHe: 'x',
        nameEn: 'Mall',
        addressHe: 'כתובת',
        addressEn: 'Address',
        lat: 48.85,
        lng: 2.35,
      },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.body).toContain('Choose a city from the list');

    const spare = await addPlace({
      city: 'נתניה',
      nameHe: 'קניון עיר ימים',
      nameEn: 'Ir Yamim Mall',
      lat: 32.28,
      lng: 34.861,
    });
    const hide = await app.inject({
      method: 'PATCH',
      url: `/api/admin/meeting-places/${spare}`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(ok(hide)).toMatchObject({ active: false, nameEn: 'Ir Yamim Mall' });
    expect((await places('')).map((p) => p._id)).not.toContain(spare);
    expect(
      (
        ok(await app.inject({ url: '/api/admin/meeting-places', headers: admin.headers })) as {
          _id: string;
        }[]
      ).map((p) => p._id),
    ).toContain(spare);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/meeting-places/${spare}`,
      headers: admin.headers,
    });
    expect(ok(removed)).toEqual({ removed: true });

    // A place a meeting was set at stays, hidden, so the thread still says where.
    const used = await addPlace({
      city: 'חיפה',
      nameHe: 'גרנד קניון',
      nameEn: 'Grand Canyon',
      lat: 32.7897,
      lng: 35.0076,
    });
    const thread = await newThread();
    ok(await propose(buyer, thread, used, new Date(Date.now() + DAY)), 201);
    const kept = await app.inject({
      method: 'DELETE',
      url: `/api/admin/meeting-places/${used}`,
      headers: admin.headers,
    });
    expect(ok(kept)).toEqual({ removed: false });
    const [proposal] = (await messages(seller, thread)).filter((m) => m.kind === 'meeting');
    expect(proposal!.meeting!.place.name).toBe('גרנד קניון');
  });
});

describe('a meeting in a thread', () => {
  it('is proposed by one side, told to the other in their language, and accepted', async () => {
    const english = await createTestUser(app, { firstName: 'Dan' });
    expect((await chooseLanguage(app, english, 'en')).statusCode).toBe(200);
    const thread = await createThread(app, {
      boardId: await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' }),
      buyer: english,
    });
    const at = new Date(Date.now() + DAY);
    const proposed = ok(await propose(seller, thread, marina, at), 201) as Msg;
    expect(proposed).toMatchObject({
      kind: 'meeting',
      meeting: { status: 'open', fromRole: 'seller', at: at.toISOString() },
    });
    expect(proposed.meeting!.place).toMatchObject({ _id: marina, name: 'מרינה הרצליה' });

    // The buyer reads it in English, and is told of it in English.
    const [seen] = (await messages(english, thread, 'en')).filter((m) => m.kind === 'meeting');
    expect(seen!.meeting!.place.name).toBe('Herzliya Marina');
    const notices = ok(await app.inject({ url: '/api/notifications', headers: english.headers }))
      .items as { body: string }[];
    expect(notices.map((n) => n.body).join('\n')).toContain('Meeting proposed: Herzliya Marina');

    refused(await accept(seller, thread, proposed.meeting!._id), 403, 'MEETING_OWN');
    const accepted = ok(await accept(english, thread, proposed.meeting!._id)) as Msg;
    expect(accepted).toMatchObject({
      kind: 'meeting_accepted',
      meeting: { _id: proposed.meeting!._id, status: 'accepted' },
    });
    const theirs = await messages(seller, thread);
    expect(theirs.filter((m) => m.meeting).map((m) => [m.kind, m.meeting!.status])).toEqual([
      ['meeting', 'accepted'],
      ['meeting_accepted', 'accepted'],
    ]);
    refused(await accept(english, thread, proposed.meeting!._id), 409, 'MEETING_NOT_OPEN');
  });

  it('is changed by either side: the open proposal is superseded', async () => {
    const thread = await newThread();
    const first = ok(await propose(buyer, thread, marina, new Date(Date.now() + DAY)), 201) as Msg;
    const change = ok(
      await propose(seller, thread, sevenStars, new Date(Date.now() + 2 * DAY)),
      201,
    ) as Msg;
    expect(change.meeting).toMatchObject({ fromRole: 'seller', status: 'open' });
    refused(await accept(seller, thread, first.meeting!._id), 409, 'MEETING_NOT_OPEN');
    const open = await app.db
      .select()
      .from(conversationMeetings)
      .where(eq(conversationMeetings.conversationId, thread));
    expect(open.map((m) => m.status).sort()).toEqual(['open', 'superseded']);
    ok(await accept(buyer, thread, change.meeting!._id));
  });

  it('refuses a time past or too far, an unknown place, a stranger and a lapsed proposal', async () => {
    const thread = await newThread();
    const en = { ...buyer.headers, 'accept-language': 'en' };
    const post = (payload: Record<string, unknown>, headers = en) =>
      app.inject({
        method: 'POST',
        url: `/api/conversations/${thread}/meetings`,
        headers,
        payload,
      });
    refused(
      await post({ placeId: marina, at: new Date(Date.now() - HOUR).toISOString() }),
      400,
      'MEETING_TIME_PAST',
    );
    refused(
      await post({ placeId: marina, at: new Date(Date.now() + 31 * DAY).toISOString() }),
      400,
      'MEETING_TIME_TOO_FAR',
    );
    const notATime = await post({ placeId: marina, at: 'tomorrow at six' });
    expect(notATime.statusCode).toBe(400);
    expect(notATime.body).toContain('Choose a day and time for the meeting');
    refused(
      await post({ placeId: 'f'.repeat(24), at: new Date(Date.now() + DAY).toISOString() }),
      404,
      'MEETING_PLACE_NOT_FOUND',
    );
    const stranger = await createTestUser(app);
    refused(
      await propose(stranger, thread, marina, new Date(Date.now() + DAY)),
      404,
      'CONVERSATION_NOT_FOUND',
    );
    const made = ok(await propose(buyer, thread, marina, new Date(Date.now() + DAY)), 201) as Msg;
    await app.db
      .update(conversationMeetings)
      .set({ at: new Date(Date.now() - HOUR) })
      .where(eq(conversationMeetings.id, made.meeting!._id));
    refused(await accept(seller, thread, made.meeting!._id), 409, 'MEETING_LAPSED');
  });

  it('refuses a place an admin removed or hid while the proposal was on its way, never a 500', async () => {
    const thread = await newThread();
    const places = app.meetingPlaces;
    const find = places.find;
    try {
      for (const takeOff of ['remove', 'hide'] as const) {
        const place = await addPlace({
          city: 'חיפה',
          nameHe: 'קניון חיפה',
          nameEn: 'Haifa Mall',
          lat: 32.79,
          lng: 34.99,
        });
        // The admin acts between the proposal's first read of the place and its save.
        places.find = async (id) => {
          const found = await find(id);
          if (takeOff === 'remove') await places.remove(id);
          else await places.update(id, { active: false });
          return found;
        };
        refused(
          await propose(buyer, thread, place, new Date(Date.now() + DAY)),
          404,
          'MEETING_PLACE_NOT_FOUND',
        );
        places.find = find;
      }
      expect((await messages(seller, thread)).filter((m) => m.kind === 'meeting')).toEqual([]);
    } finally {
      places.find = find;
    }
  });
});
