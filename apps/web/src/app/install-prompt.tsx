import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { Modal } from '../components/ui/modal';
import { installTexts } from '../i18n/he/install';
import {
  dismissIosInstallHint,
  isInstallPromptEligible,
  isStandalone,
  markInstallPromptShown,
  takeEarlyInstallOffer,
  wantsIosInstallHint,
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

/** One of Safari's toolbar symbols, drawn as a line icon in the text's line. */
function SafariIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="inline size-5 align-text-bottom text-sky-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** Safari's share button: a square with an arrow leaving it upwards. */
const ShareIcon = () => (
  <SafariIcon>
    <path d="M12 3v12M8 7l4-4 4 4M7 11H5v10h14V11h-2" />
  </SafariIcon>
);

/** Safari's "add to home screen" item: a square with a plus. */
const AddIcon = () => (
  <SafariIcon>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </SafariIcon>
);

/**
 * An iPhone or iPad (whose Safari has no install event) gets the steps
 * to add the app to the home screen, until closed once; Chromium gets its install offer. Never
 * in the installed app. Both wait until the page has loaded and is idle. Loaded only when there
 * is something to offer (app/layout.tsx).
 */
export default function InstallPrompt() {
  // Decided once, as the prompt loads: closing it does not bring the other kind.
  const [ios] = useState(wantsIosInstallHint);
  const [wanted, setWanted] = useState(ios);
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

  function close() {
    if (ios) dismissIosInstallHint();
    setWanted(false);
  }

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
      onClose={close}
      title={ios ? installTexts.iosTitle : installTexts.title}
      closeLabel={installTexts.close}
      size="sm"
    >
      {ios ? (
        <div className="mb-6 text-slate-700">
          <p>{installTexts.iosText}</p>
          <ol className="mt-3 list-decimal space-y-2 ps-5">
            <li>
              {installTexts.iosShareStep} <ShareIcon />
            </li>
            <li>
              {installTexts.iosAddStep} <AddIcon />
            </li>
            <li>{installTexts.iosConfirmStep}</li>
          </ol>
        </div>
      ) : (
        <p className="mb-6 text-slate-700">{installTexts.text}</p>
      )}
      <div className="flex gap-3">
        {!ios && (
          <Button onClick={install} disabled={!deferred}>
            {installTexts.install}
          </Button>
        )}
        <Button variant="secondary" onClick={close}>
          {installTexts.close}
        </Button>
      </div>
    </Modal>
  );
}
