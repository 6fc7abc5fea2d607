// The Chromium that the browser suite and the Lighthouse bench drive: Debian's, never one
// downloaded at install or run time. CHROMIUM_PATH points at another.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet: no first-run UI, no background downloads or component updates. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
