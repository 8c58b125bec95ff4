import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminBoardStats, TAdminSurfboard } from '@galim/shared/admin/schemas';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import SurfboardModerationPage from './surfboard-moderation-page';

// The one moderation queue holds every kind of listing (issue 53): each item says its kind, a
// wetsuit's details show its own facts in words and link to its page, and the queue can be
// narrowed to one kind.

const WETSUIT = 'e'.repeat(24);
const wetsuit: TAdminSurfboard = {
  ...testBoard({ _id: WETSUIT, title: "O'Neill Hyperfreak 4/3", price: 600 }),
  kind: 'wetsuit',
  attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
  brand: null,
  model: null,
  location: { text: 'חיפה' },
  moderationNotes: null,
  holds: [],
  reports: { open: 0, reporters: 0, items: [] },
  sellerHistory: {
    memberSince: new Date().toISOString(),
    published: 1,
    rejected: 0,
    reported: 0,
    riskyMessages: 0,
  },
};

describe('the moderation queue, by kind', () => {
  it('says each item’s kind, shows a wetsuit’s facts, links its page and filters by kind', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/surfboards/admin/stats': ok<TAdminBoardStats>({
        pending: 1,
        approved: 0,
        rejected: 0,
        flagged: 0,
        all: 1,
      }),
      'GET /api/surfboards/admin/all': ok<TAdminSurfboard[]>([wetsuit]),
    });
    renderWithApp(<SurfboardModerationPage />, { user: sessionUser({ role: 'admin' }) });

    const item = (await screen.findByText("O'Neill Hyperfreak 4/3")).closest('li')!;
    expect(item).toHaveTextContent(/חליפה · \u200f?600/);

    await user.click(within(item).getByRole('button', { name: /פרטים/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('4/3 מ״מ')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /לעמוד המודעה באתר/ })).toHaveAttribute(
      'href',
      `/wetsuits/${WETSUIT}`,
    );
    await user.keyboard('{Escape}');

    await user.selectOptions(screen.getByRole('combobox', { name: 'סוג' }), 'חליפות');
    await waitFor(() =>
      expect(api.calls.some((c) => c.search.includes('kind=wetsuit'))).toBe(true),
    );
  });
});
