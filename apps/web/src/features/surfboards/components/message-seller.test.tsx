import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TConversationSummary } from '@galim/shared/conversations/schemas';
import { fail, fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import { BOARD, SELLER, conversationList, message, thread } from '../../../test/conversations';
import { MessageSeller } from './message-seller';

// "A message to the seller" on a board page (issue 43): sign in first, write, and the thread is
// a tap away from then on. The seller is sent to their messages.

const buyer = sessionUser();

describe('a message to the seller', () => {
  it('asks a visitor to sign in, and comes back to the message', () => {
    fakeApi();
    renderWithApp(<MessageSeller boardId={BOARD} sellerId={SELLER} />);
    const link = screen.getByRole('link', { name: 'התחברות ושליחת הודעה למוכר' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends the message, opening the thread, and then links to it', async () => {
    const user = userEvent.setup();
    let threads: TConversationSummary[] = [];
    const api = fakeApi({
      'GET /api/conversations': () => ok(conversationList(threads)),
      'POST /api/conversations': ({ body }) => {
        threads = [thread({ unreadCount: 0 })];
        return ok(
          {
            conversation: threads[0],
            message: message('1', buyer._id, (body as { body: string }).body),
            created: true,
          },
          201,
        );
      },
    });
    let advised = 0;
    renderWithApp(<MessageSeller boardId={BOARD} sellerId={SELLER} onSent={() => advised++} />, {
      user: buyer,
    });
    const box = await screen.findByRole('textbox', { name: 'ההודעה שלכם' });
    // Empty: said at once, nothing sent.
    await user.click(screen.getByRole('button', { name: 'שליחת הודעה' }));
    expect(await screen.findByText('כתבו הודעה')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(box, 'אפשר לראות אותו בשבת? 🏄 6\'2"');
    await user.click(screen.getByRole('button', { name: 'שליחת הודעה' }));
    expect(await screen.findByText('ההודעה נשלחה למוכר')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      boardId: BOARD,
      body: 'אפשר לראות אותו בשבת? 🏄 6\'2"',
    });
    expect(advised).toBe(1);
    expect(box).toHaveValue('');
    expect(await screen.findByRole('link', { name: 'לשיחה עם המוכר' })).toHaveAttribute(
      'href',
      `/profile/messages/${'c'.repeat(24)}`,
    );
  });

  it('keeps the text and shows the refusal when the server says no', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/conversations': ok(conversationList([])),
      'POST /api/conversations': fail(429, 'CONVERSATION_LIMIT', 'Too many new conversations'),
    });
    renderWithApp(<MessageSeller boardId={BOARD} sellerId={SELLER} />, { user: buyer });
    const box = await screen.findByRole('textbox', { name: 'ההודעה שלכם' });
    await user.type(box, 'עדיין זמין?');
    await user.click(screen.getByRole('button', { name: 'שליחת הודעה' }));
    expect(await screen.findByText(/פתחתם הרבה שיחות חדשות/)).toBeInTheDocument();
    expect(box).toHaveValue('עדיין זמין?');
  });

  it('sends the seller to their messages', async () => {
    fakeApi({ 'GET /api/conversations': ok(conversationList([])) });
    renderWithApp(<MessageSeller boardId={BOARD} sellerId={buyer._id} />, { user: buyer });
    expect(await screen.findByRole('link', { name: 'להודעות שלי' })).toHaveAttribute(
      'href',
      '/profile/messages',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('names the listing by its kind: a wetsuit, fins', async () => {
    fakeApi({ 'GET /api/conversations': ok(conversationList([])) });
    const { unmount } = renderWithApp(
      <MessageSeller boardId={BOARD} sellerId={SELLER} kind="wetsuit" />,
      { user: buyer },
    );
    expect(await screen.findByRole('textbox', { name: 'ההודעה שלכם' })).toHaveAttribute(
      'placeholder',
      'למשל: באיזה מצב היא? אפשר לראות אותה בסוף השבוע?',
    );
    expect(screen.getByText(/^כתבו למוכר על החליפה\./)).toBeInTheDocument();
    unmount();

    renderWithApp(<MessageSeller boardId={BOARD} sellerId={buyer._id} kind="fins" />, {
      user: buyer,
    });
    expect(
      await screen.findByText(/^קונים יכולים לכתוב לכם על הסנפירים האלה\./),
    ).toBeInTheDocument();
  });

  it('brings a visitor back to the page they were on after signing in', async () => {
    const user = userEvent.setup();
    fakeApi();
    const { router } = renderWithApp(
      <MessageSeller boardId={BOARD} sellerId={SELLER} kind="leash" />,
      { route: `/leashes/${BOARD}` },
    );
    expect(screen.getByText('רוצים לשאול משהו על הליש? התחברו וכתבו למוכר כאן.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'התחברות ושליחת הודעה למוכר' }));
    expect(router.state.location.state).toEqual({ from: `/leashes/${BOARD}#message` });
  });
});
