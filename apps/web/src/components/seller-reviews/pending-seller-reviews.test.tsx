import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, renderWithApp, sessionUser } from '../../test/kit';
import { PendingSellerReviews } from './pending-seller-reviews';

// Issue 43 item 5: the buyer recorded for a sold board is asked how buying from the seller was,
// and reviews them with 1 to 5 stars and a text.

const boardId = 'b'.repeat(24);
const pending = {
  pending: [
    {
      board: { _id: boardId, title: 'Lost Driver 6.0', kind: 'board' },
      seller: { _id: 'c'.repeat(24), name: 'דנה לוי' },
      soldAt: '2026-11-20T10:00:00.000Z',
      deadline: '2027-01-19T10:00:00.000Z',
    },
  ],
};

// An open form is kept for its board until no prompt of that board is drawn any more, a timer
// after the last one goes (so a prompt that moves stays open). Each test starts once the last
// test's prompts are gone for good: unmounted, then that timer run (timers of one delay run in
// the order they were set). Without it a test could draw its prompt before the timer ran, and
// find the last test's form still open (it did, once, in a full run on a busy machine).
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve));
});

describe('reviews to write', () => {
  it('asks about the seller, refuses a review without stars, and sends stars and text', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/seller-reviews/pending': ok(pending),
      'POST /api/seller-reviews': ok({ _id: 'd'.repeat(24) }, 201),
    });
    renderWithApp(<PendingSellerReviews boardId={boardId} />, { user: sessionUser() });

    expect(await screen.findByText('איך היה לקנות מדנה לוי?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'כתיבת ביקורת' }));
    const send = await screen.findByRole('button', { name: 'פרסום ביקורת' });

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('יש לבחור דירוג בין 1 ל-5 כוכבים');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 כוכבים' }));
    expect(screen.getByRole('radio', { name: '4 כוכבים' })).toHaveAttribute('aria-checked', 'true');
    const text = screen.getByRole('textbox', { name: 'מה כדאי לקונים הבאים לדעת?' });
    expect(text).toHaveAttribute('dir', 'auto');
    await user.type(text, 'גלשן כמו בתמונות, מוכר אמין');
    await user.click(send);

    expect(await screen.findByText('תודה! הביקורת פורסמה')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      boardId,
      rating: 4,
      body: 'גלשן כמו בתמונות, מוכר אמין',
    });
  });

  it("shows the API's refusal in Hebrew", async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/seller-reviews/pending': ok(pending),
      'POST /api/seller-reviews': fail(409, 'REVIEW_TOO_LATE', 'too late'),
    });
    renderWithApp(<PendingSellerReviews boardId={boardId} />, { user: sessionUser() });
    await user.click(await screen.findByRole('button', { name: 'כתיבת ביקורת' }));
    await user.click(await screen.findByRole('radio', { name: '5 כוכבים' }));
    await user.type(screen.getByRole('textbox'), 'מעולה');
    await user.click(screen.getByRole('button', { name: 'פרסום ביקורת' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'אפשר לכתוב ביקורת על מוכר עד 60 יום אחרי הקנייה',
    );
  });

  it("draws nothing for another board's thread", async () => {
    const api = fakeApi({ 'GET /api/seller-reviews/pending': ok(pending) });
    renderWithApp(<PendingSellerReviews boardId={'e'.repeat(24)} />, { user: sessionUser() });
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/seller-reviews/pending')).toBe(true),
    );
    await screen.findByRole('region', { name: 'הודעות' }); // the app's toasts: drawn
    expect(screen.queryByText(/איך היה לקנות/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'כתיבת ביקורת' })).toBeNull();
  });
});

describe('a review form opened just before its prompt moves', () => {
  it('stays open where the thread draws the prompt next', async () => {
    // A thread kept by the service worker draws the prompt at its end; the fresh thread, with
    // the "sold to you" notice, draws it under that notice: another place in the page.
    const user = userEvent.setup();
    fakeApi({ 'GET /api/seller-reviews/pending': ok(pending) });
    function Thread() {
      const [noticed, setNoticed] = useState(false);
      return (
        <div>
          <button onClick={() => setNoticed(true)}>the fresh thread</button>
          <ul>
            <li>הודעה</li>
            {noticed && (
              <li>
                <PendingSellerReviews boardId={boardId} />
              </li>
            )}
          </ul>
          {!noticed && <PendingSellerReviews boardId={boardId} />}
        </div>
      );
    }
    renderWithApp(<Thread />, { user: sessionUser() });
    await user.click(await screen.findByRole('button', { name: 'כתיבת ביקורת' }));
    expect(await screen.findByRole('radio', { name: '5 כוכבים' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'the fresh thread' }));
    expect(await screen.findByRole('radio', { name: '5 כוכבים' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'כתיבת ביקורת' })).toBeNull();
  });

  it('is closed when the buyer comes back to the thread later', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/seller-reviews/pending': ok(pending) });
    const first = renderWithApp(<PendingSellerReviews boardId={boardId} />, {
      user: sessionUser(),
    });
    await user.click(await screen.findByRole('button', { name: 'כתיבת ביקורת' }));
    expect(await screen.findByRole('radio', { name: '5 כוכבים' })).toBeInTheDocument();
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    renderWithApp(<PendingSellerReviews boardId={boardId} />, { user: sessionUser() });
    expect(await screen.findByRole('button', { name: 'כתיבת ביקורת' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '5 כוכבים' })).toBeNull();
  });
});
