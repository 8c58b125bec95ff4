import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useBoardUrlFilters } from '../components/boards/url-board-filters';
import { useUrlFilters } from './url-filters';

describe('URL filters checked by a schema loaded on demand', () => {
  it('a URL without filters is answered at once, without loading the parser', () => {
    const load = vi.fn(async () => (p: URLSearchParams) => ({ q: p.get('q') }));
    const { result } = renderHook(() =>
      useUrlFilters(new URLSearchParams('utm_source=x&q=+'), ['q'], load, { q: null }),
    );
    expect(result.current).toEqual({ q: null });
    expect(load).not.toHaveBeenCalled();
  });

  it('a URL with filters waits for the parser, then reads them with it (once per page)', async () => {
    const load = vi.fn(async () => (p: URLSearchParams) => ({ q: p.get('q') }));
    const first = renderHook(() =>
      useUrlFilters(new URLSearchParams('q=פאן'), ['q'], load, { q: null }),
    );
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toEqual({ q: 'פאן' }));
    const second = renderHook(() =>
      useUrlFilters(new URLSearchParams('q=לונג'), ['q'], load, { q: null }),
    );
    expect(second.result.current).toEqual({ q: 'לונג' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a filter chosen on the page keeps the filters shown so far while the parser loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = vi.fn(async () => {
      await gate;
      return (p: URLSearchParams) => ({ q: p.get('q') });
    });
    const { result, rerender } = renderHook(
      ({ search }) => useUrlFilters(new URLSearchParams(search), ['q'], load, { q: null }),
      { initialProps: { search: '' } },
    );
    expect(result.current).toEqual({ q: null });
    rerender({ search: 'q=פאן' });
    // Never undefined here: the page is not swapped for its placeholder.
    expect(result.current).toEqual({ q: null });
    release();
    await waitFor(() => expect(result.current).toEqual({ q: 'פאן' }));
  });

  it('a parser that cannot load reaches the error screen', async () => {
    const load = () => Promise.reject(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors: unknown[] = [];
    renderHook(() => {
      try {
        return useUrlFilters(new URLSearchParams('q=x'), ['q'], load, {});
      } catch (e) {
        errors.push(e);
        return undefined;
      }
    });
    await waitFor(() => expect(errors).toHaveLength(1));
    expect((errors[0] as Error).message).toBe('offline');
  });

  it('board filters drop what the search API would refuse', async () => {
    const { result } = renderHook(() =>
      useBoardUrlFilters(new URLSearchParams('condition=good&minPrice=-5&brand=nope')),
    );
    await waitFor(() => expect(result.current).toEqual({ condition: 'good' }));
  });
});
