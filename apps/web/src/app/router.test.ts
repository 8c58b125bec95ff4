import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { ROUTE_PATTERNS } from '@galim/shared/route-patterns';
import { routes } from './router';

/** Every page's full path in a route table: nested paths joined, an index route at its parent's. */
function pagePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === '*') return []; // the 404 page, for every other path
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.path || route.index ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('has exactly the patterns the shared list names (speed reports, POST /api/vitals)', () => {
    const paths = [...new Set(pagePaths(routes))].sort();
    expect(paths).toEqual([...ROUTE_PATTERNS].sort());
  });
});
