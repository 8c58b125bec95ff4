import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../test/kit';
import { BoardLikeButton } from './like-button';

// A returning surfer's session is confirmed by the server after the page opens. A tap on the
// heart before that answer is a signed-in surfer's tap: it never sends them to sign in.

const me = sessionUser();
const boardId = 'a'.repeat(24);

describe('the like button while the stored session is being confirmed', () => {
  it('waits for the answer, then likes the board without leaving the page', async () => {
    let confirm: () => void = () => undefined;
    const api = fakeApi({
      'GET /api/auth/validate': () =>
        new Promise((resolve) => {
          confirm = () => resolve(ok({ user: me }));
        }),
      [`GET /api/surfboards/${boardId}/liked`]: ok({ liked: false }),
      [`PATCH /api/surfboards/${boardId}/like`]: ok({ liked: true, likeCount: 1 }),
    });
    const { router } = renderWithApp(<BoardLikeButton boardId={boardId} variant="page" />, {
      user: me,
      route: `/surfboards/${boardId}`,
    });
    const like = screen.getByRole('button', { name: 'הוספה למועדפים' });
    expect(like).toBeDisabled();
    await userEvent.click(like);
    expect(router.state.location.pathname).toBe(`/surfboards/${boardId}`);

    await act(async () => confirm());
    const ready = await screen.findByRole('button', { name: 'הוספה למועדפים' });
    await expect.poll(() => ready.hasAttribute('disabled')).toBe(false);
    await userEvent.click(ready);
    expect(router.state.location.pathname).toBe(`/surfboards/${boardId}`);
    await expect.poll(() => api.calls.some((c) => c.method === 'PATCH')).toBe(true);
  });
});
