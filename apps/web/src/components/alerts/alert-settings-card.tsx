import { useState } from 'react';
import {
  NOTIFICATION_TYPES,
  type TNotificationSettings,
  type TNotificationType,
  ZQuietHours,
} from '@galim/shared/alerts/schemas';
import { formatDate } from '../../i18n/he/format';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { alertsTexts } from '../../i18n/he/alerts';
import { alertDialogsTexts } from '../../i18n/he/alert-dialogs';
import {
  useNotificationSettings,
  usePushDevices,
  useRemovePushDevice,
  useSaveNotificationSettings,
} from '../../lib/queries/alerts';
import { enablePush, pushSupported } from '../../lib/alerts/push';
import { validationMessage } from '../../lib/validation-message';

/** Per type: in the app and/or on the device; quiet hours; the devices with push on. */
export function AlertSettingsCard({ className }: { className?: string }) {
  const t = alertsTexts.settings;
  const settings = useNotificationSettings();
  return (
    <div className={className}>
      <h3 className="text-lg font-semibold text-slate-900">{t.title}</h3>
      <p className="mt-1 text-slate-600">{t.text}</p>
      {settings.data && <SettingsForm initial={settings.data} />}
      <PushDevices />
    </div>
  );
}

function SettingsForm({ initial }: { initial: TNotificationSettings }) {
  const t = alertsTexts.settings;
  const toast = useToast();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState(initial);
  // Shown once the user tries to save; it follows the fields as they change after that.
  const [tried, setTried] = useState(false);
  const quietCheck = ZQuietHours.safeParse(draft.quietHours);
  const quietError =
    tried && !quietCheck.success
      ? validationMessage(quietCheck.error.issues[0]?.message)
      : undefined;

  const setChannel = (type: TNotificationType, key: 'inApp' | 'push', value: boolean) =>
    setDraft((d) => ({
      ...d,
      channels: { ...d.channels, [type]: { ...d.channels[type], [key]: value } },
    }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!quietCheck.success) return;
    try {
      await save.mutateAsync(draft);
      toast.success(t.saved);
    } catch {
      toast.error(t.error);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="text-slate-600">
            <th className="py-1 text-start font-medium">{t.type}</th>
            <th className="py-1 font-medium">{t.inApp}</th>
            <th className="py-1 font-medium">{t.push}</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => (
            <tr key={type} className="border-t border-slate-100">
              <td className="py-2 text-slate-800">{alertsTexts.types[type]}</td>
              {(['inApp', 'push'] as const).map((key) => (
                <td key={key} className="py-2 text-center">
                  <input
                    type="checkbox"
                    className="size-5 accent-sky-700"
                    aria-label={`${alertsTexts.types[type]} – ${key === 'inApp' ? t.inApp : t.push}`}
                    checked={draft.channels[type][key]}
                    onChange={(e) => setChannel(type, key, e.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-slate-900">{t.quietTitle}</legend>
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-sky-700"
            checked={draft.quietHours.enabled}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                quietHours: { ...d.quietHours, enabled: e.target.checked },
              }))
            }
          />
          {t.quietEnabled}
        </label>
        <div className="flex items-center gap-2">
          {(['start', 'end'] as const).map((k) => (
            <label key={k} className="flex items-center gap-1 text-slate-800">
              {k === 'start' ? t.quietFrom : t.quietTo}
              <input
                type="time"
                value={draft.quietHours[k]}
                aria-invalid={quietError ? true : undefined}
                aria-describedby={quietError ? 'quiet-hours-error' : undefined}
                onChange={(e) =>
                  setDraft((d) => ({ ...d, quietHours: { ...d.quietHours, [k]: e.target.value } }))
                }
                className="rounded-lg border border-slate-300 px-2 py-1"
              />
            </label>
          ))}
        </div>
        {quietError && (
          <p id="quiet-hours-error" role="alert" className="text-sm text-red-800">
            {quietError}
          </p>
        )}
        <p className="text-sm text-slate-600">{t.quietNote}</p>
      </fieldset>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

function PushDevices() {
  const t = alertsTexts.settings;
  const p = alertDialogsTexts.push;
  const toast = useToast();
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const [busy, setBusy] = useState(false);

  async function enable() {
    setBusy(true);
    try {
      const state = await enablePush();
      if (state === 'on') toast.success(p.enabled);
      else if (state === 'denied') toast.error(p.denied);
      else if (state === 'unsupported') toast.error(p.unsupported);
      await devices.refetch();
    } catch {
      toast.error(p.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6">
      <h4 className="font-semibold text-slate-900">{t.devicesTitle}</h4>
      {devices.data && devices.data.length === 0 && (
        <p className="mt-1 text-slate-600">{t.devicesEmpty}</p>
      )}
      <ul className="mt-2 flex flex-col gap-2">
        {devices.data?.map((d) => (
          <li
            key={d._id}
            className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
          >
            <span className="text-sm text-slate-800">
              {d.userAgent ?? d.service} · {t.since(formatDate(d.createdAt))}
            </span>
            <Button variant="ghost" size="sm" onClick={() => remove.mutate(d._id)}>
              {t.removeDevice}
            </Button>
          </li>
        ))}
      </ul>
      {pushSupported() && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => void enable()}
          disabled={busy}
        >
          {p.enable}
        </Button>
      )}
    </div>
  );
}
