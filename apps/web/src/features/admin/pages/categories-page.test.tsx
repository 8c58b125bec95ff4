import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithApp, sessionUser, type FakeApi } from '../../../test/kit';
import AdminCategoriesPage from './categories-page';

// The admin's categories in two languages (decision 051): the table reads every language as
// stored, and the form edits the English name beside the Hebrew one.

const admin = sessionUser({ email: 'admin@x.example', role: 'admin' });
const stamp = new Date().toISOString();
const category = (over: Record<string, unknown>) => ({
  description: '',
  createdAt: stamp,
  updatedAt: stamp,
  translations: {},
  kinds: ['board'],
  ...over,
});

let api: FakeApi;
const writes = () => api.calls.filter((c) => c.method !== 'GET').map((c) => c.body);

beforeEach(() => {
  api = fakeApi({
    'GET /api/categories': () =>
      ok([
        category({
          _id: 'a'.repeat(24),
          title: 'פיש',
          translations: { en: { title: 'Fish' } },
          kinds: ['board', 'traction'],
        }),
      ]),
    'POST /api/categories': ({ body }) =>
      ok(category({ _id: 'b'.repeat(24), ...(body as object) }), 201),
    'PUT /api/categories/:id': ({ body }) =>
      ok(category({ _id: 'a'.repeat(24), ...(body as object) })),
  });
});

describe('admin categories in two languages', () => {
  it('reads every language and shows the English name beside the Hebrew', async () => {
    renderWithApp(<AdminCategoriesPage />, { user: admin });
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('פיש');
    expect(rows[1]).toHaveTextContent('Fish');
    expect(rows[1]).toHaveTextContent('גלשנים, גריפים');
    const read = api.calls.find((c) => c.path === '/api/categories');
    expect(read?.search).toBe('?languages=all');
  });

  it('edits the English name and sends it under translations', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminCategoriesPage />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'עריכה: פיש' }));
    const form = screen.getByRole('form', { name: 'עריכה: פיש' });
    const english = within(form).getByRole('textbox', { name: 'שם באנגלית' });
    expect(english).toHaveValue('Fish');
    expect(english).toHaveAttribute('dir', 'auto');
    await user.clear(english);
    await user.type(english, ' Fish board ');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          title: 'פיש',
          kinds: ['board', 'traction'],
          description: '',
          translations: { en: { title: 'Fish board', description: '' } },
        },
      ]),
    );
  });

  it('refuses an English name over 100 letters, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminCategoriesPage />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'הוספת קטגוריה' }));
    const form = screen.getByRole('form', { name: 'הוספת קטגוריה' });
    await user.type(within(form).getByRole('textbox', { name: 'שם בעברית' }), 'גאן');
    await user.click(within(form).getByRole('textbox', { name: 'שם באנגלית' }));
    await user.paste('G'.repeat(101));
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/100/);
    expect(writes()).toEqual([]);
  });
});
