import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  TService,
  TServiceList,
  TServiceModerationList,
  TServiceStats,
} from '@galim/shared/services/schemas';
import { testService } from '../../../test/fixtures';
import { fail, fakeApi, ok, renderWithApp, type FakeApi } from '../../../test/kit';
import ServiceModerationPage from './service-moderation-page';

// The API is stood in for by handlers typed with the shared answer schemas: what
// they return is what the real routes may return.

const image = (key: string) => ({ key, widths: [320, 800], width: 800, height: 600 });
const pendingService = testService({
  title: 'שיעורי גלישה בהילטון',
  description: 'שיעורים פרטיים לכל הרמות',
  images: ['a', 'b', 'c', 'd', 'e', 'f'].map(image),
  location: { address: 'הילטון', city: 'תל אביב', region: 'tel-aviv', coordinates: [34.77, 32.08] },
  contactInfo: { email: 'maya@x.example' },
  provider: { name: 'מאיה לוי', avatar: null },
  providerId: {
    _id: 'b'.repeat(24),
    firstName: 'מאיה',
    lastName: 'לוי',
    profileImage: null,
    email: 'maya@x.example',
    slug: null,
    createdAt: new Date().toISOString(),
  },
});

const listOf = (services: TService[]): TServiceList => ({
  services,
  pagination: { currentPage: 1, totalPages: 1, totalItems: services.length, itemsPerPage: 20 },
  totalFound: services.length,
});

let api: FakeApi;
let services: TService[];

beforeEach(() => {
  services = [pendingService];
  api = fakeApi({
    'GET /api/services/admin/stats': () =>
      ok<TServiceStats>({
        pending: services.length,
        approved: 4,
        rejected: 1,
        total: services.length + 5,
        byType: {},
      }),
    // Only surf instructors have a pending service.
    'GET /api/services/:type/admin/pending': ({ params, url }) => {
      const pending =
        params.type === 'surf-instructor' && url.searchParams.get('status') === 'pending';
      return ok({ ...listOf(pending ? services : []), priceMedians: {} });
    },
    'PATCH /api/services/:type/:id/admin/reject': () => {
      services = [];
      return ok<TService>({ ...pendingService, status: 'rejected' });
    },
    'PATCH /api/services/:type/:id/admin/approve': fail(
      409,
      'SERVICE_NOT_PENDING',
      'Only a pending service can be approved or rejected',
    ),
  });
});

const renderPage = () => renderWithApp(<ServiceModerationPage />);

describe('service moderation', () => {
  it('lists pending services with their status and counts', async () => {
    renderPage();
    const item = await screen.findByText('שיעורי גלישה בהילטון');
    expect(item.closest('li')).toHaveTextContent('ממתין לאישור');
    // A title takes its own direction: a Latin one is cut at its own end (#42 item 5).
    expect(item.closest('p')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('button', { name: /^ממתינים/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('6')).toBeInTheDocument(); // total in the stats cards
    expect(
      api.calls.some(
        (c) =>
          c.path === '/api/services/surf-instructor/admin/pending' &&
          c.search === '?status=pending',
      ),
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
    const reject = api.calls.find((c) => c.method === 'PATCH')!;
    expect(reject.path).toBe(`/api/services/surf-instructor/${pendingService._id}/admin/reject`);
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

describe('service moderation opens where services wait (#42 item 16)', () => {
  it('opens on the kind that has the pending service', async () => {
    const photoService = testService({
      ...pendingService,
      serviceType: 'surf-photographer',
      title: 'צילומי גלישה בבת ים',
    });
    const empty = { pending: 0, approved: 2, rejected: 0, total: 2 };
    api = fakeApi({
      'GET /api/services/admin/stats': () =>
        ok<TServiceStats>({
          pending: 1,
          approved: 4,
          rejected: 0,
          total: 5,
          byType: {
            'surf-instructor': empty,
            'surfboard-repair': empty,
            'surf-photographer': { pending: 1, approved: 0, rejected: 0, total: 1 },
          },
        }),
      'GET /api/services/:type/admin/pending': ({ params }) =>
        ok<TServiceModerationList>({
          ...listOf(params.type === 'surf-photographer' ? [photoService] : []),
          priceMedians: {},
        }),
    });
    renderPage();
    expect(await screen.findByText('צילומי גלישה בבת ים')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^צלמי גלישה/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.calls.some((c) => c.path === '/api/services/surf-instructor/admin/pending')).toBe(
      false,
    );
  });
});

describe('service moderation price warning (#42 item 14)', () => {
  it('warns when the price is far from the median of approved services of the kind', async () => {
    const dear = testService({ ...pendingService, price: 2_000, priceType: 'session' });
    api = fakeApi({
      'GET /api/services/admin/stats': () =>
        ok<TServiceStats>({ pending: 1, approved: 5, rejected: 0, total: 6, byType: {} }),
      'GET /api/services/:type/admin/pending': () =>
        ok<TServiceModerationList>({
          ...listOf([dear]),
          priceMedians: { session: { median: 250, count: 5 } },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const item = (await screen.findByText('שיעורי גלישה בהילטון')).closest('li')!;
    expect(item).toHaveTextContent('המחיר גבוה בהרבה מהמקובל');
    expect(item).toHaveTextContent('250');
    await user.click(within(item).getByRole('button', { name: /^פרטים/ }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('המחיר גבוה בהרבה מהמקובל');
  });

  it('says nothing about a price near the median', async () => {
    api = fakeApi({
      'GET /api/services/admin/stats': () =>
        ok<TServiceStats>({ pending: 1, approved: 5, rejected: 0, total: 6, byType: {} }),
      'GET /api/services/:type/admin/pending': () =>
        ok<TServiceModerationList>({
          ...listOf([testService({ ...pendingService, price: 300, priceType: 'session' })]),
          priceMedians: { session: { median: 250, count: 5 } },
        }),
    });
    renderPage();
    await screen.findByText('שיעורי גלישה בהילטון');
    expect(screen.queryByText(/בהרבה מהמקובל/)).not.toBeInTheDocument();
  });
});
