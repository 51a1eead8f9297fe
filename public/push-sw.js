// Push reminders in the service worker (Workbox's generated sw.js imports this file; docs/pwa.md):
// a push shows its notification, and tapping it opens the month of the bill, in an open window when there is one.
/* global self, URL */

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Halfwise', {
      body: message.body || '',
      tag: message.tag,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: {
        path: typeof message.path === 'string' && message.path.startsWith('/') ? message.path : '/budget',
      },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.path || '/budget', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        const opened = await client.navigate(url).catch(() => null);
        if (opened) return opened.focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});

/** The reminder's JSON ({ title, body, path, tag }); plain text becomes the body. */
function readMessage(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}
