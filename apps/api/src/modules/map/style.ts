import { layers, namedFlavor } from '@protomaps/basemaps';
import type { Language } from '@galim/shared/i18n/languages';
import { BASEMAP_PATH, COAST_OUTLINE_PATH, PMTILES_PREFIX } from '@galim/shared/geo/map-style';

// The map's MapLibre style (decision 064): the basemap archive in Protomaps' light flavour when
// the server has one, else the land outline the web app ships. Sources are paths: the web map
// makes them absolute on its own origin (a worker cannot resolve a relative address).

type Layer = ReturnType<typeof layers>[number];
export interface MapStyle {
  version: 8;
  name: string;
  glyphs?: string;
  sources: Record<string, Record<string, unknown>>;
  layers: Layer[] | Record<string, unknown>[];
}

const SEA = '#cde6f2';
const LAND = '#f7f4ec';

/** The outline from Natural Earth: sea, land, the coast and the borders. */
export function outlineStyle(): MapStyle {
  const kind = (k: string) => ['==', ['get', 'kind'], k];
  return {
    version: 8,
    name: 'galim-outline',
    sources: {
      coast: {
        type: 'geojson',
        data: COAST_OUTLINE_PATH,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      {
        id: 'land',
        type: 'fill',
        source: 'coast',
        filter: kind('land'),
        paint: { 'fill-color': LAND },
      },
      {
        id: 'coastline',
        type: 'line',
        source: 'coast',
        filter: kind('land'),
        paint: { 'line-color': '#8db4c6', 'line-width': 1 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'coast',
        filter: kind('border'),
        paint: { 'line-color': '#b3a48c', 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  };
}

/** Layers that need a sprite sheet (icons), which Galim does not serve. */
const ICON_LAYERS = new Set(['pois', 'roads_oneway', 'roads_shields']);

/**
 * The basemap archive in Protomaps' light flavour, its place names in `language` (the tiles'
 * `name:he` / `name:en`, else the local name). Names need fonts (`glyphs`); without them the
 * map draws land, water, roads and buildings and no text.
 */
export function basemapStyle(language: Language, glyphs: string | undefined): MapStyle {
  const all = layers('protomaps', namedFlavor('light'), { lang: language });
  const drawn = all
    .filter((layer) => !ICON_LAYERS.has(layer.id))
    .filter((layer) => glyphs || layer.type !== 'symbol')
    .map((layer) => {
      if (layer.type !== 'symbol' || !layer.layout || !('icon-image' in layer.layout)) return layer;
      const { 'icon-image': _icon, 'icon-size': _size, ...layout } = layer.layout;
      return { ...layer, layout };
    });
  return {
    version: 8,
    name: 'galim-basemap',
    ...(glyphs ? { glyphs } : {}),
    sources: {
      protomaps: {
        type: 'vector',
        url: PMTILES_PREFIX + BASEMAP_PATH,
        attribution: '© OpenStreetMap · Protomaps',
      },
    },
    layers: drawn,
  };
}
