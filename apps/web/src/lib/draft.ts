import { useEffect } from 'react';
import { readJson, writeStorage } from './storage';

// Form drafts: what a create form holds is saved a moment after the
// last change, restored on the next visit, and forgotten once sent. Files are never stored.

export const DRAFT_DELAY_MS = 1000;
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredDraft<T> {
  savedAt: number;
  values: T;
}

/** True when a value holds something the user typed or chose (not the defaults). */
export function hasContent(values: Record<string, unknown>, defaults: Record<string, unknown>) {
  return Object.entries(values).some(([k, v]) => {
    if (v === undefined || v === null || v === '') return false;
    return v !== defaults[k];
  });
}

export function saveDraft<T>(key: string, values: T, now = Date.now()): void {
  writeStorage(key, JSON.stringify({ savedAt: now, values } satisfies StoredDraft<T>));
}

/** The stored draft when younger than `ttlMs`; an expired one is removed. */
export function loadDraft<T>(key: string, now = Date.now(), ttlMs = DRAFT_TTL_MS): T | null {
  const draft = readJson<StoredDraft<T>>(key);
  if (!draft || typeof draft.savedAt !== 'number' || !draft.values) return null;
  if (now - draft.savedAt > ttlMs) {
    clearDraft(key);
    return null;
  }
  return draft.values;
}

export function clearDraft(key: string): void {
  writeStorage(key, null);
}

/**
 * Keeps a create form's draft: `value` is saved `delayMs` after it last changed, while
 * `enabled` and when `worthSaving` says so; `clear` forgets it (after a successful send or a
 * discard). The form restores with `loadDraft` before it starts.
 */
export function useDraft<T>(
  key: string,
  value: T,
  {
    enabled,
    worthSaving = () => true,
    delayMs = DRAFT_DELAY_MS,
  }: { enabled: boolean; worthSaving?: (value: T) => boolean; delayMs?: number },
) {
  // Saving to storage is synchronising with the outside: an effect, after a quiet moment.
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      if (worthSaving(value)) saveDraft(key, value);
    }, delayMs);
    return () => clearTimeout(timer);
    // `worthSaving` is a rule over `value`: a new function with the same rule changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, value, enabled, delayMs]);
  return { clear: () => clearDraft(key) };
}
