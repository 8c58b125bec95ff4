import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KIND_SLUGS, LISTING_KINDS, listingPaths } from './listings/kinds';
import {
  GEAR_ROUTE_PATTERNS,
  PUBLIC_PAGE_PATTERNS,
  ROUTE_PATTERNS,
  isAppRoute,
  matchRoute,
  routePatternOf,
} from './route-patterns';

const ID = '0123456789abcdef01234567';
/** A visited path for a pattern: ids for `:id`, a service type, a slug for the rest. */
const visit = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) =>
    name === 'id' ? ID : name === 'type' || name === 'serviceType' ? 'surf-instructor' : 'dana',
  );

describe('GEAR_ROUTE_PATTERNS', () => {
  it("is every kind's list and page but boards', in both languages, as listingPaths() writes them", () => {
    const expected = LISTING_KINDS.filter((kind) => kind !== 'board').flatMap((kind) =>
      (['en', 'he'] as const).flatMap((language) => {
        const list = decodeURIComponent(listingPaths(kind)[language]);
        expect(list).toBe(`/${KIND_SLUGS[kind][language]}`);
        return [list, `${list}/:id`];
      }),
    );
    expect([...GEAR_ROUTE_PATTERNS]).toEqual(expected);
  });

  it('are app routes and public pages, each once', () => {
    for (const list of [ROUTE_PATTERNS, PUBLIC_PAGE_PATTERNS] as readonly (readonly string[])[]) {
      for (const pattern of GEAR_ROUTE_PATTERNS) {
        expect(
          list.filter((p) => p === pattern),
          pattern,
        ).toHaveLength(1);
      }
    }
  });
});

describe('routePatternOf', () => {
  it('names the pattern, never the visited path', () => {
    expect(routePatternOf(`/surfboards/${ID}`)).toBe('/surfboards/:id');
    expect(routePatternOf(`/services/surf-instructor/${ID}`)).toBe('/services/:type/:id');
    expect(routePatternOf(`/services/surf-instructor/${ID}/edit`)).toBe(
      '/services/:serviceType/:id/edit',
    );
    expect(routePatternOf('/u/dana-cohen')).toBe('/u/:slug');
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/admin/reports')).toBe('/admin/reports');
  });

  it('prefers a static segment to a parameter, and ignores a trailing slash', () => {
    expect(routePatternOf('/services/create')).toBe('/services/create');
    expect(routePatternOf('/surfboards/')).toBe('/surfboards');
    expect(routePatternOf('/profile/edit/')).toBe('/profile/edit');
  });

  it('reads a Hebrew address as the server receives it, percent-encoded', () => {
    const encoded = encodeURI('/חליפות');
    expect(encoded).toMatch(/^\/%D7/);
    expect(routePatternOf(encoded)).toBe('/חליפות');
    expect(isAppRoute(`${encoded}/${ID}`)).toBe(true);
    expect(isAppRoute('/%E0%A4%A')).toBe(false);
  });

  it('is null for paths no route draws', () => {
    for (const path of ['/nope', '/profile/nope', '/surfboards/a/b', '/u', '', '//']) {
      expect(routePatternOf(path), path).toBeNull();
    }
  });

  it('finds each pattern from a path it draws, and the server serves that path as a page', () => {
    for (const pattern of ROUTE_PATTERNS) {
      expect(routePatternOf(visit(pattern)), pattern).toBe(pattern);
      expect(isAppRoute(visit(pattern)), pattern).toBe(true);
    }
  });

  it('keeps nothing of what a visitor put in a parameter', () => {
    const segment = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.includes('/'));
    fc.assert(
      fc.property(segment, segment, (type, id) => {
        expect(routePatternOf(`/surfboards/${id}`)).toBe('/surfboards/:id');
        expect(routePatternOf(`/services/${type}/${id}`)).toBe('/services/:type/:id');
      }),
    );
  });

  it('gives the parameters of the route it found', () => {
    expect(matchRoute(`/services/surf-instructor/${ID}/edit/`)).toEqual({
      pattern: '/services/:serviceType/:id/edit',
      params: { serviceType: 'surf-instructor', id: ID },
    });
    expect(matchRoute('/faq')).toEqual({ pattern: '/faq', params: {} });
  });
});

describe('isAppRoute (the server’s 404 status)', () => {
  it('is false for a page that cannot exist: unknown paths and malformed ids', () => {
    for (const path of [
      '/nope',
      '/profile/nope',
      '/admin/nope',
      '/surfboards/not-an-id',
      `/surfboards/${ID.toUpperCase()}`,
      `/services/Surf_Instructor/${ID}`,
      '/services/surf-instructor/123',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });

  it('is true for every page of the table, with a trailing slash too', () => {
    expect(isAppRoute(`/surfboards/${ID}/`)).toBe(true);
    expect(isAppRoute('/u/dana-cohen')).toBe(true);
    expect(isAppRoute('/admin')).toBe(true);
  });
});
