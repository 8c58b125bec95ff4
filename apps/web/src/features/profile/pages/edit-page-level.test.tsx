import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TUser } from '@galim/shared/users/profile';
import type { TSessionUser } from '@galim/shared/users/session';
import { ToastProvider } from '../../../components/ui/toast';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { clearSession, saveSession } from '../../../lib/auth/auth-store';
import ProfileEditPage from './edit-page';

// One skill level on the profile: a single "רמת גלישה" field, saved as the level that the
// "fits me" filter and the public profile read.

const session: TSessionUser = {
  _id: 'a'.repeat(24),
  email: 'dana@x.example',
  displayName: 'דנה כהן',
  firstName: 'דנה',
  lastName: 'כהן',
  phone: '+972501234567',
  profileImage: null,
  slug: null,
  role: 'user',
  profile_completed: true,
};
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

let saved: Record<string, unknown>[];
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  saveSession('token', session);
  saved = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/validate') return json({ success: true, data: { user: session } });
      if (url === `/api/users/${session._id}` && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        saved.push(body);
        return json({ success: true, data: { user: { ...me, ...body } } });
      }
      if (url === `/api/users/${session._id}`) return json({ success: true, data: { user: me } });
      return json({ success: true, data: {} });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the profile skill level', () => {
  it('is one field, showing the saved level, and saves as fitLevel', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <ToastProvider>
            <MemoryRouter>
              <ProfileEditPage />
            </MemoryRouter>
          </ToastProvider>
        </AuthProvider>
      </QueryClientProvider>,
    );
    const level = await screen.findByRole('combobox', { name: 'רמת גלישה' });
    expect(screen.getAllByRole('combobox', { name: /רמת גלישה/ })).toHaveLength(1);
    expect(level).toHaveValue('expert');
    expect(screen.getByRole('option', { name: 'מקצוען/ית' })).toHaveValue('expert');

    await user.selectOptions(level, 'advanced');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByText('הפרטים נשמרו בהצלחה')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ fitLevel: 'advanced' });
    expect(saved[0]).not.toHaveProperty('surfingLevel');
  });
});
