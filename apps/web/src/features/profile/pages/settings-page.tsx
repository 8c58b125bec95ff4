import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/form/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { profileTexts } from '../../../i18n/he/profile';
import { commonTexts } from '../../../i18n/he/shell';
import { useAuth } from '../../../lib/auth/auth-context';
import { deleteMyAccount, downloadMyData } from '../api/profile-api';
import { SessionsCard } from '../components/sessions-card';
import { AlertSettingsCard } from '../../../components/alerts/alert-settings-card';
import { SavedAlertsCard } from '../../../components/alerts/saved-alerts-card';
import { MyBeachReportsCard } from '../components/my-beach-reports-card';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export default function ProfileSettingsPage() {
  const t = profileTexts.settings;
  const { user, leave } = useAuth();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    if (!user) return;
    setDownloading(true);
    const ok = await downloadMyData(user._id);
    setDownloading(false);
    if (!ok) toast.error(t.downloadError);
  }

  async function remove() {
    if (!user) return;
    // The server ends every session of the account: `leave` takes us home, signed out, whatever
    // a request of this page is answered meanwhile.
    const left = await leave('/', async () => {
      setDeleting(true);
      try {
        await deleteMyAccount(user._id);
      } catch {
        toast.error(t.deleteError);
        return false;
      } finally {
        setDeleting(false);
      }
      setConfirmOpen(false);
      return true;
    });
    if (left) toast.success(t.deleted);
  }

  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold text-slate-900">{t.title}</h2>

      <AlertSettingsCard className={card} />

      <SavedAlertsCard className={card} />

      <MyBeachReportsCard className={card} />

      <div className={card}>
        <h3 className="text-lg font-semibold text-slate-900">{t.privacyTitle}</h3>
        <p className="mt-1 text-slate-600">{t.privacyText}</p>
        <ButtonLink to="/profile/edit" variant="secondary" size="sm" className="mt-3">
          {t.toEdit}
        </ButtonLink>
      </div>

      <SessionsCard className={card} />

      <div className={card}>
        <h3 className="text-lg font-semibold text-slate-900">{t.dataTitle}</h3>
        <p className="mt-1 text-slate-600">{t.dataText}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => void download()}
          disabled={downloading}
        >
          {downloading ? t.downloading : t.download}
        </Button>
      </div>

      <div className={`${card} ring-red-200`}>
        <h3 className="text-lg font-semibold text-red-800">{t.deleteTitle}</h3>
        <p className="mt-1 text-slate-700">{t.deleteText}</p>
        <Button
          variant="danger"
          size="sm"
          className="mt-3"
          onClick={() => {
            setUnderstood(false);
            setConfirmOpen(true);
          }}
        >
          {t.delete}
        </Button>
      </div>

      <Modal
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={t.confirmTitle}
        closeLabel={commonTexts.close}
        size="sm"
      >
        <p className="text-slate-700">{t.confirmText}</p>
        <Checkbox
          checked={understood}
          onChange={setUnderstood}
          label={t.confirmTick}
          className="mt-4 text-slate-800"
          boxClassName="size-5 accent-red-700"
        />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirmOpen(false)}>
            {commonTexts.cancel}
          </Button>
          <Button variant="danger" disabled={!understood || deleting} onClick={() => void remove()}>
            {deleting ? t.deleting : t.confirmDelete}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
