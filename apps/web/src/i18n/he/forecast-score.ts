import { numberRange } from '@galim/shared/format-number';
// The score of an hour explained (issue 44 item 6): its own module, loaded with the panel that
// shows it, so the forecast page's first load does not carry it (decision 031).

const n = (v: number, digits = 1) => String(Number(v.toFixed(digits)));

export const forecastScoreTexts = {
  title: (hour: string) => `מה קבע את הציון של ${hour}`,
  close: 'סגירה',
  total: (score: number) => `ציון ${score} מתוך 100`,
  /** A factor as the score uses it: ×1.0, ×0.82, ×0. */
  times: (f: number) => `×${f === 0 ? '0' : Number.isInteger(f) ? f.toFixed(1) : n(f, 2)}`,
  points: (p: number) => `+${n(p)} נק׳`,
  size: (height: string, full: string) => `גובה: ${height} (ציון מלא מ־${full})`,
  period: (s: number) => `מחזור: ${n(s)} שנ׳ (מלא מ־10 שנ׳)`,
  periodAssumed: (s: number) => `מחזור: אין נתון, לפי ${n(s)} שנ׳`,
  direction: (name: string, deg: number) => `כיוון הסוול: מ${name} (${deg}°)`,
  directionAssumed: (name: string, deg: number) => `כיוון הסוול: אין נתון, לפי מ${name} (${deg}°)`,
  place: {
    open: 'בחלון של החוף',
    edge: 'בקצה החלון של החוף',
    outside: (min: number, max: number) =>
      `מחוץ לחלון של החוף (${numberRange(`${min}°`, `${max}°`)})`,
  },
  secondary: (height: string, period: string, from: string) =>
    `סוול משני: ${height}${period ? ` ${period}` : ''}${from ? ` מ${from}` : ''}`,
  secondaryNone: 'לא מגיע לחוף, לא מוסיף',
  windWaves: (height: string) => `גלי רוח: ${height}`,
  windWavesFree: 'עד 0.3 מ׳ לא משנים',
  windWavesChop: 'ים קצוץ',
  wind: (relation: string, kph: number) => `רוח: ${relation}, ${Math.round(kph)} קמ״ש`,
  windGlassy: 'רוח: אין רוח, הים חלק',
  windSheltered: (from: string, kph: number) =>
    `רוח: מ${from}, ${Math.round(kph)} קמ״ש, החוף מוגן ממנה`,
  windNone: 'רוח: אין נתון',
  tide: (state: string) => `גאות: ${state}`,
  tideNone: 'גאות: אין נתון',
  how: 'הציון: גובה × מחזור × כיוון (עד 100), ועוד הסוול המשני, כפול גלי הרוח, הרוח והגאות.',
} as const;
