import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TUser } from '@galim/shared/users/profile';
import { renderWithApp, sessionUser } from '../../../test/kit';
import { ProfileSummaryCard } from './profile-summary-card';

// Issue 42 item 26: a profile without reviews shows no rating (a 0 reads as a bad one).

const me = (rating: number, reviewCount: number) =>
  ({
    ...sessionUser(),
    gender: null,
    dateOfBirth: null,
    region: null,
    surfingLevel: null,
    bio: null,
    businessName: null,
    publicProfile: { visible: false, showRegion: true, showSkillLevel: true, showBio: true },
    counts: { surfboards: 1, services: 0 },
    rating,
    reviewCount,
    createdAt: new Date().toISOString(),
  }) as TUser;

describe('the profile summary', () => {
  it('shows no rating without reviews', async () => {
    renderWithApp(<ProfileSummaryCard me={me(0, 0)} />);
    expect(await screen.findByText('גלשנים')).toBeInTheDocument();
    expect(screen.queryByText('דירוג')).toBeNull();
  });

  it('shows the rating once there are reviews', async () => {
    renderWithApp(<ProfileSummaryCard me={me(4.5, 2)} />);
    expect(await screen.findByText('דירוג')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
  });
});
