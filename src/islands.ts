// The entry of the prerendered pages that hold nothing for React to do until they are used: the
// landing, the articles, the blog and the 404 page (ISLAND_PATHS in src/app/prerender.tsx; the
// build starts this module there instead of src/main.tsx, after the first paint). A first visit
// (no app database on this device, so nobody signed in and nothing queued) gets the few
// interactive parts of the page wired by hand and the service worker, and no React: nothing to
// hydrate, so no long task; the landing's forms start the app when first used. A device that may
// hold a session or queued writes hydrates the whole app instead, so its header shows
// "Dashboard" and its outbox is sent, as on every other page.
import { registerBareWhenIdle } from './app/pwa/register-when-idle';
import { mayHaveLocalData } from './data/device/local-database';
import { enhanceLanding } from './features/public-site/landing-islands';
import { enhanceSiteFrame } from './features/public-site/site-islands';

/** The same mark as src/main.tsx's ENTRY_MARK (importing it would start the app). */
performance.mark('storystack:entry');

if (await mayHaveLocalData()) {
  await import('./main');
} else {
  // The landing's forms start the app when first used: the islands hand their controls over.
  const islands = new AbortController();
  const startApp = () => {
    islands.abort();
    void import('./main');
  };
  enhanceSiteFrame(document, islands.signal);
  enhanceLanding(document, startApp, islands.signal);
  registerBareWhenIdle();
  // From here the page's controls answer (what tests and the full app's AppReady mark).
  document.documentElement.dataset.appReady = 'true';
}
