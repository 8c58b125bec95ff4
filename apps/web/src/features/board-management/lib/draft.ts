import { readJson, writeStorage } from '../../../lib/storage';

// The publish form's draft (spec-1 §4): saved after 1 s without typing, restored later,
// images excluded, forgotten after 24 hours.

export const DRAFT_KEY = 'galim.boardDraft';
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

export function saveDraft<T>(values: T, now = Date.now()): void {
  writeStorage(DRAFT_KEY, JSON.stringify({ savedAt: now, values } satisfies StoredDraft<T>));
}

/** The stored draft when younger than 24 hours; an expired one is removed. */
export function loadDraft<T>(now = Date.now()): T | null {
  const draft = readJson<StoredDraft<T>>(DRAFT_KEY);
  if (!draft || typeof draft.savedAt !== 'number' || !draft.values) return null;
  if (now - draft.savedAt > DRAFT_TTL_MS) {
    clearDraft();
    return null;
  }
  return draft.values;
}

export function clearDraft(): void {
  writeStorage(DRAFT_KEY, null);
}
