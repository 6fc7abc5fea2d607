/// <reference lib="webworker" />
// Service worker wiring only: precache, routes and listeners. Behaviour lives in the small
// modules beside this file and is tested as plain functions in tests/unit/sw/.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { drainFromWorker } from '../src/sync/background.ts';
import { handleSyncEvent, type SyncEventLike } from './background-sync.ts';
import { CACHE_NAMES, FONT_LIMITS, IMAGE_LIMITS, cacheStatuses } from './caching.ts';
import { handleMessage } from './messages.ts';
import {
  createShellHandler,
  NOT_FOUND_URL,
  pageFile,
  readShellRoutes,
  SHELL_ROUTES_URL,
  SHELL_URL,
} from './navigation.ts';
import { isCacheableImage, isFontFile, isFontStylesheet, isShellNavigation } from './routes.ts';

declare const self: ServiceWorkerGlobalScope;

// The app (hashed JS/CSS, the prerendered public pages, the app shell, icons, manifest), listed
// at build time. Its route answers a navigation to a prerendered page with that page ("/" →
// index.html, "/about" → about.html through Workbox's cleanURLs); the route below gives every
// other navigation the app shell.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

let shellRoutes: Promise<string[] | undefined> | null = null;
const shell = createShellHandler({
  matchShell: () => matchPrecache(SHELL_URL),
  fetch: (request) => fetch(request),
  shellRoutes: () => {
    shellRoutes ??= matchPrecache(SHELL_ROUTES_URL).then(readShellRoutes);
    return shellRoutes;
  },
  matchNotFound: () => matchPrecache(NOT_FOUND_URL),
  matchPage: (pathname) => matchPrecache(pageFile(pathname)),
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isShellNavigation(url, self.location.origin),
  ({ request }) => shell(request),
);

registerRoute(
  ({ request, url }) => isCacheableImage(request.destination, url, self.location.origin),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [cacheStatuses([200]), new ExpirationPlugin(IMAGE_LIMITS)],
  }),
);
registerRoute(
  ({ url }) => isFontStylesheet(url),
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.fontStyles, plugins: [cacheStatuses([0, 200])] }),
);
registerRoute(
  ({ request, url }) => isFontFile(request.destination, url),
  new CacheFirst({
    cacheName: CACHE_NAMES.fonts,
    plugins: [cacheStatuses([0, 200]), new ExpirationPlugin(FONT_LIMITS)],
  }),
);
// No route for /auth, /rest, /functions or /realtime: those always go to the network.

// Prompt-to-update: a new worker waits until the page asks it to take over.
self.addEventListener('message', (event) => {
  const work = handleMessage(event.data, { skipWaiting: () => self.skipWaiting() });
  if (work) event.waitUntil(work);
});
clientsClaim();

// Background Sync wakes the sync engine. Open pages are asked to drain (startSync() in src/sync
// listens for SYNC_REQUESTED); with none open, the worker drains the outbox itself under the same
// Web Lock (src/sync/background.ts), with the config the page stored in the kv table.
self.addEventListener('sync', (event: Event) => {
  handleSyncEvent(event as Event & SyncEventLike, {
    drain: drainFromWorker,
    windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
  });
});
