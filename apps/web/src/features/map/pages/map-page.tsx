import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { NearPicker } from '../../../components/near/near-picker';
import { readNearText } from '@galim/shared/geo/near';
import { NEAR_KEYS, type NearValue } from '../../../components/near/near-value';
import { mapTexts, type TMapLayer } from '../../../i18n/he/map';
import { useMapPoints } from '../api/map-points';
import { ChosenPlace } from '../components/chosen-place';
import { CoastMap } from '../components/coast-map';
import { PlaceList } from '../components/place-list';

const t = mapTexts;
const LAYERS = ['boards', 'services', 'spots', 'places'] as const satisfies readonly TMapLayer[];
const isLayer = (v: string | null): v is TMapLayer =>
  (LAYERS as readonly string[]).includes(v ?? '');

/**
 * The address's place when it makes sense as a whole (the near rule, geo/near.ts): a hand-edited
 * link with half a point or a city off the list shows the whole map rather than an error.
 */
function placeOf(params: URLSearchParams): NearValue {
  const value: NearValue = {};
  for (const key of NEAR_KEYS) {
    const text = params.get(key);
    if (text) value[key] = text;
  }
  return 'problem' in readNearText(value) ? {} : value;
}

/**
 * /map (issue 56 §2): boards, surf services, the forecast's spots (with today's stars) or the
 * safe places to meet, near a chosen place, on a map and in a list beside it. Its address keeps
 * what is shown and where (`?show=services&city=חיפה&radiusKm=25`), as the lists' do.
 */
export default function MapPage() {
  const [params, setParams] = useSearchParams();
  const layer: TMapLayer = isLayer(params.get('show'))
    ? (params.get('show') as TMapLayer)
    : 'boards';
  const near = placeOf(params);
  const [chosen, setChosen] = useState<string | null>(null);
  const answer = useMapPoints(layer, near);
  useDocumentTitle(t.pageTitle);

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setChosen(null);
    setParams(next);
  }

  const points = answer.data?.points ?? [];
  const chosenPoint = points.find((p) => p.id === chosen);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb items={[{ label: t.breadcrumbHome, to: '/' }, { label: t.title }]} />
      <h1 className="text-3xl font-extrabold text-slate-900">{t.title}</h1>
      <p className="mb-4 text-slate-600">{t.subtitle}</p>

      <div
        role="tablist"
        aria-label={t.layersLabel}
        className="-mx-4 mb-3 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {LAYERS.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={l === layer}
            onClick={() => update({ show: l === 'boards' ? undefined : l })}
            className={`shrink-0 whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-medium ${l === layer ? 'bg-sky-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-sky-50'}`}
          >
            {t.layers[l]}
          </button>
        ))}
      </div>

      {layer !== 'spots' && (
        <div className="mb-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <NearPicker
            value={near}
            onChange={(next) => update(Object.fromEntries(NEAR_KEYS.map((k) => [k, next[k]])))}
          />
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div>
          <CoastMap points={points} chosen={chosen} onChoose={setChosen} />
          {chosenPoint && (
            <ChosenPlace layer={layer} point={chosenPoint} onClose={() => setChosen(null)} />
          )}
        </div>
        <section
          aria-labelledby="map-list-heading"
          className="min-w-0 lg:max-h-[70vh] lg:overflow-y-auto"
        >
          <h2 id="map-list-heading" className="mb-2 font-bold text-slate-900">
            {t.listHeading}
            {answer.data && (
              <span className="ms-2 text-sm font-normal text-slate-600">
                {t.listCount(points.length)}
              </span>
            )}
          </h2>
          {answer.isPending ? (
            <p role="status" className="text-slate-600">
              {t.loading}
            </p>
          ) : answer.isError ? (
            <div role="alert" className="flex items-center gap-3 text-slate-700">
              {t.failed}
              <Button variant="secondary" size="sm" onClick={() => void answer.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : points.length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <>
              {answer.data.total > points.length && (
                <p className="mb-2 text-sm text-slate-600">
                  {t.firstOf(points.length, answer.data.total)}
                </p>
              )}
              <PlaceList points={points} chosen={chosen} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
