import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUser } from '@galim/shared/users/profile';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import ProfileEditPage from './edit-page';

// One skill level on the profile: a single "רמת גלישה" field, saved as the level that the
// "fits me" filter and the public profile read.

const session = sessionUser({
  displayName: 'דנה כהן',
  lastName: 'כהן',
  phone: '+972501234567',
});
const me: TUser = {
  ...session,
  gender: null,
  dateOfBirth: null,
  region: null,
  surfingLevel: 'pro',
  fitLevel: 'expert',
  fitWeightKg: 70,
  bio: null,
  businessName: null,
  publicProfile: { visible: false, showRegion: true, showSkillLevel: true, showBio: true },
  counts: { surfboards: 0, services: 0 },
  rating: 0,
  reviewCount: 0,
  createdAt: new Date().toISOString(),
} as TUser;

let api: FakeApi;
/** The profiles sent to the API. */
const saved = () => api.calls.filter((c) => c.method === 'PUT').map((c) => c.body);

beforeEach(() => {
  api = fakeApi({
    [`PUT /api/users/${session._id}`]: ({ body }) =>
      ok({ user: { ...me, ...(body as Record<string, unknown>) } }),
    [`GET /api/users/${session._id}`]: ok({ user: me }),
  });
});

describe('the profile skill level', () => {
  it('is one field, showing the saved level, and saves as fitLevel', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProfileEditPage />, { user: session });
    const level = await screen.findByRole('combobox', { name: 'רמת גלישה' });
    expect(screen.getAllByRole('combobox', { name: /רמת גלישה/ })).toHaveLength(1);
    expect(level).toHaveValue('expert');
    expect(screen.getByRole('option', { name: 'מקצוענים' })).toHaveValue('expert');

    await user.selectOptions(level, 'advanced');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByText('הפרטים נשמרו בהצלחה')).toBeInTheDocument();
    expect(saved()).toHaveLength(1);
    expect(saved()[0]).toMatchObject({ fitLevel: 'advanced' });
    expect(saved()[0]).not.toHaveProperty('surfingLevel');
  });
});
