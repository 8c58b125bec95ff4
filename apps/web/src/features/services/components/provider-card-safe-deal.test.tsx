import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TService } from '@galim/shared/services/schemas';
import { fakeApi, renderWithApp } from '../../../test/kit';
import { ProviderCard } from './provider-card';

// The safe-deal advice on the service page (issue 33): the first contact tap shows it, its
// button carries the contact's own link, and after that a tap goes straight to the contact.

const service = {
  _id: 'a'.repeat(24),
  title: 'שיעור גלישה',
  serviceType: 'surf-instructor',
  contactInfo: { phone: '050-2222222', email: 'coach@galim.example' },
  provider: { name: 'יוני', avatar: null },
  providerId: { _id: 'b'.repeat(24), createdAt: '2024-03-01T10:00:00.000Z' },
} as unknown as TService; // the card reads only these fields

beforeEach(() => {
  localStorage.clear();
  fakeApi({});
});
afterEach(() => {
  localStorage.clear();
});

const renderCard = () => renderWithApp(<ProviderCard s={service} />);

describe('safe-deal advice on the service page', () => {
  it('comes before the first phone call, once, and its button makes the call', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'הצגת פרטי קשר' }));

    // jsdom does not follow links; a click it would follow is one nobody prevented.
    const phone = screen.getByRole('link', { name: '050-2222222' });
    let followed = 0;
    const count = (e: MouseEvent) => {
      if (!e.defaultPrevented) followed += 1;
      e.preventDefault();
    };
    document.addEventListener('click', count);

    await user.click(phone);
    expect(followed).toBe(0);
    const card = await screen.findByRole('dialog', { name: 'קנייה בטוחה: לפני שנפגשים' });
    const proceed = screen.getByRole('link', { name: 'הבנתי, להמשיך ליצירת קשר' });
    expect(proceed).toHaveAttribute('href', 'tel:050-2222222');
    expect(card).toHaveTextContent('לעולם אל תעבירו מקדמה');

    await user.click(proceed);
    expect(followed).toBe(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('galim.safeDealSeen')).toBe('1');

    // The next tap is the call itself.
    await user.click(phone);
    expect(followed).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    document.removeEventListener('click', count);
  });
});
