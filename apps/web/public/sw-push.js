/* Web Push for Galim, imported into the generated Workbox service worker (vite.config.ts).
   Shows the server's message in Hebrew, right to left, and opens its link on click, focusing an
   open tab of the app when there is one. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'גלים', body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'גלים';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      lang: 'he',
      dir: 'rtl',
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      tag: data.tag,
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === target.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
