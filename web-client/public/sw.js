/*
 * The app shell offline: index.html and the built assets it names are cached at install; a page
 * navigation is answered from the network, else from the cache; hashed assets from the cache first.
 * The API (/api/) is never cached or even intercepted: every figure comes from the server.
 */
const CACHE = 'shell-v1';
const SHELL = '/web/';

async function precache() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-store' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/web\/[^"]+)"/g)].map((m) => m[1]);
  await Promise.all(
    assets.map(async (url) => {
      const asset = await fetch(url);
      if (asset.ok) await cache.put(url, asset);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== location.origin || !url.pathname.startsWith('/web/')) return;
  if (event.request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(event.request);
          if (response.ok) (await caches.open(CACHE)).put(SHELL, response.clone());
          return response;
        } catch {
          return (await caches.match(SHELL)) ?? Response.error();
        }
      })(),
    );
    return;
  }
  if (url.pathname.startsWith('/web/assets/')) {
    event.respondWith(
      (async () => {
        const cached = await caches.match(event.request);
        if (cached) return cached;
        const response = await fetch(event.request);
        if (response.ok) (await caches.open(CACHE)).put(event.request, response.clone());
        return response;
      })(),
    );
  }
});
