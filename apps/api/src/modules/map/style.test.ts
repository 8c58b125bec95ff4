import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASEMAP_PATH, COAST_OUTLINE_PATH } from '@galim/shared/geo/map-style';
import { loadConfig } from '../../config';
import { tempDir } from '../../test/harness';
import { createTestApp } from '../../test/helpers';
import { pmtilesArchive } from '../../test/pmtiles-archive';

// GET /api/map/style (decision 064): the basemap when the server has one, the shipped outline
// when it has none or the archive is missing; place names in the asked language, and only when
// there are fonts to write them with.

type Style = {
  glyphs?: string;
  sources: Record<string, { type: string; url?: string; data?: string }>;
  layers: { id: string; type: string; layout?: Record<string, unknown> }[];
};

const GLYPHS = 'https://maps.example/fonts/{fontstack}/{range}.pbf';

function withArchive() {
  const dir = tempDir('map-style');
  fs.writeFileSync(
    path.join(dir, 'israel.pmtiles'),
    pmtilesArchive([{ tileId: 0, data: Buffer.from('x') }]),
  );
  return { kind: 'file' as const, path: path.join(dir, 'israel.pmtiles') };
}

async function styleOf(app: Awaited<ReturnType<typeof createTestApp>>, query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/map/style${query}` });
  expect(res.statusCode).toBe(200);
  return { style: res.json<Style>(), headers: res.headers };
}

describe('GET /api/map/style', () => {
  it('draws the shipped outline of land and sea when no basemap is configured', async () => {
    const { style, headers } = await styleOf(await createTestApp());
    expect(style.sources).toEqual({
      coast: expect.objectContaining({ type: 'geojson', data: COAST_OUTLINE_PATH }),
    });
    expect(style.layers.map((l) => l.id)).toEqual(['sea', 'land', 'coastline', 'borders']);
    expect(headers['cache-control']).toBe('public, max-age=300');
  });

  it('falls back to the outline when the configured archive is missing', async () => {
    const app = await createTestApp({
      basemap: { kind: 'file', path: path.join(tempDir('map-style-none'), 'gone.pmtiles') },
    });
    const { style } = await styleOf(app);
    expect(Object.keys(style.sources)).toEqual(['coast']);
  });

  it('reads the archive through the pmtiles protocol, with no text when there are no fonts', async () => {
    const { style } = await styleOf(await createTestApp({ basemap: withArchive() }));
    expect(style.sources.protomaps).toMatchObject({
      type: 'vector',
      url: `pmtiles://${BASEMAP_PATH}`,
    });
    expect(style.glyphs).toBeUndefined();
    expect(style.layers.some((l) => l.type === 'fill')).toBe(true);
    expect(style.layers.filter((l) => l.type === 'symbol')).toEqual([]);
  });

  it('names places in the asked language with the configured fonts, and needs no icons', async () => {
    const app = await createTestApp({ basemap: withArchive(), basemapGlyphs: GLYPHS });
    const he = (await styleOf(app, '?lang=he')).style;
    const en = (await styleOf(app, '?lang=en')).style;
    expect(he.glyphs).toBe(GLYPHS);
    const names = (s: Style) =>
      JSON.stringify(s.layers.find((l) => l.id === 'places_locality')?.layout?.['text-field']);
    expect(names(he)).toContain('name:he');
    expect(names(en)).toContain('name:en');
    expect(names(en)).not.toContain('name:he');
    const layouts = JSON.stringify(he.layers.map((l) => l.layout ?? {}));
    expect(layouts).not.toContain('icon-image');
  });

  it('answers 400 to a language it does not draw', async () => {
    const app = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/map/style?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('reads BASEMAP_GLYPHS only as a URL with {fontstack} and {range}', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: ':memory:' };
    expect(loadConfig({ ...env, BASEMAP_GLYPHS: GLYPHS }).basemapGlyphs).toBe(GLYPHS);
    expect(() => loadConfig({ ...env, BASEMAP_GLYPHS: 'https://maps.example/fonts' })).toThrow(
      /BASEMAP_GLYPHS/,
    );
  });
});
