import { useState } from 'react';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toast';
import { commonTexts } from '../../i18n/he/shell';
import { alertDialogsTexts } from '../../i18n/he/alert-dialogs';
import { enablePush, pushState } from '../../lib/alerts/push';
import { readStorage, writeStorage } from '../../lib/storage';

const ASKED_KEY = 'galim.pushPromptShown';

/**
 * After the first saved alert (never on page load): offers push on this device once, when the
 * browser supports it and it is not already on or blocked.
 */
export async function shouldOfferPush(): Promise<boolean> {
  if (readStorage(ASKED_KEY)) return false;
  return (await pushState()) === 'off';
}

export function PushPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = alertDialogsTexts.push;
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  function close() {
    writeStorage(ASKED_KEY, '1');
    onClose();
  }

  async function enable() {
    setBusy(true);
    try {
      const state = await enablePush();
      if (state === 'on') toast.success(t.enabled);
      else if (state === 'denied') toast.error(t.denied);
    } catch {
      toast.error(t.error);
    } finally {
      setBusy(false);
      close();
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t.promptTitle}
      closeLabel={commonTexts.close}
      size="sm"
    >
      <p className="text-slate-700">{t.promptText}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          {t.notNow}
        </Button>
        <Button onClick={() => void enable()} disabled={busy}>
          {t.enable}
        </Button>
      </div>
    </Modal>
  );
}
