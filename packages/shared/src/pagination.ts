import type { z } from 'zod';
import type { ZPageInfo } from './common/api';

export type PageItem = number | 'ellipsis';

/**
 * The page numbers to show: the first and last page always, the pages within `radius` of
 * the current one (2 on wide screens, 1 under 640 px), and an ellipsis for each gap.
 * A gap of exactly one page shows that page instead of an ellipsis.
 */
export function paginationWindow(current: number, totalPages: number, radius = 2): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  const shown = new Set<number>([1, totalPages]);
  for (let p = page - radius; p <= page + radius; p++) {
    if (p >= 1 && p <= totalPages) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}

/** A list answer's paging, as its schema (`ZPageInfo`) says; type-only, so no zod comes along. */
export type PageInfo = z.infer<typeof ZPageInfo>;

/**
 * The one page arithmetic of every list answer. An empty list has one (empty) page, so page 1
 * always exists and `page <= totalPages` holds for it; `hasMore` says whether a next page does.
 */
export function pageInfo(total: number, page: number, limit: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { total, page, limit, totalPages, hasMore: page < totalPages };
}
