import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createTestUser, type TestUser } from '../../test/factories';
import { BOARD_MESSAGES } from '@galim/shared/i18n/he/validation/board';

// docs/decisions/009: a brand or model a user proposes is theirs to use at once, public only
// once an admin approves it, and never tells anyone but admins who proposed it.

let app: App;
let proposer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  proposer = await createTestUser(app, { email: 'proposer.private@example.com' });
  other = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
});

const propose = (kind: 'brand' | 'model', payload: object, as = proposer) =>
  app.inject({
    method: 'POST',
    url: `/api/surfboards/propose/${kind}`,
    headers: as.headers,
    payload,
  });
const read = (url: string, as?: TestUser) =>
  app.inject({ method: 'GET', url, headers: as?.headers ?? {} });
const titles = (res: { json: () => { data: { title: string }[] } }) =>
  res.json().data.map((r) => r.title);

describe('proposed brands and models', () => {
  it('are listed for their proposer and admins only, until an admin approves them', async () => {
    const brand = await propose('brand', { title: 'Pyzel' });
    expect(brand.json().data.created).toBe(true);
    const brandId = brand.json().data._id as string;
    const model = await propose('model', { title: 'Ghost', brand: brandId });
    const modelId = model.json().data._id as string;

    // Anonymous visitors and other users: not listed, not readable.
    for (const as of [undefined, other]) {
      expect(titles(await read('/api/brands', as))).not.toContain('Pyzel');
      expect(titles(await read('/api/models', as))).not.toContain('Ghost');
      expect((await read(`/api/brands/${brandId}`, as)).statusCode).toBe(404);
      expect((await read(`/api/models/${modelId}`, as)).statusCode).toBe(404);
    }
    // The proposer can use them at once.
    expect(titles(await read('/api/brands', proposer))).toContain('Pyzel');
    expect(titles(await read(`/api/models?brand=${brandId}`, proposer))).toEqual(['Ghost']);
    const own = await read(`/api/brands/${brandId}`, proposer);
    expect(own.json().data).toMatchObject({ title: 'Pyzel', approved: false });
    expect(own.json().data).not.toHaveProperty('proposedBy');

    // Admins see the proposal and who made it, and approve it.
    const adminList = (await read('/api/brands', admin)).json().data as Record<string, unknown>[];
    expect(adminList.find((b) => b.title === 'Pyzel')).toMatchObject({
      approved: false,
      proposedBy: { _id: proposer.id, email: proposer.email },
    });
    for (const [kind, id] of [
      ['brands', brandId],
      ['models', modelId],
    ]) {
      const ok = await app.inject({
        method: 'POST',
        url: `/api/${kind}/${id}/approve`,
        headers: admin.headers,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.approved).toBe(true);
    }
    expect(titles(await read('/api/brands'))).toContain('Pyzel');
    expect(titles(await read(`/api/models?brand=${brandId}`))).toEqual(['Ghost']);
    expect((await read(`/api/brands/${brandId}`)).json().data).toMatchObject({ approved: true });
  });

  it('never publish the proposer e-mail to anonymous readers', async () => {
    const brand = await propose('brand', { title: 'Firewire Proposed' });
    const id = brand.json().data._id as string;
    await app.inject({ method: 'POST', url: `/api/brands/${id}/approve`, headers: admin.headers });
    for (const url of ['/api/brands', `/api/brands/${id}`, '/api/models']) {
      const body = (await read(url)).body;
      expect(body).not.toContain(proposer.email);
      expect(body).not.toContain(proposer.id);
    }
  });

  it('approving is for admins only', async () => {
    const brand = await propose('brand', { title: 'Only Admins Approve' });
    const url = `/api/brands/${brand.json().data._id}/approve`;
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const byUser = await app.inject({ method: 'POST', url, headers: proposer.headers });
    expect(byUser.statusCode).toBe(403);
    expect(titles(await read('/api/brands'))).not.toContain('Only Admins Approve');
  });

  it("another user cannot add models under someone's unapproved brand", async () => {
    const brand = await propose('brand', { title: 'Private Brand' });
    const res = await propose('model', { title: 'X', brand: brand.json().data._id }, other);
    expect(res.statusCode).toBe(404);
  });

  it('a brand an admin proposes from the publish form is public at once', async () => {
    const brand = await propose('brand', { title: 'Admin Added' }, admin);
    expect(brand.json().data.created).toBe(true);
    expect(titles(await read('/api/brands'))).toContain('Admin Added');
  });
});

describe('a proposal without a usable title', () => {
  it('is refused with the board form’s sentences, as every field message is', async () => {
    const empty = await propose('brand', { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([
      { path: 'body.title', message: BOARD_MESSAGES.proposalTitleRequired },
    ]);
    const long = await propose('model', { title: 'x'.repeat(101), brand: '0'.repeat(24) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      { path: 'body.title', message: BOARD_MESSAGES.proposalTitleMax },
    ]);
  });
});
