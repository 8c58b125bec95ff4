import { notificationTexts } from '../../i18n/he/notifications';
import { ALERT_LIMITS } from '@galim/shared/alerts/options';
import {
  ZSavedSearchFilters,
  type TNotification,
  type TNotificationList,
  type TNotificationSettings,
  type TPushDevice,
  type TPushSubscriptionInput,
  type TSavedSearch,
  type TSavedSearchInput,
  type TSurfAlert,
  type TSurfAlertInput,
  ZSurfAlertInput,
} from '@galim/shared/alerts/schemas';
import { findSpot } from '@galim/shared/forecast/spots';
import { pageInfo } from '@galim/shared/pagination';
import type { Db } from '../../db/client';
import { apiError, badRequest } from '../../lib/errors';
import { DEFAULT_LANGUAGE, type Language } from '@galim/shared/i18n/languages';
import { filterProblem } from '@galim/shared/listings/filters';
import { refuseListing } from '../surfboards/gear-service';
import { loadSettings, saveSettings } from './notify';
import { checkEndpoint, saveSubscription, type VapidKeys } from './push';
import { roundPoint } from '@galim/shared/geo/near';
import { nearOf } from '../../lib/near';
import * as notificationsRepo from './notifications-repo';
import * as watchesRepo from './watches-repo';
import * as devicesRepo from './devices-repo';

// A user's own alerts data. Every read and write is scoped to the signed-in user: someone
// else's id is simply not found (404), never 403, so ids reveal nothing.

const savedSearchOf = (r: watchesRepo.SavedSearchRow): TSavedSearch => ({
  _id: r.id,
  name: r.name,
  filters: r.filters,
  createdAt: r.createdAt.toISOString(),
});

const surfAlertOf = (r: watchesRepo.SurfAlertRow): TSurfAlert => ({
  _id: r.id,
  spotId: r.spotId,
  minStars: r.minStars,
  daysAhead: r.daysAhead,
  window: (r.window as TSurfAlert['window']) ?? null,
  pushOnReport: r.pushOnReport,
  minHours: r.minHours,
  daylightOnly: r.daylightOnly,
  wind: (r.wind as TSurfAlert['wind']) ?? null,
  minHeightM: r.minHeightM,
  maxHeightM: r.maxHeightM,
  minPeriodS: r.minPeriodS,
  maxPeriodS: r.maxPeriodS,
  delivery: r.delivery === 'digest' ? 'digest' : 'instant',
  createdAt: r.createdAt.toISOString(),
});

/** Push as configured: the VAPID keys (null: push is off) and the extra allowed origins. */
export interface PushSetup {
  vapid: VapidKeys | null;
  allowedOrigins: string[];
}

/** What a saved search of gear may filter by beside its kind's attributes (issue 53). */
const GEAR_SEARCH_KEYS = new Set([
  'kind',
  'attributes',
  'search',
  'brand',
  'condition',
  'minPrice',
  'maxPrice',
  'sortOrder',
]);

/**
 * A saved search of gear names its kind and filters only by what that kind has: a wrong
 * attribute, option or range is a 400 worded in the request's language at its path.
 */
function checkGearFilters(
  filters: ReturnType<typeof ZSavedSearchFilters.parse>,
  language: Language,
): void {
  const path = (field: string) =>
    field === 'kind' ? 'body.filters.kind' : `body.filters.attributes.${field}`;
  if (filters.attributes && !filters.kind) {
    throw refuseListing({ code: 'LISTING_UNKNOWN_KIND', field: 'kind' }, null, language, path);
  }
  if (!filters.kind || filters.kind === 'board') {
    if (filters.attributes) {
      throw badRequest('Boards are searched by their own filters', [
        { path: 'body.filters.attributes', message: 'Boards are searched by their own filters' },
      ]);
    }
    return;
  }
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && !GEAR_SEARCH_KEYS.has(key)) {
      const message = `Not a filter of ${filters.kind}`;
      throw badRequest(message, [{ path: `body.filters.${key}`, message }]);
    }
  }
  const problem = filterProblem(filters.kind, filters.attributes ?? {});
  if (problem) throw refuseListing(problem, filters.kind, language, path);
}

export function createAlertsService(db: Db, push: PushSetup) {
  return {
    async notifications(userId: string, page: number, limit: number): Promise<TNotificationList> {
      const [rows, counts] = await Promise.all([
        notificationsRepo.notificationsPage(db, userId, page, limit),
        notificationsRepo.notificationCounts(db, userId),
      ]);
      return {
        items: rows.map((n): TNotification => ({
          _id: n.id,
          type: n.type as TNotification['type'],
          title: n.title,
          body: n.body,
          url: n.url,
          createdAt: n.createdAt.toISOString(),
          readAt: n.readAt?.toISOString() ?? null,
        })),
        unread: counts.unread,
        unseen: counts.unseen,
        ...pageInfo(counts.total, page, limit),
      };
    },

    async markRead(userId: string, id: string) {
      if (!(await notificationsRepo.markNotificationRead(db, userId, id))) {
        throw apiError('NOTIFICATION_NOT_FOUND');
      }
    },

    markAllRead: (userId: string) => notificationsRepo.markAllNotificationsRead(db, userId),

    markAllSeen: (userId: string) => notificationsRepo.markAllNotificationsSeen(db, userId),

    // ------------------------------------------------------------ saved searches

    async savedSearches(userId: string): Promise<TSavedSearch[]> {
      return (await watchesRepo.savedSearchesOf(db, userId)).map(savedSearchOf);
    },

    async saveSearch(
      userId: string,
      input: TSavedSearchInput,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<TSavedSearch> {
      const filters = ZSavedSearchFilters.parse(input.filters);
      checkGearFilters(filters, language);
      // Its place and radius are kept (issue 56): a 400 of its own for one that makes no sense,
      // and a point kept only to about a kilometre, as every point Galim keeps.
      const near = nearOf(filters);
      const point = near && filters.city === undefined ? roundPoint(near.point) : {};
      // Only what narrows the list is kept (the default order is not a filter).
      const stored = Object.fromEntries(
        Object.entries({ ...filters, ...point }).filter(
          ([k, v]) => v !== undefined && k !== 'sortBy' && k !== 'sortOrder',
        ),
      );
      const name =
        input.name?.trim() ||
        (filters.search ? filters.search : notificationTexts.savedSearchName(filters.kind));
      const row = await watchesRepo.insertSavedSearch(
        db,
        { userId, name: name.slice(0, 60), filters: stored },
        ALERT_LIMITS.savedSearches,
      );
      if (!row) throw apiError('SAVED_SEARCH_LIMIT');
      return savedSearchOf(row);
    },

    async deleteSearch(userId: string, id: string) {
      if (!(await watchesRepo.deleteSavedSearch(db, userId, id))) {
        throw apiError('SAVED_SEARCH_NOT_FOUND');
      }
    },

    // ------------------------------------------------------------ surf alerts

    async surfAlerts(userId: string): Promise<TSurfAlert[]> {
      return (await watchesRepo.surfAlertsOf(db, userId)).map(surfAlertOf);
    },

    async addSurfAlert(userId: string, input: TSurfAlertInput): Promise<TSurfAlert> {
      const a = ZSurfAlertInput.parse(input);
      if (!findSpot(a.spotId))
        throw badRequest('Unknown spot', [{ path: 'body.spotId', message: 'Unknown spot' }]);
      // The window's own choices are kept only on a best-window alert (decision 061).
      const w = a.minHours === undefined ? null : a;
      const row = await watchesRepo.insertSurfAlert(
        db,
        {
          userId,
          spotId: a.spotId,
          minStars: a.minStars,
          daysAhead: a.daysAhead ?? [0, 1, 2, 3],
          window: a.window ?? null,
          pushOnReport: a.pushOnReport ?? false,
          minHours: w?.minHours ?? null,
          daylightOnly: w?.daylightOnly ?? false,
          wind: w?.wind ?? null,
          minHeightM: w?.minHeightM ?? null,
          maxHeightM: w?.maxHeightM ?? null,
          minPeriodS: w?.minPeriodS ?? null,
          maxPeriodS: w?.maxPeriodS ?? null,
          delivery: w?.delivery ?? 'instant',
        },
        ALERT_LIMITS.surfAlerts,
      );
      if (!row) throw apiError('SURF_ALERT_LIMIT');
      return surfAlertOf(row);
    },

    /** Turns the push for good reports from the beach at the alert's spot on or off. */
    async setSurfAlertPush(userId: string, id: string, pushOnReport: boolean) {
      const row = await watchesRepo.setSurfAlertPush(db, userId, id, pushOnReport);
      if (!row) throw apiError('SURF_ALERT_NOT_FOUND');
      return surfAlertOf(row);
    },

    async deleteSurfAlert(userId: string, id: string) {
      if (!(await watchesRepo.deleteSurfAlert(db, userId, id)))
        throw apiError('SURF_ALERT_NOT_FOUND');
    },

    // ------------------------------------------------------------ push devices

    /** The VAPID public key for PushManager.subscribe; 404 while push is off. */
    publicKey(): string {
      if (!push.vapid) throw apiError('PUSH_NOT_CONFIGURED');
      return push.vapid.publicKey;
    },

    /** Push on for a device: only a known push service's endpoint (never an internal address). */
    async addDevice(userId: string, input: TPushSubscriptionInput, userAgent: string | null) {
      checkEndpoint(input.endpoint, push.allowedOrigins);
      await saveSubscription(db, userId, input, userAgent);
    },

    async devices(userId: string): Promise<TPushDevice[]> {
      return (await devicesRepo.devicesOf(db, userId)).map((r) => ({
        _id: r.id,
        service: new URL(r.endpoint).host,
        userAgent: r.userAgent,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async removeDevice(userId: string, by: { id?: string; endpoint?: string }) {
      if (!(await devicesRepo.deleteDevice(db, userId, by))) {
        throw apiError('PUSH_SUBSCRIPTION_NOT_FOUND');
      }
    },

    // ------------------------------------------------------------ settings

    settings: (userId: string) => loadSettings(db, userId),

    async saveSettings(userId: string, settings: TNotificationSettings) {
      await saveSettings(db, userId, settings);
      return settings;
    },
  };
}
