// The installable, offline PWA in real headless Chromium against the built app (dist/).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedUrls, e2eEnabled, startE2E, waitForServiceWorker, type E2E } from './support/e2e.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// The update prompt is React UI: it is in the page where the app mounts <PwaLayer /> (today the
// signed-in layout; App.tsx would cover every route). Found by reading the sources.
function sourcesMountingPwaLayer(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('app', 'pwa')) ? [] : sourcesMountingPwaLayer(path);
    return /\.tsx$/.test(entry.name) && /<PwaLayer\b/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}
const pwaLayerMounted = existsSync('src') && sourcesMountingPwaLayer('src').length > 0;

describe.skipIf(!e2eEnabled)('PWA: install, offline shell, service worker', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('serves a valid web app manifest whose icons load', async () => {
    const response = await fetch(`${e2e.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'StoryStack',
      short_name: 'StoryStack',
      display: 'standalone',
      scope: '/',
      id: '/',
    });
    expect(['/', '/dashboard']).toContain(manifest.start_url);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...png, { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png' }]) {
      const image = await fetch(new URL(icon.src, e2e.url));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(new Uint8Array(await image.arrayBuffer())), icon.src).toEqual({ width, height });
    }
  });

  it('links the manifest and the icons from the page, and Chromium finds it installable', async () => {
    const page = await e2e.newPage('/');
    const links = await page.evaluate(() => ({
      manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href,
      apple: document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href,
      theme: document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content,
    }));
    expect(links.manifest).toBe(`${e2e.url}/manifest.webmanifest`);
    expect(links.apple).toBe(`${e2e.url}/icons/apple-touch-icon-180.png`);
    expect(links.theme).toBe('#1e1b4b');

    await waitForServiceWorker(page);
    const cdp = await e2e.context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; url: string };
    expect(manifest.url).toBe(`${e2e.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito-like; everything else must be clean.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await page.close();
  });

  it('registers the service worker, which precaches the shell and controls the page', async () => {
    const page = await e2e.newPage('/');
    const scriptUrl = await waitForServiceWorker(page);
    expect(scriptUrl).toBe(`${e2e.url}/sw.js`);
    const { caches, urls } = await cachedUrls(page);
    expect(caches.some((name) => name.startsWith('workbox-precache'))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${e2e.url}/index.html`))).toBe(true);
    expect(urls.some((url) => /\/assets\/index-[\w-]+\.js/.test(url))).toBe(true);
    expect(urls.some((url) => url.includes('/manifest.webmanifest'))).toBe(true);
    await e2e.screenshot('pwa-online', page);
    await page.close();
  });

  it('reloads the app offline from the service worker, deep links included', async () => {
    const page = await e2e.newPage('/');
    await waitForServiceWorker(page);
    const title = await page.title();
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);

    await e2e.setOffline(true);
    try {
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await page.reload();
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
      expect(await page.title()).toBe(title);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await e2e.screenshot('pwa-offline-reload', page);

      // A deep link into the signed-in area gets the app shell, which runs (and, with nobody
      // signed in, sends the visitor to the sign-in page, which sets its own title).
      await page.goto(`${e2e.url}/dashboard`);
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
      await page.waitForURL(/\/login$/);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Sign In · StoryStack');
    } finally {
      await e2e.setOffline(false);
    }
    await page.close();
  });

  it('never answers API paths from a cache', async () => {
    const page = await e2e.newPage('/');
    await waitForServiceWorker(page);
    // Online, the API answers through the controlled page…
    const online = await page.evaluate(async () => (await fetch('/auth/v1/health')).status);
    expect(online).toBe(200);
    await page.evaluate(async () => (await fetch('/rest/v1/stories?select=id')).status);

    await e2e.setOffline(true);
    try {
      // …offline it fails like any network request instead of replaying a stored answer.
      const offline = await page.evaluate(async () => {
        try {
          return `status ${(await fetch('/auth/v1/health')).status}`;
        } catch (error) {
          return `failed: ${(error as Error).name}`;
        }
      });
      expect(offline).toBe('failed: TypeError');
      // A navigation to an API path is not given the app shell either.
      await expect(page.goto(`${e2e.url}/rest/v1/stories`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    } finally {
      await e2e.setOffline(false);
    }
    await page.goto(`${e2e.url}/`);
    const { urls } = await cachedUrls(page);
    expect(urls.filter((url) => /\/(auth|rest|functions|realtime)\//.test(new URL(url).pathname))).toEqual([]);
    await page.close();
  });

  it('reports no service worker errors and no Content-Security-Policy violation in any page', () => {
    expect(e2e.pageErrors.filter((e) => /service ?worker|sw\.js|workbox/i.test(e))).toEqual([]);
    expect(e2e.pageErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});

describe.skipIf(!e2eEnabled)('PWA: the app shell survives the server going away', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('reloads from the precache with the server stopped', async () => {
    const page = await e2e.newPage('/');
    await waitForServiceWorker(page);
    const title = await page.title();
    await e2e.stopServer();
    await page.reload();
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    expect(await page.title()).toBe(title);
    expect(
      await page.evaluate(async () =>
        fetch('/auth/v1/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await e2e.screenshot('pwa-server-stopped', page);
  });
});

describe.skipIf(!e2eEnabled)('PWA: a new version waits for the user (prompt-to-update)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow', copyDist: true });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('installs a new worker as waiting, and SKIP_WAITING makes it take control', async () => {
    const page = await e2e.newPage('/');
    await waitForServiceWorker(page);

    // Ship a "new version": any byte change to sw.js makes the browser install it.
    const swPath = join(e2e.staticDir, 'sw.js');
    writeFileSync(swPath, `${readFileSync(swPath, 'utf8')}\n// e2e: version 2\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
    );
    // Prompt mode: the new worker does not take over by itself.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
      true,
    );

    // What the Reload button does (workbox-window's messageSkipWaiting).
    const changed = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const controllerChanged = new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 10_000);
      });
      registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
      return controllerChanged;
    });
    expect(changed).toBe(true);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    await page.close();
  });

  it.skipIf(!pwaLayerMounted)('shows "A new version is available"; Reload switches to it and reloads', async () => {
    await e2e.registerUser('update-prompt@example.com', 'update-prompt-password');
    const page = await e2e.newPage('/');
    await waitForServiceWorker(page);
    await e2e.signIn(page, 'update-prompt@example.com', 'update-prompt-password');
    await page.goto(`${e2e.url}/dashboard`);
    await expect(page.getByText('A new version is available').count()).resolves.toBe(0);

    const swPath = join(e2e.staticDir, 'sw.js');
    writeFileSync(swPath, `${readFileSync(swPath, 'utf8')}\n// e2e: version 3\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByText('A new version is available');
    await prompt.waitFor({ state: 'visible', timeout: 20_000 });
    await e2e.screenshot('pwa-update-prompt', page);

    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('button', { name: 'Reload' }).click();
    // A new document on the new version, with nothing left waiting. If the old worker is busy,
    // the page reloads first and finishes the switch there (src/app/pwa/update-flow.ts).
    const switched = async () =>
      loads > 0 &&
      (await page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (
            document.readyState === 'complete' &&
            registration?.waiting === null &&
            registration.active?.state === 'activated'
          );
        })
        .catch(() => false)); // the page is between documents
    await expect.poll(switched, { timeout: 30_000, interval: 250 }).toBe(true);
    await waitForServiceWorker(page);
    await expect.poll(() => page.getByText('A new version is available').count()).toBe(0);
    await page.close();
  });
});
