import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMessage } from '@galim/shared/conversations/schemas';
import type { TMeeting, TMeetingPlace } from '@galim/shared/meetings/schemas';
import { fakeApi, fail, ok, renderWithApp, sessionUser } from '../../../test/kit';
import {
  BUYER,
  SELLER,
  THREAD,
  conversationList,
  message,
  messagesPage,
  thread,
} from '../../../test/conversations';
import { serverErrorsTexts } from '../../../i18n/he/server-errors';
import ThreadPage from '../pages/thread-page';

// Safe places to meet in a thread (issue 56 §3): either side proposes a place near the board
// and a day and hour in Israel; the other side accepts; either changes an open one.

const PLACE: TMeetingPlace = {
  _id: '1'.repeat(24),
  city: 'תל אביב',
  kind: 'surf_shop',
  name: 'גלי הים',
  address: 'הירקון 100, תל אביב',
  lat: 32.08,
  lng: 34.77,
  distanceKm: 0.8,
};
const MALL: TMeetingPlace = {
  ...PLACE,
  _id: '2'.repeat(24),
  kind: 'mall',
  name: 'דיזנגוף סנטר',
  address: 'דיזנגוף 50',
  distanceKm: 1.5,
};
const MEETING_ID = '9'.repeat(24);
const AT = '2030-12-03T18:00:00+02:00';

const meetingMessage = (
  id: string,
  over: Partial<TMeeting> = {},
  senderId = BUYER,
  kind: TMessage['kind'] = 'meeting',
): TMessage & { meeting: TMeeting } => ({
  ...message(id, senderId, 'מקום מפגש'),
  kind,
  meeting: { _id: MEETING_ID, place: PLACE, at: AT, status: 'open', fromRole: 'buyer', ...over },
});

const openThread = (as: 'buyer' | 'seller') =>
  renderWithApp(<ThreadPage />, {
    user: sessionUser({ _id: as === 'buyer' ? BUYER : SELLER }),
    route: `/profile/messages/${THREAD}`,
    path: '/profile/messages/:id',
  });

describe('meetings in the thread page', () => {
  it('the buyer proposes a place near the board, a day and an hour, and sees its card', async () => {
    const user = userEvent.setup();
    const items: TMessage[] = [message('1', SELLER, 'עדיין זמין')];
    const api = fakeApi({
      'GET /api/conversations': ok(conversationList([thread()])),
      'GET /api/conversations/:id/messages': () => ok(messagesPage([...items])),
      'GET /api/meeting-places': ok([PLACE, MALL]),
      'POST /api/conversations/:id/meetings': () => {
        const made = meetingMessage('2');
        items.push(made);
        return ok(made, 201);
      },
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    openThread('buyer');
    await user.click(await screen.findByRole('button', { name: 'הצעת מקום מפגש' }));
    const form = screen.getByRole('form', { name: 'מקום מפגש בטוח' });
    // Sent without a place or a time: said, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'שליחת ההצעה' }));
    expect(await within(form).findByText('בחרו מקום מהרשימה')).toBeInTheDocument();
    expect(within(form).getByText('בחרו יום ושעה')).toBeInTheDocument();

    await user.selectOptions(
      await within(form).findByRole('combobox', { name: /המקום/ }),
      PLACE._id,
    );
    expect(within(form).getByRole('option', { name: /דיזנגוף סנטר \(מרכז קניות\)/ })).toBeVisible();
    await user.type(within(form).getByLabelText(/היום/), '2030-12-03');
    await user.type(within(form).getByLabelText(/השעה/), '18:00');
    await user.click(within(form).getByRole('button', { name: 'שליחת ההצעה' }));

    const card = await screen.findByRole('article', { name: 'מפגש: גלי הים' });
    expect(card).toHaveTextContent('חנות גלישה');
    expect(card).toHaveTextContent('הירקון 100, תל אביב');
    expect(card).toHaveTextContent('18:00');
    expect(card).toHaveTextContent('הצעת הקונה');
    expect(card).toHaveTextContent('ממתין לאישור');
    // The proposer changes it, but does not accept their own.
    expect(within(card).queryByRole('button', { name: 'אישור' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'שינוי' })).toBeInTheDocument();
    // Asked near the board's point; sent at Israel's 18:00.
    const asked = api.calls.find((c) => c.path === '/api/meeting-places');
    expect(asked?.search).toContain('lat=32.08');
    expect(asked?.search).toContain('lng=34.78');
    expect(api.calls.find((c) => c.path.endsWith('/meetings'))?.body).toEqual({
      placeId: PLACE._id,
      at: '2030-12-03T18:00:00+02:00',
    });
  });

  it("shows the server's refusal in the form as it words it", async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/conversations': ok(conversationList([thread()])),
      'GET /api/conversations/:id/messages': ok(messagesPage([message('1', SELLER, 'כן')])),
      'GET /api/meeting-places': ok([PLACE]),
      'POST /api/conversations/:id/meetings': fail(
        400,
        'MEETING_TIME_PAST',
        serverErrorsTexts.MEETING_TIME_PAST,
      ),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    openThread('buyer');
    await user.click(await screen.findByRole('button', { name: 'הצעת מקום מפגש' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /המקום/ }), PLACE._id);
    await user.type(screen.getByLabelText(/היום/), '2030-12-03');
    await user.type(screen.getByLabelText(/השעה/), '18:00');
    await user.click(screen.getByRole('button', { name: 'שליחת ההצעה' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('לפחות 30 דקות מעכשיו');
  });

  it('the seller accepts the buyer’s proposal, and the thread says the meeting is set', async () => {
    const user = userEvent.setup();
    const items: TMessage[] = [meetingMessage('1')];
    const api = fakeApi({
      'GET /api/conversations': ok(conversationList([thread({ myRole: 'seller' })])),
      'GET /api/conversations/:id/messages': () => ok(messagesPage([...items])),
      'POST /api/conversations/:id/meetings/:meetingId/accept': () => {
        items[0] = meetingMessage('1', { status: 'accepted' });
        const made = meetingMessage('2', { status: 'accepted' }, SELLER, 'meeting_accepted');
        items.push(made);
        return ok(made);
      },
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    openThread('seller');
    const card = await screen.findByRole('article', { name: 'מפגש: גלי הים' });
    await user.click(within(card).getByRole('button', { name: 'אישור' }));
    expect(await screen.findByText(/המפגש נקבע: גלי הים, .*18:00/)).toBeInTheDocument();
    expect(await within(card).findByText('נקבע')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(api.calls.some((c) => c.path.endsWith(`/meetings/${MEETING_ID}/accept`))).toBe(true);
  });

  it('an open proposal whose hour has passed cannot be accepted, only changed', async () => {
    fakeApi({
      'GET /api/conversations': ok(conversationList([thread({ myRole: 'seller' })])),
      'GET /api/conversations/:id/messages': ok(
        messagesPage([meetingMessage('1', { at: '2025-01-01T18:00:00+02:00' })]),
      ),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    openThread('seller');
    const card = await screen.findByRole('article', { name: 'מפגש: גלי הים' });
    expect(card).toHaveTextContent('מועד המפגש עבר');
    expect(within(card).queryByRole('button', { name: 'אישור' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'שינוי' })).toBeInTheDocument();
  });

  it('changing opens the form with the place, day and hour, and sends a new proposal', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/conversations': ok(conversationList([thread({ myRole: 'seller' })])),
      'GET /api/conversations/:id/messages': ok(messagesPage([meetingMessage('1')])),
      'GET /api/meeting-places': ok([PLACE, MALL]),
      'POST /api/conversations/:id/meetings': ok(
        meetingMessage('2', { _id: '8'.repeat(24), place: MALL, fromRole: 'seller' }, SELLER),
        201,
      ),
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    openThread('seller');
    const card = await screen.findByRole('article', { name: 'מפגש: גלי הים' });
    await user.click(within(card).getByRole('button', { name: 'שינוי' }));
    const form = screen.getByRole('form', { name: 'שינוי המפגש' });
    expect(within(form).getByLabelText(/היום/)).toHaveValue('2030-12-03');
    expect(within(form).getByLabelText(/השעה/)).toHaveValue('18:00');
    const select = await within(form).findByRole('combobox', { name: /המקום/ });
    expect(select).toHaveValue(PLACE._id);
    await user.selectOptions(select, MALL._id);
    await user.click(within(form).getByRole('button', { name: 'שליחת ההצעה' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/meetings'))?.body).toEqual({
        placeId: MALL._id,
        at: AT,
      }),
    );
  });
});
