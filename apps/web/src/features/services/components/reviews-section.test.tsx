import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TService } from '@galim/shared/services/schemas';
import type { TReviewList } from '@galim/shared/services/reviews';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import { ReviewsSection } from './reviews-section';

// Writing a review: the shared ZReviewInput checks it before anything is sent.

const reviewer = sessionUser({ _id: 'c'.repeat(24) });
const service = {
  _id: 'a'.repeat(24),
  serviceType: 'surf-instructor',
  status: 'approved',
  rating: 0,
  reviewCount: 0,
  providerId: { _id: 'b'.repeat(24) },
} as TService; // the section reads only these fields

let api: FakeApi;
/** The reviews sent to the API. */
const posts = () => api.calls.filter((c) => c.method === 'POST').map((c) => c.body);

beforeEach(() => {
  api = fakeApi({
    'POST /api/services/:type/:id/reviews': ok({ reviews: [], rating: 4, reviewCount: 1 }),
    'GET /api/services/:type/:id/reviews': ok<TReviewList>({
      reviews: [],
      rating: 0,
      reviewCount: 0,
    }),
  });
});

describe('writing a review', () => {
  it('asks for a rating first, then sends the rating and the text', async () => {
    const user = userEvent.setup();
    renderWithApp(<ReviewsSection service={service} />, { user: reviewer });
    const submit = await screen.findByRole('button', { name: 'פרסום ביקורת' });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('יש לבחור דירוג בין 1 ל-5 כוכבים');
    expect(posts()).toEqual([]);
    // The missing rating is where focus goes, not the (optional) text box (issue 51).
    expect(screen.getByRole('radio', { name: 'כוכב אחד' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: '4 כוכבים' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'הביקורת (לא חובה)' }), ' שיעור מעולה ');
    await user.click(submit);
    await waitFor(() => expect(posts()).toEqual([{ rating: 4, text: 'שיעור מעולה' }]));
  });
});
