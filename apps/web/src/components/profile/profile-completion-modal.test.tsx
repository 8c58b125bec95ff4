import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithApp, sessionUser } from '../../test/kit';
import { ProfileCompletionModal } from './profile-completion-modal';

// A buyer signing in without a phone: told why a phone helps, and free to go on without one.

describe('the profile-completion modal', () => {
  it('says why a phone helps and closes in one tap without one', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    const api = fakeApi();
    renderWithApp(<ProfileCompletionModal />, {
      user: sessionUser({ profile_completed: false }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'השלמת הפרופיל' });
    expect(dialog).toHaveTextContent(/בוואטסאפ/);
    expect(dialog).toHaveTextContent('נבקש את המספר כשתפרסמו גלשן');
    await user.click(screen.getByRole('button', { name: 'אחר כך' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
