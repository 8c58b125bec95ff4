// The tide's highs and lows from a model's hourly sea level (Open-Meteo's
// `sea_level_height_msl`, metres). Each local extremum of the hourly series is refined to the
// minute with a parabola through it and its two neighbours, as tide tables do with hourly data.

export interface TideExtreme {
  /** Local time `YYYY-MM-DDTHH:mm`. */
  time: string;
  /** Metres relative to mean sea level. */
  height: number;
  kind: 'high' | 'low';
}

const toMs = (local: string) => Date.parse(`${local}:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/**
 * Highs and lows of an hourly series (`times` one hour apart; null levels break the series).
 * A flat top (two equal hours) counts once, at its first hour before refinement; the first and
 * last hours are never extrema (the turn may lie outside the series).
 */
export function tideExtremes(times: string[], levels: (number | null)[]): TideExtreme[] {
  const out: TideExtreme[] = [];
  for (let i = 1; i < levels.length - 1; i++) {
    const y0 = levels[i - 1];
    const y1 = levels[i];
    let k = i + 1;
    // Step over a flat run so that a plateau is judged by the hour after it.
    while (k < levels.length - 1 && levels[k] === y1) k++;
    const y2 = levels[k];
    if (y0 == null || y1 == null || y2 == null) continue;
    const kind = y1 > y0 && y1 > y2 ? 'high' : y1 < y0 && y1 < y2 ? 'low' : null;
    if (!kind) continue;
    const next = levels[i + 1]!;
    const curve = y0 - 2 * y1 + next;
    const offset = curve === 0 ? 0.5 : Math.max(-0.5, Math.min(0.5, (y0 - next) / (2 * curve)));
    const height = y1 - ((y0 - next) * offset) / 4;
    out.push({
      time: fromMs(Math.round((toMs(times[i]!) + offset * 3600000) / 60000) * 60000),
      height: Math.round(height * 100) / 100,
      kind,
    });
    i = k - 1;
  }
  return out;
}
