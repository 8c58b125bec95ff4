import type { HeightUnit } from '@galim/shared/forecast/units';
import { forecastTexts } from '../../../i18n/he/forecast';

const t = forecastTexts.units;

export function UnitToggle({
  unit,
  onChange,
}: {
  unit: HeightUnit;
  onChange: (u: HeightUnit) => void;
}) {
  return (
    <div role="group" aria-label={t.label} className="inline-flex rounded-xl bg-slate-100 p-1">
      {(['m', 'ft'] as const).map((u) => (
        <button
          key={u}
          type="button"
          aria-pressed={unit === u}
          onClick={() => onChange(u)}
          className={`rounded-lg px-4 py-1.5 text-sm font-semibold ${
            unit === u ? 'bg-white text-sky-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {t[u]}
        </button>
      ))}
    </div>
  );
}
