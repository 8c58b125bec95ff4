import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { TMeetingPlace } from '@galim/shared/meetings/schemas';
import { fakeApi, ok, renderWithApp } from '../../test/kit';
import SafeDealCard from './safe-deal-card';

// The safe-deal card of a board page names the safe places to meet near the board (issue 56
// §3): up to three, asked for the board's point or city; nothing when there is none.

const place = (n: number, over: Partial<TMeetingPlace> = {}): TMeetingPlace => ({
  _id: String(n).repeat(24),
  city: 'הרצליה',
  kind: 'surf_shop',
  name: `מקום ${n}`,
  address: `רחוב ${n}`,
  lat: 32.16,
  lng: 34.8,
  distanceKm: n,
  ...over,
});

const renderCard = (boardPlace: { lat: number | null; lng: number | null; locationText: string }) =>
  renderWithApp(<SafeDealCard state={{ contact: null }} place={boardPlace} onDismiss={() => {}} />);

describe('meeting places on the safe-deal card', () => {
  it('names the three nearest to the board’s point, in their city', async () => {
    const api = fakeApi({
      'GET /api/meeting-places': ok([place(1), place(2), place(3), place(4)]),
    });
    renderCard({ lat: 32.16, lng: 34.84, locationText: 'הרצליה פיתוח' });
    expect(
      await screen.findByText(
        'אפשר להיפגש באחד ממקומות המפגש הבטוחים בהרצליה: מקום 1, מקום 2, מקום 3',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/מקום 4/)).toBeNull();
    expect(api.calls[0]?.search).toBe('?lat=32.16&lng=34.84');
  });

  it('asks by the city when the board has no point, and says "nearby" for places in several', async () => {
    const api = fakeApi({
      'GET /api/meeting-places': ok([place(1), place(2, { city: 'תל אביב' })]),
    });
    renderCard({ lat: null, lng: null, locationText: 'נתניה' });
    expect(
      await screen.findByText('אפשר להיפגש באחד ממקומות המפגש הבטוחים בנתניה: מקום 1, מקום 2'),
    ).toBeInTheDocument();
    expect(api.calls[0]?.search).toContain('city=');
  });

  it('says nothing when no place is near, or the board has neither point nor known city', async () => {
    const api = fakeApi({ 'GET /api/meeting-places': ok([]) });
    const { unmount } = renderCard({ lat: 32.16, lng: 34.84, locationText: '' });
    await screen.findByRole('dialog');
    // The empty answer comes and leaves the card as it was.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText(/מקומות המפגש/)).toBeNull();
    unmount();
    renderCard({ lat: 0, lng: 0, locationText: 'ליד הים' });
    await screen.findByRole('dialog');
    expect(screen.queryByText(/מקומות המפגש/)).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/meeting-places')).toHaveLength(1);
  });
});
