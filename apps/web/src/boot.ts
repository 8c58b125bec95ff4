// The page's first script, and on a page the server drew the only one that runs during the load
// (decision 037): styles, the service worker, the page view, and the app itself. The app starts
// at once where the page needs it: the server did not draw it, or this device has kept
// something for the visitor (a session, a preference), so their page may differ from the one
// drawn for everyone. Otherwise it starts by itself once the page has loaded and the browser is
// idle, or when the visitor first uses the page if that comes sooner.
import './index.css';
import { pathIn, rememberedLanguage, splitLanguage } from '@galim/shared/i18n/languages';
import { SERVER_DRAWN_ATTRIBUTE } from '@galim/shared/routes';
import { LANGUAGE } from './i18n/he/locale';
import { appPathname } from './lib/base-path';
import { isStandalone, keepEarlyInstallOffer } from './lib/install-prompt';
import { sendFirstPageView } from './lib/page-view';
import { registerServiceWorker } from './lib/service-worker';
import { hasStoredState } from './lib/storage';
import { wakeOnUse, whenLoadedAndIdle } from './lib/wake-on-use';
import { yieldToBrowser } from './lib/yield-to-browser';

const root = document.getElementById('root')!;
const drawn = root.hasAttribute(SERVER_DRAWN_ATTRIBUTE);
// The start in pieces, each a task of its own: React's code is evaluated first, then the app's
// (with the router), then the app starts (decision 039). One piece was 150 ms of a fast
// machine's main thread, four times that on a phone.
const start = () =>
  import('./lib/react-dom-client')
    .then(yieldToBrowser)
    .then(() => import('./main'))
    .then(async ({ startApp }) => {
      await yieldToBrowser();
      return startApp(root);
    });

// The language the visitor chose (decision 051). The server sends them there itself; a page
// the service worker answered from its shell never asked it, so the choice is kept here.
const chosen = rememberedLanguage(document.cookie);
if (!drawn && chosen && chosen !== LANGUAGE) {
  const { path } = splitLanguage(window.location.pathname);
  const { search, hash } = window.location;
  window.location.replace(`${pathIn(chosen, path)}${search}${hash}`);
} else {
  keepEarlyInstallOffer();
  if (drawn) {
    const startNow = wakeOnUse(start);
    // A task of its own: the page's first look at storage costs 4–13 ms, and the load's work is
    // kept in pieces too short to block (decision 038).
    setTimeout(() => {
      if (hasStoredState()) startNow();
    }, 0);
    whenLoadedAndIdle(startNow);
  } else {
    const started = start();
    // An installed app's cold start (the service worker's empty shell) shows its start screen
    // until the app has drawn; a browser's page never does (app/splash.ts).
    if (isStandalone()) {
      void import('./app/splash').then(({ showSplash }) => showSplash(root, started));
    }
  }
  sendFirstPageView(appPathname());
}
registerServiceWorker();
