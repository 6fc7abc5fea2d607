// The end-to-end harness: a fresh in-memory stand-in serving the built PWA (dist/) on a free
// port, and a headless Debian Chromium driven by playwright-core. One per test file:
//
//   const e2e = await startE2E();
//   const page = await e2e.newPage('/');
//   await waitForServiceWorker(page);
//   ...
//   await e2e.close();
//
// Service workers need a secure context; http://127.0.0.1 counts as one.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { loadConfig } from '../../../supabase/local/config.ts';
import { startStandIn, type RunningStandIn } from '../../../supabase/local/server.ts';
import { CHROMIUM_PATH, playwrightChromiumArgs } from '../../support/chromium.ts';
import { openMigratedMemoryDatabase } from '../../support/migrated-database.ts';

export const E2E_BETA_CODE = 'e2e-beta-code';
export const E2E_JWT_SECRET = 'e2e-jwt-secret-that-is-at-least-32-characters';
export const SCREENSHOT_DIR = resolve('test-results/screenshots');
/**
 * Screenshots are for a person to look at (`npm run screenshots`), not for CI: with SCREENSHOTS=1
 * the suite saves them and runs the tests that only take them; `npm test` skips both.
 */
export const screenshotsWanted = process.env.SCREENSHOTS === '1';
const DIST_DIR = resolve('dist');

/** Contexts made by startE2E or E2E.newContext with the service worker blocked. */
const withoutServiceWorker = new WeakSet<BrowserContext>();

/**
 * Whether the browser suite should run: always in CI (a missing browser then fails loudly in
 * launch), and elsewhere only when Chromium is installed. Use with `describe.skipIf(!e2eEnabled)`.
 */
export const e2eEnabled = Boolean(process.env.CI) || existsSync(CHROMIUM_PATH);

export interface E2EOptions {
  /** Serve a private copy of dist/ (a temp folder) that the test may change, e.g. to ship a new sw.js. */
  copyDist?: boolean;
  /** Serve another folder instead of dist/. */
  staticDir?: string;
  viewport?: { width: number; height: number };
  /** Extra stand-in settings (e.g. OWNER_NAME), as in its environment. */
  env?: Record<string, string>;
  /** Extra Chromium flags for this file's browser only (e.g. the fake microphone). */
  chromiumArgs?: string[];
  /**
   * true (the default): the app's pages in one context share one renderer process
   * (`--process-per-site`), as Chromium shares them when it has no process to spare (a phone,
   * many tabs): the tabs of a test then also share a main thread, and a new page starts no new
   * process (about 40 of a run's 700 CPU-s, docs/test-timing.md). false: a process per page, as
   * on a desktop with room, for the benches' figures.
   */
  sharedRenderer?: boolean;
  /**
   * 'allow' for a file whose shared context needs the service worker (offline reloads, chunks
   * loaded while offline, the worker itself). The default, 'block', skips installing it and
   * precaching the whole build (118 files) in every context, which is most of a context's cost;
   * the app runs online without a worker, as in a browser that has none.
   */
  serviceWorkers?: 'allow' | 'block';
}

export interface RegisteredUser {
  id: string;
  email: string;
  /** Present when sign-up returned a session (no e-mail confirmation locally). */
  accessToken: string | null;
}

export interface E2E {
  /** Where the app and the API are served, e.g. http://127.0.0.1:41234 */
  url: string;
  standIn: RunningStandIn;
  browser: Browser;
  context: BrowserContext;
  /** The folder being served (dist/, or the private copy with `copyDist`). */
  staticDir: string;
  betaCode: string;
  /** Uncaught page errors and console errors from every page of this context. */
  pageErrors: string[];
  /**
   * A new context in this file's browser, on `url`, blocking the service worker unless the
   * options say `serviceWorkers: 'allow'` (whatever the file's own choice).
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Opens a page in the shared context, at `path` when given (relative to `url`), once the app is ready. */
  newPage(path?: string): Promise<Page>;
  /**
   * With SCREENSHOTS=1, saves test-results/screenshots/<name>.png of `page` (default: the newest
   * page) and returns the path; otherwise does nothing and returns null.
   */
  screenshot(name: string, page?: Page): Promise<string | null>;
  /** Signs up through the API with the beta code (the first account becomes the admin). */
  registerUser(email: string, password: string): Promise<RegisteredUser>;
  /**
   * Signs in through the app's /login form and waits until it leaves /login. With `to` (a
   * signed-in page, path and query), opens that page first and signs in where the app sends a
   * signed-out visitor, landing on it as a person following a link does: one page load, not a
   * load of /login and another of the page. A page already on /login is used as it is.
   */
  signIn(page: Page, email: string, password: string, options?: { to?: string }): Promise<void>;
  /** Cuts (true) or restores (false) the network for every page and worker of the context. */
  setOffline(offline: boolean): Promise<void>;
  /** Stops the server for good (the strongest "offline"); close() then skips it. */
  stopServer(): Promise<void>;
  close(): Promise<void>;
}

export function assertDistBuilt(staticDir: string = DIST_DIR): void {
  for (const file of ['index.html', 'sw.js', 'manifest.webmanifest']) {
    if (!existsSync(join(staticDir, file))) {
      throw new Error(
        `The e2e suite needs a production build, but ${join(staticDir, file)} is missing. ` +
          'Run `npx vite build` first (`npm test` builds before the browser suite).',
      );
    }
  }
}

export async function startE2E(options: E2EOptions = {}): Promise<E2E> {
  assertDistBuilt(options.staticDir ?? DIST_DIR);
  let tempDir: string | null = null;
  let staticDir = resolve(options.staticDir ?? DIST_DIR);
  if (options.copyDist) {
    tempDir = mkdtempSync(join(tmpdir(), 'storystack-e2e-'));
    cpSync(staticDir, tempDir, { recursive: true });
    staticDir = tempDir;
  }

  const config = await loadConfig({
    DATA_DIR: 'memory',
    PORT: '0',
    BETA_CODE: E2E_BETA_CODE,
    BCRYPT_COST: '4',
    STATIC_DIR: staticDir,
    JWT_SECRET: E2E_JWT_SECRET,
    ...options.env,
  });
  const memoryDb = config.databaseUrl ? undefined : await openMigratedMemoryDatabase();
  const standIn = await startStandIn(config, memoryDb);
  let serverRunning = true;

  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: await playwrightChromiumArgs([
        ...(options.sharedRenderer === false ? [] : ['--process-per-site']),
        ...(options.chromiumArgs ?? []),
      ]),
    });
  } catch (error) {
    await standIn.close();
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `Could not start Chromium at ${CHROMIUM_PATH} (${reason}). Install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  }
  const newContext = async (contextOptions: BrowserContextOptions = {}) => {
    const serviceWorkers = contextOptions.serviceWorkers ?? 'block';
    // Reduced motion unless a test asks otherwise: no spinner, pulse or rising card to paint
    // frame after frame on two shared cores (the app's motion is tested where it is the subject).
    const created = await browser.newContext({
      baseURL: standIn.url,
      reducedMotion: 'reduce',
      ...contextOptions,
      serviceWorkers,
    });
    if (serviceWorkers === 'block') withoutServiceWorker.add(created);
    return created;
  };
  const context = await newContext({
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const pageErrors: string[] = [];
  const pages: Page[] = [];
  context.on('page', (page) => {
    pages.push(page);
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
  });

  const stopServer = async () => {
    if (!serverRunning) return;
    serverRunning = false;
    await standIn.close();
    await memoryDb?.close();
  };

  return {
    url: standIn.url,
    standIn,
    browser,
    context,
    staticDir,
    betaCode: E2E_BETA_CODE,
    pageErrors,
    newContext,
    async newPage(path) {
      const page = await context.newPage();
      if (path !== undefined) {
        await page.goto(new URL(path, standIn.url).href);
        await waitForApp(page);
      }
      return page;
    },
    async screenshot(name, page) {
      if (!screenshotsWanted) return null;
      const target = page ?? pages.filter((p) => !p.isClosed()).at(-1);
      if (!target) throw new Error('screenshot: no open page');
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const path = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
      await target.screenshot({ path, fullPage: true });
      return path;
    },
    async registerUser(email, password) {
      const client = createClient(standIn.url, config.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never }, // Node 20 has no global WebSocket
      });
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: { data: { beta_code: E2E_BETA_CODE } },
      });
      if (error || !data.user)
        throw new Error(`registerUser(${email}) failed: ${error?.message ?? 'no user returned'}`);
      return { id: data.user.id, email: data.user.email ?? email, accessToken: data.session?.access_token ?? null };
    },
    async signIn(page, email, password, { to } = {}) {
      const target = to ? new URL(to, standIn.url) : null;
      const onLogin = () => page.url().startsWith(standIn.url) && new URL(page.url()).pathname === '/login';
      const submit = async (landed: (url: URL) => boolean) => {
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        try {
          await page.waitForURL(landed, { timeout: 20_000 });
        } catch (e) {
          throw new Error(`signIn(${email}) stayed on ${page.url()}: ${await whatTheScreenSays(page)}`, { cause: e });
        }
      };
      if (target) {
        await page.goto(target.href);
        await waitForApp(page);
        // A signed-out visitor is sent to the form; where someone is signed in, the page shows.
        const dashboard = page.getByRole('navigation', { name: 'Dashboard' });
        await page.getByLabel('Email').or(dashboard).first().waitFor({ timeout: 20_000 });
        if (onLogin()) return submit((url) => url.pathname + url.search === target.pathname + target.search);
      }
      if (!onLogin()) await page.goto(new URL('/login', standIn.url).href);
      await waitForApp(page);
      await submit((url) => url.pathname !== '/login');
      if (target) {
        await page.goto(target.href);
        await waitForApp(page);
      }
    },
    setOffline: (offline) => setOffline(context, offline),
    stopServer,
    async close() {
      await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await stopServer();
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until React has hydrated the prerendered page (or rendered the shell): before that a
 * public page shows its HTML, but typing into its fields does not reach React's state.
 */
export async function waitForApp(page: Page, timeoutMs = 20_000): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: timeoutMs });
}

/** What a stuck page shows a person: its open dialog and its toasts, for a failure's message. */
async function whatTheScreenSays(page: Page): Promise<string> {
  const texts = await page
    .locator('[role="dialog"], [role="alertdialog"], [role="status"], [role="alert"]')
    .allInnerTexts()
    .catch(() => []);
  const said = texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return said.length ? said.join(' | ') : 'no dialog or message';
}

/**
 * Goes to `path` inside the running app, as a click on a link would (React Router reads the
 * location on popstate), instead of loading the whole app again: a fresh load costs a second of
 * CPU on the test machine, and a user moves between screens this way anyway.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** Network off/on for every page (and worker) of a context. */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

export const goOffline = (context: BrowserContext) => setOffline(context, true);
export const goOnline = (context: BrowserContext) => setOffline(context, false);

/**
 * Waits until a service worker is active, controls `page`, and really answers its requests.
 * (Right after clientsClaim() Chromium reports a controller a little before the page's fetches
 * start going through it; a test that cuts the network in that window would see the network.)
 * Returns the controlling worker's script URL.
 */
export async function waitForServiceWorker(page: Page, timeoutMs = 45_000): Promise<string> {
  if (withoutServiceWorker.has(page.context()))
    throw new Error(
      "waitForServiceWorker: this context blocks the service worker (startE2E({ serviceWorkers: 'allow' }) or newContext({ serviceWorkers: 'allow' }))",
    );
  const handle = await page.waitForFunction(
    async () => {
      if (!('serviceWorker' in navigator))
        throw new Error('This page has no navigator.serviceWorker (not a secure context?)');
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration?.active?.state !== 'activated') return false;
      return navigator.serviceWorker.controller?.scriptURL ?? false;
    },
    undefined,
    { timeout: timeoutMs, polling: 100 },
  );
  const scriptUrl = (await handle.jsonValue()) as string;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A busy machine may answer late: wait until the deadline, and ask again rather than fail early.
    const served = page
      .waitForResponse((r) => r.url().endsWith('/manifest.webmanifest'), {
        timeout: Math.max(1_000, deadline - Date.now()),
      })
      .catch(() => null);
    await page.evaluate(() =>
      fetch('/manifest.webmanifest').then(
        () => undefined,
        () => undefined,
      ),
    );
    if ((await served)?.fromServiceWorker()) return scriptUrl;
    if (Date.now() > deadline)
      throw new Error(`The service worker controls the page but did not answer its requests within ${timeoutMs} ms`);
    await page.waitForTimeout(200);
  }
}

/** The cache names and every cached URL of the page's origin (precache and runtime caches). */
export async function cachedUrls(page: Page): Promise<{ caches: string[]; urls: string[] }> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return { caches: names, urls };
  });
}
