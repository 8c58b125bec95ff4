import { z } from 'zod';
import { LISTING_KINDS } from '../listings/kinds';
import { ZId, ZPageInfo } from '../common/api';
import { zNumberOr } from '../common/number-schemas';
import { pageRule } from '../common/numbers';
import { ZSurfboardSearchQuery } from '../surfboards/schemas';
import { messageKey } from '../i18n/messages';
import { ALERT_LIMITS } from './options';
import { SURF_WINDOW_NAMES, type TSurfWindow } from './windows';
import { SPOT_LIST } from '../forecast/spot-list';
import { WIND_CHOICES, WINDOW_DELIVERIES, WINDOW_HOURS } from './best-window';

// Alerts (issue 16): the notification centre, saved searches, surf alerts, Web Push and the
// per-type settings. One schema per request and answer, used by the API and the forms.

export const NOTIFICATION_TYPES = [
  'saved-search-match',
  'price-drop',
  'board-approved',
  'board-rejected',
  'service-approved',
  'service-rejected',
  'new-review',
  'surf-alert',
  'report-acted',
  'board-question',
  'question-answered',
  /** A new message in one of my conversations (issue 43; the two above are from before it). */
  'message',
  /** "Still for sale?": a listing's term ends within 7 days (issue 55). */
  'listing-expiring',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const ZNotification = z.object({
  _id: ZId,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationsQuery = z.object({
  page: zNumberOr(pageRule(1000), 1),
  limit: zNumberOr(pageRule(50), ALERT_LIMITS.pageSize),
});

export const ZNotificationList = ZPageInfo.extend({
  items: z.array(ZNotification),
  unread: z.number().int(),
  /** Unread and not yet seen in the centre: the badge's count. */
  unseen: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

// ---------------------------------------------------------------- saved searches

/** One filter of a kind's attribute: any of its options, a range of a number, or "yes". */
const ZAttributeFilter = z.union([
  z.array(z.string().max(40)).min(1).max(20),
  z.strictObject({ min: z.number(), max: z.number() }),
  z.literal(true),
]);

/**
 * The filters of a saved search: exactly the query of GET /api/surfboards (paging left out), or,
 * for gear (issue 53), its `kind` and the kind's `attributes` filters (checked by the server
 * against the kind's declarations), with the common price, condition, brand and words.
 */
export const ZSavedSearchFilters = ZSurfboardSearchQuery.omit({ page: true, limit: true })
  .extend({
    kind: z.enum(LISTING_KINDS).optional(),
    attributes: z.record(z.string().max(40), ZAttributeFilter).optional(),
  })
  .strict();

export const ZSavedSearchInput = z
  .object({
    name: z.string().trim().max(60).optional(),
    filters: ZSavedSearchFilters,
  })
  .strict();
export type TSavedSearchInput = z.input<typeof ZSavedSearchInput>;

export const ZSavedSearch = z.object({
  _id: ZId,
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

// ---------------------------------------------------------------- surf alerts

// The windows live in a zod-free module: the forecast page offers them without loading zod.
export { ALL_DAY, SURF_WINDOW_NAMES, SURF_WINDOWS, type TSurfWindow } from './windows';

const SURF_SPOT_IDS = SPOT_LIST.map((s) => s.id) as [string, ...string[]];

const hoursRule = { error: messageKey('alert.windowHours') };
/** A bound of a best window's range, kept to the centimetre (m) or the tenth of a second (s). */
const metres = z
  .number()
  .min(0)
  .max(10)
  .transform((m) => Math.round(m * 100) / 100);
const seconds = z
  .number()
  .min(0)
  .max(30)
  .transform((s) => Math.round(s * 10) / 10);

export const ZSurfAlertInput = z
  .object({
    /** One of our spots: any other is a 400 in the request's language. */
    spotId: z.enum(SURF_SPOT_IDS, { error: messageKey('alert.spot') }),
    minStars: z.number().int().min(1).max(5),
    /** Days from today (0) to +3; all four when left out. */
    daysAhead: z
      .array(z.number().int().min(0).max(3))
      .min(1)
      .max(4)
      .transform((d) => [...new Set(d)].sort())
      .optional(),
    window: z.enum(SURF_WINDOW_NAMES as [TSurfWindow, ...TSurfWindow[]]).optional(),
    /** Also a push when a report from the beach there says head-high or more, and clean. */
    pushOnReport: z.boolean().optional(),
    /**
     * A best-window alert (issue 54, item 5, decision 061): told of the next run of at least
     * this many good hours in a row. Left out: an ordinary surf alert (a good day).
     */
    minHours: z
      .number(hoursRule)
      .int(hoursRule)
      .min(WINDOW_HOURS.min, hoursRule)
      .max(WINDOW_HOURS.max, hoursRule)
      .optional(),
    /** Only hours between first and last light count. */
    daylightOnly: z.boolean().optional(),
    /** Any wind (null), light (up to 12 km/h) or offshore. */
    wind: z.enum(WIND_CHOICES).nullable().optional(),
    /** A height (m) and period (s) range beside the stars; a bound left out is open. */
    minHeightM: metres.optional(),
    maxHeightM: metres.optional(),
    minPeriodS: seconds.optional(),
    maxPeriodS: seconds.optional(),
    /** Told when found (at most one a day) or in a digest at 06:00 Israel time. */
    delivery: z.enum(WINDOW_DELIVERIES).optional(),
  })
  .strict()
  .refine(
    (a) =>
      !(a.minHeightM !== undefined && a.maxHeightM !== undefined && a.minHeightM > a.maxHeightM),
    {
      message: messageKey('alert.heightRange'),
      path: ['maxHeightM'],
    },
  )
  .refine(
    (a) =>
      !(a.minPeriodS !== undefined && a.maxPeriodS !== undefined && a.minPeriodS > a.maxPeriodS),
    {
      message: messageKey('alert.periodRange'),
      path: ['maxPeriodS'],
    },
  );
export type TSurfAlertInput = z.input<typeof ZSurfAlertInput>;

export const ZSurfAlert = z.object({
  _id: ZId,
  spotId: z.string(),
  minStars: z.number().int(),
  daysAhead: z.array(z.number().int()),
  window: z.enum(SURF_WINDOW_NAMES as [TSurfWindow, ...TSurfWindow[]]).nullable(),
  pushOnReport: z.boolean(),
  /** Null: an ordinary surf alert; 2..12: a best-window alert and the hours it asks for. */
  minHours: z.number().int().nullable(),
  daylightOnly: z.boolean(),
  wind: z.enum(WIND_CHOICES).nullable(),
  minHeightM: z.number().nullable(),
  maxHeightM: z.number().nullable(),
  minPeriodS: z.number().nullable(),
  maxPeriodS: z.number().nullable(),
  delivery: z.enum(WINDOW_DELIVERIES),
  createdAt: z.string(),
});
export type TSurfAlert = z.infer<typeof ZSurfAlert>;

/** PATCH /api/surf-alerts/{id}: a push for good reports from the beach there, or not. */
export const ZSurfAlertUpdate = z.object({ pushOnReport: z.boolean() }).strict();
export type TSurfAlertUpdate = z.infer<typeof ZSurfAlertUpdate>;

// ---------------------------------------------------------------- push and settings

export const ZPushSubscriptionInput = z.object({
  endpoint: z.string().url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(16).max(200),
    auth: z.string().min(8).max(100),
  }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushEndpoint = z.object({ endpoint: z.string().url().max(2000) });

export const ZPushDevice = z.object({
  _id: ZId,
  /** The push service's host only: the full endpoint is a secret of the device. */
  service: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type TPushDevice = z.infer<typeof ZPushDevice>;

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

export const ZChannelPrefs = z.object({ inApp: z.boolean(), push: z.boolean() });

/** Quiet hours as stored; the settings form and the API refuse an empty window (below). */
const ZQuietHoursShape = z.object({ enabled: z.boolean(), start: ZClock, end: ZClock });

/** From 22:00 to 22:00 means nothing: refused while the quiet hours are on. */
export const ZQuietHours = ZQuietHoursShape.refine((q) => !q.enabled || q.start !== q.end, {
  message: messageKey('alert.quietSame'),
  path: ['end'],
});

/** Settings as read back: ones saved before the rule above still load. */
export const ZStoredNotificationSettings = z.object({
  channels: z.object(
    // Settings stored before a type existed lack it: that type takes the default.
    Object.fromEntries(
      NOTIFICATION_TYPES.map((t) => [t, ZChannelPrefs.default({ inApp: true, push: true })]),
    ) as Record<TNotificationType, z.ZodDefault<typeof ZChannelPrefs>>,
  ),
  quietHours: ZQuietHoursShape,
});

/** Settings as saved: what the form sends and the API accepts. */
export const ZNotificationSettings = ZStoredNotificationSettings.extend({
  quietHours: ZQuietHours,
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const DEFAULT_NOTIFICATION_SETTINGS: TNotificationSettings = {
  channels: Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => [t, { inApp: true, push: true }]),
  ) as TNotificationSettings['channels'],
  quietHours: { enabled: true, start: '22:00', end: '07:00' },
};

// ---------------------------------------------------------------- jobs (admin)

export const ZJobSummary = z.object({
  name: z.string(),
  runnable: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastOk: z.boolean().nullable(),
  lastResult: z.string().nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
});
export type TJobSummary = z.infer<typeof ZJobSummary>;

/**
 * How an admin's "run now" ended, as far as it waited: done, failed for good, failed and to be
 * tried again by the queue (with the error as output), cancelled, or still running.
 */
export const JOB_RUN_OUTCOMES = ['completed', 'failed', 'retry', 'cancelled', 'timeout'] as const;
export type TJobRunOutcome = (typeof JOB_RUN_OUTCOMES)[number];

export const ZJobRunResult = z.object({
  name: z.string(),
  state: z.enum(JOB_RUN_OUTCOMES),
  output: z.unknown().optional(),
});
export type TJobRunResult = z.infer<typeof ZJobRunResult>;

/** POST /notifications/read-all: how many were marked read. */
export const ZReadAllResult = z.object({ updated: z.number() });
export type TReadAllResult = z.infer<typeof ZReadAllResult>;

/** GET /push/public-key: the server's VAPID key, for the browser's subscription. */
export const ZPushPublicKey = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

/** POST /admin/jobs/:name/run */
export const ZJobNameParams = z.object({ name: z.string().max(60) });
