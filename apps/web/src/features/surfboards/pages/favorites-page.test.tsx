import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TServiceList } from '@galim/shared/services/schemas';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { TListing, TListingPage } from '@galim/shared/listings/form';
import userEvent from '@testing-library/user-event';
import { describeKinds } from '@galim/shared/listings/describe';
import { gearTexts } from '@galim/shared/i18n/he/gear';
import { testBoard, testService } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import ProfileFavoritesPage from './favorites-page';

// /profile/favorites: the boards the user liked, their gear of every other kind (issue 53), and
// below them the services they liked.

const me = sessionUser();

const stamp = new Date().toISOString();
const likedService = testService({
  _id: 'c'.repeat(24),
  serviceType: 'surf-photographer',
  title: 'צילומי גלישה בבת גלים',
  description: 'צילום מהמים ומהחוף',
  price: 300,
  priceType: 'session',
  location: { address: 'בת גלים', city: 'חיפה', region: 'haifa', coordinates: [34.96, 32.83] },
  contactInfo: { email: 'lens@x.example' },
  provider: { name: 'עדי', avatar: null },
  rating: 4.5,
  reviewCount: 2,
  viewCount: 10,
  likeCount: 3,
  liked: true,
  status: 'approved',
  moderatedAt: stamp,
});

const noBoards: TSurfboardPage = {
  boards: [],
  total: 0,
  page: 1,
  limit: 100,
  totalPages: 1,
  hasMore: false,
};
const noListings: TListingPage = {
  listings: [],
  total: 0,
  page: 1,
  limit: 100,
  totalPages: 1,
  hasMore: false,
};
const servicesList: TServiceList = {
  services: [likedService],
  pagination: { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 50 },
  totalFound: 1,
};

describe('favourites', () => {
  it('lists the services the user liked under their own title', async () => {
    const api = fakeApi({
      'GET /api/surfboards/favorites': ok(noBoards),
      'GET /api/listings/favorites': ok(noListings),
      'GET /api/services/liked': ok(servicesList),
    });
    renderWithApp(<ProfileFavoritesPage />, { user: me });
    const section = await screen.findByRole('region', { name: 'שירותים שאהבתי' });
    expect(within(section).getByText('צילומי גלישה בבת גלים')).toBeInTheDocument();
    expect(screen.getByText('עדיין לא סימנתם גלשנים כמועדפים')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/services/liked')?.search).toBe('?limit=50');
  });

  it('keeps a liked board that was sold, marked "נמכר"', async () => {
    const sold = testBoard({ _id: 'd'.repeat(24), title: 'Pyzel Ghost', sold: true });
    const open = testBoard({ _id: 'e'.repeat(24), title: 'Lost Driver' });
    fakeApi({
      'GET /api/surfboards/favorites': ok({ ...noBoards, boards: [sold, open], total: 2 }),
      'GET /api/listings/favorites': ok(noListings),
      'GET /api/services/liked': ok({ ...servicesList, services: [], totalFound: 0 }),
    });
    renderWithApp(<ProfileFavoritesPage />, { user: me });
    const soldCard = (await screen.findByText('Pyzel Ghost')).closest('article')!;
    expect(within(soldCard).getByText('נמכר')).toBeInTheDocument();
    const openCard = screen.getByText('Lost Driver').closest('article')!;
    expect(within(openCard).queryByText('נמכר')).not.toBeInTheDocument();
  });

  it("shows liked gear with its kind's facts, each linking to its page, and unlikes it there", async () => {
    const board = testBoard({ _id: 'e'.repeat(24), title: 'Lost Driver' });
    const wetsuit: TListing = {
      ...testBoard({ _id: 'f'.repeat(24), title: 'חליפת O’Neill', price: 450 }),
      kind: 'wetsuit',
      attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
    };
    const fins: TListing = {
      ...testBoard({ _id: '9'.repeat(24), title: 'FCS II Performer', sold: true }),
      kind: 'fins',
      attributes: { system: 'fcs2', set: 'thruster', size: 'M' },
    };
    const api = fakeApi({
      'GET /api/surfboards/favorites': ok(noBoards),
      // Every kind comes from /api/listings/favorites; its boards are the boards' list's.
      'GET /api/listings/favorites': ok({
        ...noListings,
        listings: [{ ...board, kind: 'board', attributes: {} }, wetsuit, fins],
        total: 3,
      }),
      'GET /api/listings/kinds': ok({ kinds: describeKinds(gearTexts, 'he') }),
      'GET /api/services/liked': ok({ ...servicesList, services: [], totalFound: 0 }),
      'PATCH /api/listings/:id/unlike': ok({ liked: false, isLiked: false, favoriteCount: 0 }),
    });
    renderWithApp(<ProfileFavoritesPage />, { user: me });
    const section = await screen.findByRole('region', { name: 'ציוד שאהבתי' });
    expect(within(section).getByText('שני פריטי ציוד במועדפים')).toBeInTheDocument();
    expect(within(section).queryByText('Lost Driver')).not.toBeInTheDocument();
    const suit = (await within(section).findByText('חליפת O’Neill')).closest('li')!;
    expect(within(suit).getByText('4/3 מ״מ')).toBeInTheDocument();
    expect(within(suit).getByRole('link', { name: 'חליפת O’Neill' })).toHaveAttribute(
      'href',
      `/חליפות/${'f'.repeat(24)}`,
    );
    const finsItem = within(section).getByText('FCS II Performer').closest('li')!;
    expect(within(finsItem).getByText('נמכר')).toBeInTheDocument();
    expect(within(finsItem).getByRole('link')).toHaveAttribute(
      'href',
      `/סנפירים/${'9'.repeat(24)}`,
    );
    // No boards liked, but gear is: no "nothing liked yet".
    expect(screen.queryByText('עדיין לא סימנתם גלשנים כמועדפים')).not.toBeInTheDocument();

    await userEvent.setup().click(within(suit).getByRole('button', { name: 'הסרה מהמועדפים' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.path).toBe(
      `/api/listings/${'f'.repeat(24)}/unlike`,
    );
  });
});
