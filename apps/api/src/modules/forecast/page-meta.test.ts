import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forecastShareLine } from '@galim/shared/forecast/share-line';
import { shareLineWords } from '@galim/shared/i18n/en/share-line';
import { shareLineWords as hebrewWords } from '@galim/shared/i18n/he/share-line';
import type { TForecast } from '@galim/shared/forecast/schemas';
import type { App } from '../../app';
import { testConfig } from '../../test/config';
import { createTestApp } from '../../test/helpers';
import { fakeWebDist } from '../../test/web-dist';

// A spot's own page, /forecast/{spotId} (issue 44 item 7): its head is written by the server
// with the spot's title and, as its share preview, the line of its next best hour.

let app: App;
let web: ReturnType<typeof fakeWebDist>;

beforeAll(async () => {
  web = fakeWebDist('galim-spot-page');
  app = await createTestApp({
    webDist: web.root,
    publicUrl: 'https://galim.test',
    openMeteo: { ...testConfig().openMeteo, demo: true },
  });
});

afterAll(() => {
  web.remove();
});

const content = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`).exec(html)?.[1];

describe('a spot’s page', () => {
  it('has the spot’s title, and its next best hour as description and share preview', async () => {
    const res = await app.inject({ url: '/forecast/bat-yam' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>תחזית גלים – בת ים | גלים</title>');
    const forecast = (await app.inject({ url: '/api/forecast/bat-yam' })).json().data as TForecast;
    const line = forecastShareLine('בת ים', forecast, hebrewWords)!;
    expect(line).toMatch(/^בת ים: (היום|מחר) \d\d:\d\d ★+, \d+\.\d מ׳ \d+ שנ׳$/);
    expect(content(res.body, 'name', 'description')).toBe(line);
    expect(content(res.body, 'property', 'og:description')).toBe(line);
    expect(content(res.body, 'property', 'og:title')).toBe('תחזית גלים – בת ים | גלים');
    expect(res.body).toContain('<link rel="canonical" href="https://galim.test/forecast/bat-yam">');
    expect(content(res.body, 'property', 'og:image')).toBe(
      'https://galim.test/spots/bat-yam-960.webp',
    );
  });

  it('in English, has the same line in English words (issue 46)', async () => {
    const res = await app.inject({ url: '/en/forecast/bat-yam' });
    expect(res.statusCode).toBe(200);
    const forecast = (await app.inject({ url: '/api/forecast/bat-yam' })).json().data as TForecast;
    const line = forecastShareLine('Bat Yam', forecast, shareLineWords)!;
    expect(line).toMatch(/^Bat Yam: (today|tomorrow) \d\d:\d\d ★+, \d+\.\d m \d+ s$/);
    expect(content(res.body, 'name', 'description')).toBe(line);
    expect(content(res.body, 'property', 'og:description')).toBe(line);
  });

  it('answers an unknown spot with the app’s 404', async () => {
    const res = await app.inject({ url: '/forecast/atlantis' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>הדף לא נמצא | גלים</title>');
  });

  it('moves an old /forecast?spot= link to the spot’s page for good (301)', async () => {
    const res = await app.inject({ url: '/forecast?spot=herzliya&utm_source=wa' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/forecast/herzliya?utm_source=wa');
    const plain = await app.inject({ url: '/forecast' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('<title>תחזית גלים בישראל | גלים</title>');
  });
});
