import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_TTL_MS, hasContent, loadDraft, saveDraft } from './draft';
import {
  MIN_SUBMIT_GAP_MS,
  RATE_LIMIT_LOCK_MS,
  lockAfterRateLimit,
  resetUploadLock,
  tryStartUpload,
} from './upload-lock';

beforeEach(() => {
  localStorage.clear();
  resetUploadLock();
});

describe('form draft', () => {
  it('restores a draft younger than 24 hours and forgets an older one', () => {
    const now = 1_000_000_000_000;
    saveDraft({ price: '100' }, now);
    expect(loadDraft(now + DRAFT_TTL_MS - 1)).toEqual({ price: '100' });
    expect(loadDraft(now + DRAFT_TTL_MS + 1)).toBeNull();
    // The expired draft is removed, not only ignored.
    expect(loadDraft(now)).toBeNull();
  });
  it('clears, and counts only what differs from the defaults as content', () => {
    saveDraft({ a: 1 });
    clearDraft();
    expect(loadDraft()).toBeNull();
    expect(hasContent({ sellerType: 'private', price: '' }, { sellerType: 'private' })).toBe(false);
    expect(hasContent({ sellerType: 'shop' }, { sellerType: 'private' })).toBe(true);
  });
});

describe('upload lock', () => {
  it('needs 3 s between submits', () => {
    expect(tryStartUpload(10_000)).toEqual({ ok: true });
    expect(tryStartUpload(10_000 + MIN_SUBMIT_GAP_MS - 1)).toEqual({
      ok: false,
      reason: 'tooFast',
    });
    expect(tryStartUpload(10_000 + MIN_SUBMIT_GAP_MS)).toEqual({ ok: true });
  });
  it('locks for 5 minutes after a rate-limit answer, across reloads (storage)', () => {
    lockAfterRateLimit(0);
    expect(tryStartUpload(60_000)).toEqual({ ok: false, reason: 'locked', minutes: 4 });
    expect(tryStartUpload(RATE_LIMIT_LOCK_MS + 1)).toEqual({ ok: true });
  });
});
