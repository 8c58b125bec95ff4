import { z } from 'zod';
import { ZId } from '../common/api';

// Problem reports filed from a board's or a service's 'report a problem' button.

export const REPORT_TARGETS = ['surfboard', 'service'] as const;
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type TReportTarget = (typeof REPORT_TARGETS)[number];
/** Reports one IP may file per hour. */
export const REPORT_LIMIT_PER_HOUR = 10;

export const ZReportRequest = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: ZId,
  reason: z.string().trim().min(1, 'Reason is required').max(100),
  text: z.string().trim().max(2000).optional().default(''),
});
export type TReportRequest = z.input<typeof ZReportRequest>;

export const ZReport = z.object({
  _id: ZId,
  targetType: z.enum(REPORT_TARGETS),
  targetId: ZId,
  /** The board's or service's title; null when it no longer exists. */
  targetTitle: z.string().nullable(),
  /** Where the admin opens the target in the app; null when it no longer exists. */
  targetPath: z.string().nullable(),
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
