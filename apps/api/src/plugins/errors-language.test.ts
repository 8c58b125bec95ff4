import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/helpers';
import { createTestUser, type TestUser } from '../test/factories';

// Decision 052: an error answer speaks the request's language (Accept-Language, by q-value;
// Hebrew by default), its message and each field's, and says so in Content-Language.

let app: App;
let alice: TestUser;
let bob: TestUser;

const ENGLISH = 'en-US,en;q=0.9';
const missingBoard = (language?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/surfboards/0123456789abcdef01234567',
    headers: language ? { 'accept-language': language } : {},
  });
const badContact = (language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: language ? { 'accept-language': language } : {},
    payload: { type: 'general', name: ' ', email: 'not-mail', subject: 's', message: 'm' },
    remoteAddress: '10.9.0.1',
  });
const takeSlug = (user: TestUser, slug: string, language?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) },
    payload: { firstName: 'Alice', lastName: 'Cohen', phone: '050-123 4567', slug },
  });
const fieldsOf = (body: { details?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.details ?? []).map((d) => [d.path, d.message]));

beforeAll(async () => {
  app = await createTestApp();
  alice = await createTestUser(app);
  bob = await createTestUser(app);
  expect((await takeSlug(alice, 'alice-waves')).statusCode).toBe(200);
});

describe('error answers in the request language', () => {
  it('words a coded error (404) in English for an English browser, in Hebrew otherwise', async () => {
    const english = await missingBoard(ENGLISH);
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({ code: 'BOARD_NOT_FOUND', error: 'Surfboard not found' });
    expect(english.headers['content-language']).toBe('en');
    expect(String(english.headers.vary)).toMatch(/accept-language/i);

    for (const language of [undefined, 'he-IL', 'he', 'iw', 'fr-FR,fr;q=0.9']) {
      const hebrew = await missingBoard(language);
      expect(hebrew.json(), String(language)).toMatchObject({
        code: 'BOARD_NOT_FOUND',
        error: 'המודעה לא נמצאה.',
      });
      expect(hebrew.headers['content-language']).toBe('he');
      expect(String(hebrew.headers.vary)).toMatch(/accept-language/i);
    }
  });

  it('words a conflict (409) in the request language', async () => {
    const english = await takeSlug(bob, 'alice-waves', ENGLISH);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      code: 'SLUG_TAKEN',
      error: 'This name is already taken',
    });
    const hebrew = await takeSlug(bob, 'alice-waves');
    expect(hebrew.json()).toMatchObject({ code: 'SLUG_TAKEN', error: 'השם הזה כבר תפוס' });
    const israeli = await takeSlug(bob, 'alice-waves', 'he-IL');
    expect(israeli.json().error).toBe('השם הזה כבר תפוס');
  });

  it("words each field's validation message from the shared tables", async () => {
    const english = await badContact(ENGLISH);
    expect(english.statusCode).toBe(400);
    expect(english.json().code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(english.json())).toMatchObject({
      'body.name': 'Enter your full name',
      'body.email': 'The e-mail address is not valid',
    });
    expect(english.json().error).toMatch(/^Invalid body\.\w+: [A-Z][a-z]/);
    expect(english.headers['content-language']).toBe('en');

    for (const language of [undefined, 'he-IL']) {
      const hebrew = await badContact(language);
      expect(fieldsOf(hebrew.json()), String(language)).toMatchObject({
        'body.name': 'יש למלא שם מלא',
        'body.email': 'כתובת האימייל אינה תקינה',
      });
      expect(hebrew.json().error).toMatch(/[\u05d0-\u05ea]/);
    }
  });

  it('follows the q-values, not the order the browser wrote them in', async () => {
    expect((await missingBoard('he;q=0.5, en;q=0.8')).json().error).toBe('Surfboard not found');
    expect((await missingBoard('en;q=0.2, he-IL;q=0.9')).json().error).toBe('המודעה לא נמצאה.');
    expect((await missingBoard('de, en-GB;q=0.7, he;q=0.6')).json().error).toBe(
      'Surfboard not found',
    );
    expect((await missingBoard('en;q=0')).json().error).toBe('המודעה לא נמצאה.');
  });
});
