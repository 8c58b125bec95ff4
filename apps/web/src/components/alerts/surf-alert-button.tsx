import { useState } from 'react';
import { SURF_WINDOW_NAMES, type TSurfWindow } from '@galim/shared/alerts/windows';
import { alertDialogsTexts } from '../../i18n/he/alert-dialogs';
import { useAddSurfAlert } from '../../lib/queries/alerts';
import { AlertDialogButton } from './alert-dialog-button';
import { BestWindowFields, useBestWindowForm } from './best-window-fields';
import { WindowAlertOff } from './window-alert-off';

/**
 * "התראת גלים" for a spot: minimum stars, days ahead and a time window; or a best window (a run
 * of good hours, decision 061). A notice of a window opens the page with `?window-alert={id}`:
 * the alert is turned off there in one tap.
 */
export function SurfAlertButton({ spotId, spotName }: { spotId: string; spotName: string }) {
  const t = alertDialogsTexts.surfAlert;
  const add = useAddSurfAlert();
  const [minStars, setMinStars] = useState(4);
  const [days, setDays] = useState<number[]>([0, 1, 2, 3]);
  const [window, setWindow] = useState<TSurfWindow | ''>('');
  const best = useBestWindowForm();

  const toggleDay = (d: number) =>
    setDays((cur) => (cur.includes(d) ? cur.filter((x) => x !== d) : [...cur, d].sort()));

  return (
    <>
      <WindowAlertOff spotId={spotId} />
      <AlertDialogButton
        label={`🔔 ${t.button}`}
        title={t.dialogTitle(spotName)}
        loginFrom={`/forecast/${spotId}`}
        messages={t}
        saving={add.isPending}
        canSave={(best.on || days.length > 0) && !best.badRange}
        save={() =>
          add.mutateAsync(
            best.on
              ? { spotId, minStars: best.byStars ? minStars : 1, ...best.input() }
              : { spotId, minStars, daysAhead: days, ...(window ? { window } : {}) },
          )
        }
      >
        <BestWindowFields form={best} />
        {best.byStars && (
          <fieldset>
            <legend className="mb-1 font-semibold text-slate-800">{t.minStars}</legend>
            <div className="flex gap-2">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="flex items-center gap-1">
                  <input
                    type="radio"
                    name="minStars"
                    value={n}
                    checked={minStars === n}
                    onChange={() => setMinStars(n)}
                  />
                  <span aria-label={`${n}`}>{'★'.repeat(n)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {!best.on && (
          <>
            <fieldset>
              <legend className="mb-1 font-semibold text-slate-800">{t.days}</legend>
              <div className="flex flex-wrap gap-3">
                {t.dayNames.map((label, d) => (
                  <label key={label} className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      checked={days.includes(d)}
                      onChange={() => toggleDay(d)}
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="flex flex-col gap-1 font-semibold text-slate-800">
              {t.window}
              <select
                value={window}
                onChange={(e) => setWindow(e.target.value as TSurfWindow | '')}
                className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
              >
                <option value="">{t.anyTime}</option>
                {SURF_WINDOW_NAMES.map((w) => (
                  <option key={w} value={w}>
                    {t.windows[w]}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </AlertDialogButton>
    </>
  );
}
