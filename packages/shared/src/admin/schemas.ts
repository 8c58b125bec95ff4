import { z } from 'zod';
import { ZId } from '../common/api';
import { zNumberOr } from '../common/number-schemas';
import { pageRule } from '../common/numbers';
import { MODERATION_STATUSES } from '../surfboards/options';
import { ZSurfboard } from '../surfboards/schemas';

// Admin area (spec-2 §2.8, §3, §7): analytics, activity feed, board moderation.

/** A rounded percentage; 0 when the total is 0 (spec-2 §2.8). */
export function percent(part: number, total: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.round((part / total) * 100);
}

const ZDailyPoint = z.object({ day: z.string(), value: z.number() });

export const ZAdminAnalytics = z.object({
  generatedAt: z.string(),
  users: z.object({
    total: z.number(),
    newThisWeek: z.number(),
    newThisMonth: z.number(),
    activeThisWeek: z.number(),
    withSurfboards: z.number(),
    conversionRate: z.number(),
  }),
  surfboards: z.object({
    total: z.number(),
    active: z.number(),
    sold: z.number(),
    archived: z.number(),
    pending: z.number(),
    totalViews: z.number(),
    averageViewsPerBoard: z.number(),
    totalFavorites: z.number(),
    totalInquiries: z.number(),
  }),
  sales: z.object({
    totalSold: z.number(),
    totalRevenue: z.number(),
    averageSalePrice: z.number(),
    soldThroughWebsite: z.number(),
    websiteConversionRate: z.number(),
  }),
  brands: z.array(
    z.object({
      name: z.string(),
      listings: z.number(),
      views: z.number(),
      sold: z.number(),
      conversionRate: z.number(),
    }),
  ),
  categories: z.array(
    z.object({
      name: z.string(),
      listings: z.number(),
      sold: z.number(),
      averagePrice: z.number(),
      conversionRate: z.number(),
    }),
  ),
  /** Per UTC day over the last 30 days, oldest first, days without data omitted. */
  daily: z.object({ pageViews: z.array(ZDailyPoint), newListings: z.array(ZDailyPoint) }),
});
export type TAdminAnalytics = z.infer<typeof ZAdminAnalytics>;

export const ZActivityQuery = z.object({
  limit: zNumberOr(pageRule(100), 15),
});
export const ZActivityItem = z.object({
  _id: ZId,
  type: z.string(),
  user: z
    .object({
      _id: ZId,
      name: z.string(),
      path: z.string().nullable().describe('Their public profile (/u/{slug}), null when hidden'),
    })
    .nullable(),
  /** What happened, in words: the names in it, never raw ids. */
  details: z.string(),
  target: z
    .object({ kind: z.literal('surfboard'), _id: ZId, title: z.string(), path: z.string() })
    .nullable()
    .describe('The board the entry is about, when it still exists'),
  timestamp: z.string(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

// ---------------------------------------------------------------- board moderation

export const ADMIN_BOARD_FILTERS = [...MODERATION_STATUSES, 'all'] as const;
export type TAdminBoardFilter = (typeof ADMIN_BOARD_FILTERS)[number];

export const ZAdminBoardsQuery = z.object({
  status: z.enum(ADMIN_BOARD_FILTERS).default('pending'),
});

/** Reject and flag need a reason; approve may carry a note. */
export const ZModerationNotes = z.object({
  notes: z.string().trim().max(1000).optional(),
});
export const MODERATION_ERRORS = {
  notesRequired: 'A reason (notes) is required',
  onlyPending: 'Only pending surfboards can be approved or rejected',
  alreadyFlagged: 'This surfboard is already flagged',
  notFound: 'Surfboard not found',
} as const;

/** Surfboard (admin view), spec-2 §3: brand and model as objects, seller with e-mail. */
export const ZAdminSurfboard = ZSurfboard.omit({ brand: true, model: true, location: true }).extend(
  {
    brand: z.object({ _id: ZId, title: z.string() }).nullable(),
    model: z.object({ _id: ZId, title: z.string() }).nullable(),
    location: z.object({ text: z.string() }),
    moderationNotes: z.string().nullable(),
  },
);
export type TAdminSurfboard = z.infer<typeof ZAdminSurfboard>;

export const ZAdminBoardStats = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  flagged: z.number(),
  all: z.number(),
});
export type TAdminBoardStats = z.infer<typeof ZAdminBoardStats>;
