// Registers the service worker once the page has loaded and the browser is idle. Installing the
// worker downloads the whole precache (every page and chunk), which must not compete with the
// first paint; workbox-window and the registration code are loaded on demand for the same reason.
export function registerWhenIdle(): void {
  whenIdle(() => void import('./register-sw').then((m) => m.registerServiceWorker()));
}

/**
 * The same registration with the browser's own API, for the content pages (src/islands.ts): the
 * update flow (register-sw.ts) brings workbox-window and the prompt's store, React included, which
 * those pages otherwise never load. A waiting update is offered on the next page of the app.
 */
export function registerBareWhenIdle(): void {
  whenIdle(() => {
    void navigator.serviceWorker?.register('/sw.js', { type: 'module', scope: '/' }).catch(() => undefined);
  });
}

function whenIdle(register: () => void): void {
  if (typeof window === 'undefined' || !import.meta.env.PROD) return;
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
