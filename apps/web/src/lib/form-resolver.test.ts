import { describe, expect, it } from 'vitest';
import { ZContactRequest } from '@galim/shared/contact/schemas';
import { EMPTY_BOARD_FORM_VALUES, ZBoardForm } from '@galim/shared/surfboards/form';
import { CONTACT_MESSAGES } from '@galim/shared/i18n/he/validation/contact';
import { ZServiceInput } from '@galim/shared/services/schemas';
import { SERVICE_MESSAGES } from '@galim/shared/i18n/he/validation/services';
import { schemaResolver } from './form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it('gives the schema’s output when valid and its Hebrew sentence by field when not', async () => {
    const resolve = schemaResolver(ZBoardForm);
    const typed = {
      ...EMPTY_BOARD_FORM_VALUES,
      price: 1200,
      condition: 'good',
      category: 'a'.repeat(24),
      brand: 'b'.repeat(24),
      length: 6.2,
      volume: 32,
      locationText: 'חיפה',
    };
    const ok = await resolve(typed, undefined, options);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ price: 1200, length: 6.2, volume: 32 });

    const bad = await resolve({ ...typed, price: null }, undefined, options);
    expect(bad.errors.price?.message).toBe('נדרש מחיר');
  });

  it('words the schema’s keys in Hebrew in nested fields too', async () => {
    const resolve = schemaResolver(ZServiceInput);
    const bad = await resolve(
      { location: { address: 'א'.repeat(201), city: '', region: 'center' } } as never,
      undefined,
      options,
    );
    const location = bad.errors.location as unknown as Record<string, { message?: string }>;
    expect(location.address?.message).toBe(SERVICE_MESSAGES.addressMax);
    expect(bad.errors.serviceType?.message).toBe(SERVICE_MESSAGES.serviceType);
    expect(JSON.stringify(bad.errors)).not.toMatch(/"message":"[a-zA-Z]+\.[a-zA-Z0-9]+/);
  });

  it('loads a schema given as a loader, once', async () => {
    let loads = 0;
    const resolve = schemaResolver(async () => {
      loads += 1;
      return ZContactRequest;
    });
    const empty = { type: '', name: '', email: '', subject: '', message: '' } as never;
    const first = await resolve(empty, undefined, options);
    expect(first.errors.name?.message).toBe(CONTACT_MESSAGES.name);
    await resolve(empty, undefined, options);
    expect(loads).toBe(1);
  });

  it('lets the values through when the schema cannot load, and tries again next time', async () => {
    let fail = true;
    const resolve = schemaResolver(async () => {
      if (fail) throw new Error('offline');
      return ZContactRequest;
    });
    const empty = { type: '', name: '', email: '', subject: '', message: '' } as never;
    expect(await resolve(empty, undefined, options)).toEqual({ values: empty, errors: {} });
    fail = false;
    const second = await resolve(empty, undefined, options);
    expect(second.errors.email?.message).toBe(CONTACT_MESSAGES.email);
  });
});
