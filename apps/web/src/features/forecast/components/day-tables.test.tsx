import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TForecast } from '@galim/shared/forecast/schemas';
import { day, slot } from '../lib/forecast-fixture';
import { DayTables, TABLE_HOURS } from './day-tables';

// Every day opens to its hours, as today's does (issue 31).
const dates = ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04'];
const forecast = {
  spot: { id: 'tel-aviv-hilton', tuning: { coastlineAngle: 285 } },
  localNow: '2026-07-01T07:10',
  days: dates.map(day),
  confidenceDays: [
    { date: '2026-07-01', level: 'high', reason: 'agree' },
    { date: '2026-07-02', level: 'medium', reason: 'spread' },
    { date: '2026-07-04', level: 'low', reason: 'oneModel' },
  ],
  slots: dates.flatMap((d, i) =>
    Array.from({ length: 24 }, (_, h) =>
      slot(`${d}T${String(h).padStart(2, '0')}:00`, i + h / 100),
    ),
  ),
} as unknown as TForecast;

describe('DayTables', () => {
  it("opens the third day to that day's hours, today's staying open", async () => {
    const user = userEvent.setup();
    render(<DayTables forecast={forecast} unit="m" />);
    const days = screen.getAllByRole('button', { expanded: false });
    expect(days).toHaveLength(3);
    expect(screen.getByRole('button', { expanded: true })).toHaveTextContent('היום');
    expect(screen.getAllByRole('table')).toHaveLength(1);

    const third = days[1]!;
    expect(third).toHaveTextContent('03/07');
    await user.click(third);
    expect(third).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: /03\/07/ });
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => within(r).queryByRole('rowheader'));
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(
      TABLE_HOURS.map((h) => `${h}:00`),
    );
    // The third day's own values (2 + h/100 m), not today's.
    expect(rows[0]).toHaveTextContent('2.1 מ׳');
    expect(rows[5]).toHaveTextContent('2.2 מ׳');
    expect(screen.getAllByRole('table')).toHaveLength(2);

    await user.click(third);
    expect(screen.queryByRole('table', { name: /03\/07/ })).not.toBeInTheDocument();
  });

  it("says beside each day's stars how sure it is, and when one model alone reaches it", () => {
    render(<DayTables forecast={forecast} unit="m" />);
    const days = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
    expect(days[0]).toHaveTextContent('ודאות גבוהה');
    expect(days[1]).toHaveTextContent('ודאות בינונית');
    expect(days[2]).not.toHaveTextContent('ודאות');
    expect(days[3]).toHaveTextContent('ודאות נמוכה: מודל אחד בלבד');
  });

  it('tells a phone user that wind, direction and tide are further to the side', () => {
    render(<DayTables forecast={forecast} unit="m" />);
    const region = screen.getByRole('region', { name: /תחזית להיום/ });
    expect(region).toHaveAccessibleDescription(/גללו הצידה לרוח, לכיוון ולגאות/);
    expect(within(region).getByRole('table')).toHaveClass('whitespace-nowrap');
  });
});

describe('DayTables: the sea by its parts, gusts, water, light and tide (issue 44)', () => {
  const date = '2026-07-01';
  const hours = Array.from({ length: 24 }, (_, h) => {
    const s = slot(`${date}T${String(h).padStart(2, '0')}:00`, 0.9);
    return {
      ...s,
      windSpeed: 9,
      windDirection: 100,
      windRelation: 'offshore' as const,
      windGusts: 16.2,
      swell: { height: 0.8, period: 10, direction: 290 },
      // The model gives a secondary swell only from 12:00; the wind waves have no direction.
      secondarySwell: h >= 12 ? { height: 0.3, period: 7, direction: 230 } : null,
      windWaves: { height: 0.2, period: 3, direction: null },
      seaLevel: Math.round(0.15 * Math.cos((2 * Math.PI * (h - 3)) / 12.42) * 1000) / 1000,
    };
  });
  const withParts = {
    spot: { id: 'tel-aviv-hilton', tuning: { coastlineAngle: 285 } },
    localNow: `${date}T07:10`,
    days: [
      {
        ...day(date),
        sunrise: `${date}T05:36`,
        sunset: `${date}T19:50`,
        firstLight: `${date}T05:08`,
        lastLight: `${date}T20:18`,
        seaTemp: 27.4,
        wetsuit: 'boardshorts',
        tideExtremes: [
          { time: `${date}T03:00`, height: 0.15, kind: 'high' },
          { time: `${date}T09:13`, height: -0.15, kind: 'low' },
        ],
      },
    ],
    slots: hours,
  } as unknown as TForecast;

  it("shows each hour's parts on a second line, read against the beach, leaving absent ones out", () => {
    render(<DayTables forecast={withParts} unit="m" />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    const morning = rows.find((r) => r.textContent?.startsWith('09:00'))!;
    const morningParts = rows[rows.indexOf(morning) + 1]!;
    // Primary from 290 at a beach facing 285: straight in.
    expect(morningParts).toHaveTextContent('סוול ראשי0.8 מ׳· 10 שנ׳ישר לחוף');
    expect(morningParts).toHaveTextContent('גלי רוח0.2 מ׳· 3 שנ׳');
    // No secondary swell in the morning: absent, not 0.
    expect(morningParts).not.toHaveTextContent('סוול משני');
    expect(morningParts).not.toHaveTextContent(/\b0 מ׳/);
    const noon = rows.find((r) => r.textContent?.startsWith('12:00'))!;
    // From 230, 55 degrees off the beach's 285: at an angle.
    expect(rows[rows.indexOf(noon) + 1]).toHaveTextContent('סוול משני0.3 מ׳· 7 שנ׳באלכסון');
    // The wind with its gusts, still read against the beach.
    expect(morning).toHaveTextContent('מהיבשה');
    expect(morning).toHaveTextContent('משבים 16');
  });

  it("gives the day's water with what to wear, first and last light beside sunrise and sunset", () => {
    render(<DayTables forecast={withParts} unit="m" />);
    const list = screen.getByText('טמפ׳ מים').closest('dl')!;
    expect(list).toHaveTextContent('טמפ׳ מים27.4°C · בגד ים או לייקרה');
    expect(list).toHaveTextContent('אור ראשון05:08זריחה05:36שקיעה19:50אור אחרון20:18');
  });

  it("draws the day's tide as the model's curve with its highs and lows", async () => {
    render(<DayTables forecast={withParts} unit="m" />);
    expect(screen.getByRole('heading', { name: 'גאות ושפל' })).toBeInTheDocument();
    const turns = screen
      .getAllByRole('listitem')
      .filter((li) => /^(גאות|שפל) /.test(li.textContent ?? ''));
    expect(turns.map((li) => li.textContent)).toEqual([
      'גאות 03:00 (+15 ס״מ)',
      'שפל 09:13 (−15 ס״מ)',
    ]);
    expect(
      screen.getByText('הגאות והשפל בים התיכון קטנים, עשרות סנטימטרים: נתון של מודל'),
    ).toBeInTheDocument();
    const curve = await screen.findByRole('img', { name: /עקומת גובה פני הים להיום/ });
    expect(curve.querySelectorAll('circle')).toHaveLength(2);
  });

  it('shows an answer cached before the parts existed without them and without failing', () => {
    const old = {
      ...withParts,
      days: [day(date)],
      slots: [slot(`${date}T09:00`, 0.9)].map((s) => {
        const {
          swell: _a,
          secondarySwell: _b,
          windWaves: _c,
          windGusts: _d,
          seaLevel: _e,
          ...rest
        } = s;
        return rest;
      }),
    } as unknown as TForecast;
    render(<DayTables forecast={old} unit="m" />);
    expect(screen.getByRole('table')).toHaveTextContent('09:00');
    expect(screen.queryByText(/סוול ראשי/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'גאות ושפל' })).not.toBeInTheDocument();
  });
});

describe('TideCurve', () => {
  it('runs right to left: midnight at the right, the evening at the left (decision 013)', async () => {
    const { default: TideCurve } = await import('./tide-curve');
    render(
      <TideCurve
        label="tide"
        points={[
          { time: '2026-07-01T00:00', level: 0.1 },
          { time: '2026-07-01T23:00', level: -0.1 },
        ]}
        extremes={[]}
      />,
    );
    const d = screen.getByRole('img', { name: 'tide' }).querySelector('path')!.getAttribute('d')!;
    const [first, last] = [...d.matchAll(/[ML]([\d.]+) /g)].map((m) => Number(m[1]));
    expect(first).toBeGreaterThan(last!);
  });
});
