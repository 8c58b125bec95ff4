import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { spotImageSrcSet } from '@galim/shared/forecast/spot-images';
import { FALLBACK_SPOT_ID, findSpotInfo, type SpotInfo } from '@galim/shared/forecast/spot-list';
import type { TForecast } from '@galim/shared/forecast/schemas';
import { israelTime } from '@galim/shared/format';
import { BestSpotsNow } from '../../../components/forecast/best-spots-now';
import { useHeightUnit } from '../../../components/forecast/height-unit';
import { Button, ButtonLink } from '../../../components/ui/button';
import { NeedsConnection } from '../../../components/ui/needs-connection';
import { Skeleton } from '../../../components/ui/skeleton';
import { forecastTexts, shareLineWords } from '../../../i18n/he/forecast';
import { commonTexts, notFoundTexts } from '../../../i18n/he/shell';
import { ApiError } from '../../../lib/api';
import { isConnectionError } from '../../../lib/connection';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePublicConfig } from '../../../lib/queries/public-config';
import { useForecast } from '../api/forecast';
import { DayTables } from '../components/day-tables';
import { InfoCards } from '../components/info-cards';
import { ModelRowsSlot } from '../components/model-rows-slot';
import { pickedSpot, SpotPicker } from '../components/spot-picker';
import { SpotReportsSlot } from '../components/spot-reports-slot';
import { SurfAlertButton } from '../../../components/alerts/surf-alert-button';
import { UnitToggle } from '../components/unit-toggle';
import { ShareButton } from '../../../components/ui/share-button';
import { shareTexts } from '../../../i18n/he/share';
import { LOCALE } from '../../../i18n/he/locale';
import { spotTexts } from '../../../i18n/he/spots';

// The chart (plain SVG, decision 031) is loaded only when it is about to draw.
const WaveChart = lazy(() => import('../components/wave-chart'));

const t = forecastTexts;

/** A spot's page at /forecast/{spotId}; /forecast shows the fallback spot. */
export default function ForecastPage() {
  const { spotId } = useParams();
  const [params] = useSearchParams();
  const moved = spotId === undefined && params.get('spot');
  const spot = findSpotInfo(spotId ?? FALLBACK_SPOT_ID);
  // /forecast?spot=x, the old address of a spot, is its page now (the server answers it with a
  // 301 itself); a spot not on the list is not found (the server's status is 404).
  if (moved) return <Navigate to={`/forecast/${encodeURIComponent(moved)}`} replace />;
  if (!spot) return <SpotNotFound />;
  return <SpotForecast spot={spot} />;
}

function SpotNotFound() {
  useDocumentTitle(notFoundTexts.title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFoundTexts.title}</h1>
      <p className="text-slate-600">{notFoundTexts.text}</p>
      <ButtonLink to="/forecast">{t.allSpots}</ButtonLink>
    </div>
  );
}

function SpotForecast({ spot }: { spot: SpotInfo }) {
  const [unit, setUnit] = useHeightUnit();
  const forecast = useForecast(spot.id);
  const config = usePublicConfig();
  const demo = forecast.data?.demo ?? config.data?.forecastDemo ?? false;
  const spotName = spotTexts.name(spot);
  const otherName = spotTexts.otherName(spot);
  // A spot picked in the list: focus goes to its heading, not to the page's h1 above the list
  // (app/page-focus), and the spot's forecast is in view.
  const picked = pickedSpot(useLocation().state);
  useDocumentTitle(t.spotTitle(spotName));
  // The share line is written in Hebrew (shared/forecast/share-line): English pages share the
  // spot's page with its own words.
  const shareLine = useShareLine(spotName, forecast.data);

  return (
    <div className="pb-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t.intro}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ShareButton
            title={`${t.title} – ${spotName}`}
            text={shareLine || shareTexts.forecast(spotName)}
          />
          <UnitToggle unit={unit} onChange={setUnit} />
        </div>
      </header>

      <div className="mt-6">
        <SpotPicker selectedId={spot.id} />
      </div>

      <section aria-labelledby="spot-title" className="mt-8">
        <div className="flex flex-col gap-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row">
          <img
            src={spot.image}
            srcSet={spotImageSrcSet(spot.id)}
            sizes="(min-width: 640px) 16rem, 100vw"
            alt=""
            width={320}
            height={200}
            className="h-40 w-full object-cover sm:h-auto sm:w-64"
          />
          <div className="p-4 sm:py-5">
            <h2
              id="spot-title"
              data-page-heading={picked ? '' : undefined}
              className="scroll-mt-24 text-2xl font-bold text-slate-900"
            >
              {spotName}{' '}
              <span
                className="text-base font-normal text-slate-600"
                lang={otherName.lang}
                dir="auto"
              >
                {otherName.text}
              </span>
            </h2>
            <p className="mt-2 text-slate-700">
              <span className="font-semibold">{t.optimal}</span> {spotTexts.conditions(spot)}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              <SurfAlertButton spotId={spot.id} spotName={spotName} />
              <Link
                to={`/forecast/${spot.id}/accuracy`}
                className="text-sm font-semibold text-sky-800 underline"
              >
                {t.accuracyLink}
              </Link>
            </div>
            {/* The line is there from the start (empty while loading): its text arriving does not
                push the forecast below it down (layout shift). */}
            <p className="mt-2 text-sm text-slate-600">
              {forecast.data ? t.updated(updatedAt(forecast.data)) : '\u00a0'}
            </p>
          </div>
        </div>

        {forecast.isPending ? (
          <ForecastSkeleton />
        ) : forecast.isError ? (
          <ForecastError error={forecast.error} onRetry={() => void forecast.refetch()} />
        ) : (
          <>
            {/* Under the spot card, arriving with the forecast: above the picker it pushed the
                whole page down when the answer came (layout shift). */}
            {demo && (
              <div
                role="note"
                className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
              >
                <p className="font-bold">{t.demoTitle}</p>
                <p className="mt-1 text-sm">{t.demoText}</p>
              </div>
            )}
            <ForecastBody forecast={forecast.data} unit={unit} />
          </>
        )}
      </section>
      <SpotReportsSlot spotId={spot.id} />

      <BestSpotsNow selectedSpotId={spot.id} />

      <p className="mt-10 text-sm text-slate-600">
        {t.attribution}{' '}
        <a
          href="https://open-meteo.com/"
          className="font-semibold text-sky-800 underline"
          rel="noopener"
          target="_blank"
        >
          Open-Meteo.com
        </a>{' '}
        (
        <a
          href="https://creativecommons.org/licenses/by/4.0/"
          className="text-sky-800 underline"
          rel="noopener license"
          target="_blank"
        >
          {t.attributionLicense}
        </a>
        )
      </p>
    </div>
  );
}

/**
 * The line the spot's share preview shows (the server writes it into the page's head), for the
 * share button. Its code loads once the forecast has come, outside the page's first load, with
 * that of what opens on a tap or a scroll (an hour's score, the tide's curve): the service worker
 * keeps it, and a spot seen once opens whole offline (issue 44).
 */
function useShareLine(spotName: string, forecast: TForecast | undefined): string | null {
  const [line, setLine] = useState<{ of: TForecast; text: string | null } | null>(null);
  useEffect(() => {
    if (!forecast) return;
    let live = true;
    const load = () => {
      void import('../components/on-demand').then(({ forecastShareLine }) => {
        if (live)
          setLine({ of: forecast, text: forecastShareLine(spotName, forecast, shareLineWords) });
      });
    };
    // Once the browser is idle: not in the app's start, while what was typed before it is
    // handed to the page (lib/wake-on-use.ts).
    // (Safari has no requestIdleCallback: a second later there.)
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1_000);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    const idle = requestIdleCallback(load, { timeout: 5_000 });
    return () => {
      live = false;
      cancelIdleCallback(idle);
    };
  }, [spotName, forecast]);
  return line && line.of === forecast ? line.text : null;
}

/**
 * When the forecast was fetched, on the spot's clock. Israel's clock is written by hand: an Intl
 * formatter here was the page's first and loaded ICU's data during its first screen.
 */
function updatedAt(f: TForecast): string {
  const at = new Date(f.fetchedAt);
  if (f.timezone === 'Asia/Jerusalem') return israelTime(at);
  return new Intl.DateTimeFormat(LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: f.timezone === 'GMT' ? 'UTC' : f.timezone,
  }).format(at);
}

function ForecastBody({ forecast, unit }: { forecast: TForecast; unit: 'm' | 'ft' }) {
  const nowHour = forecast.localNow.slice(0, 13);
  const current =
    forecast.slots.find((s) => s.time.slice(0, 13) === nowHour) ??
    forecast.slots.find((s) => s.time > forecast.localNow) ??
    forecast.slots[0];
  return (
    <>
      {forecast.stale && (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-amber-950">
          {t.stale(updatedAt(forecast))}
        </p>
      )}
      {current && <InfoCards forecast={forecast} slot={current} unit={unit} />}
      <figure
        aria-labelledby="chart-title"
        aria-describedby="chart-desc"
        className="drawn-when-near mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 [--near-size:22rem]"
      >
        <figcaption>
          <h2 id="chart-title" className="text-xl font-bold text-slate-900">
            {t.chart.title}
          </h2>
          <p id="chart-desc" className="mb-3 text-sm text-slate-600">
            {t.chart.description}
          </p>
        </figcaption>
        <Suspense fallback={<Skeleton className="h-64 sm:h-72" />}>
          <WaveChart forecast={forecast} unit={unit} />
        </Suspense>
      </figure>
      <DayTables key={forecast.spot.id} forecast={forecast} unit={unit} />
      <ModelRowsSlot key={`models-${forecast.spot.id}`} forecast={forecast} unit={unit} />
    </>
  );
}

function ForecastError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const noMarine = error instanceof ApiError && error.code === 'NO_MARINE_DATA';
  if (isConnectionError(error)) {
    return (
      <div className="mt-6">
        <NeedsConnection onRetry={onRetry} />
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="mt-6 flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-900"
    >
      <p className="font-semibold">{noMarine ? t.noMarineData : t.loadError}</p>
      {!noMarine && (
        <Button variant="secondary" onClick={onRetry}>
          {commonTexts.retry}
        </Button>
      )}
    </div>
  );
}

function ForecastSkeleton() {
  return (
    <div className="mt-8" aria-busy="true">
      <span className="sr-only">{commonTexts.loading}</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="mt-8 h-72" />
    </div>
  );
}
