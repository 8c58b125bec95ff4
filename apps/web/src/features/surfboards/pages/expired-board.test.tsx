import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { testBoard } from '../../../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import SurfboardDetailPage from './surfboard-detail-page';

// An expired listing's page (issue 55): a visitor reads plainly that it expired, with boards like
// it and no way to reach the seller; never "not found". Its seller renews it there.

const ID = 'e'.repeat(24);
const CATEGORY = 'c'.repeat(24);
const expired = testBoard({
  _id: ID,
  title: "Lost Driver 5'10",
  category: CATEGORY,
  categoryTitle: 'שורטבורד',
  expired: true,
  expiresAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});

const open = (board: TSurfboard, user?: ReturnType<typeof sessionUser>) => {
  const api = fakeApi({
    'GET /api/surfboards/:id': ok(board),
    'POST /api/surfboards/:id/renew': ok({ ...board, expired: false }),
  });
  renderWithApp(<SurfboardDetailPage />, {
    route: `/surfboards/${board._id}`,
    path: '/surfboards/:id',
    user,
  });
  return api;
};

describe('an expired listing’s page', () => {
  it('tells a visitor it expired and links to boards like it, without the seller’s contact', async () => {
    open(expired);
    expect(await screen.findByText('המודעה פגה')).toBeInTheDocument();
    expect(screen.queryByText('המודעה לא נמצאה.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'גלשנים דומים: שורטבורד' })).toHaveAttribute(
      'href',
      `/surfboards?category=${CATEGORY}`,
    );
    expect(screen.getByRole('link', { name: 'לכל הגלשנים למכירה' })).toHaveAttribute(
      'href',
      '/surfboards',
    );
    expect(screen.queryByRole('button', { name: 'הצג פרטי קשר' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /חידוש/ })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^המודעה פגה: /);
  });

  it('lets its seller renew it in one tap', async () => {
    const api = open(expired, sessionUser({ _id: expired.seller._id }));
    const user = userEvent.setup();
    expect(await screen.findByText(/המודעה פגה ואינה מוצגת לקונים/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'חידוש ל-60 יום' }));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/surfboards/${ID}/renew`,
    ]);
    expect(await screen.findByText('המודעה חודשה ל-60 יום')).toBeInTheDocument();
  });

  it('says nothing of expiry on a listing on sale, whose seller a visitor reaches', async () => {
    open(testBoard({ _id: ID }));
    expect(await screen.findByRole('button', { name: 'הצג פרטי קשר' })).toBeInTheDocument();
    expect(screen.queryByText('המודעה פגה')).not.toBeInTheDocument();
  });
});
