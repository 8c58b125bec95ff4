import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DailyBarChart, fillDays } from './daily-bar-chart';

describe('DailyBarChart', () => {
  it('fills missing days with zeros, oldest first', () => {
    const days = fillDays([{ day: '2026-11-20', value: 4 }], 3, new Date('2026-11-21T12:00:00Z'));
    expect(days).toEqual([
      { day: '2026-11-19', value: 0 },
      { day: '2026-11-20', value: 4 },
      { day: '2026-11-21', value: 0 },
    ]);
  });

  it('gives screen readers the numbers as a table', () => {
    render(
      <DailyBarChart
        title="צפיות ב-30 הימים האחרונים"
        valueLabel="צפיות"
        points={[
          { day: '2026-11-20', value: 4 },
          { day: '2026-11-21', value: 7 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'צפיות ב-30 הימים האחרונים' });
    expect(table).toHaveTextContent('20/11');
    expect(table).toHaveTextContent('7');
  });

  it('runs right to left like the page: the oldest day at the right', () => {
    const { container } = render(
      <DailyBarChart
        title="צפיות"
        valueLabel="צפיות"
        points={[
          { day: '2026-11-20', value: 4 },
          { day: '2026-11-21', value: 7 },
        ]}
      />,
    );
    const [oldest, newest] = Array.from(container.querySelectorAll('rect'));
    expect(Number(oldest!.getAttribute('x'))).toBeGreaterThan(Number(newest!.getAttribute('x')));
  });
});
