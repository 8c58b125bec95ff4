import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../../components/ui/toast';
import { EMPTY_BOARD_FORM_VALUES } from '@galim/shared/surfboards/form';
import { saveDraft } from '../../../lib/draft';
import { BOARD_DRAFT_KEY, BoardForm } from './board-form';

// A restored draft whose choices come from lists that load after the form: the choices are
// shown once the lists arrive, and kept (a submit does not call them missing).

const id = (c: string) => c.repeat(24);
const ref = (_id: string, title: string) => ({ _id, title });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      // The lists answer after the form has rendered.
      await new Promise((r) => setTimeout(r, 20));
      const lists: Record<string, unknown[]> = {
        '/api/categories': [ref(id('c'), 'שורטבורד'), ref(id('d'), 'לונגבורד')],
        '/api/brands': [ref(id('b'), 'Firewire')],
        '/api/models': [ref(id('e'), 'Seaside')],
        '/api/technologies': [ref(id('f'), 'Helium')],
      };
      const data = lists[url.split('?')[0]!];
      return new Response(
        JSON.stringify(
          data ? { success: true, data } : { success: false, error: 'x', code: 'NOT_FOUND' },
        ),
        { status: data ? 200 : 404, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('board form draft', () => {
  it('keeps the restored category, brand, model and technology once their lists load', async () => {
    saveDraft(BOARD_DRAFT_KEY, {
      ...EMPTY_BOARD_FORM_VALUES,
      category: id('d'),
      brand: id('b'),
      model: id('e'),
      technology: id('f'),
    });
    const router = createMemoryRouter([{ path: '/', element: <BoardForm /> }]);
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /דגם/ })).toHaveValue(id('e')));
    expect(screen.getByRole('combobox', { name: /קטגוריה/ })).toHaveValue(id('d'));
    expect(screen.getByRole('combobox', { name: /מותג/ })).toHaveValue(id('b'));
    expect(screen.getByRole('combobox', { name: /טכנולוגיה/ })).toHaveValue(id('f'));

    await userEvent.click(screen.getByRole('button', { name: 'פרסום הגלשן' }));
    expect(await screen.findAllByText('נדרש מחיר')).not.toHaveLength(0);
    expect(screen.queryAllByText('יש לבחור קטגוריה')).toHaveLength(0);
    expect(screen.queryAllByText('יש לבחור מותג')).toHaveLength(0);
  });
});
