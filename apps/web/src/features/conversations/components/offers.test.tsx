import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMessage } from '@galim/shared/conversations/schemas';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { OFFER_MESSAGES } from '@galim/shared/i18n/he/validation/conversations';
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
import ThreadPage from '../pages/thread-page';
import { OfferCard } from './offer-card';
import { OfferForm, offerAmount } from './offer-form';

// Offers in a thread (issue 43): the form takes whole shekels from 1 to 50,000, an offer shows
// as a card with its status, and only the side that did not make an open offer answers it.

const OFFER_ID = 'f'.repeat(24);
const offerMessage = (
  id: string,
  over: Partial<NonNullable<TMessage['offer']>> = {},
  senderId = BUYER,
): TMessage & { offer: NonNullable<TMessage['offer']> } => ({
  ...message(id, senderId, 'הצעת מחיר'),
  kind: 'offer',
  offer: { _id: OFFER_ID, amount: 1200, status: 'open', fromRole: 'buyer', ...over },
});

describe('the offer form', () => {
  it('reads whole shekels from 1 to 50,000 only', () => {
    expect(offerAmount('1200')).toBe(1200);
    expect(offerAmount(' 1,200 ₪')).toBe(1200);
    for (const bad of ['0', '1.5', '50001', 'אלף', '', '-3', '1e3']) {
      expect(offerAmount(bad), bad).toBeNull();
    }
  });

  it('says what is wrong in Hebrew, and sends a good amount', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<OfferForm title="הצעת מחיר" onSend={onSend} onCancel={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'הסכום (₪)' });
    for (const bad of ['0', '2.5', '60000']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'שליחת ההצעה' }));
      expect(await screen.findByText(OFFER_MESSAGES.amount)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '1,250');
    await user.click(screen.getByRole('button', { name: 'שליחת ההצעה' }));
    expect(onSend).toHaveBeenCalledWith(1250);
  });

  it("shows the server's refusal under the field", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockRejectedValue(new Error('הגלשן שמור כרגע לקונה אחר'));
    render(<OfferForm title="הצעת מחיר" onSend={onSend} onCancel={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'הסכום (₪)' }), '900');
    await user.click(screen.getByRole('button', { name: 'שליחת ההצעה' }));
    expect(await screen.findByText('הגלשן שמור כרגע לקונה אחר')).toBeInTheDocument();
  });
});

describe('the offer card', () => {
  const renderCard = (
    m: TMessage & { offer: NonNullable<TMessage['offer']> },
    myRole: 'buyer' | 'seller',
    listingKind?: TListingKind,
  ) => {
    const handlers = { onAccept: vi.fn(), onDecline: vi.fn(), onCounter: vi.fn() };
    render(
      <ul>
        <OfferCard message={m} myRole={myRole} listingKind={listingKind} {...handlers} />
      </ul>,
    );
    return handlers;
  };

  it("the seller answers the buyer's open offer: accept, decline or counter", async () => {
    const user = userEvent.setup();
    const handlers = renderCard(offerMessage('5'), 'seller');
    const card = screen.getByRole('article', { name: /הצעה: .*1,200/ });
    expect(card).toHaveTextContent('ממתינה לתשובה');
    expect(card).toHaveTextContent('הצעת הקונה');
    await user.click(within(card).getByRole('button', { name: 'קבלה' }));
    expect(handlers.onAccept).toHaveBeenCalledWith(OFFER_ID);
    await user.click(within(card).getByRole('button', { name: 'דחייה' }));
    expect(handlers.onDecline).toHaveBeenCalledWith(OFFER_ID);
    await user.click(within(card).getByRole('button', { name: 'הצעה נגדית' }));
    expect(handlers.onCounter).toHaveBeenCalled();
  });

  it('the maker of an offer cannot answer it, nor anyone a closed one', () => {
    renderCard(offerMessage('5'), 'buyer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("the seller's offer to likers says until when it holds, and past it cannot be taken", async () => {
    const user = userEvent.setup();
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const handlers = renderCard(
      offerMessage('6', { fromRole: 'seller', validUntil: soon }, SELLER),
      'buyer',
    );
    const card = screen.getByRole('article', { name: /הצעה: .*1,200/ });
    expect(card).toHaveTextContent('הצעה מיוחדת למי שסימן את הגלשן כמועדף');
    expect(card).toHaveTextContent(/בתוקף עד/);
    await user.click(within(card).getByRole('button', { name: 'קבלה' }));
    expect(handlers.onAccept).toHaveBeenCalledWith(OFFER_ID);
  });

  it("an offer to a wetsuit's or fins' likers names the wetsuit or the fins, not a board", () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const liked = offerMessage('7', { fromRole: 'seller', validUntil: soon }, SELLER);
    renderCard(liked, 'buyer', 'wetsuit');
    expect(screen.getByRole('article')).toHaveTextContent('הצעה מיוחדת למי שסימן את החליפה כמועדף');
    expect(screen.getByRole('article')).not.toHaveTextContent('הגלשן');
  });

  it('a lapsed offer to likers says so, without buttons', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    renderCard(offerMessage('6', { fromRole: 'seller', validUntil: past }, SELLER), 'buyer');
    expect(screen.getByText('תוקף ההצעה פג')).toBeInTheDocument();
    expect(screen.queryByText(/בתוקף עד/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a superseded or accepted offer shows its status, without buttons', () => {
    renderCard(offerMessage('5', { status: 'superseded' }), 'seller');
    expect(screen.getByText('הוחלפה בהצעה חדשה')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('offers in the thread page', () => {
  it('the buyer makes an offer and sees it as a card', async () => {
    const user = userEvent.setup();
    const items: TMessage[] = [message('1', SELLER, 'עדיין זמין')];
    const api = fakeApi({
      'GET /api/conversations': ok(conversationList([thread()])),
      'GET /api/conversations/:id/messages': () => ok(messagesPage([...items])),
      'POST /api/conversations/:id/offers': ({ body }) => {
        const made = offerMessage('2', { amount: (body as { amount: number }).amount });
        items.push(made);
        return ok(made, 201);
      },
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    renderWithApp(<ThreadPage />, {
      user: sessionUser({ _id: BUYER }),
      route: `/profile/messages/${THREAD}`,
      path: '/profile/messages/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'הצעת מחיר' }));
    await user.type(screen.getByRole('textbox', { name: 'הסכום (₪)' }), '1400');
    await user.click(screen.getByRole('button', { name: 'שליחת ההצעה' }));
    expect(await screen.findByRole('article', { name: /1,400/ })).toHaveTextContent(
      'ממתינה לתשובה',
    );
    expect(api.calls.find((c) => c.path.endsWith('/offers'))?.body).toEqual({ amount: 1400 });
  });

  it("the seller is offered 'הצעה נגדית' once, in the buyer's card, which opens the form", async () => {
    const user = userEvent.setup();
    const items: TMessage[] = [offerMessage('1')];
    const api = fakeApi({
      'GET /api/conversations': ok(conversationList([thread({ myRole: 'seller' })])),
      'GET /api/conversations/:id/messages': () => ok(messagesPage([...items])),
      'POST /api/conversations/:id/offers': ({ body }) => {
        items[0] = offerMessage('1', { status: 'superseded' });
        const made = offerMessage(
          '2',
          { _id: 'd'.repeat(24), amount: (body as { amount: number }).amount, fromRole: 'seller' },
          SELLER,
        );
        items.push(made);
        return ok(made, 201);
      },
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    renderWithApp(<ThreadPage />, {
      user: sessionUser({ _id: SELLER }),
      route: `/profile/messages/${THREAD}`,
      path: '/profile/messages/:id',
    });
    const card = await screen.findByRole('article', { name: /1,200/ });
    expect(screen.getAllByText('הצעה נגדית')).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'הצעה נגדית' }));
    // The form stands for the button while it is open: still said once.
    expect(screen.getByRole('form', { name: 'הצעה נגדית' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'הצעה נגדית' })).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'הסכום (₪)' }), '1400');
    await user.click(screen.getByRole('button', { name: 'שליחת ההצעה' }));
    expect(await screen.findByRole('article', { name: /1,400/ })).toHaveTextContent('הצעת המוכר');
    expect(api.calls.find((c) => c.path.endsWith('/offers'))?.body).toEqual({ amount: 1400 });
    expect(screen.queryByText('הצעה נגדית')).toBeNull();
  });

  it('the seller accepts; a refusal is said in Hebrew; the reservation shows with a release', async () => {
    const user = userEvent.setup();
    const until = new Date(Date.now() + 48 * 3_600_000).toISOString();
    let accepted = false;
    fakeApi({
      'GET /api/conversations': () =>
        ok(
          conversationList([
            thread({
              myRole: 'seller',
              other: { _id: BUYER, name: 'דנה', image: null },
              board: {
                _id: 'b'.repeat(24),
                kind: 'board',
                title: 'Lost Driver',
                price: 1700,
                image: null,
                status: 'available',
                reservedUntil: accepted ? until : null,
                reservedForThisBuyer: accepted,
                locationText: 'תל אביב',
                lat: 32.08,
                lng: 34.78,
              },
            }),
          ]),
        ),
      'GET /api/conversations/:id/messages': () =>
        ok(messagesPage([offerMessage('1', { status: accepted ? 'accepted' : 'open' })])),
      'POST /api/conversations/:id/offers/:offerId/accept': () => {
        if (!accepted) {
          accepted = true;
          return fail(409, 'BOARD_RESERVED', 'הגלשן שמור כרגע לקונה אחר. אפשר עדיין לכתוב למוכר.');
        }
        return ok(offerMessage('2', { status: 'accepted' }));
      },
      'POST /api/conversations/:id/seen': ok({ seenUpTo: '1', totalUnread: 0 }),
    });
    renderWithApp(<ThreadPage />, {
      user: sessionUser({ _id: SELLER }),
      route: `/profile/messages/${THREAD}`,
      path: '/profile/messages/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'קבלה' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('הגלשן שמור כרגע לקונה אחר');
    // The thread refreshed after the answer: the reservation now holds for this buyer.
    expect(await screen.findByText(/שמור עבור דנה עד/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'שחרור' })).toBeInTheDocument();
  });
});
