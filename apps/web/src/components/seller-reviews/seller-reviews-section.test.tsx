import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../test/kit';
import { SellerReviewsSection } from './seller-reviews-section';

// Issue 43 item 5: the public profile shows buyers' reviews of the seller (stars, text as
// typed, the seller's reply), each can be reported, and the seller answers each one once.

const sellerId = 'a'.repeat(24);
const review = (over: Record<string, unknown>) => ({
  _id: 'r'.repeat(23) + '1',
  rating: 5,
  body: 'Great board, גלשן מעולה 5.6',
  board: { _id: 'b'.repeat(24), title: 'Lost Driver 6.0', kind: 'board' },
  buyer: { _id: 'c'.repeat(24), name: 'יואב כהן', profileImage: null },
  reply: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const page = {
  reviews: [
    review({
      reply: { body: 'תודה רבה!', createdAt: '2026-11-21T10:00:00.000Z' },
      board: { _id: 'd'.repeat(24), title: "O'Neill 4/3", kind: 'wetsuit' },
    }),
    review({ _id: 'r'.repeat(23) + '2', rating: 4, body: '<b>ok</b>', board: null }),
  ],
  summary: { count: 2, average: 4.5 },
  page: 1,
  hasMore: false,
};

describe("a seller's reviews on the profile", () => {
  it('shows the mean, each review as typed, the reply, and reports one', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET /api/users/${sellerId}/reviews`]: ok(page),
      'POST /api/reports': ok({ _id: 'f'.repeat(24), duplicate: false }, 201),
    });
    renderWithApp(<SellerReviewsSection userId={sellerId} isOwner={false} />);

    const section = await screen.findByRole('region', { name: 'ביקורות של קונים' });
    expect(await within(section).findByText('4.5 מתוך 5 · שתי ביקורות')).toBeInTheDocument();
    const text = within(section).getByText('Great board, גלשן מעולה 5.6');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(within(section).getByText('<b>ok</b>')).toBeInTheDocument(); // text, not markup
    expect(within(section).getByText('תודה רבה!')).toBeInTheDocument();
    expect(within(section).getByText('מודעה שנמחקה', { exact: false })).toBeInTheDocument();
    // A wetsuit bought links to its own page, at its kind's address (issue 53).
    expect(within(section).getByRole('link', { name: "O'Neill 4/3" })).toHaveAttribute(
      'href',
      `/wetsuits/${'d'.repeat(24)}`,
    );
    // Only the seller answers.
    expect(within(section).queryByRole('textbox')).toBeNull();

    const reports = within(section).getAllByRole('button', {
      name: 'דיווח על הביקורת של יואב כהן',
    });
    await user.click(reports[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'דיווח על ביקורת' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /סיבת הדיווח/ }),
      'תוכן פוגעני',
    );
    await user.click(within(dialog).getByRole('button', { name: 'שליחת דיווח' }));
    expect(await screen.findByText(/הדיווח נשלח/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      targetType: 'seller_review',
      targetId: 'r'.repeat(23) + '2',
      reason: 'offensive',
    });
  });

  it('lets the seller answer a review without a reply, once', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET /api/users/${sellerId}/reviews`]: ok(page),
      'POST /api/seller-reviews/:id/reply': ok({
        _id: 'r'.repeat(23) + '2',
        reply: { body: 'מצטער לשמוע', createdAt: '2026-11-22T10:00:00.000Z' },
      }),
    });
    renderWithApp(<SellerReviewsSection userId={sellerId} isOwner />, { user: sessionUser() });

    // One form: the first review already has its reply.
    const box = await screen.findByRole('textbox', { name: 'התגובה שלכם לביקורת' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'פרסום תגובה' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('יש לכתוב תגובה');
    await user.type(box, 'מצטער לשמוע');
    await user.click(screen.getByRole('button', { name: 'פרסום תגובה' }));
    expect(await screen.findByText('התגובה פורסמה')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST');
    expect(sent?.path).toBe(`/api/seller-reviews/${'r'.repeat(23)}2/reply`);
    expect(sent?.body).toEqual({ body: 'מצטער לשמוע' });
  });

  it('says so when there are none', async () => {
    fakeApi({
      [`GET /api/users/${sellerId}/reviews`]: ok({
        reviews: [],
        summary: null,
        page: 1,
        hasMore: false,
      }),
    });
    renderWithApp(<SellerReviewsSection userId={sellerId} isOwner={false} />);
    expect(await screen.findByText('עדיין אין ביקורות של קונים.')).toBeInTheDocument();
  });
});
