/** Registers /service-worker.js once the page has loaded (production builds only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/service-worker.js', { scope: '/' });
      // A new version takes over on the next navigation; no half-updated pages.
      wb.addEventListener('waiting', () => wb.messageSkipWaiting());
      void wb.register();
    });
  });
}
