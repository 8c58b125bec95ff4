import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TSessionUser } from '@galim/shared/users/session';
import { ToastProvider } from '../../../components/ui/toast';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { clearSession, saveSession } from '../../../lib/auth/auth-store';
import AdminBrandsPage from './brands-page';

// The admin's brands table with a user's proposal in it (docs/decisions/009): the proposal is
// marked, names its proposer, and an "approve" action sends the approval.

const admin: TSessionUser = {
  _id: 'a'.repeat(24),
  email: 'admin@x.example',
  displayName: 'מנהלת',
  firstName: 'מנהלת',
  lastName: null,
  phone: null,
  profileImage: null,
  slug: null,
  role: 'admin',
  profile_completed: true,
};
const stamp = new Date().toISOString();
const brand = (over: Record<string, unknown>) => ({
  description: '',
  logo: '',
  brandRating: null,
  createdAt: stamp,
  updatedAt: stamp,
  approved: true,
  proposedBy: null,
  ...over,
});

let brands: Record<string, unknown>[];
let calls: { method: string; url: string; body?: unknown }[];

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  saveSession('token', admin);
  calls = [];
  brands = [
    brand({ _id: 'b'.repeat(24), title: 'Channel Islands' }),
    brand({
      _id: 'c'.repeat(24),
      title: 'Pyzel',
      approved: false,
      proposedBy: { _id: 'd'.repeat(24), name: 'דנה', email: 'dana@x.example' },
    }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/auth/validate') return json({ success: true, data: { user: admin } });
      if (url === '/api/brands' && method === 'POST') {
        const created = brand({ _id: 'e'.repeat(24), ...JSON.parse(String(init!.body)) });
        brands = [...brands, created];
        return json({ success: true, data: created }, 201);
      }
      if (url === '/api/brands') return json({ success: true, data: brands });
      const approve = url.match(/^\/api\/brands\/([0-9a-f]{24})\/approve$/);
      if (method === 'POST' && approve) {
        brands = brands.map((b) => (b._id === approve[1] ? { ...b, approved: true } : b));
        return json({ success: true, data: brands.find((b) => b._id === approve[1]) });
      }
      return json({ success: false, error: 'not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <ToastProvider>
          <MemoryRouter>
            <AdminBrandsPage />
          </MemoryRouter>
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('admin brands table', () => {
  it('shows a proposal first with its proposer, and approves it', async () => {
    const user = userEvent.setup();
    renderPage();
    const approve = await screen.findByRole('button', { name: 'אישור ההצעה: Pyzel' });
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Pyzel'); // proposals come first
    expect(rows[1]).toHaveTextContent('הצעת משתמש · ממתינה לאישור');
    expect(rows[1]).toHaveTextContent('הוצע על ידי דנה');
    // Approved rows have no approve action.
    expect(within(rows[2]!).queryByRole('button', { name: /אישור ההצעה/ })).toBeNull();

    await user.click(approve);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/brands/${'c'.repeat(24)}/approve`,
      }),
    );
    expect(await screen.findByText('ההצעה אושרה ומוצגת עכשיו לכולם')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'אישור ההצעה: Pyzel' })).toBeNull(),
    );
  });

  it('checks a new brand with the shared schema before sending it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'הוספת מותג' }));
    const form = screen.getByRole('form', { name: 'הוספת מותג' });
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('יש למלא: שם');

    await user.type(within(form).getByRole('textbox', { name: 'שם' }), '  Lost ');
    await user.type(within(form).getByRole('spinbutton', { name: 'דירוג' }), '9');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'הדירוג חייב להיות מספר שלם בין 1 ל-5',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByRole('spinbutton', { name: 'דירוג' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'דירוג' }), '4');
    await user.click(within(form).getByRole('button', { name: 'שמירה' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        title: 'Lost',
        brandRating: 4,
        logo: '',
        description: '',
      }),
    );
    expect(await screen.findByText('Lost')).toBeInTheDocument();
  });
});
