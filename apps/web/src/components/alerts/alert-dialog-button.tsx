import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/auth-context';
import { commonTexts } from '../../i18n/he/shell';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toast';

// The offer to turn on push comes after a save: its code (and the push client's) loads then,
// not with the pages that show the button (the board list, the forecast).
const PushPrompt = lazy(() => import('./push-prompt').then((m) => ({ default: m.PushPrompt })));

/**
 * The shell of an alert the user sets up (a saved search, a surf alert): a button that sends
 * visitors to sign in, a dialog with the alert's fields, the save with its messages (409: the
 * limit is reached), and afterwards the offer to turn on push notifications.
 */
export function AlertDialogButton({
  label,
  title,
  loginFrom,
  messages,
  save,
  saving,
  canSave = true,
  onSaved,
  children,
}: {
  label: ReactNode;
  title: string;
  /** Where sign-in returns to. */
  loginFrom: string;
  messages: { saved: string; limit: string; error: string };
  /** Sends the alert; rejects with an ApiError when it was not saved. */
  save: () => Promise<unknown>;
  saving: boolean;
  canSave?: boolean;
  onSaved?: () => void;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [offerPush, setOfferPush] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await save();
    } catch (err) {
      toast.error(err instanceof ApiError && err.status === 409 ? messages.limit : messages.error);
      return;
    }
    setOpen(false);
    onSaved?.();
    toast.success(messages.saved);
    const { shouldOfferPush } = await import('./push-prompt');
    if (await shouldOfferPush()) setOfferPush(true);
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          if (!user) {
            void navigate('/login', { state: { from: loginFrom } });
            return;
          }
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={commonTexts.close}
        size="sm"
      >
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          {children}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {commonTexts.cancel}
            </Button>
            <Button type="submit" disabled={saving || !canSave}>
              {saving ? commonTexts.saving : commonTexts.save}
            </Button>
          </div>
        </form>
      </Modal>
      {offerPush && (
        <Suspense fallback={null}>
          <PushPrompt open onClose={() => setOfferPush(false)} />
        </Suspense>
      )}
    </>
  );
}
