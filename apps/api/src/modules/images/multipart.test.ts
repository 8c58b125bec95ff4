import { describe, expect, it } from 'vitest';
import { typedFields } from './multipart';

// Multipart carries text; the schemas take numbers, yes/no and objects. typedFields is the one
// place that converts, for boards and services alike.

const kinds = { numbers: ['price'], booleans: ['available'], json: ['location'] };

describe('typedFields', () => {
  it('converts the named fields and keeps the rest as text', () => {
    expect(
      typedFields(
        { price: '1500', available: 'on', location: '{"city":"חיפה"}', title: '  שלום ' },
        kinds,
      ),
    ).toEqual({ price: 1500, available: true, location: { city: 'חיפה' }, title: '  שלום ' });
    expect(typedFields({ available: 'false', title: '12' }, kinds)).toEqual({
      available: false,
      title: '12',
    });
  });

  it('leaves empty fields out and keeps the first of a repeated one', () => {
    expect(typedFields({ price: ' ', location: '', title: ['ראשון', 'שני'] }, kinds)).toEqual({
      title: 'ראשון',
    });
  });

  it('leaves what it cannot convert for the schema to refuse with the field’s message', () => {
    const out = typedFields({ price: 'אלף', available: 'maybe', location: 'here' }, kinds);
    expect(out.price).toBeNaN();
    expect(out).toMatchObject({ available: 'maybe', location: 'here' });
  });
});
