import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TUserAnalytics } from '@galim/shared/surfboards/form';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import AnalyticsPage from './analytics-page';

// A seller's analytics name each listing of every kind (issue 53): a wetsuit, by its title and
// kind, linked to its own page, with its views, likes and conversations as a board has.

const WETSUIT = 'e'.repeat(24);
const BOARD = 'b'.repeat(24);

const analytics: TUserAnalytics = {
  totalSurfboards: 2,
  activeSurfboards: 2,
  pendingSurfboards: 0,
  soldSurfboards: 0,
  archivedSurfboards: 0,
  totalViews: 15,
  totalFavorites: 1,
  totalInquiries: 0,
  averagePrice: 1200,
  averageSoldPrice: 0,
  soldThroughWebsite: 0,
  viewsPerDay: [],
  listings: [
    {
      _id: WETSUIT,
      kind: 'wetsuit',
      title: "O'Neill 4/3",
      status: 'active',
      views: 12,
      likes: 1,
      conversations: 2,
      inquiries: 0,
    },
    {
      _id: BOARD,
      kind: 'board',
      title: 'Pyzel 5.10',
      status: 'pending',
      views: 3,
      likes: 0,
      conversations: 0,
      inquiries: 0,
    },
  ],
};

describe('my analytics, listing by listing', () => {
  it('names a wetsuit by its title and kind, links its page and shows what it drew', async () => {
    fakeApi({ 'GET /api/surfboards/analytics/:userId': ok(analytics) });
    renderWithApp(<AnalyticsPage />, { user: sessionUser() });
    const link = await screen.findByRole('link', { name: "O'Neill 4/3" });
    expect(link).toHaveAttribute('href', `/wetsuits/${WETSUIT}`);
    const row = link.closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(["O'Neill 4/3פעילה", 'חליפה', '12', '1', '2']);
    expect(screen.getByRole('link', { name: 'Pyzel 5.10' })).toHaveAttribute(
      'href',
      `/surfboards/${BOARD}`,
    );
    expect(screen.getByText('סך הכול מודעות')).toBeInTheDocument();
  });
});
