import { GEAR_ATTRIBUTES } from '@galim/shared/listings/gear';
import { LISTING_KINDS } from '@galim/shared/listings/kinds';
import type { TListingKinds } from '@galim/shared/listings/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

const kinds = async (language?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/listings/kinds',
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: res.json().data as TListingKinds };
};

describe('GET /api/listings/kinds', () => {
  it('answers every kind, boards first, with every declared attribute and option', async () => {
    const { body } = await kinds();
    expect(body.kinds.map((k) => k.kind)).toEqual([...LISTING_KINDS]);
    for (const info of body.kinds) {
      const declared = GEAR_ATTRIBUTES[info.kind];
      expect(info.attributes.map((a) => a.key)).toEqual(declared.map((a) => a.key));
      for (const [i, attribute] of info.attributes.entries()) {
        const own = declared[i]!;
        expect(attribute.type).toBe(own.type);
        if ('options' in own && 'options' in attribute) {
          expect(attribute.options.map((o) => o.value)).toEqual([...own.options]);
        }
      }
    }
  });

  it('words a wetsuit in Hebrew by default, with its address and its options', async () => {
    const { res, body } = await kinds();
    expect(res.headers['content-language']).toBe('he');
    expect(res.headers.vary).toMatch(/accept-language/i);
    const wetsuit = body.kinds.find((k) => k.kind === 'wetsuit')!;
    expect(wetsuit).toMatchObject({ label: 'חליפה', labelMany: 'חליפות', slug: 'חליפות' });
    const thickness = wetsuit.attributes.find((a) => a.key === 'thickness')!;
    expect(thickness.type).toBe('one');
    expect(thickness.type === 'one' && thickness.options).toContainEqual({
      value: '4/3',
      label: '4/3 מ״מ',
    });
  });

  it("speaks English when the request asks, leash lengths in feet with the kind's bounds", async () => {
    const { res, body } = await kinds('en-US,en;q=0.9');
    expect(res.headers['content-language']).toBe('en');
    const leash = body.kinds.find((k) => k.kind === 'leash')!;
    expect(leash).toMatchObject({ label: 'Leash', slug: 'leashes' });
    const length = leash.attributes.find((a) => a.key === 'length')!;
    expect(length).toMatchObject({ type: 'number', unit: 'feet', min: 5, max: 12 });
    // Every word is English: no Hebrew letter anywhere in the answer.
    expect(JSON.stringify(body)).not.toMatch(/[\u0590-\u05FF]/);
  });

  it('is in the OpenAPI document with every attribute type', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const text = JSON.stringify(doc.paths['/api/listings/kinds'].get.responses['200']);
    for (const type of ['number', 'one', 'many', 'yesno', 'text']) {
      expect(text).toContain(`"enum":["${type}"]`);
    }
  });
});
