// The Chromium that the browser suite and the Lighthouse bench drive: Debian's, never one
// downloaded at install or run time. CHROMIUM_PATH points at another.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { processTree } from './process-tree.ts';

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

/**
 * Browser UI that headless Chromium still builds for every new context and that no test looks at:
 * the address bar's popup, two WebUI pages preloaded in a renderer of their own (marked
 * `--top-chrome-webui`). About 0.8 CPU-s a context, a quarter of the browser suite's CPU
 * (docs/test-timing.md, stop 40).
 */
export const UNUSED_BROWSER_UI = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

const DISABLE_FEATURES = '--disable-features=';
let playwrightDisabled: Promise<string[]> | null = null;

/**
 * The features playwright-core turns off in every Chromium it launches, read from the command
 * line it builds: it launches a stand-in executable that records its arguments and exits (the
 * launch then fails, as expected). Read once per process.
 */
function playwrightDisabledFeatures(): Promise<string[]> {
  playwrightDisabled ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storystack-chromium-args-'));
    try {
      const recorder = join(dir, 'record-args');
      writeFileSync(recorder, `#!/bin/sh\nprintf '%s\\n' "$@" > '${join(dir, 'args')}'\n`, { mode: 0o755 });
      await chromium.launch({ executablePath: recorder, timeout: 15_000 }).then(
        (browser) => browser.close(),
        () => undefined,
      );
      const args = readFileSync(join(dir, 'args'), 'utf8').split('\n');
      const features = args.filter((arg) => arg.startsWith(DISABLE_FEATURES)).at(-1);
      return features ? features.slice(DISABLE_FEATURES.length).split(',').filter(Boolean) : [];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return playwrightDisabled;
}

/**
 * The `args` for playwright-core's `chromium.launch`: CHROMIUM_ARGS, then `extra`, then one
 * `--disable-features` holding Playwright's own list, any in `extra`, and UNUSED_BROWSER_UI.
 * Chromium reads only the last `--disable-features`, so passing ours alone would quietly turn
 * Playwright's back on (third-party storage partitioning among them).
 */
export async function playwrightChromiumArgs(extra: string[] = []): Promise<string[]> {
  const others = extra.filter((arg) => !arg.startsWith(DISABLE_FEATURES));
  const asked = extra
    .filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','));
  const features = new Set([...(await playwrightDisabledFeatures()), ...asked, ...UNUSED_BROWSER_UI]);
  return [...CHROMIUM_ARGS, ...others, `${DISABLE_FEATURES}${[...features].filter(Boolean).join(',')}`];
}

/** The command lines of the Chromium renderer processes under `root` (this process by default). */
export function chromiumRenderers(root = process.pid): string[][] {
  return processTree(root)
    .map((entry) => entry.args)
    .filter((args) => args.includes('--type=renderer'));
}
