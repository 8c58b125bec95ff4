import { isCity } from '@galim/shared/geo/cities';
import { meetingsTexts as t } from '../../i18n/he/meetings';
import { nearTexts } from '../../i18n/he/near';
import { useMeetingPlaces, type MeetNear } from '../../lib/queries/meeting-places';

/** The safe-deal card names at most this many places. */
const SHOWN = 3;

/**
 * The safe places to meet near a board, on its safe-deal card (issue 56 §3): up to three names,
 * asked for when the card first shows; nothing when the board has no place or none is near.
 */
export function MeetingPlacesLine({ near }: { near: Exclude<MeetNear, null> }) {
  const places = useMeetingPlaces(near);
  const shown = (places.data ?? []).slice(0, SHOWN);
  if (shown.length === 0) return null;
  const cities = new Set(shown.map((p) => p.city));
  const city = 'city' in near ? near.city : cities.size === 1 ? shown[0]!.city : null;
  const names = shown.map((p) => p.name).join(t.listJoin);
  return (
    <p className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900">
      {city !== null && isCity(city)
        ? t.safeDeal(nearTexts.cityName(city), names)
        : t.safeDealNear(names)}
    </p>
  );
}
