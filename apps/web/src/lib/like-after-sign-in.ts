// A heart a visitor tapped before signing in: kept for this tab while they sign in, so the like
// is done when they come back to the board (the way a saved search returns to its list).

const KEY = 'galim:like-after-sign-in';

export function rememberLikeAfterSignIn(boardId: string): void {
  try {
    sessionStorage.setItem(KEY, boardId);
  } catch {
    // Storage unavailable: after signing in the visitor taps the heart again.
  }
}

/** True once for the board that waits for its like (and forgets it). */
export function takeLikeAfterSignIn(boardId: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== boardId) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
