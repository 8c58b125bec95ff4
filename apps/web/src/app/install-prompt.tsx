import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { Modal } from '../components/ui/modal';
import { heInstall } from '../i18n/shell';
import {
  isInstallPromptEligible,
  isIos,
  isStandalone,
  markInstallPromptShown,
  takeEarlyInstallOffer,
  type BeforeInstallPromptEvent,
} from '../lib/install-prompt';
import { whenLoadedAndIdle } from '../lib/wake-on-use';

/**
 * True once the page has loaded and the browser is idle. Chromium offers installation about a
 * second into a first visit, while the page is still being drawn; opening the modal then
 * covered a page nobody had seen yet, and making the page behind it inert restyled the whole
 * document in the middle of the load.
 */
function usePageSettled() {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setSettled(true)), []);
  return settled;
}

/**
 * spec-1 §2/§4: iOS gets instructions when eligible; Chromium when it offers installation. Both
 * wait until the page has loaded and is idle.
 */
export function InstallPrompt() {
  // iOS has no install event: it gets the instructions without one when eligible.
  const [ios] = useState(
    () =>
      typeof window !== 'undefined' &&
      !isStandalone() &&
      isIos(navigator.userAgent, navigator.maxTouchPoints),
  );
  const [wanted, setWanted] = useState(() => ios && isInstallPromptEligible());
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const settled = usePageSettled();
  const open = wanted && settled;

  // Recorded when it really opens: a visitor who leaves before that is asked next time.
  useEffect(() => {
    if (open) markInstallPromptShown();
  }, [open]);

  useEffect(() => {
    if (ios || isStandalone()) return;
    const onPrompt = (e: Event) => {
      // Suppress the browser's own mini-infobar; we offer our own prompt.
      e.preventDefault();
      setDeferred(e as BeforeInstallPromptEvent);
      if (isInstallPromptEligible()) setWanted(true);
    };
    const early = takeEarlyInstallOffer();
    if (early) onPrompt(early);
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, [ios]);

  async function install() {
    if (!deferred) return;
    await deferred.prompt();
    await deferred.userChoice.catch(() => undefined);
    setDeferred(null);
    setWanted(false);
  }

  return (
    <Modal
      open={open}
      onClose={() => setWanted(false)}
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
        <Button variant="secondary" onClick={() => setWanted(false)}>
          {heInstall.close}
        </Button>
      </div>
    </Modal>
  );
}
