import { z } from 'zod';
import { ZId } from '../common/api';
import { zNumberOr } from '../common/number-schemas';
import { pageRule } from '../common/numbers';
import { LISTING_KINDS } from '../listings/kinds';
import { MODERATION_STATUSES } from '../surfboards/options';
import { ZListing } from '../listings/form';

// Admin area: analytics, activity feed, board moderation.

/** A rounded percentage; 0 when the total is 0. */
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
    .object({
      kind: z.literal('surfboard'),
      /** The listing's kind: a wetsuit's line links to its page and says it is a wetsuit. */
      listingKind: z.enum(LISTING_KINDS),
      _id: ZId,
      title: z.string(),
      path: z.string(),
    })
    .nullable()
    .describe('The listing (of any kind) the entry is about, when it still exists'),
  timestamp: z.string(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

// ---------------------------------------------------------------- board moderation

export const ADMIN_BOARD_FILTERS = [...MODERATION_STATUSES, 'all'] as const;
export type TAdminBoardFilter = (typeof ADMIN_BOARD_FILTERS)[number];

export const ZAdminBoardsQuery = z.object({
  status: z.enum(ADMIN_BOARD_FILTERS).default('pending'),
  /** One kind of listing only (issue 53); every kind when absent. */
  kind: z.enum(LISTING_KINDS).optional(),
});

/** Reject and flag need a reason; approve may carry a note. */
export const ZModerationNotes = z.object({
  notes: z.string().trim().max(1000).optional(),
});

// Why a board waits for a moderator (board_holds): each kind's details, as the moderator's
// view reads them. Details are stored as JSON; every field is optional so that an older or
// partial signal still shows what it has.

export const HOLD_KINDS = ['copied_photo', 'low_price', 'edited', 'reports'] as const;
export type THoldKind = (typeof HOLD_KINDS)[number];

/** A photo much like one of another listing: that listing and both photos. */
/** One of the board's photos and the photo of another user's board it copies. */
export const ZCopiedPhotoMatch = z.object({
  imageKey: z.string().optional(),
  imageUrl: z.string().nullish(),
  otherBoardId: z.string().optional(),
  /** The other listing's kind, for its page's address (added when read; absent once deleted). */
  otherKind: z.enum(LISTING_KINDS).optional(),
  otherTitle: z.string().nullish(),
  otherSellerId: z.string().optional(),
  otherImageKey: z.string().optional(),
  otherImageUrl: z.string().nullish(),
  otherModerationStatus: z.string().optional(),
  /** Bits in which the two 64-bit photo hashes differ. */
  distance: z.number().optional(),
});
/** Photos copied from other users' boards: every match, each naming the other listing. */
export const ZCopiedPhotoDetails = z.object({
  threshold: z.number().optional(),
  otherBoardIds: z.array(z.string()).optional(),
  matches: z.array(ZCopiedPhotoMatch).default([]),
});
/** A price far below what such boards sell for. */
export const ZLowPriceDetails = z.object({
  price: z.number().optional(),
  estimate: z.number().optional(),
  ratio: z.number().optional(),
});
export const EDITED_FIELDS = ['brand', 'model', 'location'] as const;
/** What changed after approval, before and after (titles, not ids). */
export const ZEditedDetails = z.object({
  changes: z
    .array(
      z.object({
        field: z.enum(EDITED_FIELDS),
        before: z.string().nullable(),
        after: z.string().nullable(),
      }),
    )
    .default([]),
});
/** Open reports from this many distinct signed-in users. */
export const ZReportsHoldDetails = z.object({
  reporters: z.number().optional(),
});
export type TCopiedPhotoDetails = z.infer<typeof ZCopiedPhotoDetails>;
export type TCopiedPhotoMatch = z.infer<typeof ZCopiedPhotoMatch>;
export type TLowPriceDetails = z.infer<typeof ZLowPriceDetails>;
export type TEditedDetails = z.infer<typeof ZEditedDetails>;

export const ZBoardHold = z.object({
  kind: z.enum(HOLD_KINDS),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TBoardHold = z.infer<typeof ZBoardHold>;

/** The open reports of a board: how many, from how many users, and each reason and note. */
export const ZBoardReportsSummary = z.object({
  open: z.number().int(),
  reporters: z.number().int(),
  items: z.array(z.object({ reason: z.string(), text: z.string(), createdAt: z.string() })),
});
export type TBoardReportsSummary = z.infer<typeof ZBoardReportsSummary>;

/** What the moderator knows of the seller: boards published, rejected and reported. */
export const ZSellerHistory = z.object({
  memberSince: z.string(),
  published: z.number().int(),
  rejected: z.number().int(),
  reported: z.number().int(),
  /** Messages of the last 90 days that asked for payment ahead or moved the deal off Galim. */
  riskyMessages: z.number().int(),
});
export type TSellerHistory = z.infer<typeof ZSellerHistory>;

/**
 * A listing of any kind (admin view), with its kind and attributes: brand and model as objects,
 * seller with e-mail.
 */
export const ZAdminSurfboard = ZListing.omit({ brand: true, model: true, location: true }).extend({
  brand: z.object({ _id: ZId, title: z.string() }).nullable(),
  model: z.object({ _id: ZId, title: z.string() }).nullable(),
  location: z.object({ text: z.string() }),
  moderationNotes: z.string().nullable(),
  /** Why the board waits for a moderator: its open holds, oldest first. */
  holds: z.array(ZBoardHold),
  reports: ZBoardReportsSummary,
  sellerHistory: ZSellerHistory,
});
export type TAdminSurfboard = z.infer<typeof ZAdminSurfboard>;

export const ZAdminBoardStats = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  flagged: z.number(),
  all: z.number(),
});
export type TAdminBoardStats = z.infer<typeof ZAdminBoardStats>;
