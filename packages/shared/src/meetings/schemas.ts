import { z } from 'zod';
import { ZId } from '../common/api';
import { messageKey } from '../i18n/messages';
import { ZNearQuery, zNearCity } from '../geo/near-schema';
import { MEETING_CITIES, MEETING_LIMITS, MEETING_PLACE_KINDS, MEETING_STATUSES } from './limits';

export * from './limits';

// Safe places to meet (issue 56 §3): an admin-kept list of public places per city (a surf shop
// that agreed, a shopping centre, a police station's lobby), and a meeting at one of them that
// either side of a conversation proposes and the other accepts or changes.

/** A place as the public reads it, its name and address in the request's language. */
export const ZMeetingPlace = z.object({
  _id: ZId,
  /** Its city, by the Hebrew name the city list uses. */
  city: z.string(),
  kind: z.enum(MEETING_PLACE_KINDS),
  name: z.string(),
  address: z.string(),
  /** A public place's own point (not a seller's: not rounded). */
  lat: z.number(),
  lng: z.number(),
  /** From the asked point or city centre, when one was asked (km, one decimal). */
  distanceKm: z.number().optional(),
});
export type TMeetingPlace = z.infer<typeof ZMeetingPlace>;

/**
 * GET /api/meeting-places: by `city`, or near a point (`lat`, `lng`, optional `radiusKm`), nearest
 * first; with neither, every place by city. The near rule's codes refuse a bad point or radius.
 */
export const ZMeetingPlacesQuery = ZNearQuery.extend({ city: zNearCity });
export type TMeetingPlacesQuery = z.input<typeof ZMeetingPlacesQuery>;

const placeText = (max: number) =>
  z.string().trim().min(2, messageKey('meeting.text')).max(max, messageKey('meeting.text'));

/** A place as an admin writes it: both languages, its city from the list and its point. */
export const ZMeetingPlaceInput = z
  .object({
    city: z.enum(MEETING_CITIES as [string, ...string[]], { error: messageKey('meeting.city') }),
    kind: z.enum(MEETING_PLACE_KINDS),
    nameHe: placeText(MEETING_LIMITS.nameMax),
    nameEn: placeText(MEETING_LIMITS.nameMax),
    addressHe: placeText(MEETING_LIMITS.addressMax),
    addressEn: placeText(MEETING_LIMITS.addressMax),
    lat: z
      .number({ error: messageKey('meeting.point') })
      .min(29.4, messageKey('meeting.point'))
      .max(33.4, messageKey('meeting.point')),
    lng: z
      .number({ error: messageKey('meeting.point') })
      .min(34, messageKey('meeting.point'))
      .max(35.95, messageKey('meeting.point')),
    /** Shown to users; a place taken off the list keeps the meetings already made at it. */
    active: z.boolean().default(true),
  })
  .strict();
export type TMeetingPlaceInput = z.input<typeof ZMeetingPlaceInput>;

/** PATCH: any of the fields. */
export const ZMeetingPlacePatch = ZMeetingPlaceInput.partial().strict();

/** A place as the admin's list shows it: both languages and whether it is shown. */
export const ZAdminMeetingPlace = z.object({
  _id: ZId,
  city: z.string(),
  kind: z.enum(MEETING_PLACE_KINDS),
  nameHe: z.string(),
  nameEn: z.string(),
  addressHe: z.string(),
  addressEn: z.string(),
  lat: z.number(),
  lng: z.number(),
  active: z.boolean(),
});
export type TAdminMeetingPlace = z.infer<typeof ZAdminMeetingPlace>;

/**
 * POST /api/conversations/:id/meetings: a meeting at a place, at a day and hour (an ISO time
 * with its offset; the web sends Israel's). The service refuses a time in the past or too far.
 */
export const ZMeetingProposal = z
  .object({
    placeId: ZId,
    at: z.iso.datetime({ offset: true, error: messageKey('meeting.at') }),
  })
  .strict();
export type TMeetingProposal = z.input<typeof ZMeetingProposal>;

/** The params of a meeting's answer: the thread and the meeting. */
export const ZMeetingParams = z.object({ id: ZId, meetingId: ZId });

/** A meeting as a thread's message carries it. */
export const ZMeeting = z.object({
  _id: ZId,
  place: ZMeetingPlace,
  at: z.string(),
  status: z.enum(MEETING_STATUSES),
  /** Who proposed it. */
  fromRole: z.enum(['buyer', 'seller']),
});
export type TMeeting = z.infer<typeof ZMeeting>;

export const ZMeetingPlaceList = z.array(ZMeetingPlace);
export const ZAdminMeetingPlaceList = z.array(ZAdminMeetingPlace);

/** DELETE of a place: removed, or hidden when meetings were set at it (`removed: false`). */
export const ZMeetingPlaceRemoved = z.object({ removed: z.boolean() });
export type TMeetingPlaceRemoved = z.infer<typeof ZMeetingPlaceRemoved>;
