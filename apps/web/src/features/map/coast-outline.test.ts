import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The outline the map draws without a PMTiles basemap (scripts/make-coast-outline.mjs makes it
// from Natural Earth): the coast falls where a visitor knows it to be, and the file stays light.

type Position = [number, number];
type Outline = {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: { kind: 'land' | 'border' };
    geometry:
      | { type: 'Polygon'; coordinates: Position[][] }
      | { type: 'MultiLineString'; coordinates: Position[][] };
  }[];
};

// A path, not `new URL('…', import.meta.url)`: Vite rewrites that pattern into the public file's
// served URL (http://localhost:3000/map/…), which node:fs cannot read.
const FILE = path.join(import.meta.dirname, '../../../public/map/coast-outline.json');
const BOX = { west: 32.0, south: 28.5, east: 38.0, north: 35.0 };
const text = readFileSync(FILE, 'utf8');
const outline = JSON.parse(text) as Outline;

const landPolygons = outline.features
  .filter((f) => f.properties.kind === 'land' && f.geometry.type === 'Polygon')
  .map((f) => f.geometry.coordinates);

/** Ray casting: whether the point is inside the ring (a horizontal ray crosses it an odd count). */
function inRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < xi + ((xj - xi) * (y - yi)) / (yj - yi)) inside = !inside;
  }
  return inside;
}

function onLand(point: Position): boolean {
  return landPolygons.some(
    ([exterior = [], ...holes]) => inRing(point, exterior) && !holes.some((h) => inRing(point, h)),
  );
}

describe('the coast outline', () => {
  it('has land polygons and the borders between countries', () => {
    expect(landPolygons.length).toBeGreaterThan(0);
    expect(outline.features.filter((f) => f.properties.kind === 'border')).toHaveLength(1);
  });

  it('puts Tel Aviv and Eilat on land and the sea off Tel Aviv off it', () => {
    expect(onLand([34.78, 32.08])).toBe(true);
    expect(onLand([34.6, 32.08])).toBe(false);
    expect(onLand([34.95, 29.55])).toBe(true);
  });

  it('keeps every coordinate inside the box', () => {
    const positions = outline.features.flatMap((f) => f.geometry.coordinates.flat());
    expect(positions.length).toBeGreaterThan(0);
    const outside = positions.filter(
      ([lng, lat]) => lng < BOX.west || lng > BOX.east || lat < BOX.south || lat > BOX.north,
    );
    expect(outside).toEqual([]);
  });

  it('is under 80 KB', () => {
    expect(readFileSync(FILE).byteLength).toBeLessThan(80 * 1024);
  });
});
