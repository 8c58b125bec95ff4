import { Link } from 'react-router';
import { FitSetUp } from './fit-set-up';
import type { TSkillLevel } from '@galim/shared/surfboards/options';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMe } from '../../../lib/queries/me';
import { boardInsights } from '../../../i18n/he/board-insights';
import type { TBoardFilters } from '../../../lib/queries/board-search';

const t = boardInsights.fit;

/**
 * "מתאים לי": narrows the list to boards whose volume suits the weight and level the user saved
 * (privately) in their profile. Without them, a pointer to the profile.
 */
export function FitToggle({
  filters,
  onChange,
}: {
  filters: TBoardFilters;
  onChange: (next: TBoardFilters) => void;
}) {
  const { user } = useAuth();
  const me = useMe();
  const on = Boolean(filters.fitWeightKg);

  if (!user) {
    return (
      <p className="text-sm text-slate-600">
        <Link to="/login" className="font-medium text-sky-800 underline">
          {t.signIn}
        </Link>
      </p>
    );
  }
  const weight = me.data?.fitWeightKg ?? null;
  const level: TSkillLevel = me.data?.fitLevel ?? 'intermediate';
  if (!on && me.data && weight === null) {
    // Asked here, where it is wanted: the profile's form asks for a phone too.
    return (
      <FitSetUp
        level={level}
        onSaved={(saved) =>
          onChange({ ...filters, fitWeightKg: String(saved.weight), fitLevel: saved.level })
        }
      />
    );
  }

  function toggle() {
    const next = { ...filters };
    if (on) {
      delete next.fitWeightKg;
      delete next.fitLevel;
    } else if (weight !== null) {
      next.fitWeightKg = String(weight);
      next.fitLevel = level;
    }
    onChange(next);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={!on && weight === null}
        onClick={toggle}
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
      {weight !== null && (
        <span className="text-sm text-slate-600">{t.toggleHint(weight, level)}</span>
      )}
    </div>
  );
}
