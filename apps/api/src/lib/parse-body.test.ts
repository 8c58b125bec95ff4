import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { parseBody } from './parse-body';

const ZForm = z.object({
  title: z.string().min(3, 'כותרת קצרה מדי'),
  location: z.object({ city: z.string('עיר חסרה') }),
});

describe('parseBody', () => {
  it('answers the parsed value', () => {
    expect(parseBody(ZForm, { title: 'גלשן', location: { city: 'חיפה' } })).toEqual({
      title: 'גלשן',
      location: { city: 'חיפה' },
    });
  });

  it("is a 400 like Fastify's own validation: body.<field> paths, the first message as error", () => {
    let error: unknown;
    try {
      parseBody(ZForm, { title: 'א', location: {} });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    const { statusCode, code, message, details } = error as AppError;
    expect({ statusCode, code, message }).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'כותרת קצרה מדי',
    });
    expect(details).toEqual([
      { path: 'body.title', message: 'כותרת קצרה מדי' },
      { path: 'body.location.city', message: 'עיר חסרה' },
    ]);
  });
});
