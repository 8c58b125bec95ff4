import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEETING_CITIES } from '@galim/shared/meetings/limits';
import type { TMeetingPlace } from '@galim/shared/meetings/schemas';
import { apiOrThrow } from '../api';

// Safe places to meet (issue 56 §3): the public list of places near a board, read by a thread's
// meeting form and by the board page's safe-deal card. Public data, so not under 'me'.

/** Where to look for places: a board's rounded point, else its city, else everywhere. */
export type MeetNear = { lat: number; lng: number } | { city: string } | null;

/** Where a board is, as a thread's summary and the board page know it (0,0 or null: no point). */
export interface BoardPlace {
  lat: number | null;
  lng: number | null;
  locationText: string;
}

/** The search for a board's place: its point when it has one, else its place's name when it is
 * one of the cities the list knows, else none (every place). */
export function meetNear(place: BoardPlace): MeetNear {
  if (place.lat !== null && place.lng !== null && (place.lat !== 0 || place.lng !== 0)) {
    return { lat: place.lat, lng: place.lng };
  }
  const city = place.locationText.trim();
  return (MEETING_CITIES as readonly string[]).includes(city) ? { city } : null;
}

export const meetingPlaceKeys = {
  all: ['meeting-places'] as const,
  near: (near: MeetNear) => ['meeting-places', near] as const,
};

/** The places nearest `near` (all of them for null). */
export const meetingPlacesQuery = (near: MeetNear, enabled = true) =>
  queryOptions({
    queryKey: meetingPlaceKeys.near(near),
    queryFn: ({ signal }) =>
      apiOrThrow<TMeetingPlace[]>('/api/meeting-places', { query: near ?? undefined, signal }),
    enabled,
    staleTime: 10 * 60_000,
  });

/** The places nearest `near`, once `enabled`. */
export const useMeetingPlaces = (near: MeetNear, enabled = true) =>
  useQuery(meetingPlacesQuery(near, enabled));
