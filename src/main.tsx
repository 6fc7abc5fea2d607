// The browser entry. A public page arrives prerendered (its HTML built by src/app/prerender.tsx,
// marked with data-prerendered="<path>" on #root): it is hydrated, so the text a visitor already
// sees stays put. Any other page (the signed-in area, a 404, a static host's fallback that
// served another page's HTML) starts from an empty root and is rendered in the browser.
import './app/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { prerenderedFor } from './app/prerendered';
import './styles.css';

/** When the app's code started: on a prerendered page, after the first paint. */
export const ENTRY_MARK = 'storystack:entry';
performance.mark(ENTRY_MARK);

/** Lets the browser run a task of its own (input, a frame) between two steps of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app's code is evaluated in steps, each in a task of its own: React DOM, then the app (its
// router, auth and sync), then the page's route chunk. As one task, on a phone with a quarter of
// this machine's CPU, it held the main thread for over 100 ms just after the first paint.
const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
const [{ App }, { createAppRouter, resolveLazyRoutes }] = await Promise.all([
  import('./app/App'),
  import('./app/router'),
]);
await nextTask();

const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>
);

// A page prerendered for this path, reached without router state (a reload after an in-app
// navigation can carry some, e.g. the beta code handed to /register, which changes the page).
const pristine = (window.history.state as { usr?: unknown } | null)?.usr == null;

if (pristine && prerenderedFor(container, window.location.pathname, window.location.search)) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the page is already painted; a tap hydrates its target
  // first).
  await resolveLazyRoutes(window.location.pathname);
  startTransition(() => void hydrateRoot(container, app()));
} else {
  container.replaceChildren();
  createRoot(container).render(app());
}
