import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeKinds } from '@galim/shared/listings/describe';
import { gearTexts } from '@galim/shared/i18n/he/gear';
import type { TSavedSearch } from '@galim/shared/alerts/schemas';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../test/kit';
import { SavedAlertsCard } from './saved-alerts-card';

// The saved searches in the profile (issue 53): a search of gear is told in words, its kind and
// filters as the kind words them, and opens its kind's list with those filters; a board search
// still opens /surfboards by its name.

const kinds = { kinds: describeKinds(gearTexts, 'he') };
const stamp = new Date().toISOString();

const wetsuits: TSavedSearch = {
  _id: 'a'.repeat(24),
  name: 'חיפוש חליפות',
  filters: { kind: 'wetsuit', attributes: { size: ['M'], thickness: ['4/3'] }, maxPrice: 600 },
  createdAt: stamp,
};
const leashes: TSavedSearch = {
  _id: 'b'.repeat(24),
  name: 'creatures',
  filters: { kind: 'leash', search: 'creatures', attributes: { length: { min: 7, max: 12 } } },
  createdAt: stamp,
};
const boards: TSavedSearch = {
  _id: 'c'.repeat(24),
  name: 'פיש',
  filters: { search: 'פיש', maxPrice: 2000 },
  createdAt: stamp,
};

describe('saved searches of gear', () => {
  it('tells each in words and opens its kind’s list with its filters', async () => {
    fakeApi({
      'GET /api/saved-searches': ok([wetsuits, leashes, boards]),
      'GET /api/surf-alerts': ok([]),
      'GET /api/listings/kinds': ok(kinds),
    });
    renderWithApp(<SavedAlertsCard />, { user: sessionUser() });
    const wetsuit = await screen.findByRole('link', {
      name: /^חליפות · M · 4\/3 מ״מ · עד .*600.*₪$/,
    });
    const path = new URL(wetsuit.getAttribute('href')!, 'http://x');
    expect(decodeURIComponent(path.pathname)).toBe('/חליפות');
    expect(Object.fromEntries(path.searchParams)).toEqual({
      maxPrice: '600',
      size: 'M',
      thickness: '4/3',
    });
    expect(screen.getByText('חיפוש חליפות')).toBeInTheDocument();

    const leash = screen.getByRole('link', { name: /^לישים · אורך .*7–12.* רגל · ״creatures״$/ });
    expect(leash).toHaveAttribute('href', '/לישים?search=creatures&lengthMin=7&lengthMax=12');
    expect(screen.getByRole('link', { name: 'פיש' })).toHaveAttribute(
      'href',
      '/surfboards?search=%D7%A4%D7%99%D7%A9&maxPrice=2000',
    );
  });
});
