import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TRanking, TRankingEntry } from '@galim/shared/forecast/schemas';
import { fakeApi, ok, renderWithApp } from '../../test/kit';
import { BestSpotsNow } from './best-spots-now';

// "Best spot now" says "tomorrow" before a window on Israel's next day, judged by Israel's date
// whatever the phone's clock zone, and draws its cards without building an ICU formatter (the
// forecast page's first screen had its first one here).

const entry = (id: string, nameHe: string, date: string): TRankingEntry => ({
  spot: { id, name: id, nameHe, image: '/spots/x.webp' },
  status: 'ok',
  date,
  bestScore: 80,
  stars: 4,
  bestTime: `${date}T07:00`,
  window: { start: `${date}T06:00`, end: `${date}T09:00` },
  waveHeight: 1.2,
  windSpeed: 8,
});

const ranking: TRanking = {
  demo: false,
  stale: false,
  spots: [entry('hilton', 'הילטון', '2026-07-02'), entry('bat-galim', 'בת גלים', '2026-07-03')],
};

beforeEach(() => {
  // 22:30 UTC on 1 July: still 1 July in London or New York, already 2 July (01:30) in Israel.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T22:30:00Z'));
  fakeApi({ 'GET /api/forecast/ranking': ok(ranking) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BestSpotsNow', () => {
  it("marks only the windows on Israel's next day as tomorrow, with no ICU formatter", async () => {
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    const localeDates = vi.spyOn(Date.prototype, 'toLocaleDateString');
    renderWithApp(<BestSpotsNow />);
    const today = await screen.findByRole('link', { name: /הילטון/ });
    const tomorrow = screen.getByRole('link', { name: /בת גלים/ });
    expect(today.textContent).toContain('06:00 עד 09:00');
    expect(today.textContent).not.toContain('מחר');
    expect(tomorrow.textContent).toContain('מחר 06:00 עד 09:00');
    expect(formatters).not.toHaveBeenCalled();
    expect(localeDates).not.toHaveBeenCalled();
  });

  it('links each spot to its own page', async () => {
    renderWithApp(<BestSpotsNow />);
    expect(await screen.findByRole('link', { name: /הילטון/ })).toHaveAttribute(
      'href',
      '/forecast/hilton',
    );
  });
});
