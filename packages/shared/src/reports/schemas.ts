import { z } from 'zod';
import { ZId } from '../common/api';
import { ZMessageId } from '../conversations/schemas';

// Problem reports filed from a board's, a service's or a seller review's 'report' button, and
// from a message in a conversation (its recipient's "דיווח"), and from a report from the beach.

export const REPORT_TARGETS = [
  'surfboard',
  'service',
  'seller_review',
  'message',
  'beach_report',
] as const;
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type TReportTarget = (typeof REPORT_TARGETS)[number];
/** Reports one IP may file per hour. */
export const REPORT_LIMIT_PER_HOUR = 10;

/** Why a board is reported: a fixed list, so that reports can be counted and acted on. */
export const SURFBOARD_REPORT_REASONS = [
  'copied_photos',
  'price_too_good',
  'sold',
  'not_a_surfboard',
  'offensive',
  'other',
] as const;
export const SERVICE_REPORT_REASONS = [
  'inaccurate',
  'spam',
  'offensive',
  'unreachable',
  'other',
] as const;
/** Why a review of a seller is reported (issue 43). */
export const SELLER_REVIEW_REPORT_REASONS = [
  'false',
  'offensive',
  'private_details',
  'other',
] as const;
/** Why a message is reported: only its recipient may, and the moderator then reads the thread. */
export const MESSAGE_REPORT_REASONS = ['scam', 'harassment', 'spam', 'other'] as const;
/** Why a report from the beach is reported (decision 048). */
export const BEACH_REPORT_REPORT_REASONS = [
  'false',
  'offensive',
  'private_details',
  'other',
] as const;
export type TSurfboardReportReason = (typeof SURFBOARD_REPORT_REASONS)[number];
export type TServiceReportReason = (typeof SERVICE_REPORT_REASONS)[number];
export type TSellerReviewReportReason = (typeof SELLER_REVIEW_REPORT_REASONS)[number];
export type TMessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];
export type TReportReason =
  | TSurfboardReportReason
  | TServiceReportReason
  | TSellerReviewReportReason
  | TMessageReportReason
  | (typeof BEACH_REPORT_REPORT_REASONS)[number];
/** Distinct signed-in reporters whose open reports hide a board until a moderator decides. */
export const REPORTS_TO_HOLD = 3;

const ZReportText = z.string().trim().max(2000).optional().default('');
export const REPORT_ERRORS = { otherNeedsText: 'Describe the problem' } as const;

export const ZReportRequest = z
  .discriminatedUnion('targetType', [
    z.object({
      targetType: z.literal('surfboard'),
      targetId: ZId,
      reason: z.enum(SURFBOARD_REPORT_REASONS),
      text: ZReportText,
    }),
    z.object({
      targetType: z.literal('service'),
      targetId: ZId,
      reason: z.enum(SERVICE_REPORT_REASONS),
      text: ZReportText,
    }),
    z.object({
      targetType: z.literal('seller_review'),
      targetId: ZId,
      reason: z.enum(SELLER_REVIEW_REPORT_REASONS),
      text: ZReportText,
    }),
    z.object({
      targetType: z.literal('beach_report'),
      targetId: ZId,
      reason: z.enum(BEACH_REPORT_REPORT_REASONS),
      text: ZReportText,
    }),
    z.object({
      targetType: z.literal('message'),
      targetId: ZMessageId,
      reason: z.enum(MESSAGE_REPORT_REASONS),
      text: ZReportText,
    }),
  ])
  // 'other' says nothing by itself: its note is what the moderator reads.
  .refine((r) => r.reason !== 'other' || r.text.length > 0, {
    path: ['text'],
    message: REPORT_ERRORS.otherNeedsText,
  });
export type TReportRequest = z.input<typeof ZReportRequest>;

export const ZReport = z.object({
  _id: ZId,
  targetType: z.enum(REPORT_TARGETS),
  /** A board's, service's or review's id, or a message's (digits). */
  targetId: z.union([ZId, ZMessageId]),
  /** The board's or service's title (a review's text, a message's thread's board); null when gone. */
  targetTitle: z.string().nullable(),
  /** Where the admin opens the target in the app; null when it no longer exists. */
  targetPath: z.string().nullable(),
  /** One of the target's reasons; reports filed before the fixed list keep their free text. */
  reason: z.string(),
  text: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter: z
    .object({ _id: ZId, name: z.string(), email: z.string() })
    .nullable()
    .describe('null for an anonymous report'),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportListQuery = z.object({
  status: z.enum([...REPORT_STATUSES, 'all']).default('open'),
});
export const ZReportList = z.object({
  reports: z.array(ZReport),
  counts: z.object({ open: z.number(), resolved: z.number(), total: z.number() }),
});
export type TReportList = z.infer<typeof ZReportList>;

/** POST /reports: the report filed, or the open one it repeats (`duplicate`). */
export const ZReportFiled = z.object({ _id: ZId, duplicate: z.boolean() });
export type TReportFiled = z.infer<typeof ZReportFiled>;

/** PATCH /reports/:id (admins) */
export const ZReportStatusUpdate = z.object({ status: z.enum(REPORT_STATUSES) });
export const ZReportStatusChanged = z.object({ _id: ZId, status: z.enum(REPORT_STATUSES) });
export type TReportStatusChanged = z.infer<typeof ZReportStatusChanged>;
