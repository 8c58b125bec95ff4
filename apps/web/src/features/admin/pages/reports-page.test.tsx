import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TReport, TReportList } from '@galim/shared/reports/schemas';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import AdminReportsPage from './reports-page';

// Issue 43 item 5: a reported review of a seller reaches the moderator, who removes it.

const reviewId = 'd'.repeat(24);
const report: TReport = {
  _id: 'f'.repeat(24),
  targetType: 'seller_review',
  targetId: reviewId,
  targetTitle: 'נוכל, לא להתקרב',
  targetPath: '/u/dana#reviews',
  reason: 'offensive',
  text: 'מעליב',
  status: 'open',
  reporter: null,
  resolvedAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const list = (reports: TReport[]): TReportList => ({
  reports,
  counts: { open: reports.length, resolved: 0, total: reports.length },
});

afterEach(() => vi.restoreAllMocks());

describe('the reports inbox', () => {
  it('names a reported review of a seller and removes it after confirming', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = fakeApi({
      'GET /api/reports': ok(list([report])),
      'DELETE /api/seller-reviews/:id': ok({ _id: reviewId }),
    });
    renderWithApp(<AdminReportsPage />, { user: sessionUser({ role: 'admin' }) });

    const link = await screen.findByRole('link', { name: 'נוכל, לא להתקרב' });
    expect(link).toHaveAttribute('href', '/u/dana#reviews');
    const item = link.closest('article')!;
    expect(within(item).getByText(/ביקורת על מוכר/)).toBeInTheDocument();
    expect(within(item).getByText(/תוכן פוגעני/)).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'הסרת הביקורת' }));
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByText('הביקורת הוסרה והדיווח סומן כטופל')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe(
      `/api/seller-reviews/${reviewId}`,
    );
  });

  it('names a reported report from the beach by its spot and removes it', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const beachId = 'e'.repeat(24);
    const api = fakeApi({
      'GET /api/reports': ok(
        list([
          {
            ...report,
            _id: 'a'.repeat(24),
            targetType: 'beach_report',
            targetId: beachId,
            targetTitle: 'בת ים: מעל הראש, חלק · אין פה כלום',
            targetPath: '/forecast/bat-yam#reports',
            reason: 'false',
          },
        ]),
      ),
      'DELETE /api/beach-reports/:id': ok({ _id: beachId }),
    });
    renderWithApp(<AdminReportsPage />, { user: sessionUser({ role: 'admin' }) });

    const link = await screen.findByRole('link', { name: /בת ים/ });
    expect(link).toHaveAttribute('href', '/forecast/bat-yam#reports');
    const item = link.closest('article')!;
    expect(within(item).getByText(/דיווח מהחוף:/)).toBeInTheDocument();
    expect(within(item).getByText(/הדיווח לא נכון/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'הסרת הדיווח מהחוף' }));
    expect(
      await screen.findByText('הדיווח מהחוף הוסר והדיווח עליו סומן כטופל'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe(
      `/api/beach-reports/${beachId}`,
    );
  });
});
