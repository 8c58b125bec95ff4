import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TJobSummary } from '@galim/shared/alerts/schemas';
import { fakeApi, ok, renderWithApp } from '../../../test/kit';
import AdminJobsPage from './jobs-page';

const JOBS: TJobSummary[] = [
  {
    name: 'surf-alerts',
    runnable: true,
    // Winter: Israel is UTC+2.
    lastRunAt: '2026-01-15T10:00:00.000Z',
    lastOk: true,
    lastResult: JSON.stringify({ alerts: 5, spots: 2, notified: 3, spotsFailed: 0 }),
    runs: 4,
    failures: 0,
  },
  {
    name: 'push',
    runnable: false,
    // Summer: UTC+3.
    lastRunAt: '2026-07-01T10:00:00.000Z',
    lastOk: false,
    lastResult: JSON.stringify({ code: 'DB_UNAVAILABLE', message: 'Database unavailable' }),
    runs: 2,
    failures: 1,
  },
  {
    name: 'photo-hashes',
    runnable: true,
    lastRunAt: '2026-01-15T10:00:00.000Z',
    lastOk: true,
    lastResult: JSON.stringify({ hashed: 2, flat: 0, missingFiles: 1 }),
    runs: 1,
    failures: 0,
  },
];

/** What the next "run now" answers. */
let runState = 'completed';

beforeEach(() => {
  runState = 'completed';
  fakeApi({
    'GET /api/admin/jobs': ok(JOBS),
    'POST /api/admin/jobs/surf-alerts/run': () => ok({ name: 'surf-alerts', state: runState }),
  });
});

const renderPage = () => renderWithApp(<AdminJobsPage />);

describe('admin jobs page', () => {
  it("shows Israel's time and what each run did, with the raw result behind 'פרטים'", async () => {
    renderPage();
    const [alerts, push] = await screen.findAllByTestId('job');
    expect(within(alerts!).getByText('15/01/2026 12:00')).toBeInTheDocument();
    expect(within(alerts!).getByText(/נשלחו 3 התראות · נבדקו 5 התראות גלים/)).toBeInTheDocument();
    expect(within(alerts!).getByText('פרטים')).toBeInTheDocument();
    expect(within(push!).getByText('01/07/2026 13:00')).toBeInTheDocument();
    expect(within(push!).getByText(/נכשלה: מסד הנתונים לא היה זמין/)).toBeInTheDocument();
    const hashes = screen.getAllByTestId('job')[2]!;
    expect(within(hashes).getByText('טביעות לתמונות ישנות (זיהוי העתקות)')).toBeInTheDocument();
    expect(
      within(hashes).getByText('נוספו טביעות לשתי תמונות · קובץ של תמונה אחת חסר באחסון'),
    ).toBeInTheDocument();
    // The raw JSON is kept, folded away.
    expect(alerts!.querySelector('details pre')?.textContent).toContain('"notified":3');
  });

  it('says in Hebrew how "run now" ended: done, or failed and to be run again', async () => {
    renderPage();
    const [alerts] = await screen.findAllByTestId('job');
    fireEvent.click(within(alerts!).getByRole('button', { name: 'הרצה עכשיו' }));
    expect(await screen.findByText('המשימה הסתיימה בהצלחה')).toBeInTheDocument();

    runState = 'retry';
    fireEvent.click(within(alerts!).getByRole('button', { name: 'הרצה עכשיו' }));
    expect(
      await screen.findByText('המשימה נכשלה, והיא תורץ שוב מעצמה בעוד כמה שניות'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/completed|retry/)).toBeNull();
  });
});
