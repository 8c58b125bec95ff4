import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { TMeetingPlace } from '@galim/shared/meetings/schemas';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp } from '../../../test/kit';
import MapPage from './map-page';

// The map of the coast (issue 56 §2): whatever the map can draw, the list beside it holds the
// same places, nearest first from the chosen place, each with its page.

const page = (boards: TSurfboardPage['boards']): TSurfboardPage => ({
  boards,
  total: boards.length,
  page: 1,
  limit: 48,
  totalPages: 1,
  hasMore: false,
});

const near = testBoard({
  _id: 'a'.repeat(24),
  title: 'פיש ליד הכרמל',
  price: 1800,
  location: { type: 'Point', coordinates: [34.99, 32.79] },
  distanceKm: 3,
});
const far = testBoard({
  _id: 'b'.repeat(24),
  title: 'לונגבורד בחדרה',
  price: 2500,
  location: { type: 'Point', coordinates: [34.92, 32.43] },
  distanceKm: 24,
});
const nowhere = testBoard({ _id: 'c'.repeat(24), title: 'גלשן בלי מקום' });

const place: TMeetingPlace = {
  _id: 'd'.repeat(24),
  city: 'חיפה',
  kind: 'police',
  name: 'תחנת משטרה חוף הכרמל',
  address: 'שדרות הרצל 1',
  lat: 32.8,
  lng: 34.98,
  distanceKm: 1.4,
};

/** The API's style (GET /api/map/style answers it bare, as MapLibre reads it). */
const style = () =>
  new Response(JSON.stringify({ version: 8, sources: {}, layers: [] }), {
    headers: { 'content-type': 'application/json' },
  });

describe('the map page', () => {
  it('lists the boards near the chosen city nearest first, with the map or without it', async () => {
    const api = fakeApi({
      'GET /api/surfboards': ok(page([near, far, nowhere])),
      'GET /api/map/style': style,
    });
    renderWithApp(<MapPage />, { route: '/map?city=חיפה&radiusKm=25' });

    const list = within(await screen.findByRole('list', { name: 'ברשימה' }));
    const links = list.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['פיש ליד הכרמל', 'לונגבורד בחדרה']);
    expect(links[0]).toHaveAttribute('href', `/surfboards/${near._id}`);
    expect(list.getByText('במרחק 3 ק״מ')).toBeInTheDocument();
    // A board with no point has nowhere on the map: not in its list either.
    expect(list.queryByText('גלשן בלי מקום')).not.toBeInTheDocument();

    const asked = new URLSearchParams(api.calls.find((c) => c.path === '/api/surfboards')!.search);
    expect(Object.fromEntries(asked)).toMatchObject({
      city: 'חיפה',
      radiusKm: '25',
      sortBy: 'distance',
      limit: '48',
    });
    // Opened at its address, the map waits to be asked for (its engine is half a megabyte).
    await userEvent.click(screen.getByRole('button', { name: 'הצגת המפה' }));
    // This test's browser has no WebGL: the page says so, and the list stays.
    expect(
      await screen.findByText('לא הצלחנו להציג מפה במכשיר הזה. כל המקומות מופיעים ברשימה.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'פיש ליד הכרמל' })).toBeInTheDocument();
  });

  it("shows the surf spots with today's stars, each linking to its forecast", async () => {
    fakeApi({
      'GET /api/surfboards': ok(page([])),
      'GET /api/map/style': style,
      'GET /api/forecast/spots': ok({
        fallbackSpotId: 'bat-yam',
        spots: [
          { id: 'bat-yam', name: 'Bat Yam', nameHe: 'בת ים', lat: 32.02, lng: 34.74 },
          { id: 'haifa', name: 'Haifa', nameHe: 'חיפה', lat: 32.82, lng: 34.96 },
        ],
      }),
      'GET /api/forecast/ranking': ok({
        demo: true,
        stale: false,
        spots: [{ spot: { id: 'bat-yam' }, stars: 4 }],
      }),
    });
    renderWithApp(<MapPage />, { route: '/map' });
    await userEvent.click(await screen.findByRole('tab', { name: 'חופי גלישה' }));

    const spot = await screen.findByRole('link', { name: 'בת ים' });
    expect(spot).toHaveAttribute('href', '/forecast/bat-yam');
    expect(screen.getByText('4 מתוך 5 כוכבים היום')).toBeInTheDocument();
    expect(screen.getByText('אין תחזית להיום')).toBeInTheDocument();
    // The spots are the same wherever one is: no place to choose.
    expect(screen.queryByRole('group', { name: 'מיקום' })).not.toBeInTheDocument();
  });

  it('shows the safe places to meet near the city, with their kind and address', async () => {
    const api = fakeApi({
      'GET /api/surfboards': ok(page([])),
      'GET /api/map/style': style,
      'GET /api/meeting-places': ok([place]),
    });
    renderWithApp(<MapPage />, { route: '/map?show=places&city=חיפה&radiusKm=10' });

    expect(await screen.findByText('תחנת משטרה חוף הכרמל')).toBeInTheDocument();
    expect(screen.getByText('תחנת משטרה · שדרות הרצל 1')).toBeInTheDocument();
    const asked = api.calls.find((c) => c.path === '/api/meeting-places')!;
    expect(Object.fromEntries(new URLSearchParams(asked.search))).toEqual({
      city: 'חיפה',
      radiusKm: '10',
    });
    expect(screen.getByRole('tab', { name: 'מקומות מפגש' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
