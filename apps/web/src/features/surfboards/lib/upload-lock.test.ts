import { beforeEach, describe, expect, it } from 'vitest';
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
