// Registers the service worker once the page has loaded and the browser is idle. Installing the
// worker downloads the whole precache (every page and chunk), which must not compete with the
// first paint; workbox-window and the registration code are loaded on demand for the same reason.
export function registerWhenIdle(): void {
  if (typeof window === 'undefined' || !import.meta.env.PROD) return;
  const register = () => void import('./register-sw').then((m) => m.registerServiceWorker());
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
