/// <reference lib="webworker" />
// Service worker wiring only. Filled in by the PWA work.
import { precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;
precacheAndRoute(self.__WB_MANIFEST);
