import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createTestUser, type TestUser } from '../../test/factories';

// A public profile's address changed: the link already shared in WhatsApp still reaches the
// person, by a permanent redirect to the address now (#42 item 23). Another user may take the
// old address; from then on it is theirs.

let app: App;
let webDist: string;
let dana: TestUser;
let omer: TestUser;

const profile = (slug: string, firstName = 'Dana') => ({
  firstName,
  lastName: 'Levi',
  phone: '050-123 4567',
  slug,
  publicProfile: { visible: true, showRegion: true, showSkillLevel: true, showBio: true },
});

const put = (user: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: user.headers, payload });

const publicProfile = (slug: string) => app.inject({ url: `/api/public/profile/slug/${slug}` });

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>גלים</title></head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ webDist, publicUrl: 'https://galim.test' });
  dana = await createTestUser(app, { firstName: 'Dana' });
  omer = await createTestUser(app, { firstName: 'Omer' });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('a public address that changed', () => {
  it('keeps the old link working: the API finds the person, the page redirects for good', async () => {
    expect((await put(dana, profile('dana-surf'))).statusCode).toBe(200);
    expect((await put(dana, profile('dana-levi'))).statusCode).toBe(200);

    const found = await publicProfile('dana-surf');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ _id: dana.id, slug: 'dana-levi' });

    const page = await app.inject({ url: '/u/dana-surf?from=whatsapp' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/u/dana-levi?from=whatsapp');
    expect((await app.inject({ url: '/u/dana-levi' })).statusCode).toBe(200);
    // Written otherwise, the same address: sent to the way it is written.
    const cased = await app.inject({ url: '/u/Dana-Levi' });
    expect(cased.statusCode).toBe(301);
    expect(cased.headers.location).toBe('/u/dana-levi');
  });

  it('follows a second change, and going back to an old address ends its redirect', async () => {
    await put(dana, profile('dana-waves'));
    expect((await app.inject({ url: '/u/dana-surf' })).headers.location).toBe('/u/dana-waves');
    expect((await app.inject({ url: '/u/dana-levi' })).headers.location).toBe('/u/dana-waves');

    await put(dana, profile('dana-surf'));
    expect((await app.inject({ url: '/u/dana-surf' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/u/dana-waves' })).headers.location).toBe('/u/dana-surf');
  });

  it('lets another user take an old address, which then leads to them', async () => {
    const taken = await put(omer, profile('dana-waves', 'Omer'));
    expect(taken.statusCode).toBe(200);
    expect((await publicProfile('dana-waves')).json().data).toMatchObject({ _id: omer.id });
    expect((await app.inject({ url: '/u/dana-waves' })).statusCode).toBe(200);
    // Dana's other old address still leads to her.
    expect((await app.inject({ url: '/u/dana-levi' })).headers.location).toBe('/u/dana-surf');
  });

  it('never redirects to a profile that is hidden now', async () => {
    await put(dana, { ...profile('dana-hidden'), publicProfile: { visible: false } });
    expect((await app.inject({ url: '/u/dana-surf' })).statusCode).toBe(404);
    expect((await publicProfile('dana-surf')).statusCode).toBe(404);
  });
});
