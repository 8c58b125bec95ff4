import './lib/zod-jitless';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { hydrate as fillCache, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { flushSync } from 'react-dom';
import { SERVER_DRAWN_ATTRIBUTE, SERVER_STATE_ID } from '@galim/shared/routes';
import { OwnSlice } from './app/own-slice';
import { createRouter, loadPageCode } from './app/router';
import { ToastProvider } from './components/ui/toast';
import { readJsonScript } from './lib/inline-data';
import { createQueryClient } from './lib/query-client';
import { readStorage, STORAGE_KEYS } from './lib/storage';
import { reportWebVitals } from './lib/vitals';
import { yieldToBrowser } from './lib/yield-to-browser';

/** A page React could not take over as drawn (it drew it again): a defect, reported as one. */
function onRecoverableError(error: unknown, info: ErrorInfo) {
  console.error('hydration: the page was drawn again on the client', error, info.componentStack);
}

/**
 * Tells the caller once the app's first drawing is on the page (hydrated or drawn afresh): its
 * frame, inside the outer OwnSlice; the parts in slices of their own may follow. A
 * wrapper, not a sibling: a sibling would shift the ids React gives (useId) from those the
 * server drew.
 */
function Started({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/**
 * Starts the app in `root` (boot.ts). Over a page the server drew for everyone, it first loads the
 * page's own code, so its first drawing is that page, and React takes over the elements that are
 * already there (hydrateRoot). A page drawn for someone else's view (a signed-in visitor's own
 * answers differ from the shared drawing) is drawn afresh instead. Resolves once the first
 * drawing is committed.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  // First, while the address is still the one the visit began on (before a redirect).
  reportWebVitals();
  const queryClient = createQueryClient();
  const drawn = root.hasAttribute(SERVER_DRAWN_ATTRIBUTE);
  // The answers the server drew the page with, so the app draws the same page from them. They
  // are the answers everyone gets: a signed-in visitor's own (a service they liked, their
  // favourites) are asked afresh.
  const state = readStorage(STORAGE_KEYS.token) ? undefined : readJsonScript(SERVER_STATE_ID);
  if (state) fillCache(queryClient, state);
  // The page's code runs in a task of its own, before the router's start (which then finds it).
  await loadPageCode(window.location).catch(() => undefined);
  await yieldToBrowser();
  const router = createRouter(queryClient);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((s) => {
        if (s.initialized) {
          stop();
          resolve();
        }
      });
    });
  }
  // The router's start and React's take-over in tasks of their own.
  await yieldToBrowser();
  // Over a page the server drew, a page whose code did not load is left as it is (its links and
  // forms work without the app) rather than replaced by the error screen.
  if (router.state.errors && drawn) {
    throw new Error('the page could not start');
  }
  let started!: () => void;
  const done = new Promise<void>((resolve) => (started = resolve));
  const app = (
    <StrictMode>
      <OwnSlice>
        <Started then={started}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              {/* A navigation asked to be drawn at once (flushSync) is: signing out needs it. */}
              <RouterProvider router={router} flushSync={(draw) => void flushSync(draw)} />
            </ToastProvider>
          </QueryClientProvider>
        </Started>
      </OwnSlice>
    </StrictMode>
  );
  if (drawn && state) {
    // Not as a transition: its slices let the page's queries update a part not yet taken over,
    // which React then drew again from scratch (the public profile's header, one run in three).
    hydrateRoot(root, app, { onRecoverableError });
  } else {
    createRoot(root).render(app);
  }
  root.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
  // What the visitor did meanwhile (wake-on-use.ts) is done again on the elements React owns.
  await done;
}
