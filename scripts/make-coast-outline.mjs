// `node scripts/make-coast-outline.mjs`: the light outline of Israel's land and sea that the map
// draws when no PMTiles basemap is configured (apps/web/public/map/coast-outline.json).
//
// From Natural Earth's 1:10m land and countries (public domain), as the world-atlas package
// (2.0.2, ISC) ships them in TopoJSON, read with topojson-client (3.1.0, ISC). Kept: the land
// polygons clipped to the box west 32.0, south 28.5, east 38.0, north 35.0 (one feature each,
// `kind: 'land'`), and the borders between countries inside it (one MultiLineString,
// `kind: 'border'`); coordinates [lng, lat], rounded to 3 decimals (about 100 m), consecutive
// duplicates removed, exterior rings counterclockwise (RFC 7946).
//
// The output is committed: the app never runs this. Run it again only to remake the file (a new
// box, a new Natural Earth release); it prints the file's size and feature counts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';

const BOX = { west: 32.0, south: 28.5, east: 38.0, north: 35.0 };
const OUT = fileURLToPath(new URL('../apps/web/public/map/coast-outline.json', import.meta.url));

function readTopology(name) {
  return JSON.parse(fs.readFileSync(new URL(import.meta.resolve(`world-atlas/${name}`)), 'utf8'));
}

/** The four half-planes of the box: which side is in, and where a segment crosses the edge. */
const EDGES = [
  { inside: ([x]) => x >= BOX.west, cross: (a, b) => atX(a, b, BOX.west) },
  { inside: ([x]) => x <= BOX.east, cross: (a, b) => atX(a, b, BOX.east) },
  { inside: ([, y]) => y >= BOX.south, cross: (a, b) => atY(a, b, BOX.south) },
  { inside: ([, y]) => y <= BOX.north, cross: (a, b) => atY(a, b, BOX.north) },
];

function atX([x0, y0], [x1, y1], x) {
  return [x, y0 + ((y1 - y0) * (x - x0)) / (x1 - x0)];
}

function atY([x0, y0], [x1, y1], y) {
  return [x0 + ((x1 - x0) * (y - y0)) / (y1 - y0), y];
}

/**
 * Sutherland–Hodgman: a closed ring clipped to the box, edge by edge. Returns the clipped ring,
 * closed, or null when nothing of it is left.
 */
function clipRing(ring) {
  let points = ring.slice(0, -1); // open: the closing point repeats the first
  for (const edge of EDGES) {
    if (points.length === 0) break;
    const kept = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      const currentIn = edge.inside(current);
      if (currentIn !== edge.inside(previous)) kept.push(edge.cross(previous, current));
      if (currentIn) kept.push(current);
    }
    points = kept;
  }
  return closeRing(tidy(points));
}

/** Rounded to 3 decimals, consecutive duplicates removed. */
function tidy(points) {
  const out = [];
  for (const [x, y] of points) {
    const point = [round(x), round(y)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

function round(value) {
  return Math.round(value * 1000) / 1000;
}

/** An open, tidied ring closed again; null when it has no area left. */
function closeRing(points) {
  const open = [...points];
  while (open.length > 1 && samePoint(open[0], open.at(-1))) open.pop();
  if (open.length < 3 || signedArea(open) === 0) return null;
  return [...open, open[0]];
}

function samePoint(a, b) {
  return a[0] === b[0] && a[1] === b[1];
}

/** Twice the ring's signed area (shoelace): positive when counterclockwise. */
function signedArea(points) {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    sum += x0 * y1 - x1 * y0;
  }
  return sum;
}

/** RFC 7946's winding: exterior counterclockwise, holes clockwise. */
function wind(ring, exterior) {
  const counterclockwise = signedArea(ring.slice(0, -1)) > 0;
  return counterclockwise === exterior ? ring : [...ring].reverse();
}

/** A polygon clipped to the box: null when its exterior vanishes; vanished holes dropped. */
function clipPolygon([exterior, ...holes]) {
  const outer = clipRing(exterior);
  if (!outer) return null;
  const inner = holes.map(clipRing).filter(Boolean);
  return [wind(outer, true), ...inner.map((hole) => wind(hole, false))];
}

/**
 * Liang–Barsky for one segment: the parameters [t0, t1] of the part inside the box, or null.
 */
function clipSegment([x0, y0], [x1, y1]) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  const sides = [
    [-dx, x0 - BOX.west],
    [dx, BOX.east - x0],
    [-dy, y0 - BOX.south],
    [dy, BOX.north - y0],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

/** A line clipped to the box: one part each time it runs inside, split where it leaves. */
function clipLine(line) {
  const parts = [];
  let part = [];
  const finish = () => {
    if (part.length > 1) parts.push(part);
    part = [];
  };
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    const inside = clipSegment(a, b);
    if (!inside) {
      finish();
      continue;
    }
    const [t0, t1] = inside;
    const at = (t) =>
      t === 0 ? a : t === 1 ? b : [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    if (t0 > 0) finish();
    if (part.length === 0) part.push(at(t0));
    part.push(at(t1));
    if (t1 < 1) finish();
  }
  finish();
  return parts.map(tidy).filter((points) => points.length > 1);
}

function polygonsOf(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

const land = readTopology('land-10m.json');
const countries = readTopology('countries-10m.json');

const landGeoJson = feature(land, land.objects.land);
const landGeometries = (landGeoJson.features ?? [landGeoJson]).map((f) => f.geometry);
const landFeatures = landGeometries
  .flatMap(polygonsOf)
  .map(clipPolygon)
  .filter(Boolean)
  .map((coordinates) => ({
    type: 'Feature',
    properties: { kind: 'land' },
    geometry: { type: 'Polygon', coordinates },
  }));

const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b);
const borderLines = borders.coordinates.flatMap(clipLine);
const borderFeatures =
  borderLines.length === 0
    ? []
    : [
        {
          type: 'Feature',
          properties: { kind: 'border' },
          geometry: { type: 'MultiLineString', coordinates: borderLines },
        },
      ];

const collection = { type: 'FeatureCollection', features: [...landFeatures, ...borderFeatures] };
const json = JSON.stringify(collection);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, json);

const points = (rings) => rings.reduce((sum, ring) => sum + ring.length, 0);
console.log(`${path.relative(process.cwd(), OUT)}: ${(json.length / 1024).toFixed(1)} KiB`);
console.log(
  `land: ${landFeatures.length} polygons, ` +
    `${landFeatures.reduce((sum, f) => sum + points(f.geometry.coordinates), 0)} points`,
);
console.log(
  `border: ${borderFeatures.length} feature, ${borderLines.length} lines, ${points(borderLines)} points`,
);
