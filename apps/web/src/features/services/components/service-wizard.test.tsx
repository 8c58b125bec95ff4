import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithApp, sessionUser } from '../../../test/kit';
import { ServiceWizard } from './service-wizard';

// The create wizard: each step is checked by the shared ZServiceInput before the next, and
// what was typed survives leaving the page (the draft).

beforeEach(() => {
  window.scrollTo = vi.fn();
  fakeApi({});
});

const renderWizard = () => renderWithApp(<ServiceWizard />);

describe('service wizard', () => {
  it('checks step 1 before moving on, and restores the draft on return', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await user.click(screen.getByRole('button', { name: 'הבא' }));
    expect(await screen.findByText('נדרש לבחור סוג שירות')).toBeInTheDocument();
    expect(screen.getByText('שלב 1 מתוך 5')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /הדרכת גלישה/ }));
    await user.type(screen.getByRole('textbox', { name: 'כותרת השירות' }), 'שיעורי גלישה בהרצליה');
    await user.type(
      screen.getByRole('textbox', { name: 'תיאור השירות' }),
      'שיעורים פרטיים לילדים ולמבוגרים, כולל גלשן וחליפה.',
    );
    await user.click(screen.getByRole('button', { name: 'הבא' }));
    expect(await screen.findByText('שלב 2 מתוך 5')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('galim.serviceDraft')).toContain('"step":2'));

    first.unmount();
    renderWizard();
    expect(screen.getByText('שלב 2 מתוך 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'חזרה' }));
    expect(screen.getByRole('textbox', { name: 'כותרת השירות' })).toHaveValue(
      'שיעורי גלישה בהרצליה',
    );
  });

  it("refuses a price outside the kind's range on the price step (#42 item 14)", async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('radio', { name: /הדרכת גלישה/ }));
    await user.type(screen.getByRole('textbox', { name: 'כותרת השירות' }), 'שיעורי גלישה בהרצליה');
    await user.type(
      screen.getByRole('textbox', { name: 'תיאור השירות' }),
      'שיעורים פרטיים לילדים ולמבוגרים, כולל גלשן וחליפה.',
    );
    await user.click(screen.getByRole('button', { name: 'הבא' }));
    expect(await screen.findByText('שלב 2 מתוך 5')).toBeInTheDocument();
    const price = screen.getByRole('spinbutton', { name: /מחיר/ });
    await user.type(price, '999999');
    await user.click(screen.getByRole('button', { name: 'הבא' }));
    expect(await screen.findByText('המחיר צריך להיות בין 50 ל-1,500 ₪')).toBeInTheDocument();
    expect(screen.getByText('שלב 2 מתוך 5')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '250');
    await user.click(screen.getByRole('button', { name: 'הבא' }));
    expect(await screen.findByText('שלב 3 מתוך 5')).toBeInTheDocument();
  });

  it('says "* שדות חובה" only on the steps that have a required field (issue 51)', () => {
    const stored = (step: number) =>
      localStorage.setItem(
        'galim.serviceDraft',
        JSON.stringify({ savedAt: Date.now(), values: { step, values: {} } }),
      );
    stored(4);
    const fourth = renderWizard();
    expect(screen.getByText('שלב 4 מתוך 5')).toBeInTheDocument();
    expect(screen.getByText('שדות חובה')).toBeInTheDocument();
    fourth.unmount();
    stored(5);
    renderWizard();
    expect(screen.getByText('שלב 5 מתוך 5')).toBeInTheDocument();
    expect(screen.queryByText('שדות חובה')).toBeNull();
  });

  it("starts a new service's contact e-mail as the account's (issue 51)", () => {
    localStorage.setItem(
      'galim.serviceDraft',
      JSON.stringify({ savedAt: Date.now(), values: { step: 4, values: {} } }),
    );
    renderWithApp(<ServiceWizard />, { user: sessionUser({ email: 'coach@galim.example' }) });
    expect(screen.getByRole('textbox', { name: /אימייל|דוא/ })).toHaveValue('coach@galim.example');
  });

  it('asks a street address of a repair shop, not of an instructor who comes to the beach (issue 51)', async () => {
    const user = userEvent.setup();
    const atStep3 = (serviceType: string) =>
      localStorage.setItem(
        'galim.serviceDraft',
        JSON.stringify({ savedAt: Date.now(), values: { step: 3, values: { serviceType } } }),
      );
    const placeOnly = async () => {
      expect(screen.getByText('שלב 3 מתוך 5')).toBeInTheDocument();
      await user.type(screen.getByRole('combobox', { name: /עיר/ }), 'הרצליה');
      await user.selectOptions(screen.getByRole('combobox', { name: /^אזור/ }), 'center');
      await user.click(screen.getByRole('button', { name: 'הבא' }));
    };

    atStep3('surfboard-repair');
    const shop = renderWizard();
    expect(screen.getByRole('textbox', { name: /כתובת/ })).toBeRequired();
    await placeOnly();
    expect(await screen.findByText('נדרש לציין כתובת')).toBeInTheDocument();
    expect(screen.getByText('שלב 3 מתוך 5')).toBeInTheDocument();
    shop.unmount();

    atStep3('surf-instructor');
    renderWizard();
    const address = screen.getByRole('textbox', { name: /כתובת/ });
    expect(address).not.toBeRequired();
    expect(address).toHaveAccessibleDescription(/לא חובה/);
    await placeOnly();
    expect(await screen.findByText('שלב 4 מתוך 5')).toBeInTheDocument();
    expect(screen.queryByText('נדרש לציין כתובת')).toBeNull();
  });
});
