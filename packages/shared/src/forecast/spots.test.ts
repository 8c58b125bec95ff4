import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { angleBetween, inDirectionRange } from './score';
import { SPOT_ALIASES } from './spot-aliases';
import { FALLBACK_SPOT_ID, findSpot, searchSpots, SPOTS } from './spots';

const ids = (query: string) => searchSpots(query, SPOT_ALIASES).map((s) => s.id);

describe('spots', () => {
  it('covers the coast from Rosh HaNikra to Zikim with 20+ spots, north to south', () => {
    expect(SPOTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(SPOTS.map((s) => s.id)).size).toBe(SPOTS.length);
    expect(SPOTS[0]!.id).toBe('rosh-hanikra');
    expect(SPOTS.at(-1)!.id).toBe('zikim');
    const lats = SPOTS.map((s) => s.lat);
    expect(lats).toEqual([...lats].sort((a, b) => b - a));
    for (const id of [
      'herzliya',
      'netanya-poleg',
      'beit-yanai',
      'haifa-dado',
      'nahariya',
      'achziv',
      'jaffa-givat-aliya',
      'atlit',
      'palmachim',
    ]) {
      expect(findSpot(id)).toBeDefined();
    }
    expect(findSpot(FALLBACK_SPOT_ID)?.name).toBe('Tel Aviv Hilton');
    expect(Object.keys(SPOT_ALIASES).filter((id) => !findSpot(id))).toEqual([]);
  });

  it.each(SPOTS.map((s) => [s.id, s] as const))(
    '%s: on the Israeli coast, facing the sea, with a window around that facing',
    (_id, s) => {
      expect(s.lat).toBeGreaterThan(31.5);
      expect(s.lat).toBeLessThan(33.1);
      expect(s.lng).toBeGreaterThan(34.4);
      expect(s.lng).toBeLessThan(35.15);
      const t = s.tuning;
      expect(t.spotId).toBe(s.id);
      // Bat Galim faces the bay (N-NW); everywhere else the coast faces W to WNW.
      expect(inDirectionRange(t.coastlineAngle, 265, 340)).toBe(true);
      for (const a of [t.coastlineAngle, t.optimalSwellMin, t.optimalSwellMax]) {
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThan(360);
      }
      // The window holds the facing and stays within ±90 of it (the land closes the rest).
      expect(inDirectionRange(t.coastlineAngle, t.optimalSwellMin, t.optimalSwellMax)).toBe(true);
      expect(angleBetween(t.optimalSwellMin, t.coastlineAngle)).toBeLessThanOrEqual(90);
      expect(angleBetween(t.optimalSwellMax, t.coastlineAngle)).toBeLessThanOrEqual(90);
      for (const band of t.swellModifiers) {
        expect(inDirectionRange(band.from, t.optimalSwellMin, t.optimalSwellMax)).toBe(true);
        expect(inDirectionRange(band.to, t.optimalSwellMin, t.optimalSwellMax)).toBe(true);
        expect(band.multiplier).toBeGreaterThan(0);
        expect(band.multiplier).toBeLessThan(1);
      }
      const p = t.windProtection;
      if (p) {
        expect(p.maxWindKph).toBeGreaterThanOrEqual(25);
        expect(p.maxWindKph).toBeLessThanOrEqual(35);
        expect(p.shelteringDirection).toBeGreaterThanOrEqual(0);
        expect(p.shelteringDirection).toBeLessThan(360);
      }
      expect(SPOT_ALIASES[s.id]?.length).toBeGreaterThan(0);
      // The English pages show this note in place of the Hebrew one.
      expect(s.optimalConditions).toMatch(/\bswell\b/);
      expect(s.optimalConditions).not.toMatch(/[\u0590-\u05ff]/);
      expect(s.image).toBe(`/spots/${s.id}-640.webp`);
      // The web build draws the picture from this file (apps/web/pwa/spot-images.ts).
      const art = path.resolve(
        import.meta.dirname,
        '../../../../apps/web/art/spots',
        `${s.id}.svg`,
      );
      expect(fs.existsSync(art)).toBe(true);
    },
  );
});

describe('searchSpots', () => {
  it('finds a spot by its Hebrew and Latin names and the names surfers use', () => {
    expect(ids('קיסריה')).toEqual(['caesarea']);
    expect(ids('tel aviv')).toHaveLength(3);
    expect(ids('בת').sort()).toEqual(['bat-yam', 'haifa-bat-galim']);
    expect(ids('הרצליה')).toEqual(['herzliya']);
    expect(ids('Herzliya')).toEqual(['herzliya']);
    expect(ids('סידני עלי')).toEqual(['herzliya']);
    expect(ids('sidney ali')).toEqual(['herzliya']);
    expect(ids('חוף זבולון')).toEqual(['herzliya']);
    expect(ids('חוף דדו')).toEqual(['haifa-dado']);
    expect(ids('dado')).toEqual(['haifa-dado']);
    expect(ids('Dado Beach')).toEqual(['haifa-dado']);
    expect(ids('פולג')).toEqual(['netanya-poleg']);
    expect(ids('Poleg')).toEqual(['netanya-poleg']);
    expect(ids('נתניה').sort()).toEqual(['netanya-poleg', 'netanya-sironit']);
    expect(ids('בית ינאי')).toEqual(['beit-yanai']);
    expect(ids('בית-ינאי')).toEqual(['beit-yanai']);
    expect(ids('נהריה')).toEqual(['nahariya']);
    expect(ids('אכזיב')).toEqual(['achziv']);
    expect(ids('יפו')).toEqual(['jaffa-givat-aliya']);
    expect(ids("giv'at aliya")).toEqual(['jaffa-givat-aliya']);
    expect(ids('זיקים')).toEqual(['zikim']);
    expect(ids('Zikim')).toEqual(['zikim']);
    expect(ids('ראש הנקרה')).toEqual(['rosh-hanikra']);
    expect(ids('פלמחים')).toEqual(['palmachim']);
    expect(ids('עתלית')).toEqual(['atlit']);
    expect(ids('הבונים')).toEqual(['dor-habonim']);
    expect(ids('  ')).toHaveLength(SPOTS.length);
    expect(ids('אילת')).toEqual([]);
    // Without the aliases (not loaded yet) the names still find it.
    expect(searchSpots('הרצליה').map((s) => s.id)).toEqual(['herzliya']);
    expect(searchSpots('חוף דדו').map((s) => s.id)).toEqual(['haifa-dado']);
    expect(searchSpots('זבולון')).toEqual([]);
  });

  it.each([
    'הרצליה',
    'דדו',
    'זיקים',
    'פולג',
    'סירונית',
    'ניצנים',
    'הילטון',
    'המערבי',
    'בת ים',
    'dado',
    'zikim',
    'herzliya',
    'poleg',
    'hilton',
  ])('"%s" with "חוף", "hof" or "beach" finds the same as without', (name) => {
    const plain = ids(name);
    expect(plain.length).toBeGreaterThan(0);
    expect(ids(`חוף ${name}`)).toEqual(plain);
    expect(ids(`  חוף  ${name} `)).toEqual(plain);
    expect(ids(`hof ${name}`)).toEqual(plain);
    expect(ids(`Beach ${name}`)).toEqual(plain);
    expect(ids(`${name} beach`)).toEqual(plain);
  });
});
