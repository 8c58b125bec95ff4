import { describe, expect, it } from 'vitest';
import type { TServiceInput } from '@galim/shared/services/schemas';
import { serviceFormData } from './service-payload';

const input: TServiceInput = {
  serviceType: 'surf-instructor',
  title: 'שיעורי גלישה',
  description: 'שיעורים פרטיים לכל הרמות בחוף השרון.',
  price: 280,
  priceType: 'hourly',
  currency: 'ILS',
  location: { address: 'חוף השרון', city: 'הרצליה', region: 'center' },
  contactInfo: { email: 'maya@x.example', phone: '' },
  languages: [],
  equipment: '',
};

describe('the service request', () => {
  it('sends objects as JSON without their empty fields, and leaves empty values out', () => {
    const file = new File(['x'], 'cover.png', { type: 'image/png' });
    const fd = serviceFormData(input, { editing: false, files: [file], kept: [], cover: 'new:0' });
    expect(fd.get('price')).toBe('280');
    expect(JSON.parse(String(fd.get('contactInfo')))).toEqual({ email: 'maya@x.example' });
    expect(fd.has('serviceType')).toBe(false);
    expect(fd.has('languages')).toBe(false);
    expect(fd.has('equipment')).toBe(false);
    expect(fd.has('existingImages')).toBe(false);
    expect(fd.getAll('images')).toHaveLength(1);
    expect(fd.get('coverImage')).toBe('new:0');
  });

  it('on edit, sends cleared lists (so they clear) and the kept images', () => {
    const fd = serviceFormData(input, { editing: true, files: [], kept: ['k1'], cover: 'k1' });
    expect(fd.get('languages')).toBe('[]');
    expect(fd.get('existingImages')).toBe('["k1"]');
    expect(fd.get('coverImage')).toBe('k1');
  });

  it('on edit, leaves out a number the service does not have (a repairer has no experience)', () => {
    const fd = serviceFormData(
      { ...input, experience: null },
      { editing: true, files: [], kept: [], cover: '' },
    );
    expect(fd.has('experience')).toBe(false);
    expect(fd.get('price')).toBe('280');
  });

  it("sends the wizard's default group size only for a kind that has one (#42 item 25)", () => {
    const groupSize = { min: 1, max: 8 };
    const files = { editing: false, files: [], kept: [], cover: '' };
    const photographer = serviceFormData(
      { ...input, serviceType: 'surf-photographer', groupSize },
      files,
    );
    expect(photographer.has('groupSize')).toBe(false);
    const instructor = serviceFormData({ ...input, groupSize }, files);
    expect(JSON.parse(String(instructor.get('groupSize')))).toEqual(groupSize);
  });
});
