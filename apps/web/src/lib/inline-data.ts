import { INLINE_DATA_ID } from '@galim/shared/routes';
import { readStorage, STORAGE_KEYS } from './storage';

// API answers the server wrote into the page (apps/api/src/web/serve.ts): data a page shows
// below the fold, there at once when the visitor scrolls to it. The page shows them and asks
// again in the background, so they are never the last word.

/** Past this, a page asks afresh rather than draw what it was sent with. */
export const INLINE_DATA_MAX_AGE_MS = 2 * 60_000;

let answers: Record<string, { data?: unknown } | undefined> | undefined;

/** The JSON the server wrote into the page's `<script type="application/json" id>`, if any. */
export function readJsonScript<T>(id: string): T | undefined {
  try {
    const text = document.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `data` of the answer the page came with for `url` (exactly as the app asks for it), for
 * a visitor without a session (the answers are those everyone shares) and while the page is
 * young; otherwise undefined.
 */
export function inlineAnswer<T>(url: string): T | undefined {
  if (performance.now() > INLINE_DATA_MAX_AGE_MS || readStorage(STORAGE_KEYS.token)) {
    return undefined;
  }
  answers ??= readJsonScript<NonNullable<typeof answers>>(INLINE_DATA_ID) ?? {};
  return answers[url]?.data as T | undefined;
}

/** Tests: forget what was read, so the next call reads the page again. */
export function resetInlineData(): void {
  answers = undefined;
}
