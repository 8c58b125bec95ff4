import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TForecast, TForecastSlot } from '@galim/shared/forecast/schemas';
import { findSpot } from '@galim/shared/forecast/spots';
import { day, slot } from '../lib/forecast-fixture';
import { DayTables } from './day-tables';
import ScoreExplanation from './score-explanation';

const hilton = findSpot('tel-aviv-hilton')!; // faces 285, window 240..330

// 1.2 m at 10 s from the west, 18 km/h straight onshore, the tide rising: 8 (81.6 × 0.1).
const onshore: TForecastSlot = {
  ...slot('2026-07-01T09:00', 1.2),
  period: 10,
  waveDirection: 270,
  swell: { height: 1, period: 10, direction: 270 },
  windSpeed: 18,
  windDirection: 285,
  windRelation: 'onshore',
  windClass: 'moderate',
  tide: 'rising',
  score: 8,
  stars: 1,
};

const rows = () =>
  within(within(screen.getByRole('dialog')).getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ScoreExplanation', () => {
  it('says what made the score, each with its factor, in Hebrew', () => {
    render(
      <ScoreExplanation
        open
        onClose={() => {}}
        slot={onshore}
        tuning={hilton.tuning}
        unit="m"
        unitLabel="מ׳"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'מה קבע את הציון של 09:00' });
    expect(dialog).toHaveTextContent('ציון 8 מתוך 100');
    const items = rows();
    expect(items).toHaveLength(5);
    expect(items[0]).toBe('גובה: 1.2 מ׳ (ציון מלא מ־1.8 מ׳)×0.82');
    expect(items[1]).toBe('מחזור: 10 שנ׳ (מלא מ־10 שנ׳)×1.0');
    expect(items[2]).toBe('כיוון הסוול: ממערב (270°), בחלון של החוף×1.0');
    expect(items[3]).toBe('רוח: מהים, 18 קמ״ש×0.1');
    expect(items[4]).toBe('גאות: עולה×1.0');
  });

  it('names a swell from outside the window, a sheltered wind, the secondary swell and chop', () => {
    render(
      <ScoreExplanation
        open
        onClose={() => {}}
        slot={{
          ...onshore,
          swell: { height: 1, period: 10, direction: 200 },
          windDirection: 0,
          secondarySwell: { height: 0.4, period: 7, direction: 310 },
          windWaves: { height: 0.6, period: 3, direction: 300 },
          tide: null,
        }}
        tuning={hilton.tuning}
        unit="m"
        unitLabel="מ׳"
      />,
    );
    const items = rows();
    expect(items[2]).toBe(
      'כיוון הסוול: מדרום־דרום־מערב (200°), מחוץ לחלון של החוף (\u2066240°–330°\u2069)×0',
    );
    expect(items[3]).toMatch(/^סוול משני: 0\.4 מ׳ 7 שנ׳ מצפון־מערב\+7 נק׳$/);
    expect(items[4]).toBe('גלי רוח: 0.6 מ׳, ים קצוץ×0.88');
    expect(items[5]).toBe('רוח: מצפון, 18 קמ״ש, החוף מוגן ממנה×1.0');
    expect(items[6]).toBe('גאות: אין נתון×1.0');
    // (0 × 1 + 7.0) × 0.88 × 1 × 1 = 6.2
    expect(screen.getByRole('dialog')).toHaveTextContent('ציון 6 מתוך 100');
  });

  it('opens from the hour’s rating in the day table, by keyboard, and closes', async () => {
    const user = userEvent.setup();
    const forecast = {
      spot: { id: hilton.id, tuning: hilton.tuning },
      localNow: '2026-07-01T07:10',
      days: [day('2026-07-01')],
      slots: [onshore],
    } as unknown as TForecast;
    render(<DayTables forecast={forecast} unit="m" />);
    const button = screen.getByRole('button', {
      name: 'כוכב אחד מתוך 5 מה קבע את הציון של 09:00',
    });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'מה קבע את הציון של 09:00' });
    expect(dialog).toHaveTextContent('רוח: מהים, 18 קמ״ש');
    await user.click(within(dialog).getByRole('button', { name: 'סגירה' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
