import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TFaqItem } from '@galim/shared/faq/schemas';
import AdminFaqPage from './faq-page';

// The admin's FAQ form checks a question with the shared ZFaqInput before sending it.

let posts: unknown[];
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/faq' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as TFaqItem;
        posts.push(body);
        return json({ success: true, data: { item: { ...body, _id: 'f'.repeat(24) } } }, 201);
      }
      if (url === '/api/faq') return json({ success: true, data: { items: [] } });
      return json({ success: false, error: 'not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('admin FAQ form', () => {
  it('asks for a question and an answer, then sends them to the default category', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AdminFaqPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'הוספת שאלה' }));
    const form = screen.getByRole('form', { name: 'הוספת שאלה' });
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('יש למלא שאלה ותשובה.');

    await user.type(within(form).getByRole('textbox', { name: 'שאלה' }), ' איך מפרסמים? ');
    await user.type(within(form).getByRole('textbox', { name: 'תשובה' }), 'מהפרופיל.');
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { question: 'איך מפרסמים?', answer: 'מהפרופיל.', category: 'כללי', visible: true },
      ]),
    );
  });

  it('says at the field when an order is beyond what can be kept, and sends nothing', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AdminFaqPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'הוספת שאלה' }));
    const form = screen.getByRole('form', { name: 'הוספת שאלה' });
    await user.type(within(form).getByRole('textbox', { name: 'שאלה' }), 'מתי?');
    await user.type(within(form).getByRole('textbox', { name: 'תשובה' }), 'בבוקר.');
    const order = within(form).getByRole('textbox', { name: 'סדר' });
    await user.type(order, '3000000000');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(order).toHaveAttribute('aria-invalid', 'true'));
    expect(order).toHaveAccessibleDescription(/מספר הסדר צריך להיות בין/);
    expect(posts).toEqual([]);

    await user.clear(order);
    await user.type(order, '30');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(posts).toMatchObject([{ question: 'מתי?', order: 30 }]));
  });
});
