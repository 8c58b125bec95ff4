import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TServiceList } from '@galim/shared/services/schemas';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { testBoard, testService } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import ProfileFavoritesPage from './favorites-page';

// /profile/favorites: the boards the user liked, and below them the services they liked.

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
const servicesList: TServiceList = {
  services: [likedService],
  pagination: { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 50 },
  totalFound: 1,
};

describe('favourites', () => {
  it('lists the services the user liked under their own title', async () => {
    const api = fakeApi({
      'GET /api/surfboards/favorites': ok(noBoards),
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
      'GET /api/services/liked': ok({ ...servicesList, services: [], totalFound: 0 }),
    });
    renderWithApp(<ProfileFavoritesPage />, { user: me });
    const soldCard = (await screen.findByText('Pyzel Ghost')).closest('article')!;
    expect(within(soldCard).getByText('נמכר')).toBeInTheDocument();
    const openCard = screen.getByText('Lost Driver').closest('article')!;
    expect(within(openCard).queryByText('נמכר')).not.toBeInTheDocument();
  });
});
