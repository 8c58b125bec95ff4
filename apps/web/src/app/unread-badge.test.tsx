import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { TNotification, TNotificationList } from '@galim/shared/alerts/schemas';
import { fakeApi, ok, renderWithApp, sessionUser } from '../test/kit';
import {
  BUYER,
  conversationList,
  message,
  messagesPage,
  thread,
  THREAD,
} from '../test/conversations';
import ProfileNotificationsPage from '../features/profile/pages/notifications-page';
import ThreadPage from '../features/conversations/pages/thread-page';
import { UnreadBadge } from './unread-badge';

// Issue 42 item 9: the badge counts what came since the centre was opened, and clears when it is
// opened or when the matter of a notification (a thread's new message) is seen.

const notice = (id: string, over: Partial<TNotification> = {}): TNotification => ({
  _id: id.repeat(24),
  type: 'message',
  title: 'הודעה חדשה על הגלשן שלכם',
  body: `Lost Driver: שאלה ${id}`,
  url: `/profile/messages/${THREAD}`,
  createdAt: new Date().toISOString(),
  readAt: null,
  ...over,
});
const listOf = (items: TNotification[], unseen: number): TNotificationList => ({
  items,
  unread: items.filter((n) => !n.readAt).length,
  unseen,
  total: items.length,
  page: 1,
  limit: 20,
  totalPages: 1,
  hasMore: false,
});

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div className="relative">
        <UnreadBadge />
      </div>
      {children}
    </>
  );
}

describe('the notification badge', () => {
  it('clears as soon as the notification centre opens, and the items stay unread', async () => {
    let seen = false;
    const api = fakeApi({
      'GET /api/notifications': () => ok(listOf([notice('1'), notice('2')], seen ? 0 : 2)),
      'POST /api/notifications/seen': () => {
        seen = true;
        return ok({ updated: 2 });
      },
    });
    const { queryClient } = renderWithApp(
      <Frame>
        <span />
      </Frame>,
      { user: sessionUser() },
    );
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('2');
    // The centre opens (in the app: the badge's link).
    renderWithApp(<ProfileNotificationsPage />, { user: sessionUser(), queryClient });
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/seen')).toBe(
      true,
    );
    expect(await screen.findAllByText('· לא נקראה')).toHaveLength(2);
  });

  it('drops when the thread it told of is opened', async () => {
    let opened = false;
    // The thread is marked seen only once the test has seen the badge.
    let markSeen!: () => void;
    const seenHeld = new Promise<void>((resolve) => (markSeen = resolve));
    const api = fakeApi({
      'GET /api/notifications': () =>
        ok(
          opened
            ? listOf([notice('1', { readAt: new Date().toISOString() })], 0)
            : listOf([notice('1')], 1),
        ),
      'GET /api/conversations': ok(conversationList([thread()])),
      'GET /api/conversations/:id/messages': ok(messagesPage([message('1', BUYER, 'שאלה 1')])),
      'POST /api/conversations/:id/seen': async () => {
        await seenHeld;
        opened = true;
        return ok({ seenUpTo: '1', totalUnread: 0 });
      },
    });
    renderWithApp(
      <Frame>
        <ThreadPage />
      </Frame>,
      { user: sessionUser(), route: `/profile/messages/${THREAD}`, path: '/profile/messages/:id' },
    );
    expect(await screen.findByText('שאלה 1')).toBeInTheDocument();
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('1');
    markSeen();
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(api.calls.find((c) => c.path.endsWith('/seen'))?.body).toEqual({ upTo: '1' });
  });
});
