import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TNotification, TNotificationList } from '@galim/shared/alerts/schemas';
import { stillForSalePath } from '@galim/shared/surfboards/expiry';
import { testBoard } from '../test/fixtures';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../test/kit';
import ProfileNotificationsPage from '../features/profile/pages/notifications-page';
import MySurfboardsPage from '../features/surfboards/pages/my-surfboards-page';

// Issue 55: "still for sale?" in the notification centre, with its three answers, each one tap:
// renew and archive are done there; "sold" goes to the sale on "my boards", open at once.

const BOARD = 's'.repeat(24);
const NOTICE = 'n'.repeat(24);
const notice: TNotification = {
  _id: NOTICE,
  type: 'listing-expiring',
  title: 'עדיין למכירה?',
  body: 'גלשן s: המודעה תרד מהאתר בעוד 7 ימים. אפשר לחדש אותה ל-60 יום, לסמן שנמכר או להעביר לארכיון.',
  url: stillForSalePath(BOARD),
  createdAt: new Date().toISOString(),
  readAt: null,
};
const list: TNotificationList = {
  items: [notice],
  unread: 1,
  unseen: 1,
  total: 1,
  page: 1,
  limit: 20,
  totalPages: 1,
  hasMore: false,
};
const ending = testBoard({
  _id: BOARD,
  title: 'גלשן s',
  expiresAt: new Date(Date.now() + 7 * 86_400_000 - 60_000).toISOString(),
});

let api: FakeApi;

beforeEach(() => {
  api = fakeApi({
    'GET /api/notifications': ok(list),
    'POST /api/notifications/seen': ok({ updated: 1 }),
    'POST /api/notifications/:id/read': ok({ updated: 1 }),
    'POST /api/listings/:id/renew': ok(ending),
    'PATCH /api/listings/:id/archive': ok({ ...ending, archived: true }),
    'GET /api/listings/mine': ok([ending]),
    'GET /api/surfboards/:id/buyers': ok({ buyers: [] }),
  });
  renderWithApp(
    <Routes>
      <Route path="/profile/notifications" element={<ProfileNotificationsPage />} />
      <Route path="/profile/my-surfboards" element={<MySurfboardsPage />} />
    </Routes>,
    { route: '/profile/notifications', user: sessionUser() },
  );
});

const writes = () =>
  api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
const answers = async () => within(await screen.findByRole('group', { name: 'עדיין למכירה?' }));

describe('"still for sale?" in the notification centre', () => {
  it('renews in one tap, and the notice is read', async () => {
    const user = userEvent.setup();
    await user.click((await answers()).getByRole('button', { name: 'חידוש ל-60 יום' }));
    expect(await screen.findByText('המודעה חודשה ל-60 יום')).toBeInTheDocument();
    expect(writes()).toEqual([
      'POST /api/notifications/seen',
      // Whatever its kind: the listing addresses take a board, a wetsuit, fins…
      `POST /api/listings/${BOARD}/renew`,
      `POST /api/notifications/${NOTICE}/read`,
    ]);
  });

  it('archives in one tap', async () => {
    const user = userEvent.setup();
    await user.click((await answers()).getByRole('button', { name: 'העברה לארכיון' }));
    expect(await screen.findByText('המודעה הועברה לארכיון')).toBeInTheDocument();
    expect(writes()).toContain(`PATCH /api/listings/${BOARD}/archive`);
  });

  it('"sold" opens the sale of that board on "my boards" at once, nothing written yet', async () => {
    const user = userEvent.setup();
    await user.click((await answers()).getByRole('button', { name: 'נמכר' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ניהול הגלשן: גלשן s');
    expect(within(dialog).getByRole('heading', { name: 'סימון הגלשן כנמכר' })).toBeInTheDocument();
    expect(within(dialog).getByText('למי נמכר?')).toBeInTheDocument();
    expect(writes()).not.toContain(`POST /api/surfboards/${BOARD}/mark-sold`);
  });
});
