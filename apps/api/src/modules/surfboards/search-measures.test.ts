import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createBoard, createTestUser } from '../../test/factories';
import { boardSearchText } from './search-text';

// Issue #42: "לונגבורד 9" found nothing though longboards of 8'9"–9' were for sale. Numbers
// in the search are lengths, volumes and prices, with a tolerance, beside the words.

let app: App;

async function titlesFor(search: string): Promise<string[]> {
  const res = await app.inject(`/api/surfboards?search=${encodeURIComponent(search)}&limit=48`);
  expect(res.statusCode, res.body).toBe(200);
  return ZSurfboardPage.parse(res.json().data)
    .boards.map((b) => b.title)
    .sort();
}

/** A length as the database holds it, in decimal feet (docs/decisions/053). */
const ft = (feet: number, inches = 0) => feet + inches / 12;

beforeAll(async () => {
  app = await createTestApp();
  const seller = await createTestUser(app);
  const boards: { title: string; length: number; volume: number; price: number }[] = [
    { title: 'לונגבורד קלאסי 1', length: ft(8, 9), volume: 62, price: 2400 },
    { title: 'לונגבורד קלאסי 2', length: ft(8, 11), volume: 64, price: 2600 },
    { title: 'לונגבורד קלאסי 3', length: ft(9), volume: 66, price: 2800 },
    { title: 'לונגבורד קלאסי 4', length: ft(9, 1), volume: 70, price: 3500 },
    { title: 'לונגבורד ארוך', length: ft(9, 6), volume: 75, price: 3900 },
    { title: 'פיש צהוב', length: ft(5, 5), volume: 32, price: 1500 },
    { title: 'שורטבורד', length: ft(6, 2), volume: 29, price: 1900 },
  ];
  for (const b of boards) {
    await createBoard(app, {
      sellerId: seller.id,
      ...b,
      moderationStatus: 'approved',
      searchText: boardSearchText({ title: b.title }),
    });
  }
});

describe('numbers in the board search', () => {
  it('"לונגבורד 9" finds the longboards of 8\'9" to 9\'1", not the 9\'6"', async () => {
    const four = ['לונגבורד קלאסי 1', 'לונגבורד קלאסי 2', 'לונגבורד קלאסי 3', 'לונגבורד קלאסי 4'];
    expect(await titlesFor('לונגבורד 9')).toEqual(four);
    expect(await titlesFor("לונגבורד 9'")).toEqual(four);
    expect(await titlesFor('9 פיט')).toEqual(four);
  });

  it('finds lengths typed with their inches', async () => {
    expect(await titlesFor('5.5')).toEqual(['פיש צהוב']);
    expect(await titlesFor("6'2")).toEqual(['שורטבורד']);
    expect(await titlesFor('6.2')).toEqual(['שורטבורד']);
  });

  it('finds volumes and prices', async () => {
    expect(await titlesFor('32 ליטר')).toEqual(['פיש צהוב']);
    expect(await titlesFor('32L')).toEqual(['פיש צהוב']);
    expect(await titlesFor('לונגבורד עד 2500')).toEqual(['לונגבורד קלאסי 1']);
  });
});

// Issue #51: a number of 2,147,483,648 or more read as a price overflowed the integer column, and
// the list answered 500. A number beyond what the filters accept is a word, not a measure.
describe('numbers no filter accepts', () => {
  it.each([
    '972501234567',
    '99999999999999999999',
    '3000000000 ליטר',
    '₪99999999999',
    'עד 3000000000 ש"ח',
    '2147483648',
    '1000001 ₪',
    '999999',
  ])('"%s" answers a list, not an error', async (search) => {
    expect(await titlesFor(search)).toBeInstanceOf(Array);
  });

  it('a price at the top of the filter range still finds the boards under it', async () => {
    expect(await titlesFor('לונגבורד עד 1000000')).toHaveLength(5);
  });

  it('any text of digits, units and separators answers 200', async () => {
    const token = fc.oneof(
      fc.stringMatching(/^\d{1,25}$/),
      fc.constantFrom(
        ' ',
        ',',
        '.',
        "'",
        '"',
        '׳',
        '״',
        '₪',
        'ש"ח',
        'ליטר',
        'L',
        'ft',
        'עד',
        '-',
        '/',
      ),
      fc.string({ maxLength: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(token, { minLength: 1, maxLength: 12 }), async (parts) => {
        const search = parts.join('').slice(0, 200);
        const res = await app.inject(`/api/surfboards?search=${encodeURIComponent(search)}`);
        expect(res.statusCode, `${search}: ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

// Issue #51: a board is found by its number, as its address shows it, or by its last characters.
describe('a board by its number', () => {
  let id: string;
  beforeAll(async () => {
    const seller = await createTestUser(app);
    id = (
      await createBoard(app, {
        sellerId: seller.id,
        title: 'גלשן עם מספר',
        moderationStatus: 'approved',
        searchText: boardSearchText({ title: 'גלשן עם מספר' }),
      })
    ).id;
  });

  it('its whole number, or a link to its page, finds it alone', async () => {
    expect(await titlesFor(id)).toEqual(['גלשן עם מספר']);
    expect(await titlesFor(id.toUpperCase())).toEqual(['גלשן עם מספר']);
    expect(await titlesFor(`https://galim.example/en/surfboards/${id}?from=share`)).toEqual([
      'גלשן עם מספר',
    ]);
  });

  it('its last characters find it', async () => {
    expect(await titlesFor(id.slice(-6))).toContain('גלשן עם מספר');
    expect(await titlesFor(`#${id.slice(-8)}`)).toContain('גלשן עם מספר');
  });
});

describe('a search with nothing to look for', () => {
  it.each(['🏄', '🏄‍♂️🌊', '!!', '…'])('"%s" finds no board, not every board', async (search) => {
    expect(await titlesFor(search)).toEqual([]);
  });
});
