import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TForecast, TForecastModel } from '@galim/shared/forecast/schemas';
import ModelRows from './model-rows';

// The models side by side (issue 54): a row per model, a column per three hours of the chosen
// day, Galim's line and the hour's confidence on top; a model that failed says so across its
// row, an hour past a model's reach is a dash, never 0.

const hours = ['2026-07-01', '2026-07-02'].flatMap((d) =>
  Array.from({ length: 24 }, (_, h) => `${d}T${String(h).padStart(2, '0')}:00`),
);
const series = (v: (i: number) => number | null) => hours.map((_, i) => v(i));
const wave = (id: string, shortName: string, more: Partial<TForecastModel>): TForecastModel => ({
  id,
  kind: 'wave',
  name: shortName,
  shortName,
  reachDays: 10,
  status: 'ok',
  ...more,
});

const forecast = {
  localNow: '2026-07-01T07:10',
  modelHours: hours,
  models: [
    wave('meteofrance_wave', 'MFWAM', {
      height: series(() => 1.2),
      period: series(() => 9),
      direction: series(() => 280),
    }),
    // Reaches only the first day; no period or direction.
    wave('ecmwf_wam025', 'ECMWF WAM', { height: series((i) => (i < 24 ? 1.6 : null)) }),
    wave('ewam', 'EWAM', { status: 'failed' }),
    {
      id: 'gfs_seamless',
      kind: 'wind',
      name: 'GFS',
      shortName: 'GFS',
      reachDays: 16,
      status: 'ok',
      wind: series(() => 12.2),
      gusts: series(() => 19.8),
      direction: series(() => 100),
    },
  ],
  line: { basis: 'median', height: series(() => 1.4), period: series(() => 9) },
  confidence: hours.map((time, i) => ({
    time,
    level: i < 24 ? 'medium' : 'low',
    reason: i < 24 ? 'spread' : 'oneModel',
    models: i < 24 ? 2 : 1,
    low: 1.2,
    high: 1.6,
  })),
  confidenceDays: [
    { date: '2026-07-01', level: 'medium', reason: 'spread' },
    { date: '2026-07-02', level: 'low', reason: 'oneModel' },
  ],
} as unknown as TForecast;

const row = (name: RegExp | string) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('ModelRows', () => {
  it('sets each model beside the others, hour by hour, in the unit chosen', async () => {
    render(<ModelRows forecast={forecast} unit="m" />);
    const table = screen.getByRole('table', { name: /המודלים ליום היום/ });
    const [first] = within(table).getAllByRole('row');
    const head = within(first!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(head).toEqual(['מודל', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00']);
    expect(row('גלים (החציון)')).toHaveTextContent('1.4 מ׳ · 9 ש׳');
    expect(row('ודאות')).toHaveTextContent('בינונית');
    expect(row('MFWAM')).toHaveTextContent('1.2 מ׳ · 9 ש׳');
    expect(row('ECMWF WAM')).toHaveTextContent('1.6 מ׳');
    expect(row('EWAM')).toHaveTextContent('לא זמין כרגע');
    expect(row('GFS')).toHaveTextContent('12 (20) קמ״ש');

    // The next day: ECMWF WAM no longer reaches it, one model is low.
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'יום' }), '2026-07-02');
    expect(screen.getByRole('table', { name: /02\/07/ })).toBeInTheDocument();
    const ecmwf = within(row('ECMWF WAM')).getAllByRole('cell');
    expect(ecmwf.map((c) => c.textContent)).toEqual(Array(6).fill('–'));
    expect(row('ודאות')).toHaveTextContent('מודל אחד');
    expect(
      screen.getByRole('option', { name: /02\/07 · ודאות נמוכה: מודל אחד בלבד/ }),
    ).toBeInTheDocument();
  });

  it('writes feet when the surfer reads feet', () => {
    render(<ModelRows forecast={forecast} unit="ft" />);
    expect(row('MFWAM')).toHaveTextContent('3.9');
  });
});
