import { PMTILES_PREFIX } from '@galim/shared/geo/map-style';

// The map's style (GET /api/map/style, decision 064), as MapLibre reads it: a style document,
// not the API's envelope, so it is fetched as it is.

export type MapStyle = { sources: Record<string, Record<string, unknown>> } & Record<
  string,
  unknown
>;

/** The API's style with its paths made addresses: a worker cannot resolve a relative one. */
export async function loadMapStyle(language: string): Promise<MapStyle> {
  const res = await fetch(`/api/map/style?lang=${language}`);
  if (!res.ok) throw new Error(`map style: ${res.status}`);
  const style = (await res.json()) as MapStyle;
  const origin = window.location.origin;
  for (const source of Object.values(style.sources)) {
    if (typeof source.data === 'string') source.data = origin + source.data;
    if (typeof source.url === 'string' && source.url.startsWith(PMTILES_PREFIX + '/')) {
      source.url = PMTILES_PREFIX + origin + source.url.slice(PMTILES_PREFIX.length);
    }
  }
  return style;
}
