import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatPrice } from '../../../i18n/he/format';
import { conversationsTexts } from '../../../i18n/he/conversations';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import { BUYER, SELLER, conversationList, message, thread } from '../../../test/conversations';
import InboxPage from './inbox-page';

// The inbox's last line: what a user wrote as written; an offer or its answer in the reader's
// own words (the message's stored text is Hebrew whatever the page's language).

describe('the inbox', () => {
  it('words an accepted offer from its amount, not from the stored text', async () => {
    const accepted = {
      ...message('3', SELLER, 'stored text in another language'),
      kind: 'offer_accepted' as const,
      offer: {
        _id: 'f'.repeat(24),
        amount: 1400,
        status: 'accepted' as const,
        fromRole: 'buyer' as const,
      },
    };
    fakeApi({
      'GET /api/conversations': ok(conversationList([thread({ lastMessage: accepted })])),
      'GET /api/blocks': ok({ items: [] }),
      'GET /api/seller-reviews/pending': ok({ items: [] }),
    });
    renderWithApp(<InboxPage />, { user: sessionUser({ _id: BUYER }), route: '/profile/messages' });
    const line = conversationsTexts.inbox.offerLine.offer_accepted(formatPrice(1400));
    const link = await screen.findByRole('link', { name: /Lost Driver/ });
    expect(link.textContent).toContain(line);
    expect(screen.queryByText('stored text in another language', { exact: false })).toBeNull();
  });

  it('words a meeting set from its place, not from the stored text', async () => {
    const set = {
      ...message('4', SELLER, 'stored text in another language'),
      kind: 'meeting_accepted' as const,
      meeting: {
        _id: '9'.repeat(24),
        place: {
          _id: '1'.repeat(24),
          city: 'תל אביב',
          kind: 'mall' as const,
          name: 'דיזנגוף סנטר',
          address: 'דיזנגוף 50',
          lat: 32.07,
          lng: 34.77,
        },
        at: '2026-12-01T18:00:00+02:00',
        status: 'accepted' as const,
        fromRole: 'buyer' as const,
      },
    };
    fakeApi({
      'GET /api/conversations': ok(conversationList([thread({ lastMessage: set })])),
      'GET /api/blocks': ok({ items: [] }),
      'GET /api/seller-reviews/pending': ok({ items: [] }),
    });
    renderWithApp(<InboxPage />, { user: sessionUser({ _id: BUYER }), route: '/profile/messages' });
    const link = await screen.findByRole('link', { name: /Lost Driver/ });
    expect(link.textContent).toContain('המפגש נקבע: דיזנגוף סנטר');
    expect(screen.queryByText('stored text in another language', { exact: false })).toBeNull();
  });
});
