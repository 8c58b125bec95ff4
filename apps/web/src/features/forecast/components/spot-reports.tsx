import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TBeachReport } from '@galim/shared/beach-reports/schemas';
import type { TForecastSlot } from '@galim/shared/forecast/schemas';
import { findSpotInfo } from '@galim/shared/forecast/spot-list';
import { formatHeight } from '@galim/shared/forecast/units';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import { israelDate, israelTime } from '@galim/shared/israel-time';
import { useHeightUnit } from '../../../components/forecast/height-unit';
import { Stars } from '../../../components/forecast/stars';
import { LazyReportDialog } from '../../../components/reports/lazy-report-dialog';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { beachReportsTexts as t } from '../../../i18n/he/beach-reports';
import { forecastTexts } from '../../../i18n/he/forecast';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSurfAlerts } from '../../../lib/queries/alerts';
import { useSetSurfAlertPush } from '../../../lib/queries/beach-reports';
import { useSpotReports, useThankBeachReport } from '../api/beach-reports';
import { useForecast } from '../api/forecast';
import { BeachReportForm } from './beach-report-form';
import { spotTexts } from '../../../i18n/he/spots';

/** Minutes since `at`, read again every minute. */
function useMinutesSince() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return (at: string) => Math.max(0, Math.floor((now - new Date(at).getTime()) / 60_000));
}

/** The forecast's slot for the hour a report was seen (the forecast is on Israel's clock). */
function slotAt(slots: readonly TForecastSlot[] | undefined, at: string) {
  const d = new Date(at);
  const hour = `${israelDate(d)}T${israelTime(d).slice(0, 2)}`;
  return slots?.find((s) => s.time.slice(0, 13) === hour) ?? null;
}

/**
 * Reports from the beach on a spot's page (issue 44, item 8): the last three hours, newest
 * first, each with "לפני N דק׳", the badge "מהחוף", the forecast for its hour, thanks and a
 * report button; a signed-in surfer posts one, a visitor is invited to sign in.
 */
export default function SpotReports({ spotId }: { spotId: string }) {
  const spot = findSpotInfo(spotId);
  const { user } = useAuth();
  const location = useLocation();
  const reports = useSpotReports(spotId);
  const forecast = useForecast(spotId);
  const [unit] = useHeightUnit();
  const minutesSince = useMinutesSince();
  const [posting, setPosting] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const thank = useThankBeachReport(spotId);
  const toast = useToast();
  const spotName = spot ? spotTexts.name(spot) : spotId;

  return (
    <section
      aria-labelledby="reports-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="reports-title" className="text-xl font-bold text-slate-900">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        </div>
        {user ? (
          <Button onClick={() => setPosting(true)}>{t.post}</Button>
        ) : (
          <p className="text-sm text-slate-700">
            {t.signIn}{' '}
            <Link
              to="/login"
              state={{ from: `${location.pathname}${location.search}#reports` }}
              className="font-semibold text-sky-800 underline"
            >
              {t.signInLink}
            </Link>
          </p>
        )}
      </div>
      {user && <PushChoice spotId={spotId} />}

      {reports.isPending ? (
        <Skeleton className="mt-4 h-24" />
      ) : reports.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {t.loadError}
        </p>
      ) : reports.data.reports.length === 0 ? (
        <p className="mt-4 text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4" aria-label={t.title}>
          {reports.data.reports.map((r) => (
            <ReportItem
              key={r._id}
              report={r}
              ago={t.ago(minutesSince(r.seenAt))}
              slot={slotAt(forecast.data?.slots, r.seenAt)}
              unit={unit}
              spotName={spotName}
              thanking={thank.isPending}
              onThank={() => {
                if (!user) {
                  toast.show(t.thankSignIn, 'info');
                  return;
                }
                thank.mutate(
                  { id: r._id, thanked: !r.thanked },
                  { onError: (err) => toast.error(err.message) },
                );
              }}
              onReport={() => setReporting(r._id)}
            />
          ))}
        </ul>
      )}

      {posting && (
        <BeachReportForm spotId={spotId} spotName={spotName} onClose={() => setPosting(false)} />
      )}
      <LazyReportDialog
        targetType="beach_report"
        targetId={reporting ?? ''}
        open={reporting !== null}
        onClose={() => setReporting(null)}
      />
    </section>
  );
}

function ReportItem({
  report: r,
  ago,
  slot,
  unit,
  spotName,
  thanking,
  onThank,
  onReport,
}: {
  report: TBeachReport;
  ago: string;
  slot: TForecastSlot | null;
  unit: 'm' | 'ft';
  spotName: string;
  thanking: boolean;
  onThank: () => void;
  onReport: () => void;
}) {
  const unitLabel = unit === 'ft' ? forecastTexts.units.ftShort : forecastTexts.units.mShort;
  return (
    <li className="flex flex-col gap-3 border-b border-slate-100 pb-4 last:border-0 sm:flex-row">
      {r.photo && (
        <img
          src={imageUrl(r.photo, 480)}
          srcSet={imageSrcSet(r.photo)}
          sizes="(min-width: 640px) 12rem, 100vw"
          alt={t.photoAlt(spotName, ago)}
          width={r.photo.width}
          height={r.photo.height}
          loading="lazy"
          className="h-40 w-full rounded-xl object-cover sm:h-28 sm:w-48"
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">
            <bdi>{r.author.name}</bdi>
          </span>
          <time dateTime={r.seenAt} className="text-sm text-slate-600">
            {ago}
          </time>
          {r.onBeach && (
            <span
              title={t.onBeachTitle}
              className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
            >
              {t.onBeach}
            </span>
          )}
        </div>
        <p className="mt-1 text-slate-800">
          <span className="font-medium">{t.sizes[r.size]}</span> · {t.surfaces[r.surface]} ·{' '}
          {t.crowds[r.crowd]}
        </p>
        {r.text && (
          <p dir="auto" className="mt-1 whitespace-pre-line text-slate-700 text-match-parent">
            {r.text}
          </p>
        )}
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {slot ? (
            <>
              <span>{t.forecastAt(slot.time.slice(11, 16))}</span>
              <span>
                {formatHeight(slot.waveHeight, unit)} {unitLabel}
              </span>
              {slot.period != null && (
                <span>· {forecastTexts.cards.seconds(slot.period.toFixed(0))}</span>
              )}
              <Stars value={slot.stars} />
            </>
          ) : (
            <span>{t.noForecast}</span>
          )}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {!r.mine && (
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={r.thanked}
              aria-label={t.thankLabel(r.author.name, r.thanks)}
              disabled={thanking}
              onClick={onThank}
            >
              🤙 {r.thanks > 0 ? t.thanks(r.thanks) : t.thank}
            </Button>
          )}
          {r.mine && r.thanks > 0 && (
            <span className="text-sm text-slate-600">🤙 {t.thanks(r.thanks)}</span>
          )}
          {!r.mine && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.reportLabel(r.author.name)}
              onClick={onReport}
            >
              {t.report}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** A push for good reports here: on the user's surf alerts of this spot, if they have one. */
function PushChoice({ spotId }: { spotId: string }) {
  const alerts = useSurfAlerts();
  const setPush = useSetSurfAlertPush();
  const toast = useToast();
  const mine = alerts.data?.filter((a) => a.spotId === spotId) ?? [];
  if (!alerts.data) return null;
  if (mine.length === 0) return <p className="mt-3 text-sm text-slate-600">{t.pushNeedsAlert}</p>;
  const on = mine.every((a) => a.pushOnReport);
  return (
    <label className="mt-3 flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-1"
        checked={on}
        disabled={setPush.isPending}
        onChange={(e) => {
          const pushOnReport = e.target.checked;
          void Promise.all(mine.map((a) => setPush.mutateAsync({ id: a._id, pushOnReport }))).then(
            () => toast.success(pushOnReport ? t.pushOn : t.pushOff),
            (err: Error) => toast.error(err.message),
          );
        }}
      />
      {t.push}
    </label>
  );
}
