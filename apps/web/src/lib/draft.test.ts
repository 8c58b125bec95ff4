import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_TTL_MS, hasContent, loadDraft, saveDraft } from './draft';

const KEY = 'galim.testDraft';

beforeEach(() => localStorage.clear());

describe('form draft', () => {
  it('restores a draft younger than 24 hours and forgets an older one', () => {
    const now = 1_000_000_000_000;
    saveDraft(KEY, { price: '100' }, now);
    expect(loadDraft(KEY, now + DRAFT_TTL_MS - 1)).toEqual({ price: '100' });
    expect(loadDraft(KEY, now + DRAFT_TTL_MS + 1)).toBeNull();
    // The expired draft is removed, not only ignored.
    expect(loadDraft(KEY, now)).toBeNull();
  });
  it('clears, and counts only what differs from the defaults as content', () => {
    saveDraft(KEY, { a: 1 });
    clearDraft(KEY);
    expect(loadDraft(KEY)).toBeNull();
    expect(hasContent({ sellerType: 'private', price: '' }, { sellerType: 'private' })).toBe(false);
    expect(hasContent({ sellerType: 'shop' }, { sellerType: 'private' })).toBe(true);
  });
});
