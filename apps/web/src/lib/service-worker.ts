/**
 * Registers this site's service worker (/service-worker.js, /en/service-worker.js) once the page has loaded (production builds only),
 * with the browser's own API: workbox-window did the same in 33 ms of the page's main thread
 * during its load (decision 038).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}service-worker.js`, { scope: import.meta.env.BASE_URL })
      // No registration where the browser stubs workers out (a test browser that blocks them).
      .then(
        (registration) => registration && takeOverWhenInstalled(registration),
        () => {
          // Not registered (private mode, a blocked worker): the site works without it.
        },
      );
  });
}

/**
 * A new version takes over as soon as it is installed, as workbox-window's messageSkipWaiting
 * had it: the generated worker skips waiting when told SKIP_WAITING.
 */
function takeOverWhenInstalled(registration: ServiceWorkerRegistration): void {
  const skipWaiting = (worker: ServiceWorker) => worker.postMessage({ type: 'SKIP_WAITING' });
  if (registration.waiting) skipWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const next = registration.installing;
    next?.addEventListener('statechange', () => {
      if (next.state === 'installed' && registration.waiting === next) skipWaiting(next);
    });
  });
}
