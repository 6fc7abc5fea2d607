// Registers the service worker built by vite-plugin-pwa (injectManifest → dist/sw.js, an ES
// module) with workbox-window, and feeds the update prompt. Idempotent: sw-entry.ts calls it
// once the page is idle (so even a page whose React tree fails still registers and can receive a
// fixed version) and <PwaLayer /> calls it again harmlessly. Loaded on demand (see sw-entry.ts).
import { Workbox } from 'workbox-window';
import { isSyncRequestedMessage } from '../../../sw/protocol.ts';
import { SYNC_REQUESTED_EVENT, usePwaStore } from './pwa-store';
import {
  applyUpdate,
  resumeUpdate,
  UPDATE_REQUEST_KEY,
  updateAlreadyRequested,
  type UpdateFlowDeps,
} from './update-flow';

export { SYNC_REQUESTED_EVENT };

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface RegisterOptions {
  /** Off in `vite dev` (no worker is built there). */
  enabled?: boolean;
  url?: string;
}

let workbox: Workbox | null = null;

export function registerServiceWorker(options: RegisterOptions = {}): Workbox | null {
  const enabled = options.enabled ?? import.meta.env.PROD;
  if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (workbox) return workbox;

  const wb = new Workbox(options.url ?? '/sw.js', { type: 'module', scope: '/' });
  workbox = wb;

  // A new version finished installing while this page runs an older one: offer it, or finish
  // the switch the user asked for just before this page loaded (see update-flow.ts).
  const flow: UpdateFlowDeps = {
    messageSkipWaiting: () => wb.messageSkipWaiting(),
    onControlling: (listener) => wb.addEventListener('controlling', listener),
    reload: () => window.location.reload(),
    storage: window.sessionStorage,
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  };
  const showPrompt = () =>
    usePwaStore.setState({ updateReady: true, dismissed: false, applyUpdate: () => applyUpdate(flow) });
  wb.addEventListener('waiting', () => {
    if (updateAlreadyRequested(flow)) resumeUpdate(flow, showPrompt);
    else showPrompt();
  });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (isSyncRequestedMessage(event.data)) window.dispatchEvent(new Event(SYNC_REQUESTED_EVENT));
  });
  navigator.serviceWorker.startMessages();

  wb.register()
    .then((registration) => {
      if (!registration) return;
      usePwaStore.setState({ registered: true });
      // The switch the user asked for happened during the reload: forget the request.
      if (!registration.waiting) window.sessionStorage.removeItem(UPDATE_REQUEST_KEY);
      // Long-lived tabs look for a new version hourly and when they come back into view.
      const check = () => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch((error: unknown) => {
      // The app works without a worker (online only); say why in the console for the operator.
      console.warn('StoryStack: the offline service worker could not be registered.', error);
    });
  return wb;
}
