import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFaqItem } from '@galim/shared/faq/schemas';
import { fakeApi, ok, renderWithApp, type FakeApi } from '../../../test/kit';
import AdminFaqPage from './faq-page';

// The admin's FAQ form checks a question with the shared ZFaqInput before sending it.

let api: FakeApi;
/** The questions sent to the API. */
const posts = () => api.calls.filter((c) => c.method === 'POST').map((c) => c.body);

beforeEach(() => {
  api = fakeApi({
    'POST /api/faq': ({ body }) =>
      ok({ item: { ...(body as TFaqItem), _id: 'f'.repeat(24) } }, 201),
    'GET /api/faq': ok({ items: [] }),
  });
});

/** The add form, opened, with a question and an answer typed in. */
async function openFilledForm() {
  const user = userEvent.setup();
  renderWithApp(<AdminFaqPage />);
  await user.click(await screen.findByRole('button', { name: 'הוספת שאלה' }));
  const form = screen.getByRole('form', { name: 'הוספת שאלה' });
  await user.type(within(form).getByRole('textbox', { name: 'שאלה' }), 'מתי?');
  await user.type(within(form).getByRole('textbox', { name: 'תשובה' }), 'בבוקר.');
  return { user, form };
}

describe('admin FAQ form', () => {
  it('asks for a question and an answer, then sends them to the default category', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminFaqPage />);
    await user.click(await screen.findByRole('button', { name: 'הוספת שאלה' }));
    const form = screen.getByRole('form', { name: 'הוספת שאלה' });
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('יש למלא שאלה');
    expect(alert).toHaveTextContent('יש למלא תשובה');

    // A too long answer is told so, not that something is missing.
    await user.type(within(form).getByRole('textbox', { name: 'שאלה' }), 'שאלה');
    await user.click(within(form).getByRole('textbox', { name: 'תשובה' }));
    await user.paste('א'.repeat(5001));
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'התשובה יכולה להכיל עד 5,000 תווים',
    );
    await user.clear(within(form).getByRole('textbox', { name: 'שאלה' }));
    await user.clear(within(form).getByRole('textbox', { name: 'תשובה' }));

    await user.type(within(form).getByRole('textbox', { name: 'שאלה' }), ' איך מפרסמים? ');
    await user.type(within(form).getByRole('textbox', { name: 'תשובה' }), 'מהפרופיל.');
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          question: 'איך מפרסמים?',
          answer: 'מהפרופיל.',
          category: 'כללי',
          visible: true,
          // No English typed: empty texts, which show the Hebrew on the English pages.
          translations: { en: { question: '', answer: '', category: '' } },
        },
      ]),
    );
  });

  it('says at the field when a category is too long, and sends nothing', async () => {
    const { user, form } = await openFilledForm();
    const category = within(form).getByRole('combobox', { name: 'קטגוריה' });
    await user.click(category);
    await user.paste('ק'.repeat(61));
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(category).toHaveAttribute('aria-invalid', 'true'));
    expect(category).toHaveAccessibleDescription('הקטגוריה יכולה להכיל עד 60 תווים');
    expect(posts()).toEqual([]);
  });

  it('says at the field when an order is beyond what can be kept, and sends nothing', async () => {
    const { user, form } = await openFilledForm();
    const order = within(form).getByRole('textbox', { name: 'סדר' });
    await user.type(order, '3000000000');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(order).toHaveAttribute('aria-invalid', 'true'));
    expect(order).toHaveAccessibleDescription(/מספר הסדר צריך להיות בין/);
    expect(posts()).toEqual([]);

    await user.clear(order);
    await user.type(order, '30');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(posts()).toMatchObject([{ question: 'מתי?', order: 30 }]));
  });

  it('sends the English typed beside the Hebrew', async () => {
    const { user, form } = await openFilledForm();
    await user.type(within(form).getByRole('textbox', { name: 'שאלה באנגלית' }), ' When? ');
    await user.type(within(form).getByRole('textbox', { name: 'תשובה באנגלית' }), 'Mornings.');
    await user.type(within(form).getByRole('textbox', { name: 'קטגוריה באנגלית' }), 'General');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() =>
      expect(posts()).toMatchObject([
        {
          question: 'מתי?',
          translations: { en: { question: 'When?', answer: 'Mornings.', category: 'General' } },
        },
      ]),
    );
  });

  it('fills the English of an item being edited from the admin list', async () => {
    api.routes['GET /api/faq'] = ok({
      items: [
        {
          _id: 'a'.repeat(24),
          question: 'מתי?',
          answer: 'בבוקר.',
          category: 'כללי',
          order: 0,
          visible: true,
          createdAt: '2026-11-27T00:00:00.000Z',
          updatedAt: '2026-11-27T00:00:00.000Z',
          translations: { en: { question: 'When?' } },
        },
      ],
    });
    const user = userEvent.setup();
    renderWithApp(<AdminFaqPage />);
    await user.click(await screen.findByRole('button', { name: 'עריכה: מתי?' }));
    const form = screen.getByRole('form', { name: 'עריכה: מתי?' });
    expect(within(form).getByRole('textbox', { name: 'שאלה באנגלית' })).toHaveValue('When?');
    expect(within(form).getByRole('textbox', { name: 'תשובה באנגלית' })).toHaveValue('');
  });
});
