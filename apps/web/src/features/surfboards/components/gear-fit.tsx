import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMe } from '../../../lib/queries/me';
import { gearFitTexts } from '../../../i18n/he/gear-fit';
import {
  FIT_KEYS,
  fitParams,
  hasMeasures,
  listingFit,
  measuresText,
  type TFitKind,
  type TRiderMeasures,
} from '../lib/gear-fit';
import { GearFitSetUp } from './gear-fit-set-up';

const t = gearFitTexts;

/** The signed-in rider's measures from their profile, or null while it loads. */
function useMeasures(): TRiderMeasures | null {
  const me = useMe();
  if (!me.data) return null;
  return {
    heightCm: me.data.fitHeightCm ?? null,
    weightKg: me.data.fitWeightKg ?? null,
    chestCm: me.data.fitChestCm ?? null,
  };
}

const linkClass = 'font-medium text-sky-800 underline';

/**
 * "מתאים לי" on a wetsuit or fin list: narrows it to the sizes that fit the rider's measures
 * (GET /api/listings' fit keys, kept in the URL), and says what it goes by. Without measures,
 * it asks them here; signed out, a pointer to sign in.
 */
export function GearFitToggle({
  kind,
  params,
  onChange,
}: {
  kind: TFitKind;
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
}) {
  const { user } = useAuth();
  const measures = useMeasures();
  const [asking, setAsking] = useState(false);
  const on = params.has('fitWeightKg');

  if (!user) {
    return (
      <p className="text-sm text-slate-600">
        <Link to="/login" className={linkClass}>
          {t.signIn}
        </Link>
      </p>
    );
  }

  function turn(next: boolean, m: TRiderMeasures | null) {
    const query = new URLSearchParams(params);
    for (const key of FIT_KEYS) query.delete(key);
    if (next && m) for (const [k, v] of Object.entries(fitParams(kind, m))) query.set(k, v);
    onChange(query);
  }

  if (asking && measures) {
    return (
      <GearFitSetUp
        kind={kind}
        saved={measures}
        onCancel={() => setAsking(false)}
        onSaved={(saved) => {
          setAsking(false);
          turn(true, saved);
        }}
      />
    );
  }

  const ready = measures !== null && hasMeasures(kind, measures);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={!measures}
        onClick={() => (on ? turn(false, null) : ready ? turn(true, measures) : setAsking(true))}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition ${
          on ? 'bg-sky-700 text-white ring-sky-700' : 'bg-white text-slate-800 ring-slate-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-3 rounded-full ${on ? 'bg-white' : 'bg-slate-300'}`}
        />
        {t.toggle}
      </button>
      {ready && (
        <>
          <span className="text-sm text-slate-600">{measuresText(kind, measures)}</span>
          <button
            type="button"
            className={`min-h-11 text-sm ${linkClass}`}
            onClick={() => setAsking(true)}
          >
            {t.change}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * On a wetsuit's or fins' page: whether its size fits the rider, and why ("מתאים לגובה 178
 * ומשקל 75"), from the chart of its cut; asks the measures when the rider has not given them.
 */
export function GearFitNote({
  kind,
  attributes,
}: {
  kind: TFitKind;
  attributes: Record<string, unknown>;
}) {
  const { user } = useAuth();
  const measures = useMeasures();
  const [asking, setAsking] = useState(false);
  if (!user) {
    return (
      <p className="text-sm">
        <Link to="/login" className={linkClass}>
          {t.checkOnPage}
        </Link>
      </p>
    );
  }
  if (!measures) return null;
  if (asking || !hasMeasures(kind, measures)) {
    return asking ? (
      <GearFitSetUp
        kind={kind}
        saved={measures}
        onCancel={() => setAsking(false)}
        onSaved={() => setAsking(false)}
      />
    ) : (
      <button
        type="button"
        className={`min-h-11 text-sm ${linkClass}`}
        onClick={() => setAsking(true)}
      >
        {t.checkOnPage}
      </button>
    );
  }
  const verdict = listingFit(kind, attributes, measures);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        className={`rounded-full px-3 py-1 text-sm font-semibold ${
          !verdict
            ? 'bg-slate-100 text-slate-700'
            : verdict.fits
              ? 'bg-emerald-50 text-emerald-800'
              : 'bg-amber-50 text-amber-900'
        }`}
      >
        {verdict ? verdict.text : t.unknown}
      </p>
      <button
        type="button"
        className={`min-h-11 text-sm ${linkClass}`}
        onClick={() => setAsking(true)}
      >
        {t.change}
      </button>
    </div>
  );
}
