import type { ReactNode } from 'react';
import { formatPrice } from '../../../i18n/he/format';
import { DailyBarChart, fillDays } from '../../../components/charts/daily-bar-chart';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminTexts } from '../../../i18n/he/admin';
import { commonTexts } from '../../../i18n/he/shell';
import { useActivity, useAnalytics } from '../api/admin-api';
import { ActivityFeed } from '../components/activity-feed';
import { LOCALE } from '../../../i18n/he/locale';

const t = adminTexts.analytics;
const TOP_BRANDS = 5;
const num = (n: number) => n.toLocaleString(LOCALE);
const pct = (n: number) => `${n}%`;

function Card({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-label={title}>
      <h3 className="mb-3 text-lg font-bold text-slate-900">{title}</h3>
      <dl className="grid grid-cols-2 gap-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function AdminAnalyticsPage() {
  const analytics = useAnalytics();
  const activity = useActivity(15);

  if (analytics.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <EmptyState
        title={t.error + analytics.error.message}
        action={
          <Button variant="secondary" onClick={() => void analytics.refetch()}>
            {commonTexts.retry}
          </Button>
        }
      />
    );
  }
  const a = analytics.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-bold text-slate-900">{adminTexts.menu.analytics}</h2>
        <p className="text-sm text-slate-600">
          {t.generatedAt(new Date(a.generatedAt).toLocaleString(LOCALE))}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Card
          title={t.users}
          rows={[
            [t.usersTotal, num(a.users.total)],
            [t.newThisWeek, num(a.users.newThisWeek)],
            [t.newThisMonth, num(a.users.newThisMonth)],
            [t.activeThisWeek, num(a.users.activeThisWeek)],
            [t.withSurfboards, num(a.users.withSurfboards)],
            [t.conversionRate, pct(a.users.conversionRate)],
          ]}
        />
        <Card
          title={t.boards}
          rows={[
            [t.boardsTotal, num(a.surfboards.total)],
            [t.active, num(a.surfboards.active)],
            [t.pending, num(a.surfboards.pending)],
            [t.sold, num(a.surfboards.sold)],
            [t.archived, num(a.surfboards.archived)],
            [t.totalViews, num(a.surfboards.totalViews)],
            [t.averageViews, num(a.surfboards.averageViewsPerBoard)],
            [t.favorites, num(a.surfboards.totalFavorites)],
          ]}
        />
        <Card
          title={t.sales}
          rows={[
            [t.totalSold, num(a.sales.totalSold)],
            [t.revenue, formatPrice(a.sales.totalRevenue)],
            [
              t.averageSale,
              // No sale yet averages to 0: no price is 0 ₪.
              a.sales.averageSalePrice > 0
                ? formatPrice(a.sales.averageSalePrice)
                : t.notEnoughData,
            ],
            [t.soldThroughWebsite, num(a.sales.soldThroughWebsite)],
            [t.websiteConversion, pct(a.sales.websiteConversionRate)],
            [t.inquiries, num(a.surfboards.totalInquiries)],
          ]}
        />
      </div>
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-2">
        <DailyBarChart
          title={t.pageViewsChart}
          valueLabel={t.pageViews}
          points={fillDays(a.daily.pageViews, 30)}
        />
        <DailyBarChart
          title={t.listingsChart}
          valueLabel={t.newListings}
          color="#0f766e"
          points={fillDays(a.daily.newListings, 30)}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <StatsTable
          title={t.topBrands}
          head={[t.name, t.listings, t.views, t.soldCol, t.conversion]}
          rows={a.brands
            .slice(0, TOP_BRANDS)
            .map((b) => [
              b.name,
              num(b.listings),
              num(b.views),
              num(b.sold),
              pct(b.conversionRate),
            ])}
        />
        <StatsTable
          title={t.categories}
          head={[t.name, t.listings, t.soldCol, t.averagePrice, t.conversion]}
          rows={a.categories.map((c) => [
            c.name,
            num(c.listings),
            num(c.sold),
            formatPrice(c.averagePrice),
            pct(c.conversionRate),
          ])}
        />
      </div>
      <section
        className="rounded-2xl border border-slate-200 bg-white p-4"
        aria-labelledby="activity-title"
      >
        <h3 id="activity-title" className="mb-3 text-lg font-bold text-slate-900">
          {t.activity}
        </h3>
        {activity.isPending ? (
          <Skeleton className="h-32" />
        ) : !activity.data?.length ? (
          <p className="text-slate-600">{t.noActivity}</p>
        ) : (
          <ActivityFeed items={activity.data} />
        )}
      </section>
    </div>
  );
}

function StatsTable({ title, head, rows }: { title: string; head: string[]; rows: string[][] }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-label={title}>
      <h3 className="mb-3 text-lg font-bold text-slate-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-slate-600">{t.noData}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-slate-600">
                {head.map((h) => (
                  <th key={h} scope="col" className="p-2 text-start font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r[0]} className="border-t border-slate-100">
                  {r.map((cell, i) => (
                    <td
                      key={i}
                      className={`p-2 ${i === 0 ? 'font-medium text-slate-900' : 'text-slate-700'}`}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
