import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithApp } from '../../../test/kit';
import ContactPage from './contact-page';

// Issue 42 item 22: the message's 5,000-character limit shows as one types.

describe('the contact form', () => {
  it('counts the message towards its 5,000 characters as one types', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/config': ok({
        contactEmail: 'hello@galim.example',
        contactPhone: '',
        googleClientId: null,
        devLogin: false,
        forecastDemo: false,
        publicUrl: 'http://localhost',
      }),
    });
    renderWithApp(<ContactPage />);
    const message = await screen.findByRole('textbox', { name: /הודעה/ });
    const count = screen.getByText('0 מתוך 5,000 תווים');
    expect(message.getAttribute('aria-describedby')).toContain(count.closest('[id]')!.id);
    await user.type(message, 'שלום');
    expect(screen.getByText('4 מתוך 5,000 תווים')).toBeInTheDocument();
    fireEvent.input(message, { target: { value: 'א'.repeat(5001) } });
    expect(await screen.findByText('5,001 מתוך 5,000 תווים')).toBeInTheDocument();
  });
});
