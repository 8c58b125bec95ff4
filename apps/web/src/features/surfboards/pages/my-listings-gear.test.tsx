import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TListing } from '@galim/shared/listings/form';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import MySurfboardsPage from './my-surfboards-page';
import SoldSurfboardsPage from './sold-surfboards-page';

// "My listings" with gear (issue 53): a seller's wetsuit beside their board, its page's link,
// and the board's manage actions sent to /api/listings/{id}/…: sold to the buyer it is reserved
// for, worded for any item, never "הגלשן".

const owner = sessionUser();
const dana = 'e'.repeat(24);
const inADay = new Date(Date.now() + 86_400_000).toISOString();

const board = testBoard({ _id: 'b'.repeat(24), title: 'גלשן 6.2' });
const wetsuit = (over: Partial<TListing> = {}): TListing => ({
  ...testBoard({
    _id: 'c'.repeat(24),
    title: "חליפה O'Neill 4/3 M",
    price: 600,
    length: null,
    volume: null,
    reservedUntil: inADay,
  }),
  kind: 'wetsuit',
  attributes: { size: 'M', thickness: '4/3' },
  ...over,
});
const asListing = { ...board, kind: 'board' as const, attributes: { length: 6.2 } };

let api: FakeApi;
let listed: TListing[];

beforeEach(() => {
  listed = [asListing, wetsuit()];
  api = fakeApi({
    'GET /api/listings/mine': ({ url }) =>
      ok(['active', 'all'].includes(url.searchParams.get('status') ?? '') ? listed : []),
    [`GET /api/listings/${wetsuit()._id}/buyers`]: ok({
      items: [
        {
          _id: dana,
          name: 'דנה',
          image: null,
          lastMessageAt: new Date().toISOString(),
          acceptedOfferAmount: 550,
          reserved: true,
        },
      ],
    }),
    [`POST /api/listings/${wetsuit()._id}/mark-sold`]: () => {
      listed = [asListing];
      return ok({ ...wetsuit(), sold: true });
    },
    [`PATCH /api/listings/${wetsuit()._id}/archive`]: ok({ ...wetsuit(), archived: true }),
  });
});

const renderPage = (route = '/profile/my-surfboards') =>
  renderWithApp(<MySurfboardsPage />, { route, user: owner });

const card = async (title: string) => (await screen.findByText(title)).closest('article')!;

describe('my listings with gear', () => {
  it('shows the wetsuit beside the board, linked to its own page, with kinds to filter by', async () => {
    const user = userEvent.setup();
    renderPage();
    const suit = await card("חליפה O'Neill 4/3 M");
    expect(screen.getByRole('heading', { name: 'המודעות שלי' })).toBeInTheDocument();
    expect(within(suit).getByRole('link', { name: /חליפה/ })).toHaveAttribute(
      'href',
      `/חליפות/${wetsuit()._id}`,
    );
    expect(within(suit).getByText(/600/)).toBeInTheDocument();
    expect(within(suit).getByText('מאושר')).toBeInTheDocument();
    // Edited as the board is, from its row.
    expect(within(suit).getByRole('button', { name: 'עריכה' })).toBeVisible();
    expect(within(await card('גלשן 6.2')).getByRole('button', { name: 'עריכה' })).toBeVisible();

    const kinds = screen.getByRole('navigation', { name: 'סינון לפי סוג' });
    await user.click(within(kinds).getByRole('link', { name: 'חליפות (1)' }));
    await waitFor(() => expect(screen.queryByText('גלשן 6.2')).not.toBeInTheDocument());
    expect(screen.getByText("חליפה O'Neill 4/3 M")).toBeInTheDocument();
    expect(within(kinds).getByRole('link', { name: 'חליפות (1)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks the wetsuit sold to the buyer it is reserved for, at /api/listings', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await card("חליפה O'Neill 4/3 M")).getByRole('button', { name: 'ניהול' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /ניהול המודעה/ });
    expect(within(dialog).getByRole('button', { name: 'עריכת הפרטים' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'סימון כנמכר' }));
    expect(within(dialog).getByText('סימון המודעה כנמכרה')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /דנה/ })).toBeChecked());
    expect(within(dialog).getByText(/הפריט שמור כעת לקונה הזה/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /מחיר המכירה/ })).toHaveValue('550');
    await user.click(within(dialog).getByRole('button', { name: 'סימון כנמכר' }));

    expect(await screen.findByRole('status')).toHaveTextContent('המודעה סומנה כנמכרה!');
    expect(screen.queryByText(/הגלשן סומן/)).not.toBeInTheDocument();
    const sale = api.calls.find((c) => c.method === 'POST');
    expect(sale?.path).toBe(`/api/listings/${wetsuit()._id}/mark-sold`);
    expect(sale?.body).toMatchObject({ buyerId: dana, soldPrice: 550, soldThroughWebsite: true });
    await waitFor(() => expect(screen.queryByText("חליפה O'Neill 4/3 M")).not.toBeInTheDocument());
  });

  it('archives the wetsuit at its own address, in words for any item', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await card("חליפה O'Neill 4/3 M")).getByRole('button', { name: 'ניהול' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'העברה לארכיון' }));
    expect(within(dialog).getByText(/המודעה תוסתר מהחיפושים/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'העברה לארכיון' }));
    expect(await screen.findByRole('status')).toHaveTextContent('המודעה הועברה לארכיון!');
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
      `/api/listings/${wetsuit()._id}/archive`,
    ]);
  });

  it('offers the wetsuit to those who liked it, at /api/listings, in words for any item', async () => {
    const user = userEvent.setup();
    listed = [asListing, wetsuit({ reservedUntil: null, favoriteCount: 2 })];
    api.routes[`POST /api/listings/${wetsuit()._id}/offer-to-likers`] = ok({
      sent: 2,
      skipped: 0,
      validUntil: inADay,
      nextAt: inADay,
    });
    renderPage();
    await user.click(
      within(await card("חליפה O'Neill 4/3 M")).getByRole('button', { name: 'ניהול' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'הצעת מחיר למי שסימנו כמועדף (שניים)' }),
    );
    expect(within(dialog).getByText('הצעת מחיר למי שאהב את המודעה')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/גלשן/);
    const amount = within(dialog).getByRole('textbox', { name: 'המחיר המוצע (₪)' });
    expect(amount).toHaveValue('540');
    await user.click(within(dialog).getByRole('button', { name: 'שליחת ההצעה' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ההצעה נשלחה לשני אנשים');
    const sent = api.calls.filter((c) => c.path.endsWith('/offer-to-likers'));
    expect(sent.map((c) => [c.path, c.body])).toEqual([
      [`/api/listings/${wetsuit()._id}/offer-to-likers`, { amount: 540 }],
    ]);
  });

  it("edits the wetsuit from its row in its kind's form, and the list shows the new price", async () => {
    const full = { size: 'M', thickness: '4/3', style: 'full', cut: 'men' };
    listed = [asListing, wetsuit({ attributes: full })];
    api.routes[`GET /api/listings/${wetsuit()._id}`] = () => ok(listed[1]);
    api.routes['GET /api/brands'] = ok([]);
    api.routes['GET /api/categories'] = ok([]);
    api.routes[`PUT /api/listings/${wetsuit()._id}`] = ({ body }) => {
      const { price, attributes } = body as { price: number; attributes: typeof full };
      listed = [asListing, wetsuit({ price, attributes })];
      return ok(listed[1]);
    };
    const user = userEvent.setup();
    renderPage();
    await user.click(
      within(await card("חליפה O'Neill 4/3 M")).getByRole('button', { name: 'עריכה' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'עריכת המודעה' });
    const price = await within(dialog).findByRole('textbox', { name: 'מחיר (₪)' });
    expect(price).toHaveValue('600');
    // The wetsuit's own fields, none of a board's.
    expect(within(dialog).getByRole('combobox', { name: 'עובי' })).toHaveValue('4/3');
    expect(within(dialog).queryByRole('textbox', { name: 'נפח (ליטר)' })).not.toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '520');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'עובי' }), '5/4');
    await user.click(within(dialog).getByRole('button', { name: 'שמירת השינויים' }));

    expect(await screen.findByRole('status')).toHaveTextContent('המודעה עודכנה בהצלחה');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/listings/${wetsuit()._id}`,
      body: { price: 520, attributes: { ...full, thickness: '5/4' } },
    });
    const suit = await card("חליפה O'Neill 4/3 M");
    await waitFor(() => expect(within(suit).getByText(/520/)).toBeInTheDocument());
  });

  it('words the empty list for listings when the seller has gear, and publishes any kind', async () => {
    const archivedSuit = wetsuit({ archived: true, reservedUntil: null });
    const soldBoard = { ...asListing, sold: true };
    api.routes['GET /api/listings/mine'] = ({ url }) =>
      ok(url.searchParams.get('status') === 'all' ? [archivedSuit, soldBoard] : []);
    renderPage();
    expect(await screen.findByText('אין לכם כרגע מודעות פעילות')).toBeInTheDocument();
    expect(
      screen.getByText(
        'מודעה אחת נמצאת בארכיון. משם אפשר להחזיר לפעילות בלחיצה אחת. מודעה אחת מופיעה ברשימת הנמכרים.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'המודעות שלי' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'למודעות שנמכרו' })).toBeInTheDocument();
    expect(screen.queryByText(/גלשן/)).not.toBeInTheDocument();
    // The kind is chosen on the publish page, not in the board's form.
    for (const name of ['+ פרסום מודעה', 'פרסום מודעה חדשה']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        '/profile/upload-surfboard',
      );
    }
  });

  it('archives a wetsuit and a board together at /api/listings/bulk, worded as listings', async () => {
    api.routes['POST /api/listings/bulk/archive'] = ({ body }) => {
      listed = [];
      return ok({ count: 2, ids: (body as { ids: string[] }).ids });
    };
    const user = userEvent.setup();
    renderPage();
    await card("חליפה O'Neill 4/3 M");
    await user.click(screen.getByRole('button', { name: 'בחירה מרובה' }));
    await user.click(screen.getByRole('checkbox', { name: /בחירת חליפה/ }));
    await user.click(screen.getByRole('checkbox', { name: /בחירת גלשן 6.2/ }));
    await user.click(screen.getByRole('button', { name: 'פעולות על הנבחרים' }));
    const dialog = await screen.findByRole('dialog', { name: 'פעולות על שתי מודעות' });
    await user.click(within(dialog).getByRole('button', { name: 'העברה לארכיון' }));

    expect(await screen.findByRole('status')).toHaveTextContent('שתי מודעות הועברו לארכיון בהצלחה');
    const bulk = api.calls.find((c) => c.method === 'POST');
    expect(bulk?.path).toBe('/api/listings/bulk/archive');
    expect(new Set((bulk?.body as { ids: string[] }).ids)).toEqual(
      new Set([wetsuit()._id, board._id]),
    );
  });

  it('says the archive holds no listings, not no boards, to a seller of gear', async () => {
    renderPage('/profile/archived');
    expect(await screen.findByText('אין מודעות בארכיון')).toBeInTheDocument();
    expect(screen.queryByText('אין גלשנים בארכיון')).not.toBeInTheDocument();
  });

  it('keeps the boards page as it was for a seller of boards alone', async () => {
    listed = [asListing];
    renderPage();
    await card('גלשן 6.2');
    expect(screen.getByRole('heading', { name: 'הגלשנים שלי' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'סינון לפי סוג' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'בחירה מרובה' })).toBeInTheDocument();
  });

  it('lists the sold wetsuit among the sold, and cancels its sale at its own address', async () => {
    const sold = wetsuit({
      sold: true,
      reservedUntil: null,
      soldStatus: { isSold: true, soldDate: new Date().toISOString(), soldPrice: 550 },
    });
    api.routes['GET /api/listings/mine'] = ({ url }) =>
      ok(url.searchParams.get('status') === 'sold' ? [sold] : []);
    api.routes[`PATCH /api/listings/${sold._id}/unsold`] = ok({ ...sold, sold: false });
    const user = userEvent.setup();
    renderWithApp(<SoldSurfboardsPage />, { route: '/profile/sold-surfboards', user: owner });
    const suit = await card("חליפה O'Neill 4/3 M");
    expect(within(suit).getByText(/550/)).toBeInTheDocument();
    await user.click(within(suit).getByRole('button', { name: 'ביטול מכירה' }));
    expect(await screen.findByRole('status')).toHaveTextContent('המודעה חזרה לזמינות!');
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
      `/api/listings/${sold._id}/unsold`,
    ]);
  });
});
