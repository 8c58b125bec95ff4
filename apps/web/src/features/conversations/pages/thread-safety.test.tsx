import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import {
  BUYER,
  SELLER,
  THREAD,
  conversationList,
  message,
  messagesPage,
  thread,
} from '../../../test/conversations';
import InboxPage from './inbox-page';
import ThreadPage from './thread-page';

// Safety inside a thread (issue 43, item 6): the safe-deal card beside the other side's message
// that asks for payment ahead, links shown by their domain and opened only after a tap, a
// message reported, the other side blocked.

const open = () =>
  renderWithApp(<ThreadPage />, {
    user: sessionUser({ _id: BUYER }),
    route: `/profile/messages/${THREAD}`,
    path: '/profile/messages/:id',
  });

const base = (blockedByMe = false) => ({
  'GET /api/conversations': ok(conversationList([thread({ blockedByMe })])),
  'POST /api/conversations/:id/seen': ok({ seenUpTo: '3', totalUnread: 0 }),
});

describe('safety inside a thread', () => {
  it('puts the safe-deal card beside their message that asks for a deposit, not beside mine', async () => {
    fakeApi({
      ...base(),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([
          message('1', BUYER, 'אפשר מקדמה בביט?', ['payment', 'deposit']),
          message('2', SELLER, 'כן, תעביר 300 בביט ואני שומר', ['payment', 'deposit']),
        ]),
      ),
    });
    open();
    const items = within(await screen.findByRole('list', { name: 'הודעות' })).getAllByRole(
      'listitem',
    );
    expect(within(items[0]!).queryByRole('complementary')).toBeNull();
    const card = within(items[1]!).getByRole('complementary', { name: 'רגע לפני שממשיכים' });
    expect(card).toHaveTextContent('לעולם אל תעבירו מקדמה על גלשן שלא ראיתם');
    expect(card).toHaveTextContent('שלמו רק אחרי שראיתם את הגלשן בעיניים');
  });

  it('explains each kind of warning once in a thread and marks the other flagged messages', async () => {
    const user = userEvent.setup();
    const scam = (id: string) =>
      message(id, SELLER, `תעביר מקדמה בביט ${id}`, ['payment', 'deposit']);
    fakeApi({
      ...base(),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([
          scam('1'),
          scam('2'),
          scam('3'),
          message('4', SELLER, 'בנק לאומי סניף 800 חשבון 123456', ['bank_details']),
          scam('5'),
        ]),
      ),
    });
    open();
    const list = await screen.findByRole('list', { name: 'הודעות' });
    // The messages, not the lists inside their cards.
    const items = [...list.children] as HTMLElement[];
    expect(items).toHaveLength(5);
    // Two cards: the first payment-and-deposit message's, and the bank details'.
    expect(within(list).getAllByRole('complementary', { name: 'רגע לפני שממשיכים' })).toHaveLength(
      2,
    );
    expect(within(items[0]!).getByRole('complementary')).toHaveTextContent(
      'לעולם אל תעבירו מקדמה על גלשן שלא ראיתם',
    );
    const bank = within(items[3]!).getByRole('complementary');
    expect(bank).toHaveTextContent('פרטי חשבון בנק');
    expect(bank).not.toHaveTextContent('ההודעה מבקשת מקדמה');
    // The repeats carry a small mark that leads to the card above.
    for (const i of [1, 2, 4]) {
      expect(within(items[i]!).queryByRole('complementary')).toBeNull();
      expect(items[i]).toHaveTextContent('גם ההודעה הזו נראית חשודה');
    }
    expect(items[3]).not.toHaveTextContent('גם ההודעה הזו נראית חשודה');
    const card = within(items[0]!).getByRole('complementary');
    await user.click(within(items[4]!).getByRole('button', { name: 'לאזהרה' }));
    expect(card).toHaveFocus();
  });

  it('opens the report form from the warning with the scam reason chosen', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...base(),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([
          message('9', SELLER, 'לתשלום: https://bit-payments-secure.xyz/pay', ['payment_link']),
        ]),
      ),
      'POST /api/reports': ok({ _id: 'f'.repeat(24), duplicate: false }, 201),
    });
    open();
    const card = await screen.findByRole('complementary', { name: 'רגע לפני שממשיכים' });
    expect(card).toHaveTextContent('הקישור נראה כמו דף תשלום של ביט, פייבוקס או פייפאל');
    await user.click(within(card).getByRole('button', { name: 'זה נראה כמו הונאה? דווחו לנו' }));
    const dialog = await screen.findByRole('dialog', { name: 'דיווח על הודעה' });
    expect(within(dialog).getByRole('combobox')).toHaveValue('scam');
    await user.click(within(dialog).getByRole('button', { name: 'שליחת דיווח' }));
    await screen.findByText('הדיווח נשלח. צוות גלים יקרא את השיחה הזו כדי לבדוק אותו.');
    expect(api.calls.find((c) => c.path === '/api/reports')?.body).toMatchObject({
      targetId: '9',
      reason: 'scam',
    });
  });

  it('shows a link by its domain and opens it only after a tap', async () => {
    const user = userEvent.setup();
    fakeApi({
      ...base(),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([message('1', SELLER, 'התמונות כאן: https://photos.evil.example/x?id=1.')]),
      ),
    });
    open();
    const link = await screen.findByRole('button', { name: 'קישור ל-photos.evil.example' });
    expect(screen.queryByRole('link', { name: 'פתיחת הקישור' })).toBeNull();
    await user.click(link);
    const go = screen.getByRole('link', { name: 'פתיחת הקישור' });
    expect(go).toHaveAttribute('href', 'https://photos.evil.example/x?id=1');
    expect(go).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getByText('https://photos.evil.example/x?id=1')).toBeInTheDocument();
  });

  it('isolates only the domain of a link, left to right, and keeps it from breaking', async () => {
    fakeApi({
      ...base(),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([message('1', SELLER, 'שלם כאן https://bit-payments-secure.xyz/pay תודה')]),
      ),
    });
    open();
    const link = await screen.findByRole('button', { name: 'קישור ל-bit-payments-secure.xyz' });
    // "קישור ל-" reads right to left with the message; only the domain is a left-to-right run.
    const isolate = link.querySelector('bdi[dir="ltr"]')!;
    expect(isolate).not.toHaveTextContent('קישור');
    expect(isolate.textContent?.replaceAll('\u2060', '')).toBe('bit-payments-secure.xyz');
    expect(link.textContent?.startsWith('קישור ל-')).toBe(true);
    // No line break after a hyphen inside the domain (a word joiner holds each one).
    expect(isolate.textContent).not.toMatch(/-(?!\u2060)/u);
  });

  it('reports their message for the moderator', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...base(),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([message('7', SELLER, 'שלח צילום תעודת זהות', ['identity'])]),
      ),
      'POST /api/reports': ok({ _id: 'f'.repeat(24), duplicate: false }, 201),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'דיווח על ההודעה' }));
    const dialog = await screen.findByRole('dialog', { name: 'דיווח על הודעה' });
    await user.selectOptions(
      within(dialog).getByRole('combobox'),
      'ניסיון הונאה: בקשת תשלום מראש או פרטים אישיים',
    );
    await user.click(within(dialog).getByRole('button', { name: 'שליחת דיווח' }));
    expect(
      await screen.findByText('הדיווח נשלח. צוות גלים יקרא את השיחה הזו כדי לבדוק אותו.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/reports')?.body).toEqual({
      targetType: 'message',
      targetId: '7',
      reason: 'scam',
      text: '',
    });
  });

  it('blocks the other side after a confirmation, and then offers no message box', async () => {
    const user = userEvent.setup();
    let blocked = false;
    const api = fakeApi({
      'GET /api/conversations': () => ok(conversationList([thread({ blockedByMe: blocked })])),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
      'GET /api/conversations/:id/messages': ok(messagesPage([message('1', SELLER, 'היי')])),
      'PUT /api/blocks/:id': () => {
        blocked = true;
        return ok({ blocked: true });
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'חסימת יוני' }));
    const dialog = await screen.findByRole('dialog', { name: 'לחסום?' });
    await user.click(within(dialog).getByRole('button', { name: 'חסימה' }));
    expect(
      await screen.findByText('חסמתם את המשתמש הזה: אי אפשר לשלוח הודעות ביניכם.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'הודעה' })).toBeNull();
    expect(api.calls.some((c) => c.method === 'PUT' && c.path === `/api/blocks/${SELLER}`)).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'ביטול החסימה של יוני' })).toBeInTheDocument();
  });
});

describe('the users I blocked', () => {
  it('are listed under my conversations, each with a way to unblock that says so', async () => {
    // After an unblock both the blocked users and the conversations refresh; here the blocked
    // list answers first and takes the row (and its button) away, the conversations only later.
    const user = userEvent.setup();
    let blocked = [{ _id: SELLER, name: 'יוני', image: null, blockedAt: new Date().toISOString() }];
    let release = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'GET /api/conversations': async () => {
        if (!blocked.length) await later;
        return ok(conversationList([thread({ blockedByMe: blocked.length > 0 })]));
      },
      'GET /api/blocks': () => ok({ items: blocked }),
      'GET /api/seller-reviews/pending': ok({ items: [] }),
      'DELETE /api/blocks/:id': () => {
        blocked = [];
        return ok({ blocked: false });
      },
    });
    renderWithApp(<InboxPage />, { user: sessionUser({ _id: BUYER }), route: '/profile/messages' });
    const section = await screen.findByRole('region', { name: 'משתמשים שחסמתם' });
    await user.click(within(section).getByRole('button', { name: 'ביטול החסימה של יוני' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'משתמשים שחסמתם' })).toBeNull(),
    );
    release();
    expect(await screen.findByText('החסימה בוטלה')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/blocks/${SELLER}`)).toBe(
      true,
    );
  });
});
