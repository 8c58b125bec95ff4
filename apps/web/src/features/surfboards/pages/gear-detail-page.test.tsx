import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describeKinds } from '@galim/shared/listings/describe';
import { gearTexts } from '@galim/shared/i18n/he/gear';
import type { TListing } from '@galim/shared/listings/form';
import { testBoard } from '../../../test/fixtures';
import { fail, fakeApi, ok, renderWithApp } from '../../../test/kit';
import GearDetailPage from './gear-detail-page';

// /wetsuits/{id}: one listing of gear, its attributes named as the kind declares them.

const id = 'f'.repeat(24);
const kinds = { kinds: describeKinds(gearTexts, 'he') };
const wetsuit = (over: Partial<TListing> = {}): TListing => ({
  ...testBoard({ _id: id, title: 'חליפת O’Neill', price: 450, description: 'כמעט חדשה' }),
  kind: 'wetsuit',
  attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men', hood: true },
  ...over,
});

describe('a listing of gear', () => {
  it('shows its attributes with their labels, its condition and description', async () => {
    fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings/:id': ok(wetsuit()),
    });
    renderWithApp(<GearDetailPage />, { route: `/wetsuits/${id}`, path: '/wetsuits/:id' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('חליפת O’Neill');
    const details = screen.getByRole('region', { name: 'פרטים' });
    const term = within(details).getByText('עובי');
    expect(term.nextElementSibling).toHaveTextContent('4/3 מ״מ');
    expect(within(details).getByText('סוג החליפה').nextElementSibling).toHaveTextContent(
      'חליפה מלאה',
    );
    expect(screen.getByText('כמעט חדשה')).toBeInTheDocument();
  });

  it('says a sold listing was sold', async () => {
    fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings/:id': ok(wetsuit({ sold: true })),
    });
    renderWithApp(<GearDetailPage />, { route: `/wetsuits/${id}`, path: '/wetsuits/:id' });
    expect(await screen.findByText('הפריט הזה כבר נמכר.')).toBeInTheDocument();
  });

  it('names the tab as the server names the page: sold or expired first', async () => {
    for (const [over, start] of [
      [{}, 'חליפת O’Neill –'],
      [{ sold: true }, 'נמכר: חליפת O’Neill –'],
      [{ expired: true }, 'המודעה פגה: חליפת O’Neill –'],
    ] as const) {
      fakeApi({
        'GET /api/listings/kinds': ok(kinds),
        'GET /api/listings/:id': ok(wetsuit(over)),
      });
      const { unmount } = renderWithApp(<GearDetailPage />, {
        route: `/wetsuits/${id}`,
        path: '/wetsuits/:id',
      });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title.startsWith(start)).toBe(true));
      expect(document.title).toMatch(/450.* \| גלים$/);
      unmount();
    }
  });

  it('shows the not-found text for a listing that is not there', async () => {
    fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings/:id': fail(404, 'LISTING_NOT_FOUND', 'Listing not found'),
    });
    renderWithApp(<GearDetailPage />, { route: `/wetsuits/${id}`, path: '/wetsuits/:id' });
    expect(await screen.findByRole('heading', { name: 'הדף לא נמצא' })).toBeInTheDocument();
  });
});
