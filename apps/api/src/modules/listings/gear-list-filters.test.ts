import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAttributeValue } from '@galim/shared/listings/attributes';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createTestUser, insertBoard, seedReferences, type Refs } from '../../test/factories';

// Every kind of filter a list of gear has (issue 53): one of a list, several of a list, yes/no, a
// number's range, with the price, the condition and the maker beside them. A list's statement is
// built once for its shape (which filters, which order) and kept (decision 065): a second list of
// the same shape with other values is asked right after the first, and each must give its own
// listings, total and page.

let app: App;
let refs: Refs;
const ids: Record<string, string> = {};

const listed = async (query: string) => {
  const res = await app.inject({ url: `/api/listings?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const { listings, total } = res.json().data as { listings: { _id: string }[]; total: number };
  return { ids: listings.map((l) => l._id), total };
};
/** The names of the listings a query lists, sorted. */
const names = async (query: string) => {
  const { ids: found, total } = await listed(query);
  expect(total).toBe(found.length);
  return found.map((id) => Object.keys(ids).find((name) => ids[name] === id)).sort();
};

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'gear-list-filters');
  const seller = await createTestUser(app);
  const item = (
    name: string,
    kind: TListingKind,
    attributes: Record<string, TAttributeValue>,
    price: number,
    condition = 'good',
  ) =>
    insertBoard(app, seller.id, refs, {
      kind,
      attributes,
      title: name,
      price,
      condition,
      length: null,
      volume: null,
      moderationStatus: 'approved',
    }).then((id) => (ids[name] = id));
  await item('4/3 hood', 'wetsuit', { thickness: '4/3', features: ['hood', 'key-pocket'] }, 500);
  await item('4/3 plain', 'wetsuit', { thickness: '4/3' }, 700, 'excellent');
  await item('3/2 seams', 'wetsuit', { thickness: '3/2', features: ['taped-seams'] }, 300);
  await item('5/4 lining', 'wetsuit', { thickness: '5/4', features: ['thermal-lining'] }, 900);
  await item('leash 6', 'leash', { length: 6, thickness: 'comp' }, 80);
  await item('leash 8', 'leash', { length: 8, thickness: 'regular' }, 120);
  await item('leash 10', 'leash', { length: 10, thickness: 'big-wave' }, 160);
  await item('bag wheels', 'bag', { type: 'travel', length: 7, wheels: true }, 600);
  await item('bag', 'bag', { type: 'travel', length: 7, wheels: false }, 400);
  await item('sock', 'bag', { type: 'sock', length: 6 }, 90);
  ids.board = await insertBoard(app, seller.id, refs, {
    title: 'board',
    price: 1500,
    condition: 'excellent',
    moderationStatus: 'approved',
  });
});

describe('GET /api/listings, each kind of filter, the same shape with other values', () => {
  it('one of a list', async () => {
    expect(await names('kind=wetsuit&thickness=4/3')).toEqual(['4/3 hood', '4/3 plain']);
    expect(await names('kind=wetsuit&thickness=3/2,5/4')).toEqual(['3/2 seams', '5/4 lining']);
    expect(await names('kind=wetsuit&thickness=6/5')).toEqual([]);
    expect(await names('kind=leash&thickness=regular')).toEqual(['leash 8']);
  });

  it('several of a list: any of them', async () => {
    expect(await names('kind=wetsuit&features=hood')).toEqual(['4/3 hood']);
    expect(await names('kind=wetsuit&features=taped-seams,thermal-lining')).toEqual([
      '3/2 seams',
      '5/4 lining',
    ]);
    expect(await names('kind=wetsuit&features=key-pocket&thickness=4/3')).toEqual(['4/3 hood']);
  });

  it('yes/no: only those that have it', async () => {
    expect(await names('kind=bag&wheels=true')).toEqual(['bag wheels']);
    expect(await names('kind=bag&wheels=true&type=travel')).toEqual(['bag wheels']);
    expect(await names('kind=bag&wheels=true&type=sock')).toEqual([]);
  });

  it("a number's range", async () => {
    expect(await names('kind=leash&lengthMin=7&lengthMax=9')).toEqual(['leash 8']);
    expect(await names('kind=leash&lengthMin=5&lengthMax=8')).toEqual(['leash 6', 'leash 8']);
    expect(await names('kind=leash&lengthMin=9&lengthMax=12')).toEqual(['leash 10']);
  });

  it('the price, the condition and the maker with them', async () => {
    expect(await names('kind=wetsuit&thickness=4/3&minPrice=600')).toEqual(['4/3 plain']);
    expect(await names('kind=wetsuit&thickness=4/3&minPrice=400')).toEqual([
      '4/3 hood',
      '4/3 plain',
    ]);
    expect(await names('kind=wetsuit&condition=excellent')).toEqual(['4/3 plain']);
    expect(await names('kind=wetsuit&condition=good')).toEqual([
      '3/2 seams',
      '4/3 hood',
      '5/4 lining',
    ]);
    expect(await names(`kind=bag&brand=${refs.brand}&maxPrice=500`)).toEqual(['bag', 'sock']);
  });

  it('pages in the order asked, the total over every page', async () => {
    const first = await listed('kind=wetsuit&sort=price-asc&limit=2&page=1');
    const second = await listed('kind=wetsuit&sort=price-asc&limit=2&page=2');
    expect([...first.ids, ...second.ids]).toEqual(
      ['3/2 seams', '4/3 hood', '4/3 plain', '5/4 lining'].map((n) => ids[n]),
    );
    expect([first.total, second.total]).toEqual([4, 4]);
    const dearest = await listed('kind=wetsuit&sort=price-desc&limit=3&page=1');
    expect(dearest.ids).toEqual(['5/4 lining', '4/3 plain', '4/3 hood'].map((n) => ids[n]));
    const cheap = await listed('kind=leash&sort=price-asc&maxPrice=150&limit=1&page=2');
    expect(cheap).toEqual({ ids: [ids['leash 8']], total: 2 });
  });
});

describe('GET /api/listings of every kind: each kind walked, then merged', () => {
  /** Every public listing in the order asked, as the table itself sorts them. */
  const sorted = async (order: string) => {
    const res = await app.db.execute(
      sql.raw(`select id from surfboards where moderation_status = 'approved' order by ${order}`),
    );
    return (res as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  };
  /** A list walked page by page, and the total each page gave. */
  const paged = async (query: string, size: number) => {
    const got: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page++) {
      const { ids: found, total } = await listed(`${query}&limit=${size}&page=${page}`);
      totals.add(total);
      if (found.length === 0) break;
      got.push(...found);
    }
    return { got, totals: [...totals] };
  };

  it('pages newest first and by price across the kinds, the total over every kind', async () => {
    const everyOne = await sorted('listed_at desc, id desc');
    expect(everyOne.length).toBe(11);
    expect(await paged('sort=newest', 4)).toEqual({ got: everyOne, totals: [11] });
    const cheapest = await sorted('price asc, id asc');
    expect(await paged('sort=price-asc', 3)).toEqual({ got: cheapest, totals: [11] });
    const dearest = await sorted('price desc, id desc');
    expect(await paged('sort=price-desc', 5)).toEqual({ got: dearest, totals: [11] });
  });

  it('keeps the price range and the condition over every kind', async () => {
    expect(await names('minPrice=100&maxPrice=400')).toEqual([
      '3/2 seams',
      'bag',
      'leash 10',
      'leash 8',
    ]);
    expect(await names('condition=excellent')).toEqual(['4/3 plain', 'board']);
  });
});
