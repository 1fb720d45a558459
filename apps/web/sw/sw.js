/* global self, caches, VERSION, PRECACHE */
// Cashline's service worker. The build prepends VERSION and PRECACHE (see serviceWorkerPlugin.ts).
// The app shell is cached per version, so the app opens offline on the data stored in the browser.

const CACHE_PREFIX = 'cashline-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${VERSION}`;
const SHELL_URL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(PRECACHE))
      // A new version takes over at once instead of waiting for every tab to close.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE_NAME)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Pages come from the network while it answers, so users get the newest code; offline, the cached
// shell of this version is served and the client-side router shows the page.
async function navigate(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE_NAME });
    if (shell) return shell;
    throw error;
  }
}

// Built assets have content hashes in their names, so a cached copy is always the right one.
async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE_NAME });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(request.mode === 'navigate' ? navigate(request) : cacheFirst(request));
});
