import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/he/format';
import type { TReportTarget } from '@galim/shared/reports/schemas';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { adminTexts } from '../../../i18n/he/admin';
import { reportsTexts } from '../../../i18n/he/reports';
import {
  useRemoveBeachReport,
  useRemoveSellerReview,
  useReports,
  useSetReportStatus,
} from '../api/admin-api';
import { Inbox } from '../components/inbox';

const t = adminTexts.reports;

/** The Hebrew label of a reason chosen in the report dialog; free text shows as written. */
function reasonLabel(targetType: TReportTarget, reason: string): string {
  const labels: Record<string, string> = reportsTexts.reasons[targetType];
  return labels[reason] ?? reason;
}
const FILTERS = ['open', 'resolved', 'all'] as const;
type Filter = (typeof FILTERS)[number];

export default function AdminReportsPage() {
  const [status, setStatus] = useState<Filter>('open');
  const list = useReports(status);
  const update = useSetReportStatus();
  const removeReview = useRemoveSellerReview();
  const removeBeachReport = useRemoveBeachReport();
  const toast = useToast();
  const counts = list.data?.counts;

  return (
    <Inbox
      id="reports-title"
      title={t.title}
      filters={FILTERS}
      status={status}
      onStatus={setStatus}
      tabLabels={t.tabs}
      counts={counts}
      list={{ ...list, items: list.data?.reports }}
      emptyText={t.empty}
      renderItem={(r) => (
        <article className="rounded-2xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-slate-900">
              {t.targets[r.targetType]}:{' '}
              {r.targetPath ? (
                <Link to={r.targetPath} className="text-sky-800 underline">
                  <bdi>{r.targetTitle}</bdi>
                </Link>
              ) : (
                <span className="text-slate-600">{t.missingTarget}</span>
              )}
            </p>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${r.status === 'open' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}
            >
              {r.status === 'open' ? t.open : t.done}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {t.reporter}: {r.reporter ? `${r.reporter.name} (${r.reporter.email})` : t.anonymous} ·{' '}
            {formatDate(r.createdAt)}
          </p>
          <p className="mt-2 text-slate-800">
            <span className="font-medium">{t.reason}:</span> {reasonLabel(r.targetType, r.reason)}
          </p>
          {r.text && (
            <p dir="auto" className="mt-1 whitespace-pre-line text-slate-700 text-match-parent">
              {r.text}
            </p>
          )}
          <Button
            size="sm"
            variant="secondary"
            className="mt-3"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: r._id, status: r.status === 'open' ? 'resolved' : 'open' },
                {
                  onSuccess: () => toast.success(r.status === 'open' ? t.resolved : t.reopened),
                  onError: (err) => toast.error(t.failed + err.message),
                },
              )
            }
          >
            {r.status === 'open' ? t.resolve : t.reopen}
          </Button>
          {r.targetType === 'seller_review' && r.status === 'open' && r.targetTitle !== null && (
            <Button
              size="sm"
              variant="danger"
              className="ms-2 mt-3"
              disabled={removeReview.isPending}
              onClick={() => {
                if (!window.confirm(t.confirmRemoveReview)) return;
                removeReview.mutate(r.targetId, {
                  onSuccess: () => toast.success(t.reviewRemoved),
                  onError: (err) => toast.error(t.failed + err.message),
                });
              }}
            >
              {t.removeReview}
            </Button>
          )}
          {r.targetType === 'beach_report' && r.status === 'open' && r.targetTitle !== null && (
            <Button
              size="sm"
              variant="danger"
              className="ms-2 mt-3"
              disabled={removeBeachReport.isPending}
              onClick={() => {
                if (!window.confirm(t.confirmRemoveBeachReport)) return;
                removeBeachReport.mutate(r.targetId, {
                  onSuccess: () => toast.success(t.beachReportRemoved),
                  onError: (err) => toast.error(t.failed + err.message),
                });
              }}
            >
              {t.removeBeachReport}
            </Button>
          )}
        </article>
      )}
    />
  );
}
