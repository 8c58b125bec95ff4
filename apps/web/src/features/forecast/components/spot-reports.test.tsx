import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBeachReport } from '@galim/shared/beach-reports/schemas';
import type { TForecast } from '@galim/shared/forecast/schemas';
import { fail, fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import { slot } from '../lib/forecast-fixture';
import SpotReports from './spot-reports';

// Reports from the beach on a spot's page (issue 44, item 8): "לפני N דק׳", "מהחוף", the hour's
// forecast beside each, thanks, the form with its three choices, and the Hebrew of a refusal.

const NOW = new Date('2026-07-01T05:00:00Z'); // 08:00 in Israel
const SPOT = 'tel-aviv-hilton';

const report = (over: Partial<TBeachReport> = {}): TBeachReport => ({
  _id: 'b'.repeat(24),
  spotId: SPOT,
  size: 'head',
  surface: 'glassy',
  crowd: 'few',
  text: 'סטים נקיים בצד הצפוני',
  photo: null,
  onBeach: true,
  seenAt: new Date(NOW.getTime() - 20 * 60_000).toISOString(), // 07:40 in Israel
  createdAt: new Date(NOW.getTime() - 20 * 60_000).toISOString(),
  author: { _id: 'c'.repeat(24), name: 'נועה', profileImage: null },
  thanks: 2,
  thanked: false,
  mine: false,
  ...over,
});

const forecast = {
  spot: { id: SPOT },
  localNow: '2026-07-01T08:00',
  days: [],
  slots: Array.from({ length: 24 }, (_, h) => ({
    ...slot(`2026-07-01T${String(h).padStart(2, '0')}:00`, h === 7 ? 1.4 : 0.5),
    period: h === 7 ? 11 : 6,
    stars: h === 7 ? 4 : 1,
  })),
} as unknown as TForecast;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('SpotReports', () => {
  it('shows each report with "לפני 20 דק׳", "מהחוף" and the forecast for its hour; a visitor is invited to sign in', async () => {
    fakeApi({
      [`GET /api/forecast/${SPOT}/reports`]: ok({
        reports: [report(), report({ _id: 'd'.repeat(24), onBeach: false, text: null })],
      }),
      [`GET /api/forecast/${SPOT}`]: ok(forecast),
    });
    renderWithApp(<SpotReports spotId={SPOT} />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(first).toHaveTextContent('לפני 20 דק׳');
    expect(within(first).getByText('מהחוף')).toBeInTheDocument();
    expect(first).toHaveTextContent('ראש · חלק · מעטים');
    await waitFor(() => expect(first).toHaveTextContent('התחזית ל־07:00:'));
    expect(first).toHaveTextContent('1.4');
    expect(first).toHaveTextContent('11 שנ׳');
    expect(within(first).getByRole('img', { name: /4/ })).toBeInTheDocument();
    expect(within(items[1]!).queryByText('מהחוף')).toBeNull();
    expect(screen.getByRole('link', { name: 'התחברות' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'דווחו מה אתם רואים' })).toBeNull();
  });

  it('thanks a report, and posts one from the form with the 30-minute rule worded in Hebrew', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET /api/forecast/${SPOT}/reports`]: ok({ reports: [report()] }),
      [`GET /api/forecast/${SPOT}`]: ok(forecast),
      'GET /api/surf-alerts': ok([]),
      'POST /api/beach-reports/:id/thanks': ok({ _id: 'b'.repeat(24), thanks: 3, thanked: true }),
      [`POST /api/forecast/${SPOT}/reports`]: fail(
        409,
        'BEACH_REPORT_TOO_SOON',
        'One report per spot every 30 minutes',
      ),
    });
    renderWithApp(<SpotReports spotId={SPOT} />, { user: sessionUser() });
    const thank = await screen.findByRole('button', { name: /להודות לנועה/ });
    expect(thank).toHaveTextContent('תודה (2)');
    await user.click(thank);
    await waitFor(() => expect(thank).toHaveTextContent('תודה (3)'));
    expect(thank).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/הגדירו התראת גלים/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'דווחו מה אתם רואים' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'שליחת הדיווח' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('יש לבחור גובה');
    await user.click(within(dialog).getByRole('radio', { name: 'מעל הראש' }));
    await user.click(within(dialog).getByRole('radio', { name: 'מעט מרקם' }));
    await user.click(within(dialog).getByRole('radio', { name: 'ריק' }));
    // The three are chosen: the error that asked for them is gone.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.type(within(dialog).getByRole('textbox'), 'שקט');
    expect(within(dialog).getByText('3/280')).toBeInTheDocument();
    // The photo is chosen with the form's own button over a real file input, its name shown.
    const picker = within(dialog).getByLabelText('תמונה (לא חובה)');
    expect(picker).toHaveAttribute('type', 'file');
    expect(within(dialog).getByText('בחירת תמונה')).toBeInTheDocument();
    await user.upload(picker, new File(['x'], 'waves.jpg', { type: 'image/jpeg' }));
    expect(within(dialog).getByText('waves.jpg')).toBeInTheDocument();
    expect(within(dialog).getByText('החלפת התמונה')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: /שתפו מיקום לאישור מהחוף/ }),
    ).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'שליחת הדיווח' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'כבר דיווחתם על החוף הזה בחצי השעה האחרונה',
      ),
    );
    const sent = api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/reports'));
    expect(sent?.body).toEqual({
      size: 'overhead',
      surface: 'textured',
      crowd: 'empty',
      text: 'שקט',
    });
  });

  it('sends a photo the server was too busy for again by itself, after its Retry-After', async () => {
    const user = userEvent.setup();
    let photoAnswers = 0;
    const api = fakeApi({
      [`GET /api/forecast/${SPOT}/reports`]: ok({ reports: [] }),
      [`GET /api/forecast/${SPOT}`]: ok(forecast),
      'GET /api/surf-alerts': ok([]),
      [`POST /api/forecast/${SPOT}/reports`]: ok(report({ mine: true }), 201),
      'POST /api/beach-reports/:id/photo': () =>
        ++photoAnswers === 1
          ? new Response(JSON.stringify({ success: false, error: 'Busy', code: 'SERVER_BUSY' }), {
              status: 503,
              headers: { 'content-type': 'application/json', 'retry-after': '1' },
            })
          : ok(
              report({
                mine: true,
                photo: { key: 'photo-hash', widths: [320, 480], width: 480, height: 360 },
              }),
            ),
    });
    renderWithApp(<SpotReports spotId={SPOT} />, { user: sessionUser() });
    await user.click(await screen.findByRole('button', { name: 'דווחו מה אתם רואים' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'מעל הראש' }));
    await user.click(within(dialog).getByRole('radio', { name: 'מעט מרקם' }));
    await user.click(within(dialog).getByRole('radio', { name: 'ריק' }));
    await user.upload(
      within(dialog).getByLabelText(/^תמונה \(לא חובה\)/),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'sea.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'שליחת הדיווח' }));

    // One tap: the photo goes with the report, no "the photo was not added".
    expect(await screen.findByText('הדיווח נשלח, תודה!', {}, { timeout: 5_000 })).toBeVisible();
    expect(screen.queryByText(/התמונה לא צורפה/)).toBeNull();
    expect(api.calls.filter((c) => c.path.endsWith('/photo'))).toHaveLength(2);
  });
});
