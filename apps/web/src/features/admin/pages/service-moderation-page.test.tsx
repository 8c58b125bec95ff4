import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../../../components/ui/toast';
import ServiceModerationPage from './service-moderation-page';

// The services API is built in parallel; this test stands in for it with the call shapes of
// spec-2 §7 and checks what the admin sees and what the page sends.

const pendingService = {
  _id: 'a'.repeat(24),
  serviceType: 'surf-instructor',
  title: 'שיעורי גלישה בהילטון',
  description: 'שיעורים פרטיים לכל הרמות',
  price: 250,
  priceType: 'hourly',
  status: 'mystery', // an unknown status shows as pending
  location: { city: 'תל אביב', region: 'tel-aviv' },
  providerId: { _id: 'b'.repeat(24), firstName: 'מאיה', lastName: 'לוי', email: 'maya@x.example' },
  images: ['/a.webp', '/b.webp', '/c.webp', '/d.webp', '/e.webp', '/f.webp'],
  createdAt: new Date().toISOString(),
};

let calls: { method: string; url: string; body: unknown }[];
let services: Record<string, unknown>[];

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  calls = [];
  services = [pendingService];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/services/admin/stats')) {
        return json({
          success: true,
          data: { pending: services.length, approved: 4, rejected: 1, total: services.length + 5 },
        });
      }
      if (url.startsWith('/api/services/surf-instructor/admin/pending')) {
        const status = new URL(url, 'http://x').searchParams.get('status');
        return json({ success: true, data: { services: status === 'pending' ? services : [] } });
      }
      if (url.includes('/admin/pending')) return json({ success: true, data: [] });
      if (method === 'PATCH' && url.endsWith('/admin/reject')) {
        services = [];
        return json({ success: true, data: {} });
      }
      if (method === 'PATCH' && url.endsWith('/admin/approve')) {
        return json(
          {
            success: false,
            error: 'Only a pending service can be approved or rejected',
            code: 'CONFLICT',
          },
          409,
        );
      }
      return json({ success: false, error: 'not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>
          <ServiceModerationPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('service moderation', () => {
  it('lists pending services with counts and shows an unknown status as pending', async () => {
    renderPage();
    const item = await screen.findByText('שיעורי גלישה בהילטון');
    expect(item.closest('li')).toHaveTextContent('ממתין לאישור');
    expect(screen.getByRole('button', { name: /^ממתינים/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('6')).toBeInTheDocument(); // total in the stats cards
    expect(
      calls.some((c) => c.url === '/api/services/surf-instructor/admin/pending?status=pending'),
    ).toBe(true);
  });

  it('shows the cover and at most 4 extra images, and rejects with the fixed reason', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'פרטים: שיעורי גלישה בהילטון' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const extra = within(dialog).getAllByRole('img', { hidden: true, name: /תמונה/ });
    expect(extra).toHaveLength(4);
    expect(dialog).toHaveTextContent('מאיה לוי');
    expect(dialog).toHaveTextContent('₪');

    await user.click(within(dialog).getByRole('button', { name: 'דחייה', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'דחייה', hidden: true }));
    await waitFor(() => expect(screen.getByText('השירות נדחה')).toBeInTheDocument());
    const reject = calls.find((c) => c.method === 'PATCH')!;
    expect(reject.url).toBe(`/api/services/surf-instructor/${pendingService._id}/admin/reject`);
    expect(reject.body).toEqual({ reason: 'Admin rejection', notes: 'Rejected by admin' });
    // Lists and stats reload after the action.
    await waitFor(() => expect(screen.queryByText('שיעורי גלישה בהילטון')).not.toBeInTheDocument());
  });

  it('shows a failed approval as an error toast', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'פרטים: שיעורי גלישה בהילטון' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'אישור', hidden: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'אפשר לאשר או לדחות רק שירות שממתין לאישור',
    );
  });
});
