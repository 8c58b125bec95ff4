import { Link, useParams } from 'react-router';
import { findSpotInfo, type SpotInfo } from '@galim/shared/forecast/spot-list';
import type { TForecastAccuracy, TModelAccuracy } from '@galim/shared/forecast/schemas';
import { ButtonLink, Button } from '../../../components/ui/button';
import { NeedsConnection } from '../../../components/ui/needs-connection';
import { Skeleton } from '../../../components/ui/skeleton';
import { forecastTexts } from '../../../i18n/he/forecast';
import { forecastAccuracyTexts } from '../../../i18n/he/forecast-accuracy';
import { commonTexts, notFoundTexts } from '../../../i18n/he/shell';
import { spotTexts } from '../../../i18n/he/spots';
import { isConnectionError } from '../../../lib/connection';
import { useDocumentTitle } from '../../../lib/document-title';
import { useForecastAccuracy } from '../api/accuracy';

// "How good is the forecast here" (issue 54, decision 056): per model, Galim's own line first,
// how its forecasts did against the spot's reports from the beach over the last 30 and 90 days,
// and plainly "too few" where there were not enough to say. Its own route, loaded on its own.

const t = forecastAccuracyTexts;

export default function AccuracyPage() {
  const { spotId } = useParams();
  const spot = spotId ? findSpotInfo(spotId) : undefined;
  if (!spot) return <NotFound />;
  return <SpotAccuracy spot={spot} />;
}

function NotFound() {
  useDocumentTitle(notFoundTexts.title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFoundTexts.title}</h1>
      <p className="text-slate-600">{notFoundTexts.text}</p>
      <ButtonLink to="/forecast">{forecastTexts.allSpots}</ButtonLink>
    </div>
  );
}

function SpotAccuracy({ spot }: { spot: SpotInfo }) {
  const name = spotTexts.name(spot);
  const title = t.title(name);
  useDocumentTitle(title);
  const accuracy = useForecastAccuracy(spot.id);
  return (
    <div className="mx-auto max-w-4xl pb-8">
      <Link to={`/forecast/${spot.id}`} className="text-sm font-semibold text-sky-800 underline">
        {t.back}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t.intro}</p>
      {accuracy.isPending ? (
        <div aria-busy="true" className="mt-6">
          <span className="sr-only">{commonTexts.loading}</span>
          <Skeleton className="h-64" />
        </div>
      ) : accuracy.isError ? (
        isConnectionError(accuracy.error) ? (
          <div className="mt-6">
            <NeedsConnection onRetry={() => void accuracy.refetch()} />
          </div>
        ) : (
          <div
            role="alert"
            className="mt-6 flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-900"
          >
            <p className="font-semibold">{t.loadError}</p>
            <Button variant="secondary" onClick={() => void accuracy.refetch()}>
              {commonTexts.retry}
            </Button>
          </div>
        )
      ) : (
        <Figures data={accuracy.data} />
      )}
    </div>
  );
}

function Figures({ data }: { data: TForecastAccuracy }) {
  const leanName = data.windows[0]?.models.find((m) => m.model === data.lean)?.name;
  return (
    <>
      <p className="mt-4 rounded-xl bg-sky-50 p-3 text-sky-950">
        {data.lean && leanName ? t.lean(leanName) : t.median}
      </p>
      {data.windows.map((w) => (
        <section
          key={w.days}
          aria-labelledby={`window-${w.days}`}
          className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id={`window-${w.days}`} className="text-xl font-bold text-slate-900">
            {t.window(w.days)}
          </h2>
          <p className="text-sm text-slate-600">{t.reports(w.reports)}</p>
          {/* Focusable so keyboard users can scroll the figures sideways on a narrow screen. */}
          <div
            role="region"
            aria-labelledby={`window-${w.days}-caption`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
            tabIndex={0}
            className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-700"
          >
            <table className="w-full border-collapse text-sm">
              <caption id={`window-${w.days}-caption`} className="sr-only">
                {`${t.window(w.days)}: ${t.reports(w.reports)}`}
              </caption>
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="px-2 py-1.5 text-start">
                    {t.model}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-center">
                    {t.checked}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-center">
                    {t.matched}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-center">
                    {t.tooBig}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-center">
                    {t.tooSmall}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-center">
                    {t.bias}
                  </th>
                </tr>
              </thead>
              <tbody>
                {w.models.map((m) => (
                  <ModelLine key={m.model} m={m} minShown={data.minShown} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

function ModelLine({ m, minShown }: { m: TModelAccuracy; minShown: number }) {
  const cell = 'whitespace-nowrap px-2 py-1.5 text-center tabular-nums';
  return (
    <tr className={`border-t border-slate-100 ${m.model === 'galim' ? 'bg-sky-50' : ''}`}>
      <th scope="row" className="px-2 py-1.5 text-start font-semibold text-slate-900">
        {m.name}
      </th>
      <td className={cell}>{m.checked}</td>
      {m.tooFew ? (
        <td colSpan={4} className={`${cell} text-slate-600`}>
          {t.tooFew(m.checked, minShown)}
        </td>
      ) : (
        <>
          <td className={`${cell} font-semibold`}>{t.percent(m.matchedShare)}</td>
          <td className={cell}>{t.percent(m.tooBigShare)}</td>
          <td className={cell}>{t.percent(m.tooSmallShare)}</td>
          <td className={cell}>{t.biasText(m.bias)}</td>
        </>
      )}
    </tr>
  );
}
