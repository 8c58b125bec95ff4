import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageInfo, paginationWindow } from './pagination';

describe('paginationWindow', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps first and last, ±2 around the current page, and ellipses for gaps', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
  });
  it('uses ±1 on narrow screens', () => {
    expect(paginationWindow(10, 20, 1)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
  });
  it('shows a single missing page instead of an ellipsis', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 10]);
  });
  it('is empty without pages and clamps an out-of-range current page', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
  });
  it('always includes first, last and current, in increasing order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const items = paginationWindow(current, total);
        const pages = items.filter((i): i is number => i !== 'ellipsis');
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect([...pages].sort((x, y) => x - y)).toEqual(pages);
        expect(items.length).toBeLessThanOrEqual(9);
      }),
    );
  });
});

describe('pageInfo', () => {
  it('gives an empty list one empty page and nothing more', () => {
    expect(pageInfo(0, 1, 12)).toEqual({
      total: 0,
      page: 1,
      limit: 12,
      totalPages: 1,
      hasMore: false,
    });
  });
  it('rounds a partial last page up and says whether a next page exists', () => {
    expect(pageInfo(15, 1, 12)).toMatchObject({ totalPages: 2, hasMore: true });
    expect(pageInfo(15, 2, 12)).toMatchObject({ totalPages: 2, hasMore: false });
    expect(pageInfo(24, 2, 12)).toMatchObject({ totalPages: 2, hasMore: false });
  });
  it('holds whatever the counts: page 1 exists, every item fits, no page is empty but an only one', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), (total, limit) => {
        const { totalPages } = pageInfo(total, 1, limit);
        expect(totalPages).toBeGreaterThanOrEqual(1);
        expect(totalPages * limit).toBeGreaterThanOrEqual(total);
        if (total > 0) expect((totalPages - 1) * limit).toBeLessThan(total);
      }),
    );
  });
});
