import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSurfAlert } from '@galim/shared/alerts/schemas';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../test/kit';
import { SavedAlertsCard } from './saved-alerts-card';
import { SurfAlertButton } from './surf-alert-button';

// A best window (issue 54, item 5): chosen in the surf-alert dialog, shown in the saved alerts,
// and turned off in one tap from the card or from the page a notice opens.

const windowAlert: TSurfAlert = {
  _id: 'a'.repeat(24),
  spotId: 'mikhmoret',
  minStars: 1,
  daysAhead: [0, 1, 2, 3],
  window: null,
  pushOnReport: false,
  minHours: 3,
  daylightOnly: true,
  wind: 'offshore',
  minHeightM: 1,
  maxHeightM: 2,
  minPeriodS: null,
  maxPeriodS: null,
  delivery: 'digest',
  createdAt: '2026-11-29T10:00:00.000Z',
};

describe('the best-window option of the surf alert', () => {
  it('sends the hours, daylight, wind, range and delivery; refuses an upside-down range', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/surf-alerts': ({ body }) => ok({ ...windowAlert, ...(body as object) }, 201),
      'GET /api/surf-alerts': ok([]),
    });
    renderWithApp(<SurfAlertButton spotId="mikhmoret" spotName="מכמורת" />, {
      user: sessionUser(),
    });
    await user.click(await screen.findByRole('button', { name: /התראת גלים/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('חלון גלישה: להודיע על רצף של שעות טובות'));
    // The ordinary alert's days give way to the window's choices.
    expect(within(dialog).queryByText('באילו ימים')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('לפחות'), '3');
    await user.click(within(dialog).getByLabelText('מהיבשה (אופשור)'));
    await user.click(within(dialog).getByLabelText('לפי גובה ומחזור'));
    expect(within(dialog).queryByText('מינימום כוכבים')).toBeNull();
    await user.type(within(dialog).getByLabelText('גובה מ־(מ׳)'), '2');
    await user.type(within(dialog).getByLabelText('עד (מ׳)'), '1');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'הערך העליון צריך להיות לפחות כמו התחתון',
    );
    const save = within(dialog).getByRole('button', { name: 'שמירה' });
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('גובה מ־(מ׳)'));
    await user.type(within(dialog).getByLabelText('גובה מ־(מ׳)'), '0.8');
    await user.click(within(dialog).getByLabelText('בסיכום בוקר ב־06:00'));
    await user.click(save);
    await screen.findByText(/ההתראה נשמרה/);
    const sent = api.calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toEqual({
      spotId: 'mikhmoret',
      minStars: 1,
      minHours: 3,
      daylightOnly: true,
      wind: 'offshore',
      delivery: 'digest',
      minHeightM: 0.8,
      maxHeightM: 1,
    });
  });

  it('the saved alerts say the window and turn it off in one tap', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/saved-searches': ok([]),
      'GET /api/surf-alerts': ok([windowAlert]),
      'DELETE /api/surf-alerts/:id': ok(null),
    });
    renderWithApp(<SavedAlertsCard />, { user: sessionUser() });
    expect(
      await screen.findByText(
        /מכמורת · חלון של 3 שעות לפחות · באור יום · רוח מהיבשה · .*מ׳ · סיכום בוקר 06:00/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'הסרת התראת הגלים למכמורת' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('the page a notice opens turns the alert off in one tap', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/surf-alerts': ok([windowAlert]),
      'DELETE /api/surf-alerts/:id': ok(null),
    });
    renderWithApp(<SurfAlertButton spotId="mikhmoret" spotName="מכמורת" />, {
      user: sessionUser(),
      route: `/forecast/mikhmoret?window-alert=${windowAlert._id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'כיבוי ההתראה' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ההתראה כובתה');
    const gone = api.calls.find((c) => c.method === 'DELETE')!;
    expect(gone.path).toBe(`/api/surf-alerts/${windowAlert._id}`);
  });
});
