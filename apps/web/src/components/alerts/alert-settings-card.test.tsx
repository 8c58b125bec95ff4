import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@galim/shared/alerts/schemas';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../test/kit';
import { AlertSettingsCard } from './alert-settings-card';

// Quiet hours from a time to the same time are no window: said at the fields, nothing sent.

describe('the notification settings card', () => {
  it('refuses quiet hours that end when they start, before sending', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/notification-settings': ok(DEFAULT_NOTIFICATION_SETTINGS),
      'GET /api/push/subscriptions': ok([]),
      'PUT /api/notification-settings': ({ body }) => ok(body),
    });
    renderWithApp(<AlertSettingsCard />, { user: sessionUser() });
    const to = await screen.findByLabelText('עד');
    await user.clear(to);
    await user.type(to, '22:00');
    await user.click(screen.getByRole('button', { name: 'שמירת ההגדרות' }));
    expect(
      await screen.findByText('שעת הסיום של השעות השקטות חייבת להיות שונה משעת ההתחלה'),
    ).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(to);
    await user.type(to, '06:30');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'שמירת ההגדרות' }));
    expect(await screen.findByText(/נשמרו/)).toBeInTheDocument();
  });
});
