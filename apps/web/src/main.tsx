import './lib/zod-jitless';
import { StrictMode } from 'react';
import { render } from 'preact';
import { hydrate as fillCache, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SERVER_DRAWN_ATTRIBUTE, SERVER_STATE_ID } from '@galim/shared/routes';
import { createRouter } from './app/router';
import { ToastProvider } from './components/ui/toast';
import { readJsonScript } from './lib/inline-data';
import { createQueryClient } from './lib/query-client';
import { readStorage, STORAGE_KEYS } from './lib/storage';

/**
 * Starts the app in `root` (boot.ts). Over a page the server drew, it first loads the page's own
 * code, so its first drawing is that page (not a placeholder), and Preact's own render keeps the
 * elements that are already there (the compat layer's would empty the root first).
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  // The answers the server drew the page with, so the app draws the same page from them. They
  // are the answers everyone gets: a signed-in visitor's own (a service they liked, their
  // favourites) are asked afresh.
  const state = readStorage(STORAGE_KEYS.token) ? undefined : readJsonScript(SERVER_STATE_ID);
  if (state) fillCache(queryClient, state);
  const router = createRouter();
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
  // Over a page the server drew, a page whose code did not load is left as it is (its links and
  // forms work without the app) rather than replaced by the error screen.
  if (router.state.errors && root.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) {
    throw new Error('the page could not start');
  }
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
    root,
  );
  root.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
}
