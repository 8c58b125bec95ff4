import { z } from 'zod';
import { ZId } from '../common/api';
import { SPOT_LIST } from '../forecast/spot-list';
import { messageKey } from '../i18n/messages';
import {
  BEACH_REPORT_CROWDS,
  BEACH_REPORT_LIMITS,
  BEACH_REPORT_SIZES,
  BEACH_REPORT_SURFACES,
} from './options';

// Reports from the beach (issue 44, item 8; decision 048): GET and POST
// /api/forecast/{spotId}/reports, the photo added after by its author, thanks, the reporter's
// history. The location sent is checked against the spot and never stored: only "מהחוף" is.

export * from './options';

const SPOT_IDS = SPOT_LIST.map((s) => s.id) as [string, ...string[]];

/** An unknown spot is a 400 with the Hebrew sentence, not a 404: the reports are about our list. */
export const ZBeachReportSpotParams = z.object({
  spotId: z.enum(SPOT_IDS, { error: messageKey('beachReport.spot') }),
});

const coordinate = (limit: number) =>
  z
    .number({ error: messageKey('beachReport.location') })
    .min(-limit, messageKey('beachReport.location'))
    .max(limit, messageKey('beachReport.location'))
    .optional();

/** POST /api/forecast/{spotId}/reports */
export const ZBeachReportInput = z
  .object({
    size: z.enum(BEACH_REPORT_SIZES, { error: messageKey('beachReport.size') }),
    surface: z.enum(BEACH_REPORT_SURFACES, { error: messageKey('beachReport.surface') }),
    crowd: z.enum(BEACH_REPORT_CROWDS, { error: messageKey('beachReport.crowd') }),
    text: z
      .string({ error: messageKey('beachReport.textMax') })
      .trim()
      .max(BEACH_REPORT_LIMITS.textMax, messageKey('beachReport.textMax'))
      .optional(),
    /** The browser's location at the moment of sending: checked for "מהחוף", never stored. */
    lat: coordinate(90),
    lng: coordinate(180),
    /** When it was seen (ISO, with its offset); now when left out. Never in the future. */
    seenAt: z.iso.datetime({ offset: true, error: messageKey('beachReport.seenAt') }).optional(),
  })
  .strict()
  .refine((r) => (r.lat === undefined) === (r.lng === undefined), {
    path: ['lng'],
    message: messageKey('beachReport.locationPair'),
  });
export type TBeachReportInput = z.input<typeof ZBeachReportInput>;

export const ZBeachReportPhoto = z.object({
  key: z.string(),
  widths: z.array(z.number().int()),
  width: z.number().int(),
  height: z.number().int(),
});

export const ZBeachReport = z.object({
  _id: ZId,
  spotId: z.string(),
  size: z.enum(BEACH_REPORT_SIZES),
  surface: z.enum(BEACH_REPORT_SURFACES),
  crowd: z.enum(BEACH_REPORT_CROWDS),
  text: z.string().nullable(),
  photo: ZBeachReportPhoto.nullable(),
  /** Sent from within BEACH_REPORT_LIMITS.onBeachKm of the spot: the badge "מהחוף". */
  onBeach: z.boolean(),
  seenAt: z.string(),
  createdAt: z.string(),
  author: z.object({ _id: ZId, name: z.string(), profileImage: z.string().nullable() }),
  thanks: z.number().int(),
  /** Whether the signed-in caller thanked it (false for visitors). */
  thanked: z.boolean(),
  /** Whether the caller wrote it (they may add its photo, and not thank it). */
  mine: z.boolean(),
});
export type TBeachReport = z.infer<typeof ZBeachReport>;

/** GET /api/forecast/{spotId}/reports: the last shownHours, newest first. */
export const ZBeachReportList = z.object({ reports: z.array(ZBeachReport) });
export type TBeachReportList = z.infer<typeof ZBeachReportList>;

/** POST /api/beach-reports/{id}/thanks, DELETE to take it back. */
export const ZBeachReportThanks = z.object({
  _id: ZId,
  thanks: z.number().int(),
  thanked: z.boolean(),
});
export type TBeachReportThanks = z.infer<typeof ZBeachReportThanks>;
