import { CITY_CENTRES } from '../geo/cities';

// Safe places to meet (issue 56 §3): the kinds, limits and statuses both sides read (no schema
// library here: the web's error texts read the limits on every page).

/** What kind of place it is: the card names it and the map marks it. */
export const MEETING_PLACE_KINDS = ['surf_shop', 'mall', 'police', 'other'] as const;
export type TMeetingPlaceKind = (typeof MEETING_PLACE_KINDS)[number];

/** The cities a place may be in: the near-me list (geo/cities.ts), by their Hebrew names. */
export const MEETING_CITIES = Object.keys(CITY_CENTRES) as (keyof typeof CITY_CENTRES)[];

export const MEETING_LIMITS = {
  /** A meeting is at least this far ahead when proposed (and accepted). */
  minMinutesAhead: 30,
  /** And at most this far. */
  maxDaysAhead: 30,
  /** A place's name and address. */
  nameMax: 80,
  addressMax: 120,
  /** Places a list answers at most. */
  listMax: 50,
} as const;

/** A proposal is open until accepted or replaced by another proposal (a change). */
export const MEETING_STATUSES = ['open', 'accepted', 'superseded'] as const;
export type TMeetingStatus = (typeof MEETING_STATUSES)[number];
