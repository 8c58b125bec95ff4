import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { appTexts } from '../i18n/he/shell';
import { useAuth } from '../lib/auth/auth-context';
import { installOffered, PAGE_SEEN_EVENT } from '../lib/install-prompt';
import { showsAddBoardButton } from './add-board-button';
import { AccountLanguage } from './account-language';
import { BetaBanner } from './beta-banner';
import { Footer } from './footer';
import { LanguageOffer } from './language-offer';
import { NavBar } from './nav-bar';
import { OfflineBanner } from './offline-banner';
import { OfflineWritesReplay } from './offline-writes';
import { OwnSlice } from './own-slice';
import { PageFocus } from './page-focus';
import { PageViewTracker } from './page-view-tracker';

/** In a page's place while its code loads (the first load of the app, and each new page). */
export function PageLoading() {
  return <FullScreenSpinner label={appTexts.loading} />;
}

// Loaded only when there is an installation to offer (Chromium's offer, an iPhone's hint):
// nothing of it is in a page's first script.
const InstallPrompt = lazy(() => import('./install-prompt'));

function subscribeToInstallOffer(onChange: () => void) {
  window.addEventListener('beforeinstallprompt', onChange);
  // The iPhone's steps wait for a few pages of use (lib/install-prompt.ts).
  window.addEventListener(PAGE_SEEN_EVENT, onChange);
  return () => {
    window.removeEventListener('beforeinstallprompt', onChange);
    window.removeEventListener(PAGE_SEEN_EVENT, onChange);
  };
}

function InstallOffer() {
  const offered = useSyncExternalStore(subscribeToInstallOffer, installOffered, () => false);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}

/**
 * The app's frame: header, banners, footer, and the page in `main`; the router's page, or
 * `children` (the error screen of a page that could not load, so the menu stays).
 */
export function Layout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const { status } = useAuth();
  const addButton = status === 'signed-in' && showsAddBoardButton(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {appTexts.skipToContent}
      </a>
      <OfflineBanner />
      <BetaBanner />
      <OwnSlice>
        <NavBar />
      </OwnSlice>
      {/* At least a screen tall: the footer starts below the fold, so content arriving
          after the first paint never pushes it down in view (CLS on service pages and /faq). */}
      {/* With the floating "+" on a phone, the page's last lines scroll clear of it. */}
      <main
        id="main"
        className={`mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 pt-6 ${addButton ? 'pb-28 sm:pb-6' : 'pb-6'}`}
      >
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </main>
      <OwnSlice>
        <Footer roomForAddButton={addButton} />
      </OwnSlice>
      <InstallOffer />
      <LanguageOffer />
      <AccountLanguage />
      <PageViewTracker />
      <OfflineWritesReplay />
      <PageFocus />
    </div>
  );
}
