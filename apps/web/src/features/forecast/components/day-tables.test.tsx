import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TForecast } from '@galim/shared/forecast/schemas';
import { day, slot } from '../lib/forecast-fixture';
import { DayTables, TABLE_HOURS } from './day-tables';

// Every day opens to its hours, as today's does (issue 31).
const dates = ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04'];
const forecast = {
  spot: { id: 'tel-aviv-hilton' },
  localNow: '2026-07-01T07:10',
  days: dates.map(day),
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
    const rows = within(table).getAllByRole('row').slice(1);
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

  it('tells a phone user that wind, direction and tide are further to the side', () => {
    render(<DayTables forecast={forecast} unit="m" />);
    const region = screen.getByRole('region', { name: /תחזית להיום/ });
    expect(region).toHaveAccessibleDescription(/גללו הצידה לרוח, לכיוון ולגאות/);
    expect(within(region).getByRole('table')).toHaveClass('whitespace-nowrap');
  });
});
