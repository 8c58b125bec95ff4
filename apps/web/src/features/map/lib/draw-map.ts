import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Protocol } from 'pmtiles';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import rtlTextUrl from 'virtual:rtl-text-plugin';
import { NEAR_BOUNDS } from '@galim/shared/geo/near';
import type { MapPoint } from '../api/map-points';
import { spread } from './spread';
import { loadMapStyle } from '../api/map-style';

// The map itself (issue 56 §2, decision 064): MapLibre GL, loaded only when a map is opened. Its
// style comes from the API (GET /api/map/style: the basemap archive read through the pmtiles
// protocol, or the shipped outline of land and sea). The points are a clustered GeoJSON source
// drawn as HTML buttons, so a cluster and a place are reached by keyboard and named to a screen
// reader like every other button; the list beside the map holds the same places.

export interface MapTexts {
  cluster: (count: number) => string;
  zoomIn: string;
  zoomOut: string;
}

export interface DrawnMap {
  /** Shows these places (fitted into view), replacing the last ones. */
  show(points: readonly MapPoint[]): void;
  /** Marks one place as chosen (or none). */
  choose(id: string | null): void;
  remove(): void;
  /** Whether the style is the shipped outline (no basemap on the server). */
  outlineOnly: boolean;
}

let protocolAdded = false;

/** Israel's land, where the map opens before it has places. */
const ISRAEL: [[number, number], [number, number]] = [
  [NEAR_BOUNDS.west, NEAR_BOUNDS.south],
  [NEAR_BOUNDS.east, NEAR_BOUNDS.north],
];

const buttonBase =
  'flex items-center justify-center rounded-full font-bold shadow-md ring-2 ring-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-900';

function pointButton(point: MapPoint, onChoose: (id: string) => void): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = `${buttonBase} h-7 w-7 bg-sky-700 text-white`;
  el.setAttribute('aria-label', point.title);
  el.dataset.mapPoint = point.id;
  el.addEventListener('click', (e) => {
    e.stopPropagation();
    onChoose(point.id);
  });
  return el;
}

function clusterButton(count: number, label: string, onTap: () => void): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  const size = count < 10 ? 'h-9 w-9 text-sm' : count < 50 ? 'h-11 w-11' : 'h-14 w-14 text-lg';
  el.className = `${buttonBase} ${size} bg-amber-400 text-slate-900`;
  el.textContent = String(count);
  el.setAttribute('aria-label', label);
  el.dataset.mapCluster = String(count);
  el.addEventListener('click', (e) => {
    e.stopPropagation();
    onTap();
  });
  return el;
}

/**
 * Draws a map in `container`: throws when the device cannot (no WebGL), so the page says so and
 * keeps its list. `onChoose` hears a tapped place.
 */
export async function drawMap(
  container: HTMLElement,
  options: { language: string; rtl: boolean; texts: MapTexts; onChoose: (id: string) => void },
): Promise<DrawnMap> {
  maplibregl.setWorkerUrl(workerUrl);
  if (!protocolAdded) {
    maplibregl.addProtocol('pmtiles', new Protocol().tile);
    protocolAdded = true;
  }
  const style = await loadMapStyle(options.language);
  // A basemap's Hebrew names are drawn right to left by the RTL text plugin, fetched by the
  // worker only when the map first has such a name to draw (the outline has no text).
  if (maplibregl.getRTLTextPluginStatus() === 'unavailable') {
    void maplibregl.setRTLTextPlugin(rtlTextUrl, true).catch(() => undefined);
  }
  const map: MapLibreMap = new maplibregl.Map({
    container,
    style: style as unknown as maplibregl.StyleSpecification,
    bounds: ISRAEL,
    fitBoundsOptions: { padding: 24 },
    attributionControl: { compact: true },
    dragRotate: false,
    pitchWithRotate: false,
    locale: {
      'NavigationControl.ZoomIn': options.texts.zoomIn,
      'NavigationControl.ZoomOut': options.texts.zoomOut,
    },
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(
    new maplibregl.NavigationControl({ showCompass: false }),
    options.rtl ? 'top-left' : 'top-right',
  );
  await new Promise<void>((resolve, reject) => {
    map.once('load', () => resolve());
    map.once('error', (e) => reject(e.error));
  });

  map.addSource('points', {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: true,
    clusterRadius: 44,
    clusterMaxZoom: 14,
  });
  // Unseen: the source's features are read back to place the buttons.
  map.addLayer({
    id: 'points',
    type: 'circle',
    source: 'points',
    paint: { 'circle-radius': 1, 'circle-opacity': 0 },
  });
  const source = map.getSource('points') as GeoJSONSource;

  let byId = new Map<string, { point: MapPoint; at: [number, number] }>();
  let chosen: string | null = null;
  const drawn = new Map<string, Marker>();

  /** Places a button for every cluster and lone place the source draws now. */
  function placeButtons() {
    const wanted = new Map<string, { lngLat: [number, number]; make: () => HTMLElement }>();
    for (const feature of map.querySourceFeatures('points')) {
      const props = feature.properties as Record<string, unknown>;
      const [lng, lat] = (feature.geometry as unknown as { coordinates: [number, number] })
        .coordinates;
      if (props.cluster) {
        const clusterId = Number(props.cluster_id);
        const count = Number(props.point_count);
        wanted.set(`c${clusterId}`, {
          lngLat: [lng, lat],
          make: () =>
            clusterButton(count, options.texts.cluster(count), () => {
              void source.getClusterExpansionZoom(clusterId).then((zoom) => {
                map.easeTo({ center: [lng, lat], zoom });
              });
            }),
        });
      } else {
        const place = byId.get(String(props.id));
        if (place) {
          wanted.set(`p${place.point.id}`, {
            lngLat: place.at,
            make: () => pointButton(place.point, options.onChoose),
          });
        }
      }
    }
    for (const [key, marker] of drawn) {
      if (!wanted.has(key)) {
        marker.remove();
        drawn.delete(key);
      }
    }
    for (const [key, want] of wanted) {
      if (drawn.has(key)) continue;
      const marker = new maplibregl.Marker({ element: want.make() })
        .setLngLat(want.lngLat)
        .addTo(map);
      drawn.set(key, marker);
    }
    markChosen();
  }

  function markChosen() {
    for (const [key, marker] of drawn) {
      const el = marker.getElement();
      const on = key === `p${chosen}`;
      el.classList.toggle('bg-sky-700', !on && key.startsWith('p'));
      el.classList.toggle('bg-rose-600', on);
      if (key.startsWith('p')) el.setAttribute('aria-pressed', String(on));
    }
  }

  map.on('render', () => {
    if (map.isSourceLoaded('points')) placeButtons();
  });

  return {
    outlineOnly: !('protomaps' in style.sources),
    show(points) {
      const at = spread(points);
      byId = new Map(points.map((p, i) => [p.id, { point: p, at: at[i]! }]));
      void source.setData({
        type: 'FeatureCollection',
        features: points.map((p, i) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: at[i]! },
          properties: { id: p.id },
        })),
      });
      if (points.length) {
        const bounds = new maplibregl.LngLatBounds();
        for (const p of at) bounds.extend(p);
        map.fitBounds(bounds, { padding: 48, maxZoom: 12, duration: 0 });
      } else {
        map.fitBounds(ISRAEL, { padding: 24, duration: 0 });
      }
    },
    choose(id) {
      chosen = id;
      markChosen();
    },
    remove() {
      map.remove();
    },
  };
}
