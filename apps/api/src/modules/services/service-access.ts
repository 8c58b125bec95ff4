import type { TService, TServiceList, TServiceQuery } from '@galim/shared/services/schemas';
import { distanceFrom, hasPoint } from '@galim/shared/geo/near';
import type { Near } from '../../lib/near';
import { SERVICE_LIMITS, type TServiceType } from '@galim/shared/services/options';
import { pageInfo } from '@galim/shared/pagination';
import type { Db } from '../../db/client';
import { canSee, requireOwnerOrAdmin, type Owned } from '../../lib/access';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { noReadCache, sharedJson, type ReadCache } from '../../lib/read-cache';
import { serializeService } from './serialize';
import * as repo from './repo';

// What the services directory's rules share: who sees a service (public = approved, by a provider
// who is not blocked; owners and admins see their pending and rejected ones), who may change it
// (owner or admin; 403 otherwise), and a page of a list.

/** The service as the access rules see it: its provider owns it; approved ones are public. */
function owned(record: repo.ServiceRecord): Owned {
  return {
    ownerId: record.service.providerId,
    isPublic: record.service.status === 'approved' && !record.provider.blockedAt,
  };
}

/** The list's pagination fields, from the shared page arithmetic. */
function paginationOf(total: number, page: number, limit: number) {
  const info = pageInfo(total, page, limit);
  return {
    currentPage: info.page,
    totalPages: info.totalPages,
    totalItems: info.total,
    itemsPerPage: info.limit,
  };
}

/** The page asked for, and its rows' window. */
function windowOf(query: Pick<TServiceQuery, 'page' | 'limit'>, defaultLimit: number) {
  const limit = query.limit ?? defaultLimit;
  const current = query.page ?? 1;
  return { current, limit, window: { limit, offset: (current - 1) * limit } };
}

/** The service with the km from the list's place to its point, when it has one. */
function measured(service: TService, near: Near | undefined): TService {
  const [lng, lat] = service.location.coordinates;
  const point = { lat, lng };
  return near && hasPoint(point)
    ? { ...service, distanceKm: distanceFrom(near.point, point) }
    : service;
}

/** A page of a list as the viewer sees it; measured from the list's place when it has one. */
function listOf(
  { rows, total }: Awaited<ReturnType<typeof repo.listServices>>,
  current: number,
  limit: number,
  viewer: AuthUser | null,
  near?: Near,
): TServiceList {
  return {
    services: rows.map((r) => measured(serializeService(r, viewer), near)),
    pagination: paginationOf(total, current, limit),
    totalFound: total,
  };
}

/**
 * Reads of a service for the directory's services: as the viewer may see it, as the user may
 * change it, and pages of a list. `cache` keeps the pages visitors share between writes.
 */
export function createServiceAccess(db: Db, cache: ReadCache = noReadCache) {
  async function load(type: TServiceType, id: string, viewer: AuthUser | null) {
    const record = await repo.findService(db, id, viewer?.id ?? null);
    if (!record || record.service.serviceType !== type) throw apiError('SERVICE_NOT_FOUND');
    return record;
  }

  /** Public = approved, by a provider who is not blocked; the owner and admins also see pending and rejected services. */
  async function loadVisible(type: TServiceType, id: string, viewer: AuthUser | null) {
    const record = await load(type, id, viewer);
    if (!canSee(viewer, owned(record))) throw apiError('SERVICE_NOT_FOUND');
    return record;
  }

  /** Owner or admin; others get 403 on a public service and 404 on one they cannot see. */
  async function loadOwned(type: TServiceType, id: string, user: AuthUser) {
    const record = await load(type, id, user);
    requireOwnerOrAdmin(user, owned(record), 'SERVICE_NOT_FOUND');
    return record;
  }

  async function get(type: TServiceType, id: string, viewer: AuthUser | null) {
    return serializeService(await loadVisible(type, id, viewer), viewer);
  }

  async function page(
    filter: repo.ServiceFilter,
    query: Pick<TServiceQuery, 'page' | 'limit'>,
    viewer: AuthUser | null,
    defaultLimit: number = SERVICE_LIMITS.pageSize,
    source: Db = db,
  ): Promise<TServiceList> {
    const { current, limit, window } = windowOf(query, defaultLimit);
    const result = await repo.listServices(source, filter, window, viewer?.id ?? null);
    return listOf(result, current, limit, viewer, filter.near);
  }

  /**
   * A page of a public list for a visitor, as JSON made by `toJson`: what a visitor sees is the
   * same for every visitor, so the rows come from the cache and their JSON is made once per
   * cached page. (Signed-in users' pages depend on them: page().)
   */
  async function visitorPage(
    filter: repo.ServiceFilter,
    query: Pick<TServiceQuery, 'page' | 'limit'>,
    toJson: (list: TServiceList) => string,
    source: Db = db,
  ): Promise<string> {
    const { current, limit, window } = windowOf(query, SERVICE_LIMITS.pageSize);
    const result = await cache.get('services', `services:${JSON.stringify([filter, window])}`, () =>
      repo.listServices(source, filter, window, null),
    );
    return sharedJson(result, (r) => toJson(listOf(r, current, limit, null, filter.near)));
  }

  return { load, loadVisible, loadOwned, get, page, visitorPage };
}
