import { useEffect } from 'react';
import { Link } from 'react-router';
import type { TUserAnalytics } from '@galim/shared/surfboards/form';
import { listingPath } from '@galim/shared/listings/kinds';
import { gearTexts } from '../../../i18n/he/gear';
import { formatPrice } from '../../../i18n/he/format';
import { DailyBarChart } from '../../../components/charts/daily-bar-chart';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { commonTexts } from '../../../i18n/he/shell';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAnalytics } from '../api/manage-boards';
import { errorText } from '../lib/error-texts';
import { LOCALE } from '../../../i18n/he/locale';

const t = surfboardsManageTexts.analytics;

/** /profile/analytics: the signed-in user's numbers from real views, likes and inquiries. */
export default function AnalyticsPage() {
  const { user } = useAuth();
  const analytics = useAnalytics(user?._id);
  const toast = useToast();
  useEffect(() => {
    if (analytics.error) toast.error(t.loadError(errorText(analytics.error)));
  }, [analytics.error, toast]);

  const data = analytics.data;
  const updated = analytics.dataUpdatedAt
    ? new Date(analytics.dataUpdatedAt).toLocaleTimeString(LOCALE, {
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;
  const conversion =
    data && data.totalSurfboards > 0
      ? Math.round((data.soldSurfboards / data.totalSurfboards) * 100)
      : 0;

  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-title" className="text-2xl font-bold text-slate-900">
          {t.title}
        </h2>
        <div className="flex items-center gap-3">
          {updated && <span className="text-sm text-slate-600">{t.updatedAt(updated)}</span>}
          <Button
            variant="secondary"
            onClick={() => void analytics.refetch()}
            disabled={analytics.isFetching}
          >
            {t.refresh}
          </Button>
        </div>
      </div>

      {analytics.isPending ? (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : !data ? (
        <EmptyState
          title={t.loadError(errorText(analytics.error))}
          action={<Button onClick={() => void analytics.refetch()}>{commonTexts.retry}</Button>}
        />
      ) : (
        <>
          {data.totalSurfboards === 0 && (
            <div className="rounded-2xl bg-sky-50 p-5 ring-1 ring-sky-200">
              <h3 className="text-lg font-bold text-sky-900">{t.firstTimeTitle}</h3>
              <p className="mt-1 text-sky-900">{t.firstTimeText}</p>
              <ButtonLink to="/profile/upload-surfboard" className="mt-3">
                {t.toUpload}
              </ButtonLink>
            </div>
          )}
          <Group title={t.totals}>
            <Stat label={t.total} value={data.totalSurfboards} />
            <Stat label={t.active} value={data.activeSurfboards} />
            <Stat label={t.pending} value={data.pendingSurfboards} />
            <Stat label={t.sold} value={data.soldSurfboards} />
            <Stat label={t.archived} value={data.archivedSurfboards} />
          </Group>
          <Group title={t.engagement}>
            <Stat label={t.views} value={data.totalViews} />
            <Stat label={t.favorites} value={data.totalFavorites} />
            <Stat label={t.inquiries} value={data.totalInquiries} />
          </Group>
          <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <DailyBarChart
              title={t.chartTitle}
              points={data.viewsPerDay}
              valueLabel={t.chartValue}
            />
          </div>
          <Group title={t.prices}>
            <Stat label={t.averagePrice} value={averageOrNoData(data.averagePrice)} />
            <Stat label={t.averageSoldPrice} value={averageOrNoData(data.averageSoldPrice)} />
          </Group>
          <Group title={t.sales}>
            <Stat label={t.sold} value={data.soldSurfboards} />
            <Stat label={t.soldThroughWebsite} value={data.soldThroughWebsite} />
            <Stat label={t.conversion} value={`${conversion}%`} />
          </Group>
          {data.listings.length > 0 && <ByListing listings={data.listings} />}
        </>
      )}

      <nav aria-label={t.quickActions} className="flex flex-wrap gap-3">
        <ButtonLink to="/profile/my-surfboards" variant="secondary">
          {t.toMyBoards}
        </ButtonLink>
        <ButtonLink to="/profile/archived" variant="secondary">
          {t.toArchived}
        </ButtonLink>
        <ButtonLink to="/profile/upload-surfboard">{t.toUpload}</ButtonLink>
      </nav>
    </section>
  );
}

/** Each listing of every kind, by its title and kind, linked to its page, with what it drew. */
function ByListing({ listings }: { listings: TUserAnalytics['listings'] }) {
  const cell = 'px-3 py-2 text-start';
  return (
    <section>
      <h3 className="mb-2 text-lg font-semibold text-slate-800">{t.byListing}</h3>
      <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th className={cell}>{t.listing}</th>
              <th className={cell}>{t.kind}</th>
              <th className={cell}>{t.views}</th>
              <th className={cell}>{t.likes}</th>
              <th className={cell}>{t.conversations}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {listings.map((l) => (
              <tr key={l._id}>
                <td className={cell}>
                  <Link
                    to={listingPath(l.kind, l._id)}
                    className="font-medium text-sky-800 underline"
                  >
                    <bdi>{l.title}</bdi>
                  </Link>
                  <span className="block text-xs text-slate-600">{t.listingStatus[l.status]}</span>
                </td>
                <td className={cell}>{gearTexts.kinds[l.kind].one}</td>
                <td className={cell}>{l.views}</td>
                <td className={cell}>{l.likes}</td>
                <td className={cell}>{l.conversations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-lg font-semibold text-slate-800">{title}</h3>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5">{children}</dl>
    </section>
  );
}

/** An average over no boards comes back as 0: no price is 0 ₪, so say there is no data yet. */
function averageOrNoData(price: number) {
  if (price > 0) return formatPrice(price);
  return <span className="text-base font-medium text-slate-600">{t.notEnoughData}</span>;
}

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-sky-900">{value}</dd>
    </div>
  );
}
