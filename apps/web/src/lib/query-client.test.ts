import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

describe('query client defaults', () => {
  const q = createQueryClient().getDefaultOptions().queries!;
  it('keeps unused data 5 minutes', () => {
    expect(q.gcTime).toBe(300_000);
  });
  it('retries 3 times, but not on 4xx answers', () => {
    const retry = q.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new Error('network'))).toBe(true);
    expect(retry(2, new Error('network'))).toBe(true);
    expect(retry(3, new Error('network'))).toBe(false);
    expect(retry(0, new ApiError('Surfboard not found', 404))).toBe(false);
    expect(retry(0, new ApiError('Server error', 500))).toBe(true);
  });
  it('does not retry offline what failed for want of a connection: the page says so at once', () => {
    const retry = q.retry as (n: number, e: unknown) => boolean;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(retry(0, new ApiError('בעיית תקשורת', 0, 'NETWORK'))).toBe(false);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(false);
  });
  afterEach(() => vi.restoreAllMocks());
  it('backs off exponentially, capped at 30 s', () => {
    const delay = q.retryDelay as (n: number) => number;
    expect(delay(0)).toBe(1000);
    expect(delay(1)).toBe(2000);
    expect(delay(4)).toBe(16000);
    expect(delay(5)).toBe(30000);
    expect(delay(10)).toBe(30000);
  });
});
