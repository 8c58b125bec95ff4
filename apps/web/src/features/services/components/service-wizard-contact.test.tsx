import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveDraft } from '../../../lib/draft';
import { fakeApi, renderWithApp } from '../../../test/kit';
import { SERVICE_DRAFT_KEY, ServiceWizard } from './service-wizard';
import { EMPTY } from './wizard/service-values';

// The contact step checks the website, phones and e-mail with the API's own schema, and says
// what is wrong beside the field; required fields are marked.

beforeEach(() => {
  window.scrollTo = vi.fn();
  fakeApi({});
});
afterEach(() => {
  localStorage.clear();
});

const renderWizardAt = (step: number) => {
  saveDraft(SERVICE_DRAFT_KEY, {
    step,
    values: {
      ...EMPTY,
      serviceType: 'surf-instructor',
      title: 'שיעורי גלישה בהרצליה',
      description: 'שיעורים פרטיים לילדים ולמבוגרים, כולל גלשן וחליפה.',
      price: 250,
      location: { address: 'חוף אכדיה', city: 'הרצליה', region: 'sharon', coordinates: [0, 0] },
    },
  });
  return renderWithApp(<ServiceWizard />);
};

describe('service wizard, contact step', () => {
  it('refuses "not a url" and a wrong phone, each with its Hebrew error beside the field', async () => {
    const user = userEvent.setup();
    renderWizardAt(4);
    expect(screen.getByText('שלב 4 מתוך 5')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'אימייל' }), 'coach@example.com');
    await user.type(screen.getByRole('textbox', { name: 'טלפון' }), 'call me');
    await user.type(screen.getByRole('textbox', { name: 'אתר' }), 'not a url');
    await user.click(screen.getByRole('button', { name: 'הבא' }));

    const website = screen.getByRole('textbox', { name: 'אתר' });
    // The step checks with the schema it loads on the first "next": wait for its verdict (on a
    // busy machine that load took longer than the click).
    await waitFor(() => expect(website).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 30_000,
    });
    expect(website).toHaveAccessibleDescription('כתובת אתר לא תקינה (למשל www.example.co.il)');
    expect(screen.getByRole('textbox', { name: 'טלפון' })).toHaveAccessibleDescription(
      'מספר טלפון לא תקין (למשל 050-1234567)',
    );
    expect(screen.getByText('שלב 4 מתוך 5')).toBeInTheDocument();

    // Fixed, the step goes on: a bare domain is taken as https.
    await user.clear(website);
    await user.type(website, 'www.galim.co.il');
    await user.clear(screen.getByRole('textbox', { name: 'טלפון' }));
    await user.type(screen.getByRole('textbox', { name: 'טלפון' }), '050-1234567');
    await user.click(screen.getByRole('button', { name: 'הבא' }));
    expect(await screen.findByText('שלב 5 מתוך 5')).toBeInTheDocument();
  });

  it('marks the required fields', () => {
    renderWizardAt(4);
    expect(screen.getByRole('textbox', { name: 'אימייל' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'טלפון' })).not.toBeRequired();
    expect(screen.getByText('שדות חובה')).toBeInTheDocument();
  });
});
