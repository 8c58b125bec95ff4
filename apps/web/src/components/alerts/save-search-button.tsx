import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toast';
import { heCommon } from '../../i18n/shell';
import { alertsHe } from '../../i18n/alerts';
import { useSaveSearch } from '../../lib/alerts/alerts-api';
import { useAuth } from '../../lib/auth/auth-context';
import { PushPrompt, shouldOfferPush } from './push-prompt';

/** "שמירת חיפוש והתראה": saves the list's current filters (the same keys as its URL). */
export function SaveSearchButton({ filters }: { filters: Record<string, string | undefined> }) {
  const t = alertsHe.savedSearch;
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [offerPush, setOfferPush] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
    const result = await save.mutateAsync({ name: name.trim() || undefined, filters: clean });
    if (!result.success) {
      toast.error(result.status === 409 ? t.limit : t.error);
      return;
    }
    setOpen(false);
    setName('');
    toast.success(t.saved);
    if (await shouldOfferPush()) setOfferPush(true);
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          if (!user) {
            void navigate('/login', { state: { from: '/surfboards' } });
            return;
          }
          setOpen(true);
        }}
      >
        {t.button}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t.dialogTitle}
        closeLabel={heCommon.close}
        size="sm"
      >
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <p className="text-slate-700">{t.explain}</p>
          <label className="flex flex-col gap-1 text-slate-800">
            {t.nameLabel}
            <input
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
              className="rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {heCommon.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? heCommon.saving : heCommon.save}
            </Button>
          </div>
        </form>
      </Modal>
      <PushPrompt open={offerPush} onClose={() => setOfferPush(false)} />
    </>
  );
}
