import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { TForecast } from '@galim/shared/forecast/schemas';
import { day, slot } from '../lib/forecast-fixture';
import WaveChart, { axisTicks } from './wave-chart';

const forecast = {
  days: [day('2026-07-01'), day('2026-07-02'), day('2026-07-03')],
  slots: [
    slot('2026-07-01T08:00', 0.5),
    slot('2026-07-01T12:00', 1),
    slot('2026-07-01T18:00', 2),
    slot('2026-07-02T08:00', 1),
    slot('2026-07-02T12:00', 1),
    slot('2026-07-02T18:00', 1.5),
    // The third day has no 18:00 slot: it is left out.
    slot('2026-07-03T08:00', 1),
    slot('2026-07-03T12:00', 1),
  ],
} as unknown as TForecast;

const rects = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<SVGRectElement>('[data-testid="wave-chart"] rect'));
const num = (el: Element, attr: string) => Number(el.getAttribute(attr));

describe('WaveChart', () => {
  it('draws three bars per complete day, as tall as the waves', () => {
    const { container } = render(<WaveChart forecast={forecast} unit="m" />);
    const bars = rects(container);
    expect(bars).toHaveLength(6);
    const [d1h08, d1h12, d1h18] = bars;
    // 0.5 m, 1 m and 2 m: each twice the one before.
    expect(num(d1h12!, 'height')).toBeCloseTo(num(d1h08!, 'height') * 2);
    expect(num(d1h18!, 'height')).toBeCloseTo(num(d1h12!, 'height') * 2);
    expect(d1h18!.querySelector('title')).toHaveTextContent('18:00: 2 מ׳');
  });

  it('runs right to left: the first day and its 08:00 bar at the right', () => {
    const { container } = render(<WaveChart forecast={forecast} unit="m" />);
    const [d1h08, d1h12, d1h18, d2h08] = rects(container);
    expect(num(d1h08!, 'x')).toBeGreaterThan(num(d1h12!, 'x'));
    expect(num(d1h12!, 'x')).toBeGreaterThan(num(d1h18!, 'x'));
    expect(num(d1h18!, 'x')).toBeGreaterThan(num(d2h08!, 'x'));
  });

  it('labels the days, the hours and the heights, and gives the numbers as a table', () => {
    render(<WaveChart forecast={forecast} unit="ft" />);
    const chart = screen.getByTestId('wave-chart');
    expect(chart).toHaveTextContent('01/07');
    expect(chart).toHaveTextContent('02/07');
    expect(chart).not.toHaveTextContent('03/07');
    for (const hour of ['08:00', '12:00', '18:00']) expect(chart).toHaveTextContent(hour);
    expect(chart).toHaveTextContent('רגל');
    const table = screen.getByRole('table', { name: 'גובה הגלים ב־7 הימים הקרובים' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // 2 m = 6.6 ft.
    expect(table).toHaveTextContent('6.6 רגל');
  });

  it('says so when no day has all three hours', () => {
    render(<WaveChart forecast={{ ...forecast, slots: [] }} unit="m" />);
    expect(screen.getByText('אין מספיק נתונים לתרשים.')).toBeInTheDocument();
  });

  it("draws the models' band over each bar and a low-confidence hour faint", () => {
    const hour = (time: string, level: 'high' | 'low', low: number, high: number) => ({
      time,
      level,
      reason: level === 'low' ? 'spread' : 'agree',
      models: 3,
      low,
      high,
    });
    const sure = {
      ...forecast,
      confidence: [
        hour('2026-07-01T08:00', 'high', 0.4, 0.6),
        hour('2026-07-01T12:00', 'low', 0.5, 3),
        // One model only: no band.
        { ...hour('2026-07-01T18:00', 'high', 2, 2), models: 1 },
      ],
    } as unknown as TForecast;
    const { container } = render(<WaveChart forecast={sure} unit="m" />);
    const bands = container.querySelectorAll('[data-testid="wave-chart"] path[data-band]');
    expect(Array.from(bands, (b) => b.getAttribute('data-band'))).toEqual(['08', '12']);
    // The axis reaches the highest model (3 m), past the highest bar (2 m).
    expect(screen.getByTestId('wave-chart')).toHaveTextContent('3 מ׳');
    const [d1h08, d1h12] = rects(container);
    expect(d1h08!.getAttribute('fill-opacity')).toBe('1');
    expect(d1h12!.getAttribute('fill-opacity')).toBe('0.4');
    expect(screen.getByTestId('wave-chart')).toHaveTextContent('טווח המודלים');
    const table = screen.getByRole('table', { name: 'גובה הגלים ב־7 הימים הקרובים' });
    expect(table).toHaveTextContent('1 מ׳ (המודלים: 0.5–3)');
  });

  it('draws no band and no band legend without several models', () => {
    const { container } = render(<WaveChart forecast={forecast} unit="m" />);
    expect(container.querySelectorAll('path[data-band]')).toHaveLength(0);
    expect(screen.getByTestId('wave-chart')).not.toHaveTextContent('טווח המודלים');
  });

  it('puts round gridlines up to the highest wave', () => {
    expect(axisTicks(2)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(axisTicks(2.1)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });
});
