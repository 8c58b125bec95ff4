import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { TServiceList } from '@galim/shared/services/schemas';
import type { TRanking, TSpotList } from '@galim/shared/forecast/schemas';
import type { TMeetingPlace } from '@galim/shared/meetings/schemas';
import { hasPoint } from '@galim/shared/geo/near';
import { apiOrThrow } from '../../../lib/api';
import { formatPrice } from '../../../i18n/he/format';
import { LANGUAGE } from '../../../i18n/he/locale';
import { mapTexts, type TMapLayer } from '../../../i18n/he/map';
import { hasPlace, type NearValue } from '../../../components/near/near-value';

// What the map and its list show (issue 56 §2), from the public lists: the boards and services
// near the chosen place (nearest first), the forecast's spots with today's stars, and the safe
// places to meet. A seller's point is the list's, rounded to about a kilometre (geo/near.ts).

/** One place on the map and in the list beside it. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  /** Its second line: a price, a kind of service, today's stars, an address. */
  detail: string;
  /** The second line as a screen reader says it, when it differs (stars). */
  detailSpoken?: string;
  /** From the chosen place, as the lists measure it. */
  distanceKm?: number;
  /** Its page, when it has one. */
  to?: string;
}

export interface MapPoints {
  points: MapPoint[];
  /** How many the list has in all (more than `points` when only the first are shown). */
  total: number;
}

/** The boards and services a map shows at once: the API's largest page of boards. */
export const MAP_PAGE = 48;

const t = mapTexts;

/** The place as a list's query: nearest first when there is one. */
function nearQuery(near: NearValue) {
  const place = hasPlace(near);
  return { ...near, sortBy: place ? 'distance' : undefined, page: 1, limit: MAP_PAGE };
}

async function boards(near: NearValue, signal: AbortSignal): Promise<MapPoints> {
  const page = await apiOrThrow<TSurfboardPage>('/api/surfboards', {
    query: nearQuery(near),
    signal,
  });
  const points = page.boards.flatMap((b): MapPoint[] => {
    const [lng, lat] = b.location.coordinates;
    if (!hasPoint({ lat, lng })) return [];
    return [
      {
        id: b._id,
        lat,
        lng,
        title: b.title,
        detail: `${formatPrice(b.price)} · ${b.locationText}`,
        distanceKm: b.distanceKm,
        to: `/surfboards/${b._id}`,
      },
    ];
  });
  return { points, total: page.total };
}

async function services(near: NearValue, signal: AbortSignal): Promise<MapPoints> {
  const list = await apiOrThrow<TServiceList>('/api/services/search', {
    query: nearQuery(near),
    signal,
  });
  const points = list.services.flatMap((s): MapPoint[] => {
    const [lng, lat] = s.location.coordinates;
    if (!hasPoint({ lat, lng })) return [];
    return [
      {
        id: s._id,
        lat,
        lng,
        title: s.title,
        detail: `${t.serviceTypes[s.serviceType]} · ${s.location.city}`,
        distanceKm: s.distanceKm,
        to: `/services/${s.serviceType}/${s._id}`,
      },
    ];
  });
  return { points, total: list.totalFound };
}

async function spots(signal: AbortSignal): Promise<MapPoints> {
  const [list, ranking] = await Promise.all([
    apiOrThrow<TSpotList>('/api/forecast/spots', { signal }),
    apiOrThrow<TRanking>('/api/forecast/ranking', { signal }),
  ]);
  const stars = new Map(ranking.spots.map((r) => [r.spot.id, r.stars]));
  const points = list.spots.map((s): MapPoint => {
    const today = stars.get(s.id);
    return {
      id: s.id,
      lat: s.lat,
      lng: s.lng,
      title: LANGUAGE === 'he' ? s.nameHe : s.name,
      detail: today ? t.stars(today) : t.noForecast,
      detailSpoken: today ? t.starsSpoken(today) : undefined,
      to: `/forecast/${s.id}`,
    };
  });
  return { points, total: points.length };
}

async function places(near: NearValue, signal: AbortSignal): Promise<MapPoints> {
  const found = await apiOrThrow<TMeetingPlace[]>('/api/meeting-places', {
    query: { ...near },
    signal,
  });
  const points = found.map((p): MapPoint => ({
    id: p._id,
    lat: p.lat,
    lng: p.lng,
    title: p.name,
    detail: `${t.placeKinds[p.kind]} · ${p.address}`,
    distanceKm: p.distanceKm === undefined ? undefined : Math.round(p.distanceKm),
  }));
  return { points, total: points.length };
}

/** The points of one layer near a place (the spots are the same everywhere). */
export const mapPointsQuery = (layer: TMapLayer, near: NearValue) =>
  queryOptions({
    queryKey: ['map', layer, layer === 'spots' ? {} : near],
    queryFn: ({ signal }) => {
      switch (layer) {
        case 'boards':
          return boards(near, signal);
        case 'services':
          return services(near, signal);
        case 'spots':
          return spots(signal);
        case 'places':
          return places(near, signal);
      }
    },
    // While another place's answer comes, the last one of the same layer stays drawn.
    placeholderData: (previous, query) => (query?.queryKey[1] === layer ? previous : undefined),
  });

export const useMapPoints = (layer: TMapLayer, near: NearValue) =>
  useQuery(mapPointsQuery(layer, near));
