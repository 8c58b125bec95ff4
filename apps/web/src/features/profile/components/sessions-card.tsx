import { describeUserAgent, type TSessionInfo } from '@galim/shared/users/sessions';
import { formatDate } from '../../../i18n/he/format';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { profileTexts } from '../../../i18n/he/profile';
import { useMySessions, useRevokeOtherSessions, useRevokeSession } from '../api/sessions-api';

function deviceName(s: TSessionInfo): string {
  const t = profileTexts.settings.sessions;
  const { browser, os } = describeUserAgent(s.userAgent);
  if (browser && os) return t.device(browser, os);
  return browser ?? os ?? t.unknownDevice;
}

/** "Where you are signed in": each device, this one marked, sign-out per device or all others. */
export function SessionsCard({ className }: { className: string }) {
  const t = profileTexts.settings.sessions;
  const toast = useToast();
  const sessions = useMySessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);

  return (
    <div className={className}>
      <h3 className="text-lg font-semibold text-slate-900">{t.title}</h3>
      <p className="mt-1 text-slate-600">{t.text}</p>
      {sessions.isPending && <p className="mt-3 text-slate-600">{t.loading}</p>}
      {sessions.isError && <p className="mt-3 text-red-700">{t.loadError}</p>}
      {sessions.data && (
        <ul className="mt-3 flex flex-col divide-y divide-slate-200" aria-label={t.title}>
          {sessions.data.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-slate-900">
                  {deviceName(s)}
                  {s.current && (
                    <span className="ms-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">
                      {t.thisDevice}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {t.signedIn(formatDate(s.createdAt))} · {t.lastUsed(formatDate(s.lastUsedAt))}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={t.signOutDevice(deviceName(s))}
                  onClick={() =>
                    revoke.mutate(s._id, {
                      onSuccess: () => toast.success(t.signedOutOne),
                      onError: () => toast.error(t.error),
                    })
                  }
                >
                  {t.signOut}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: () => toast.success(t.signedOutOthers),
              onError: () => toast.error(t.error),
            })
          }
        >
          {t.signOutOthers}
        </Button>
      )}
    </div>
  );
}
