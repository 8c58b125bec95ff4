import { servicesTexts } from '../../../../i18n/he/services';

const t = servicesTexts;

/** "Step N of M", its progress bar, and the step's name. */
export function WizardProgress({ step, steps }: { step: number; steps: number }) {
  const percent = Math.round((step / steps) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm font-medium text-slate-700">
        <span>{t.stepOf(step, steps)}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t.stepOf(step, steps)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-sky-600 transition-all"
          style={{ width: `${percent}%` }}
        />
      </div>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{t.stepNames[step - 1]}</h2>
    </div>
  );
}
