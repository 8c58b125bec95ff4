import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotification, TNotificationList } from '@galim/shared/alerts/schemas';
import { fakeApi, ok, renderWithApp, sessionUser } from '../test/kit';
import { question, questionList } from '../test/questions';
import ProfileNotificationsPage from '../features/profile/pages/notifications-page';
import ProfileQuestionsPage from '../features/profile/pages/questions-page';
import { UnreadBadge } from './unread-badge';

// Issue 42 item 9: the badge counts what came since the centre was opened, and clears when it is
// opened or when the matter of a notification (a question) is dealt with.

const notice = (id: string, over: Partial<TNotification> = {}): TNotification => ({
  _id: id.repeat(24),
  type: 'board-question',
  title: 'שאלה חדשה על הגלשן שלך',
  body: `Lost Driver: שאלה ${id}`,
  url: '/profile/questions',
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

  it('drops when the seller answers the question it told of', async () => {
    const user = userEvent.setup();
    let answered = false;
    fakeApi({
      'GET /api/notifications': () =>
        ok(
          answered
            ? listOf([notice('1', { readAt: new Date().toISOString() })], 0)
            : listOf([notice('1')], 1),
        ),
      'GET /api/questions': ({ url }) =>
        ok(
          questionList(
            url.searchParams.get('role') === 'asked'
              ? []
              : [question({ _id: '1'.repeat(24), body: 'שאלה 1', answer: answered ? 'כן' : null })],
          ),
        ),
      'POST /api/questions/:id/answer': () => {
        answered = true;
        return ok({ _id: '1'.repeat(24), answer: 'כן', answeredAt: new Date().toISOString() });
      },
    });
    renderWithApp(
      <Frame>
        <ProfileQuestionsPage />
      </Frame>,
      { user: sessionUser() },
    );
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('1');
    const waiting = (await screen.findByText('שאלה 1')).closest('li')!;
    await user.type(within(waiting).getByRole('textbox', { name: 'התשובה שלך' }), 'כן');
    await user.click(within(waiting).getByRole('button', { name: 'שליחת תשובה' }));
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
  });
});
