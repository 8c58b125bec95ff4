import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describeKinds } from '@galim/shared/listings/describe';
import { gearTexts } from '@galim/shared/i18n/he/gear';
import type { TListing } from '@galim/shared/listings/form';
import type { TPublicProfile } from '@galim/shared/users/profile';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp } from '../../../test/kit';
import PublicProfilePage from './public-profile-page';

// /u/{slug}: the seller's gear of every kind for sale beside their boards (issue 53), each card
// marked with its kind and linking to its page at the kind's address.

const sellerId = 'a'.repeat(24);
const profile: TPublicProfile = {
  _id: sellerId,
  slug: 'dana',
  displayName: 'דנה',
  firstName: 'דנה',
  lastName: null,
  profileImage: null,
  publicProfile: { visible: true, showRegion: true, showSkillLevel: true, showBio: true },
  createdAt: '2024-03-01T00:00:00.000Z',
  isOwner: false,
};

const board = testBoard({ _id: 'b'.repeat(24), title: 'Pyzel Ghost' });
const wetsuit: TListing = {
  ...testBoard({ _id: 'c'.repeat(24), title: 'חליפת O’Neill 4/3', price: 450 }),
  kind: 'wetsuit',
  attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
};

describe("a seller's public gear", () => {
  it('shows each piece of gear with its kind, at its own page, beside the boards', async () => {
    const api = fakeApi({
      'GET /api/public/profile/slug/:slug': ok(profile),
      'GET /api/services/search': ok({ services: [] }),
      'GET /api/users/:id/reviews': ok({ reviews: [], summary: null, page: 1, hasMore: false }),
      'GET /api/users/:id/surfboards': ok([board]),
      'GET /api/users/:id/listings': ok([{ ...board, kind: 'board', attributes: {} }, wetsuit]),
      'GET /api/listings/kinds': ok({ kinds: describeKinds(gearTexts, 'he') }),
    });
    renderWithApp(
      <Routes>
        <Route path="/u/:slug" element={<PublicProfilePage />} />
      </Routes>,
      { route: '/u/dana' },
    );
    const gear = await screen.findByRole('region', { name: 'ציוד גלישה למכירה' });
    const card = (await within(gear).findByText('חליפה')).closest('article')!;
    expect(within(card).getByRole('link', { name: 'חליפת O’Neill 4/3' })).toHaveAttribute(
      'href',
      `/חליפות/${'c'.repeat(24)}`,
    );
    // The board is the boards' section's, not the gear's.
    expect(within(gear).queryByText('Pyzel Ghost')).not.toBeInTheDocument();
    const boards = screen.getByRole('region', { name: 'גלשנים למכירה' });
    expect(within(boards).getByText('Pyzel Ghost')).toBeInTheDocument();
    const asked = api.calls.find((c) => c.path === `/api/users/${sellerId}/listings`);
    expect(asked?.search).toBe('?limit=48');
  });

  it('draws no gear section for a seller of boards only', async () => {
    fakeApi({
      'GET /api/public/profile/slug/:slug': ok(profile),
      'GET /api/services/search': ok({ services: [] }),
      'GET /api/users/:id/reviews': ok({ reviews: [], summary: null, page: 1, hasMore: false }),
      'GET /api/users/:id/surfboards': ok([board]),
      'GET /api/users/:id/listings': ok([{ ...board, kind: 'board', attributes: {} }]),
    });
    renderWithApp(
      <Routes>
        <Route path="/u/:slug" element={<PublicProfilePage />} />
      </Routes>,
      { route: '/u/dana' },
    );
    await screen.findByText('Pyzel Ghost');
    expect(screen.queryByRole('region', { name: 'ציוד גלישה למכירה' })).not.toBeInTheDocument();
  });
});
