import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { Modal } from '../components/ui/modal';
import { heInstall } from '../i18n/shell';
import {
  isInstallPromptEligible,
  isIos,
  isStandalone,
  markInstallPromptShown,
  type BeforeInstallPromptEvent,
} from '../lib/install-prompt';

/** spec-1 §2/§4: iOS gets instructions at once; Chromium when it offers installation. */
export function InstallPrompt() {
  // iOS has no install event: it gets the instructions at once when eligible.
  const [ios] = useState(
    () => !isStandalone() && isIos(navigator.userAgent, navigator.maxTouchPoints),
  );
  const [open, setOpen] = useState(() => ios && isInstallPromptEligible());
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);

  // The iOS instructions open only at mount (nothing opens them again): recorded then.
  useEffect(() => {
    if (open && ios) markInstallPromptShown();
  }, [open, ios]);

  useEffect(() => {
    if (ios || isStandalone()) return;
    const onPrompt = (e: Event) => {
      // Suppress the browser's own mini-infobar; we offer our own prompt.
      e.preventDefault();
      setDeferred(e as BeforeInstallPromptEvent);
      if (isInstallPromptEligible()) {
        setOpen(true);
        markInstallPromptShown();
      }
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, [ios]);

  async function install() {
    if (!deferred) return;
    await deferred.prompt();
    await deferred.userChoice.catch(() => undefined);
    setDeferred(null);
    setOpen(false);
  }

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={ios ? heInstall.iosTitle : heInstall.title}
      closeLabel={heInstall.close}
      size="sm"
    >
      <p className="mb-6 text-slate-700">{ios ? heInstall.iosText : heInstall.text}</p>
      <div className="flex gap-3">
        {!ios && (
          <Button onClick={install} disabled={!deferred}>
            {heInstall.install}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {heInstall.close}
        </Button>
      </div>
    </Modal>
  );
}
