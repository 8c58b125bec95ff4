import { describe, expect, it } from 'vitest';
import { sunDay } from './sun';

// Tel Aviv (32.0853 N, 34.7818 E). Expected times from NOAA's Solar Calculator
// (gml.noaa.gov/grad/solcalc), local time; NOAA rounds to the minute, so 2 minutes either way.
const TEL_AVIV = { lat: 32.0853, lng: 34.7818 };
const IDT = 3 * 3600;
const IST = 2 * 3600;

const minutes = (local: string | null) =>
  local ? Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) : NaN;
const near = (actual: string | null, expected: string) =>
  expect(Math.abs(minutes(actual) - minutes(`xxxxxxxxxxx${expected}`))).toBeLessThanOrEqual(2);

describe('sunDay (NOAA solar position)', () => {
  it('gives the summer solstice in Tel Aviv', () => {
    const d = sunDay('2026-06-21', TEL_AVIV.lat, TEL_AVIV.lng, IDT);
    near(d.firstLight, '05:07');
    near(d.sunrise, '05:35');
    near(d.sunset, '19:50');
    near(d.lastLight, '20:18');
    expect(d.sunrise!.slice(0, 10)).toBe('2026-06-21');
  });

  it('gives the winter solstice in Tel Aviv', () => {
    const d = sunDay('2026-12-21', TEL_AVIV.lat, TEL_AVIV.lng, IST);
    near(d.firstLight, '06:10');
    near(d.sunrise, '06:37');
    near(d.sunset, '16:40');
    near(d.lastLight, '17:06');
  });

  it('gives the March equinox in Tel Aviv, first light about 25 minutes before sunrise', () => {
    const d = sunDay('2026-03-20', TEL_AVIV.lat, TEL_AVIV.lng, IST);
    near(d.firstLight, '05:21');
    near(d.sunrise, '05:45');
    near(d.sunset, '17:52');
    near(d.lastLight, '18:16');
  });
});
