import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TReportedThread } from '@galim/shared/conversations/schemas';
import { fail, fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import { BUYER, SELLER, THREAD, message } from '../../../test/conversations';
import ReportedThreadPage from './reported-thread-page';

// The moderator reads a thread only because one of its messages was reported (issue 43): the
// reported message is marked, and one that looked like a scam's start says so.

const REPORTED: TReportedThread = {
  _id: THREAD,
  board: { _id: 'b'.repeat(24), title: 'Lost Driver', kind: 'board' },
  buyer: { _id: BUYER, name: 'דנה' },
  seller: { _id: SELLER, name: 'יוני' },
  messages: [
    message('1', BUYER, 'עדיין זמין?'),
    message('2', SELLER, 'כן. שלחי צילום תעודת זהות ומקדמה בביט', [
      'payment',
      'deposit',
      'identity',
    ]),
  ],
  reportedMessageIds: ['2'],
};

const open = () =>
  renderWithApp(<ReportedThreadPage />, {
    user: sessionUser({ role: 'admin' }),
    route: `/admin/conversations/${THREAD}?message=2`,
    path: '/admin/conversations/:id',
  });

describe('a reported thread for the moderator', () => {
  it('shows the whole thread with the reported message marked', async () => {
    fakeApi({ 'GET /api/admin/conversations/:id': ok(REPORTED) });
    open();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('דנה (קונה)');
    expect(items[0]).not.toHaveTextContent('דווחה');
    expect(items[1]).toHaveTextContent('יוני (מוכר)');
    expect(items[1]).toHaveTextContent('דווחה');
    expect(items[1]).toHaveTextContent('נראית כמו בקשת תשלום מראש או יציאה מגלים');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
  });

  it('says there is nothing to read when no message of it was reported', async () => {
    fakeApi({
      'GET /api/admin/conversations/:id': fail(404, 'CONVERSATION_NOT_FOUND', 'לא נמצא'),
    });
    open();
    expect(await screen.findByText('אין כאן שיחה שדווחה')).toBeInTheDocument();
  });
});
