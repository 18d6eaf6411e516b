/* Service worker of the documentation site: pages once opened keep working offline.
 * Written to the build by plugins/delivery/serviceWorker/index.ts, which fills in CONFIG. */
/* global self, caches, location, Response, URL */
const CONFIG = __SW_CONFIG__;
const PREFIX = 'alist-docs-';
const CACHE = PREFIX + CONFIG.version;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(CONFIG.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** Hashed build assets never change under the same name: serve them from the cache once fetched. */
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

/** Pages and other files: the network when it answers, else the copy from the last visit. */
async function networkFirst(request, alternatives) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    for (const candidate of [request, ...alternatives]) {
      const cached = await caches.match(candidate);
      if (cached) return cached;
    }
    throw error;
  }
}

/** Other spellings of a page address that the cache may hold (the site links the canonical ones). */
function spellings(url) {
  const path = url.pathname;
  if (path.endsWith('/')) return [path + 'index.html'];
  if (path.endsWith('.html')) return [path.replace(/\.html$/, '')];
  return [path + '.html', path + '/'];
}

function offlinePage(url) {
  const text = /^\/zh(\/|$)/.test(url.pathname) ? CONFIG.offline.zh : CONFIG.offline.en;
  const home = /^\/zh(\/|$)/.test(url.pathname) ? '/zh/' : '/';
  const html = `<!doctype html><html lang="${text.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.6;color:#242424}@media (prefers-color-scheme:dark){body{background:#1b1b1f;color:#eee}a{color:#4db4ff}}</style></head><body><h1>${text.title}</h1><p>${text.body}</p><p><a href="${home}">${text.home}</a></p></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** OAuth callbacks carry one-time codes and state in the query: such a URL must never be stored. */
const SECRET_PARAMS = ['code', 'state', 'access_token', 'refresh_token', 'token', 'id_token'];
function carriesSecrets(url) {
  return SECRET_PARAMS.some((name) => url.searchParams.has(name));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  // Left to the network and never cached: one-time codes, and the token service's address (it may change).
  if (carriesSecrets(url) || url.pathname === '/token-service.json') return;
  if (url.pathname.startsWith('/static/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, spellings(url)).catch(() => offlinePage(url)));
  } else {
    event.respondWith(networkFirst(request, []));
  }
});
