import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeKinds } from '@galim/shared/listings/describe';
import { gearTexts } from '@galim/shared/i18n/he/gear';
import type { TListing, TListingPage } from '@galim/shared/listings/form';
import { testBoard } from '../../../test/fixtures';
import { fail, fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import GearListPage from './gear-list-page';

// /wetsuits: a kind's list, its filters drawn from the kind's declarations and kept in the URL.

const kinds = { kinds: describeKinds(gearTexts, 'he') };

const wetsuit = (over: Partial<TListing> = {}): TListing => ({
  ...testBoard({ _id: 'f'.repeat(24), title: 'חליפת O’Neill', price: 450 }),
  kind: 'wetsuit',
  attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
  ...over,
});

const pageOf = (listings: TListing[]): TListingPage => ({
  listings,
  total: listings.length,
  page: 1,
  limit: 12,
  totalPages: 1,
  hasMore: false,
});

describe('a kind of gear’s list', () => {
  it('draws the kind’s filters and sends the chosen ones in the request', async () => {
    const api = fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings': ok(pageOf([wetsuit()])),
    });
    const { router } = renderWithApp(<GearListPage />, { route: '/wetsuits' });
    expect(await screen.findByRole('heading', { level: 1, name: 'חליפות' })).toBeInTheDocument();
    await screen.findByText('חליפת O’Neill');
    const first = api.calls.find((c) => c.path === '/api/listings');
    expect(new URLSearchParams(first?.search).get('kind')).toBe('wetsuit');

    const user = userEvent.setup();
    const thickness = screen.getByRole('group', { name: 'עובי' });
    await user.click(within(thickness).getByRole('checkbox', { name: '4/3 מ״מ' }));
    await user.type(screen.getByRole('spinbutton', { name: 'מחיר: מקסימום' }), '600');
    await user.click(screen.getByRole('button', { name: 'סינון' }));

    expect(router.state.location.search).toContain('thickness=4%2F3');
    await vi.waitFor(() => {
      const last = new URLSearchParams(api.calls.at(-1)?.search);
      expect(last.get('thickness')).toBe('4/3');
      expect(last.get('maxPrice')).toBe('600');
      expect(last.get('kind')).toBe('wetsuit');
    });
  });

  it('"fits me" asks the list for the rider\'s sizes, and the filters keep it', async () => {
    const rider = sessionUser();
    const api = fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings': ok(pageOf([wetsuit()])),
      'GET /api/users/:id': ok({
        user: { ...rider, fitHeightCm: 178, fitWeightKg: 75, fitChestCm: null },
      }),
    });
    const { router } = renderWithApp(<GearListPage />, { route: '/wetsuits', user: rider });
    await screen.findByText('חליפת O’Neill');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'מתאים לי' }));
    expect(screen.getByText('מתאים לגובה 178 ומשקל 75')).toBeVisible();
    await vi.waitFor(() => {
      const last = new URLSearchParams(api.calls.at(-1)?.search);
      expect(last.get('fitHeightCm')).toBe('178');
      expect(last.get('fitWeightKg')).toBe('75');
    });

    const thickness = screen.getByRole('group', { name: 'עובי' });
    await user.click(within(thickness).getByRole('checkbox', { name: '4/3 מ״מ' }));
    await user.click(screen.getByRole('button', { name: 'סינון' }));
    expect(router.state.location.search).toContain('fitHeightCm=178');
    expect(router.state.location.search).toContain('thickness=4%2F3');
  });

  it('shows the attributes cards show, and links each card to its page', async () => {
    fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings': ok(pageOf([wetsuit()])),
    });
    renderWithApp(<GearListPage />, { route: '/wetsuits?thickness=4/3' });
    const card = (await screen.findByText('חליפת O’Neill')).closest('article')!;
    expect(within(card).getByText('4/3 מ״מ')).toBeInTheDocument();
    expect(within(card).getByText('M')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', `/חליפות/${'f'.repeat(24)}`);
    expect(
      within(screen.getByRole('group', { name: 'עובי' })).getByRole('checkbox', {
        name: '4/3 מ״מ',
      }),
    ).toBeChecked();
  });

  it('keeps the cards it has, dimmed and busy, while a new filter loads', async () => {
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings': async ({ url }) => {
        if (!url.searchParams.get('thickness')) return ok(pageOf([wetsuit()]));
        await later;
        return ok(pageOf([wetsuit({ _id: 'e'.repeat(24), title: 'חליפת Xcel' })]));
      },
    });
    renderWithApp(<GearListPage />, { route: '/wetsuits' });
    await screen.findByText('חליפת O’Neill');
    const user = userEvent.setup();
    const thickness = screen.getByRole('group', { name: 'עובי' });
    await user.click(within(thickness).getByRole('checkbox', { name: '4/3 מ״מ' }));
    await user.click(screen.getByRole('button', { name: 'סינון' }));
    expect(screen.getByText('חליפת O’Neill').closest('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await screen.findByText('חליפת Xcel')).toBeInTheDocument();
    expect(screen.queryByText('חליפת O’Neill')).not.toBeInTheDocument();
    expect(screen.getByText('חליפת Xcel').closest('[aria-busy="true"]')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings': ok(pageOf([])),
    });
    renderWithApp(<GearListPage />, { route: '/חליפות' });
    expect(await screen.findByText('לא נמצאו מודעות')).toBeInTheDocument();
  });

  it('tells an error in words', async () => {
    fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings': fail(400, 'VALIDATION_ERROR', 'עובי לא מוכר'),
    });
    renderWithApp(<GearListPage />, { route: '/wetsuits?thickness=9/9' });
    expect(await screen.findByRole('alert')).toHaveTextContent('עובי לא מוכר');
  });

  it("saves the list's filters as a search of the kind: its attributes and price", async () => {
    const rider = sessionUser();
    const api = fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings': ok(pageOf([wetsuit()])),
      'POST /api/saved-searches': ok({ _id: 'a'.repeat(24) }),
      'GET /api/saved-searches': ok([]),
      'GET /api/users/:id': ok({ user: { ...rider, fitHeightCm: 178, fitWeightKg: 75 } }),
    });
    renderWithApp(<GearListPage />, {
      route: '/wetsuits?thickness=4/3&size=M&maxPrice=600&sort=price-asc&fitHeightCm=178',
      user: rider,
    });
    await screen.findByText('חליפת O’Neill');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'שמירת חיפוש והתראה' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/כשיתפרסם פריט חדש/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'שמירה' }));
    await screen.findByText(/נודיע לכם על פריטים חדשים/);
    const sent = api.calls.find((c) => c.method === 'POST')!;
    // The order and "fits me" are the list's view, not what the search waits for.
    expect(sent.body).toEqual({
      filters: { kind: 'wetsuit', attributes: { size: ['M'], thickness: ['4/3'] }, maxPrice: 600 },
    });
  });

  it("closes a range open at one end with the kind's own bound", async () => {
    const api = fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings': ok(pageOf([])),
      'POST /api/saved-searches': ok({ _id: 'a'.repeat(24) }),
      'GET /api/saved-searches': ok([]),
    });
    renderWithApp(<GearListPage />, {
      route: '/leashes?lengthMin=7&search=creatures',
      user: sessionUser(),
    });
    await screen.findByText('לא נמצאו מודעות');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'שמירת חיפוש והתראה' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'שמירה' }),
    );
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      filters: { kind: 'leash', search: 'creatures', attributes: { length: { min: 7, max: 12 } } },
    });
  });
});
