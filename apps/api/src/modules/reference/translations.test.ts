import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// Names the admins write, in the request's language (decision 051): categories and technologies
// on their own and inside board answers (cached ones too), and the FAQ.

const get = (app: App, url: string, language?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
  });

describe('categories and technologies in two languages', () => {
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createTestUser(app, { role: 'admin' });
  });

  const create = async (kind: string, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${kind}`,
      headers: admin.headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; title: string; translations?: object };
  };

  it("names them in the request's language, Hebrew when the language has no text", async () => {
    const fish = await create('categories', {
      title: 'פיש',
      description: 'קצר ורחב',
      translations: { en: { title: 'Fish', description: 'Short and wide' } },
    });
    // The admin's answer: the Hebrew as stored, the English beside it.
    expect(fish).toMatchObject({
      title: 'פיש',
      translations: { en: { title: 'Fish', description: 'Short and wide' } },
    });
    await create('categories', { title: 'גאן', translations: { en: { title: '  ' } } });

    const english = await get(app, '/api/categories', 'en-US,en;q=0.9');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-language']).toBe('en');
    expect(String(english.headers.vary)).toMatch(/accept-language/i);
    const items = english.json().data as { title: string; description: string }[];
    expect(items.map((i) => i.title)).toEqual(['Fish', 'גאן']);
    expect(items[0]).not.toHaveProperty('translations');
    expect(items[0]!.description).toBe('Short and wide');

    const hebrew = await get(app, '/api/categories', 'he');
    expect(hebrew.headers['content-language']).toBe('he');
    expect((hebrew.json().data as { title: string }[]).map((i) => i.title).sort()).toEqual([
      'גאן',
      'פיש',
    ]);
    // No language asked: Hebrew.
    expect((await get(app, `/api/categories/${fish._id}`)).json().data.title).toBe('פיש');
    expect((await get(app, `/api/categories/${fish._id}`, 'en')).json().data.title).toBe('Fish');
  });

  it('gives the admin tables every language as stored', async () => {
    const res = await get(app, '/api/technologies?languages=all', 'en', admin.headers);
    expect(res.statusCode).toBe(200);
    const tech = await create('technologies', {
      title: 'אפוקסי',
      translations: { en: { title: 'Epoxy' } },
    });
    const all = (await get(app, '/api/technologies?languages=all', 'en')).json().data as {
      _id: string;
      title: string;
      translations: object;
    }[];
    expect(all.find((t) => t._id === tech._id)).toMatchObject({
      title: 'אפוקסי',
      translations: { en: { title: 'Epoxy' } },
    });
    const one = await get(app, `/api/technologies/${tech._id}?languages=all`, 'en');
    expect(one.json().data).toMatchObject({
      title: 'אפוקסי',
      translations: { en: { title: 'Epoxy' } },
    });
  });

  it('keeps what an update does not name, and clears a text sent empty', async () => {
    const tech = await create('technologies', {
      title: 'PU קלאסי',
      description: 'פוליאוריתן',
      translations: { en: { title: 'Classic PU', description: 'Polyurethane' } },
    });
    const put = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/technologies/${tech._id}`,
        headers: admin.headers,
        payload,
      });
    // A Hebrew-only edit leaves the English.
    expect((await put({ title: 'PU ישן' })).json().data.translations).toEqual({
      en: { title: 'Classic PU', description: 'Polyurethane' },
    });
    // The English sent as a whole: an empty description is gone (the Hebrew shows).
    const res = await put({ translations: { en: { title: 'Old PU', description: '' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.translations).toEqual({ en: { title: 'Old PU' } });
    const english = (await get(app, `/api/technologies/${tech._id}`, 'en')).json().data;
    expect(english).toMatchObject({ title: 'Old PU', description: 'פוליאוריתן' });
  });

  it('refuses an English name longer than the Hebrew rules allow, in the English words', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { title: 'ארוך', translations: { en: { title: 'x'.repeat(101) } } },
    });
    expect(res.statusCode).toBe(400);
    const detail = res.json().details[0] as { path: string; message: string };
    expect(detail.path).toBe('body.translations.en.title');
    expect(detail.message).not.toMatch(/[\u0590-\u05FF]/);
  });

  it('refuses a second row with the same English name, in any case, as the Hebrew rule does', async () => {
    const first = await create('technologies', {
      title: 'קרבון',
      translations: { en: { title: 'Carbon wrap' } },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/technologies',
      headers: admin.headers,
      payload: { title: 'קרבון עוטף', translations: { en: { title: 'carbon WRAP' } } },
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'REFERENCE_EXISTS' });
    const other = await create('technologies', {
      title: 'קרבון עוטף',
      translations: { en: { title: 'Carbon rails' } },
    });
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/technologies/${other._id}`,
      headers: admin.headers,
      payload: { translations: { en: { title: 'Carbon Wrap' } } },
    });
    expect(renamed.statusCode, renamed.body).toBe(409);
    // A row keeps its own name, and the same name may stand in another kind.
    const same = await app.inject({
      method: 'PUT',
      url: `/api/technologies/${first._id}`,
      headers: admin.headers,
      payload: { translations: { en: { title: 'Carbon wrap', description: 'Stiffer rails' } } },
    });
    expect(same.statusCode, same.body).toBe(200);
    await create('categories', { title: 'עטוף', translations: { en: { title: 'Carbon wrap' } } });
  });
});

describe('board answers name category and technology in the request language', () => {
  let app: App;
  let seller: TestUser;
  let refs: Refs;
  let board: string;

  beforeAll(async () => {
    // The read cache on: English and Hebrew answers must not be served for each other.
    app = await createTestApp({ readCacheMs: 60_000 });
    seller = await createTestUser(app);
    refs = await seedReferences(app);
    const admin = await createTestUser(app, { role: 'admin' });
    for (const [kind, id, title, english] of [
      ['categories', refs.category, 'פיש', 'Fish'],
      ['technologies', refs.technology, 'הליום', 'Helium'],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/${kind}/${id}`,
        headers: admin.headers,
        payload: { title, translations: { en: { title: english } } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    board = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      technologyId: refs.technology,
    });
  });

  const names = (b: { categoryTitle: string | null; technologyTitle: string | null }) => [
    b.categoryTitle,
    b.technologyTitle,
  ];
  const listNames = async (language?: string, headers?: Record<string, string>) => {
    const res = await get(app, '/api/surfboards', language, headers);
    expect(res.statusCode).toBe(200);
    return names(res.json().data.boards[0]);
  };
  const pageNames = async (language?: string) => {
    const res = await get(app, `/api/surfboards/${board}`, language);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    return names(res.json().data);
  };

  it('lists each language its own names, from the same cached page', async () => {
    const before = { ...app.readCache.stats };
    expect(await listNames('en')).toEqual(['Fish', 'Helium']);
    expect(await listNames('he')).toEqual(['פיש', 'הליום']);
    expect(await listNames('en')).toEqual(['Fish', 'Helium']);
    expect(await listNames()).toEqual(['פיש', 'הליום']);
    // One load: the cached rows hold both languages; the JSON is made per language.
    expect(app.readCache.stats.misses - before.misses).toBe(1);
    const res = await get(app, '/api/surfboards', 'en');
    expect(res.headers['content-language']).toBe('en');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    // A signed-in buyer's list too (the account has no language of its own: the header's).
    const buyer = await createTestUser(app);
    expect(await listNames('en', buyer.headers)).toEqual(['Fish', 'Helium']);
  });

  it('shows the board page in each language, Hebrew after English and back', async () => {
    expect(await pageNames('he')).toEqual(['פיש', 'הליום']);
    expect(await pageNames('en')).toEqual(['Fish', 'Helium']);
    expect(await pageNames('he')).toEqual(['פיש', 'הליום']);
    expect(await pageNames('en-GB')).toEqual(['Fish', 'Helium']);
  });

  it("names them in a seller's lists and the signed-in seller's own boards", async () => {
    const seller2 = await get(app, `/api/surfboards/user/${seller.id}`, 'en');
    expect(names(seller2.json().data.boards[0])).toEqual(['Fish', 'Helium']);
    const mine = await get(app, '/api/surfboards/mine', 'en', seller.headers);
    expect(mine.statusCode).toBe(200);
    expect(names(mine.json().data[0])).toEqual(['Fish', 'Helium']);
    const profile = await get(app, `/api/users/${seller.id}/surfboards`, 'en');
    expect(String(profile.headers.vary)).toMatch(/accept-language/i);
    expect(names(profile.json().data[0])).toEqual(['Fish', 'Helium']);
    expect(names((await get(app, `/api/users/${seller.id}/surfboards`)).json().data[0])).toEqual([
      'פיש',
      'הליום',
    ]);
  });

  it("names them in a buyer's favourites", async () => {
    const buyer = await createTestUser(app);
    const liked = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${board}/like`,
      headers: buyer.headers,
    });
    expect(liked.statusCode, liked.body).toBe(200);
    const favourites = await get(app, '/api/surfboards/favorites', 'en', buyer.headers);
    expect(names(favourites.json().data.boards[0])).toEqual(['Fish', 'Helium']);
  });
});

describe('the FAQ in two languages', () => {
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createTestUser(app, { role: 'admin' });
  });

  it('gives visitors their language and the admin every language', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/faq',
      headers: admin.headers,
      payload: {
        question: 'כמה זה עולה?',
        answer: 'חינם',
        category: 'כללי',
        translations: { en: { question: 'How much is it?', answer: 'Free', category: 'General' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.item._id as string;
    const untranslated = await app.inject({
      method: 'POST',
      url: '/api/faq',
      headers: admin.headers,
      payload: { question: 'מה זה גלים?', answer: 'פלטפורמה' },
    });
    expect(untranslated.statusCode).toBe(201);

    const english = await get(app, '/api/faq/public', 'en');
    expect(english.headers['content-language']).toBe('en');
    expect(String(english.headers.vary)).toMatch(/accept-language/i);
    const items = english.json().data.items as {
      _id: string;
      question: string;
      category: string;
    }[];
    expect(items.find((i) => i._id === id)).toMatchObject({
      question: 'How much is it?',
      category: 'General',
    });
    expect(items.find((i) => i._id !== id)).toMatchObject({
      question: 'מה זה גלים?',
      category: 'כללי',
    });
    expect(items[0]).not.toHaveProperty('translations');
    const hebrew = (await get(app, '/api/faq/public', 'he')).json().data.items as {
      _id: string;
      question: string;
    }[];
    expect(hebrew.find((i) => i._id === id)!.question).toBe('כמה זה עולה?');

    const adminList = (await get(app, '/api/faq', 'en', admin.headers)).json().data.items as {
      _id: string;
      question: string;
      translations: object;
    }[];
    expect(adminList.find((i) => i._id === id)).toMatchObject({
      question: 'כמה זה עולה?',
      translations: { en: { question: 'How much is it?', answer: 'Free', category: 'General' } },
    });

    // An edit of the Hebrew keeps the English; an edit of the English replaces it.
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/faq/${id}`,
      headers: admin.headers,
      payload: { answer: 'בחינם', translations: { en: { question: 'What does it cost?' } } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.item).toMatchObject({
      answer: 'בחינם',
      translations: { en: { question: 'What does it cost?' } },
    });
    const after = (await get(app, '/api/faq/public', 'en')).json().data.items as {
      _id: string;
      question: string;
      answer: string;
    }[];
    expect(after.find((i) => i._id === id)).toMatchObject({
      question: 'What does it cost?',
      answer: 'בחינם',
    });
  });
});
