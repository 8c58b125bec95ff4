import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMessage } from '@galim/shared/conversations/schemas';
import { fail, fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import {
  BUYER,
  SELLER,
  THREAD,
  conversationList,
  message,
  messagesPage,
  thread,
} from '../../../test/conversations';
import ThreadPage from './thread-page';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const notice = (id: string, kind: TMessage['kind']): TMessage => ({
  ...message(id, SELLER, 'נשמר בעברית'),
  kind,
});

// A thread (issue 43): both sides' messages in order, "נקרא" under my last one the other side
// has seen, a deleted account's message as "הודעה נמחקה", opening it marks it seen, a reply
// appears after sending. Text typed in any script comes back as typed.

const open = () =>
  renderWithApp(<ThreadPage />, {
    user: sessionUser({ _id: BUYER }),
    route: `/profile/messages/${THREAD}`,
    path: '/profile/messages/:id',
  });

describe('a conversation', () => {
  it('shows both sides, what the other side read, and marks it seen', async () => {
    const api = fakeApi({
      'GET /api/conversations': ok(conversationList([thread()])),
      'GET /api/conversations/:id/messages': ok(
        messagesPage(
          [
            message('1', BUYER, 'יש בו תיקונים? <b>דחוף</b>'),
            message('2', SELLER, 'אין תיקונים. Pyzel 5\'10" ב־1,700 ₪ 🤙'),
            message('3', null, null),
          ],
          '1',
        ),
      ),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '3', totalUnread: 0 }),
    });
    open();
    const list = await screen.findByRole('list', { name: 'הודעות' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('יש בו תיקונים? <b>דחוף</b>');
    expect(items[0]).toHaveTextContent('נקרא');
    expect(items[1]).toHaveTextContent('אין תיקונים. Pyzel 5\'10" ב־1,700 ₪ 🤙');
    expect(items[1]).not.toHaveTextContent('נקרא');
    expect(items[2]).toHaveTextContent('הודעה נמחקה');
    expect(await screen.findByRole('heading', { name: 'יוני' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lost Driver' })).toHaveAttribute(
      'href',
      `/surfboards/${'b'.repeat(24)}`,
    );
    await screen.findByText('נקרא');
    const seen = api.calls.find((c) => c.path.endsWith('/seen'));
    expect(seen?.body).toEqual({ upTo: '3' });
  });

  it('sends a reply, which then shows in the thread', async () => {
    const user = userEvent.setup();
    const items: TMessage[] = [message('1', SELLER, 'עדיין זמין')];
    fakeApi({
      'GET /api/conversations': ok(conversationList([thread()])),
      'GET /api/conversations/:id/messages': () => ok(messagesPage([...items])),
      'POST /api/conversations/:id/messages': ({ body }) => {
        const sent = message(String(items.length + 1), BUYER, (body as { body: string }).body);
        items.push(sent);
        return ok(sent, 201);
      },
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    open();
    await user.type(await screen.findByRole('textbox', { name: 'הודעה' }), 'מעולה, מחר ב־8?');
    await user.click(screen.getByRole('button', { name: 'שליחה' }));
    expect(await screen.findByText('מעולה, מחר ב־8?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'הודעה' })).toHaveValue('');
  });

  it('says a thread that is not mine is not found', async () => {
    fakeApi({
      'GET /api/conversations': ok(conversationList([])),
      'GET /api/conversations/:id/messages': fail(404, 'CONVERSATION_NOT_FOUND', 'לא נמצא'),
    });
    open();
    expect(await screen.findByText('השיחה לא נמצאה')).toBeInTheDocument();
  });

  it('says the board is reserved in the header while an accepted offer holds it', async () => {
    fakeApi({
      'GET /api/conversations': ok(
        conversationList([
          thread({
            board: {
              ...thread().board!,
              reservedUntil: inAnHour(),
              reservedForThisBuyer: false,
            },
          }),
        ]),
      ),
      'GET /api/conversations/:id/messages': ok(messagesPage([message('1', BUYER, 'היי')])),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    open();
    const link = await screen.findByRole('link', { name: 'Lost Driver' });
    expect(link.parentElement).toHaveTextContent(/· שמור$/);
    expect(link.parentElement).not.toHaveTextContent('זמין');
  });

  it('tells the buyer the board was sold to them, with the review of the seller under it', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/conversations': ok(
        conversationList([thread({ board: { ...thread().board!, status: 'sold' } })]),
      ),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([message('1', BUYER, 'מתי אפשר לבוא?'), notice('2', 'board_sold')]),
      ),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '2', totalUnread: 0 }),
      'GET /api/seller-reviews/pending': ok({
        pending: [
          {
            board: { _id: thread().board!._id, title: 'Lost Driver', kind: 'board' },
            seller: { _id: SELLER, name: 'יוני' },
            soldAt: new Date().toISOString(),
            deadline: new Date(Date.now() + 60 * 86_400_000).toISOString(),
          },
        ],
      }),
    });
    open();
    const list = await screen.findByRole('list', { name: 'הודעות' });
    const link = await screen.findByRole('link', { name: 'Lost Driver' });
    expect(link.parentElement).toHaveTextContent(/· נמכר$/);
    await within(list).findByText(/הגלשן נמכר לכם/);
    const last = list.lastElementChild as HTMLElement;
    expect(last).toHaveTextContent('הגלשן נמכר לכם! עכשיו אפשר לכתוב חוות דעת על המוכר.');
    // The deadline is a date ahead, never "today".
    expect(await within(last).findByText(/אפשר לכתוב עד \d\d\/\d\d\/\d{4}/)).toBeVisible();
    await user.click(within(last).getByRole('button', { name: 'כתיבת ביקורת' }));
    expect(await screen.findByRole('button', { name: 'פרסום ביקורת' })).toBeVisible();
  });

  it('tells the buyer the seller released the reservation', async () => {
    fakeApi({
      'GET /api/conversations': ok(conversationList([thread()])),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([notice('1', 'reservation_released')]),
      ),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    open();
    expect(await screen.findByText(/המוכר ביטל את השמירה של הגלשן עבורכם/)).toBeInTheDocument();
    expect(screen.queryByText('נשמר בעברית')).toBeNull();
  });

  it('tells a buyer who waits that the board went to someone else, or off sale (issue 55)', async () => {
    fakeApi({
      'GET /api/conversations': ok(conversationList([thread()])),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([
          message('1', BUYER, 'עדיין זמין?'),
          notice('2', 'board_sold_elsewhere'),
          notice('3', 'board_archived'),
        ]),
      ),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '3', totalUnread: 0 }),
    });
    open();
    expect(await screen.findByText(/הגלשן כבר נמכר למישהו אחר/)).toBeInTheDocument();
    expect(screen.getByText(/המוכר הוריד את הגלשן מהמכירה/)).toBeInTheDocument();
    // Nothing to review: the board was not sold to this buyer.
    expect(screen.queryByRole('button', { name: 'כתיבת ביקורת' })).toBeNull();
  });

  it('names a wetsuit as a wetsuit, and links to its own page (issue 53)', async () => {
    const wetsuit = { ...thread().board!, kind: 'wetsuit' as const, title: "O'Neill 4/3" };
    fakeApi({
      'GET /api/conversations': ok(
        conversationList([thread({ board: { ...wetsuit, status: 'sold' } })]),
      ),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([message('1', BUYER, 'מתי אפשר לבוא?'), notice('2', 'board_sold')]),
      ),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '2', totalUnread: 0 }),
      'GET /api/seller-reviews/pending': ok({ pending: [] }),
    });
    open();
    const link = await screen.findByRole('link', { name: "O'Neill 4/3" });
    expect(link).toHaveAttribute('href', `/wetsuits/${wetsuit._id}`);
    expect(link.parentElement).toHaveTextContent(/^על החליפה:/);
    expect(link.parentElement).toHaveTextContent(/· נמכרה$/);
    expect(
      await screen.findByText(/החליפה נמכרה לכם! עכשיו אפשר לכתוב חוות דעת על המוכר./),
    ).toBeInTheDocument();
  });
});
