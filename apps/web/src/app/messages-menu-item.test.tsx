import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, ok, renderWithApp, sessionUser } from '../test/kit';
import { conversationList, thread } from '../test/conversations';
import { MessagesMenuItem } from './unread-badge';

// Read state (issue 43, item 3): the user menu's "messages" says how many messages wait unread
// across my threads, and nothing when none do.

describe('the messages item of the user menu', () => {
  it('counts the unread messages of all my threads', async () => {
    fakeApi({
      'GET /api/conversations': ok({
        ...conversationList([thread({ unreadCount: 2 }), thread({ _id: 'd'.repeat(24) })]),
        totalUnread: 3,
      }),
    });
    renderWithApp(<MessagesMenuItem onClick={() => {}} />, { user: sessionUser() });
    const item = await screen.findByRole('menuitem', { name: /הודעות/ });
    expect(item).toHaveAttribute('href', '/profile/messages');
    expect(await screen.findByText('3 הודעות שלא נקראו')).toBeInTheDocument();
  });

  it('shows no count when everything was read', async () => {
    fakeApi({ 'GET /api/conversations': ok({ ...conversationList([]), totalUnread: 0 }) });
    renderWithApp(<MessagesMenuItem onClick={() => {}} />, { user: sessionUser() });
    await screen.findByRole('menuitem', { name: 'הודעות' });
    expect(screen.queryByText(/שלא נקראו/)).toBeNull();
  });
});
