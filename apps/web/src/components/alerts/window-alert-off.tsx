import { useSearchParams } from 'react-router';
import { alertDialogsTexts } from '../../i18n/he/alert-dialogs';
import { useAuth } from '../../lib/auth/auth-context';
import { useDeleteSurfAlert, useSurfAlerts } from '../../lib/queries/alerts';
import { Button } from '../ui/button';

/**
 * A best-window notice opens the spot's page with `?window-alert={id}` (decision 061): the
 * alert, when it is the signed-in surfer's and this spot's, is turned off here in one tap.
 */
export function WindowAlertOff({ spotId }: { spotId: string }) {
  const t = alertDialogsTexts.bestWindow;
  const { user } = useAuth();
  const [params] = useSearchParams();
  const id = params.get('window-alert');
  const alerts = useSurfAlerts(Boolean(user && id));
  const remove = useDeleteSurfAlert();
  if (!user || !id) return null;
  if (remove.isSuccess) {
    return (
      <p role="status" className="w-full text-sm text-slate-700">
        {t.turnedOff}
      </p>
    );
  }
  const alert = alerts.data?.find((a) => a._id === id && a.spotId === spotId);
  if (!alert) return null;
  return (
    <div className="flex w-full flex-wrap items-center gap-2 rounded-lg bg-sky-50 px-3 py-2">
      <span className="text-sm text-slate-800">{t.turnOffTitle}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={remove.isPending}
        onClick={() => remove.mutate(id)}
      >
        {t.turnOff}
      </Button>
    </div>
  );
}
