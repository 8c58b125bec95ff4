import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
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

// Back from signing in, the like asked for is sent while the board's like state is still being
// read. A read the server answered before the like must not put the heart back to "not liked".
describe('the like asked for before signing in', () => {
  it('stays liked when the older read of the like state answers after the like', async () => {
    sessionStorage.setItem('galim:like-after-sign-in', boardId);
    let answerRead: () => void = () => undefined;
    const api = fakeApi({
      'GET /api/auth/validate': ok({ user: me }),
      [`GET /api/surfboards/${boardId}/liked`]: () =>
        new Promise((resolve) => {
          answerRead = () => resolve(ok({ liked: false }));
        }),
      [`PATCH /api/surfboards/${boardId}/like`]: ok({ liked: true, favoriteCount: 1 }),
    });
    renderWithApp(<BoardLikeButton boardId={boardId} variant="page" />, {
      user: me,
      route: `/surfboards/${boardId}`,
    });
    await expect.poll(() => api.calls.some((c) => c.method === 'PATCH')).toBe(true);
    await act(async () => answerRead());
    const liked = await screen.findByRole('button', { name: 'הסרה מהמועדפים' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    // And it stays so once everything has settled.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'הסרה מהמועדפים' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

// Offline, a like waits in the queue and the heart shows it at once; the surfer can change their
// mind while still offline (the like state's read, asked again, waits for the connection).
describe('a like made offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    localStorage.clear();
  });

  it('shows at once and leaves the heart free to tap again', async () => {
    fakeApi({
      'GET /api/auth/validate': ok({ user: me }),
      [`GET /api/surfboards/${boardId}/liked`]: ok({ liked: false }),
    });
    renderWithApp(<BoardLikeButton boardId={boardId} variant="page" />, {
      user: me,
      route: `/surfboards/${boardId}`,
    });
    const like = await screen.findByRole('button', { name: 'הוספה למועדפים' });
    await expect.poll(() => like.hasAttribute('disabled')).toBe(false);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => onlineManager.setOnline(false));
    await userEvent.click(like);
    const liked = await screen.findByRole('button', { name: 'הסרה מהמועדפים' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => liked.hasAttribute('disabled')).toBe(false);
  });
});
