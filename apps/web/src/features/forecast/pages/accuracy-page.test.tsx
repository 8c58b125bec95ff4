import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TForecastAccuracy, TModelAccuracy } from '@galim/shared/forecast/schemas';
import { fakeApi, ok, renderWithApp } from '../../../test/kit';
import AccuracyPage from './accuracy-page';

// "How good is the forecast here" (issue 54): per model, its reports checked, the share right,
// too big, too small and the bias; "too few" in plain words under the minimum.

const figures = (model: string, name: string, more: Partial<TModelAccuracy>): TModelAccuracy => ({
  model,
  name,
  checked: 0,
  matched: 0,
  matchedShare: 0,
  tooBigShare: 0,
  tooSmallShare: 0,
  bias: 0,
  tooFew: true,
  enoughToLean: false,
  ...more,
});

const answer: TForecastAccuracy = {
  spotId: 'bat-yam',
  at: '2026-07-01T08:00:00.000Z',
  minShown: 10,
  minLean: 30,
  lean: null,
  windows: [30, 90].map((days) => ({
    days,
    reports: 31,
    models: [
      figures('galim', 'גלים', { checked: 30, matched: 30, matchedShare: 1, tooFew: false }),
      figures('ecmwf_wam025', 'ECMWF WAM (המרכז האירופי)', {
        checked: 30,
        matched: 20,
        matchedShare: 2 / 3,
        tooBigShare: 1 / 3,
        bias: 1 / 3,
        tooFew: false,
      }),
      figures('ewam', 'EWAM (השירות הגרמני)', { checked: 5, matched: 5, matchedShare: 1 }),
    ],
  })),
};

describe('AccuracyPage', () => {
  it("shows each model's figures, and too few where there are too few", async () => {
    fakeApi({ 'GET /api/forecast/bat-yam/accuracy': ok(answer) });
    renderWithApp(<AccuracyPage />, {
      route: '/forecast/bat-yam/accuracy',
      path: '/forecast/:spotId/accuracy',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'עד כמה התחזית טובה בבת ים?' }),
    ).toBeInTheDocument();
    const month = await screen.findByRole('table', { name: /30 הימים האחרונים: 31 דיווחים/ });
    const ecmwf = screen.getAllByRole('rowheader', { name: 'ECMWF WAM (המרכז האירופי)' })[0]!;
    const cells = [...ecmwf.closest('tr')!.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells).toEqual(['30', '67%', '33%', '0%', 'גדול ב־0.3 דרגות']);
    expect(month).toHaveTextContent('מעט מדי דיווחים (5 מתוך 10 לפחות)');
    expect(screen.getByText(/החציון של המודלים/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'חזרה לתחזית' })).toHaveAttribute(
      'href',
      '/forecast/bat-yam',
    );
  });
});
