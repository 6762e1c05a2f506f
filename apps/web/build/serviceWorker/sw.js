/* The portal's service worker (PRODUCT.md §30, decision 0092), built by build/serviceWorker.ts into /sw.js:
 * the build writes the shell's files and its version in place of the two names below.
 * - Pages and /api: the network first, always; an API answer is never stored (it may hold personal data). A page
 *   that cannot be fetched offline gets the offline page ('Nėra ryšio' with a retry).
 * - /assets/*: the build's content-hashed files, from the cache (a new build has new names); the shell's files
 *   are stored at install, the rest as they are first fetched.
 * - push: the notification the portal sent (title, body, the page a tap opens). */
const SHELL = self.__SHELL__;
const VERSION = self.__VERSION__;
const CACHE = `shell-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...SHELL, OFFLINE_PAGE]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage(url)));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(fromCache(request));
  // Everything else (the API, pictures, the manifest) goes to the network as if there were no worker.
});

/** The offline page, its 'Bandyti dar kartą' link pointed at the address that failed, so a tap tries it again. */
async function offlinePage(url) {
  const page = await caches.match(OFFLINE_PAGE);
  if (!page)
    return new Response('Nėra ryšio', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const again = (url.pathname + url.search).replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = (await page.text()).replace(/id="retry"\s+href="\/"/, `id="retry" href="${again}"`);
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

async function fromCache(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Skelbimai', {
      body: message.body || '',
      tag: message.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'lt',
      data: { url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    }),
  );
});
