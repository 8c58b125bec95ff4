import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithApp } from '../../../test/kit';
import ContactPage from './contact-page';

// Issue 42 item 22: the message's 5,000-character limit shows as one types. Item 33: no phone
// line when none is configured (it showed the placeholder "+972-50-000-0000").

function config(contactPhone: string | null) {
  return ok({
    contactEmail: 'hello@galim.example',
    contactPhone,
    googleClientId: null,
    devLogin: false,
    forecastDemo: false,
    publicUrl: 'http://localhost',
  });
}

describe('the contact form', () => {
  it('counts the message towards its 5,000 characters as one types', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/config': config('') });
    renderWithApp(<ContactPage />);
    const message = await screen.findByRole('textbox', { name: /הודעה/ });
    const count = screen.getByText('0 מתוך 5,000 תווים');
    expect(message.getAttribute('aria-describedby')).toContain(count.closest('[id]')!.id);
    await user.type(message, 'שלום');
    expect(screen.getByText('4 מתוך 5,000 תווים')).toBeInTheDocument();
    fireEvent.input(message, { target: { value: 'א'.repeat(5001) } });
    expect(await screen.findByText('5,001 מתוך 5,000 תווים')).toBeInTheDocument();
  });

  it('shows the phone only when one is configured', async () => {
    fakeApi({ 'GET /api/config': config(null) });
    const { unmount } = renderWithApp(<ContactPage />);
    expect(await screen.findByText('hello@galim.example')).toBeInTheDocument();
    expect(screen.queryByText('טלפון')).not.toBeInTheDocument();
    expect(screen.queryByText(/000-0000/)).not.toBeInTheDocument();
    unmount();

    fakeApi({ 'GET /api/config': config('+972-3-555-1234') });
    renderWithApp(<ContactPage />);
    const phone = await screen.findByRole('link', { name: '+972-3-555-1234' });
    expect(phone.getAttribute('href')).toBe('tel:+97235551234');
  });
});
