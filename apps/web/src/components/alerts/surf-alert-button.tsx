import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SURF_WINDOW_NAMES, type TSurfWindow } from '@galim/shared/alerts/windows';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toast';
import { heCommon } from '../../i18n/shell';
import { alertsHe } from '../../i18n/alerts';
import { useAddSurfAlert } from '../../lib/alerts/alerts-api';
import { useAuth } from '../../lib/auth/auth-context';
import { PushPrompt, shouldOfferPush } from './push-prompt';

/** "התראת גלים" for a spot: minimum stars, days ahead and a time window. */
export function SurfAlertButton({ spotId, spotName }: { spotId: string; spotName: string }) {
  const t = alertsHe.surfAlert;
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const add = useAddSurfAlert();
  const [open, setOpen] = useState(false);
  const [minStars, setMinStars] = useState(4);
  const [days, setDays] = useState<number[]>([0, 1, 2, 3]);
  const [window, setWindow] = useState<TSurfWindow | ''>('');
  const [offerPush, setOfferPush] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const result = await add.mutateAsync({
      spotId,
      minStars,
      daysAhead: days,
      ...(window ? { window } : {}),
    });
    if (!result.success) {
      toast.error(result.status === 409 ? t.limit : t.error);
      return;
    }
    setOpen(false);
    toast.success(t.saved);
    if (await shouldOfferPush()) setOfferPush(true);
  }

  const toggleDay = (d: number) =>
    setDays((cur) => (cur.includes(d) ? cur.filter((x) => x !== d) : [...cur, d].sort()));

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          if (!user) {
            void navigate('/login', { state: { from: `/forecast?spot=${spotId}` } });
            return;
          }
          setOpen(true);
        }}
      >
        🔔 {t.button}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t.dialogTitle(spotName)}
        closeLabel={heCommon.close}
        size="sm"
      >
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
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
          <fieldset>
            <legend className="mb-1 font-semibold text-slate-800">{t.days}</legend>
            <div className="flex flex-wrap gap-3">
              {t.dayNames.map((label, d) => (
                <label key={label} className="flex items-center gap-1">
                  <input type="checkbox" checked={days.includes(d)} onChange={() => toggleDay(d)} />
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
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {heCommon.cancel}
            </Button>
            <Button type="submit" disabled={add.isPending || days.length === 0}>
              {add.isPending ? heCommon.saving : heCommon.save}
            </Button>
          </div>
        </form>
      </Modal>
      <PushPrompt open={offerPush} onClose={() => setOfferPush(false)} />
    </>
  );
}
