import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { TListing } from '@galim/shared/listings/form';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import ProfileLayout from './profile-layout';

// The profile's menu (issue 53): a seller of gear too has listings, not only boards, so
// "הגלשנים שלי" reads "המודעות שלי" there, in the quick actions and in the tab's title; a seller
// of boards alone keeps "הגלשנים שלי".

const me = sessionUser();
const board = testBoard({ _id: 'b'.repeat(24), title: 'Pyzel Ghost' });
const wetsuit: TListing = {
  ...testBoard({ _id: 'c'.repeat(24), title: 'חליפה 4/3' }),
  kind: 'wetsuit',
  attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
};

function renderProfile(listings: object[]) {
  fakeApi({
    'GET /api/listings/mine': ok(listings),
    'GET /api/users/:id': ok({
      user: { ...me, counts: { surfboards: 2, services: 0 }, rating: 0, reviewCount: 0 },
    }),
    'GET /api/conversations': ok({ items: [], total: 0, totalUnread: 0, page: 1, hasMore: false }),
  });
  renderWithApp(
    <Routes>
      <Route path="/profile" element={<ProfileLayout />}>
        <Route path="my-surfboards" element={<p>list</p>} />
      </Route>
    </Routes>,
    { route: '/profile/my-surfboards', user: me },
  );
}

describe('"my listings" in the profile menu', () => {
  it('reads "המודעות שלי" for a seller of gear', async () => {
    renderProfile([{ ...board, kind: 'board', attributes: {} }, wetsuit]);
    const menu = screen.getByRole('navigation', { name: 'ניווט באזור האישי' });
    expect(await within(menu).findByRole('link', { name: 'המודעות שלי' })).toHaveAttribute(
      'href',
      '/profile/my-surfboards',
    );
    const quick = screen.getByRole('navigation', { name: 'פעולות מהירות' });
    expect(within(quick).getByRole('link', { name: 'המודעות שלי' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'הגלשנים שלי' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^המודעות שלי/);
  });

  it('keeps "הגלשנים שלי" for a seller of boards alone', async () => {
    renderProfile([{ ...board, kind: 'board', attributes: {} }]);
    const menu = screen.getByRole('navigation', { name: 'ניווט באזור האישי' });
    expect(await within(menu).findByRole('link', { name: 'הגלשנים שלי' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'המודעות שלי' })).not.toBeInTheDocument();
  });
});
