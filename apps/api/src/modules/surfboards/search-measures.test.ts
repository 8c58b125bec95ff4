import { beforeAll, describe, expect, it } from 'vitest';
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
