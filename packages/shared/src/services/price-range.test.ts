import { describe, expect, it } from 'vitest';
import { PRICE_TYPES, SERVICE_TYPES } from './options';
import { median, priceDistance, SERVICE_PRICE_RANGES } from './price-range';
import { validationTexts } from '../i18n/he/messages';
import { wordMessage } from '../i18n/messages';
import { ZServiceInput } from './schemas';

const valid = {
  serviceType: 'surf-instructor',
  title: 'שיעורי גלישה בתל אביב',
  description: 'שיעורים פרטיים וקבוצתיים לכל הרמות בחוף גורדון',
  price: 250,
  priceType: 'session',
  location: { address: 'חוף גורדון', city: 'תל אביב', region: 'center' },
  contactInfo: { email: 'maya@example.com' },
};

const priceMessage = (value: unknown) => {
  const r = ZServiceInput.safeParse(value);
  const message = r.success
    ? null
    : r.error.issues.find((i) => i.path.join('.') === 'price')?.message;
  return message ? wordMessage(validationTexts, message) : message;
};

describe('service price ranges', () => {
  it('refuse 999,999 ₪ and 0.5 ₪ a session, with the range in Hebrew', () => {
    expect(priceMessage({ ...valid, price: 999_999 })).toBe('המחיר צריך להיות בין 50 ל-2,000 ₪');
    expect(priceMessage({ ...valid, price: 0.5 })).toBe('המחיר צריך להיות בין 50 ל-2,000 ₪');
    expect(priceMessage(valid)).toBeNull();
  });

  it('are checked on the price step before the later steps are filled in', () => {
    const { location: _l, contactInfo: _c, ...firstSteps } = valid;
    expect(priceMessage({ ...firstSteps, price: 999_999 })).toMatch(/^המחיר צריך להיות בין/);
  });

  it('exist for every kind and price type, from a positive minimum below the maximum', () => {
    for (const type of SERVICE_TYPES) {
      for (const priceType of PRICE_TYPES) {
        const range = SERVICE_PRICE_RANGES[type][priceType];
        expect(range.min).toBeGreaterThan(0);
        expect(range.max).toBeGreaterThan(range.min);
        expect(range.max).toBeLessThan(999_999);
      }
    }
  });
});

describe('priceDistance', () => {
  it('marks a price far above or below the median of enough approved services', () => {
    const ref = { median: 300, count: 5 };
    expect(priceDistance(1_800, ref)).toBe('high');
    expect(priceDistance(60, ref)).toBe('low');
    expect(priceDistance(350, ref)).toBeNull();
    expect(priceDistance(1_800, { median: 300, count: 2 })).toBeNull();
    expect(priceDistance(1_800, undefined)).toBeNull();
  });

  it('takes the middle of the sorted prices', () => {
    expect(median([400, 100, 250])).toBe(250);
    expect(median([100, 200, 300, 1_000])).toBe(250);
    expect(median([])).toBeNull();
  });
});
