// Issue 22's public-screen defects in real headless Chromium: the landing headline finishes
// typing (with motion, reduced motion and no JavaScript), unknown addresses answer 404, and the
// invitation link hydrates without a console error.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, waitForServiceWorker, type E2E, screenshotsWanted } from './support/e2e.ts';

const HEADLINE = 'Your Story Is Money';
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** What a person sees of the typed headline: innerText leaves out visibility:hidden characters. */
const seenHeadline = (page: Page) =>
  page.locator('[data-typing]').evaluate((el) => (el as HTMLElement).innerText.trim());

/** Every character and the end caret of the typed headline are visible (its CSS clock may run a frame behind "done"). */
async function headlineShown(page: Page): Promise<void> {
  await page.locator('[data-typing="done"]').waitFor({ timeout: 10_000 });
  await expect.poll(() => seenHeadline(page), { timeout: 3000 }).toBe(HEADLINE);
  const hidden = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('.typing-char, .typing-caret')].filter(
          (el) => getComputedStyle(el).visibility !== 'visible',
        ).length,
    );
  await expect.poll(hidden, { timeout: 3000 }).toBe(0);
}

/** The landing page loaded afresh at each size and colour scheme, once its headline is typed. */
async function landingScreenshots(e2e: E2E): Promise<void> {
  const context = await e2e.newContext();
  const page = await context.newPage();
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await headlineShown(page);
      await e2e.screenshot(`screens-landing-${size}-${scheme}`, page);
    }
  }
  await context.close();
}

describe.skipIf(!e2eEnabled)('public screens (issue 22)', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow' });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('the landing headline finishes typing: every character is shown once it is done', async () => {
    const page = await e2e.context.newPage();
    await page.emulateMedia({ reducedMotion: 'no-preference' }); // the e2e contexts reduce motion
    await page.goto('/');
    await headlineShown(page);
    await page.close();
  });

  it('reads in full at once under prefers-reduced-motion', async () => {
    const page = await e2e.context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(await seenHeadline(page)).toBe(HEADLINE);
    await page.close();
  });

  it('finishes typing in the prerendered page with JavaScript off', async () => {
    const context = await e2e.newContext({ javaScriptEnabled: false, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => seenHeadline(page), { timeout: 5000 }).toBe(HEADLINE);
    await context.close();
  });

  it("an address no route matches answers 404 with the prerendered page; the app's routes 200", async () => {
    for (const path of ['/no-such-page', '/blog/no-such-post', '/dashboardx']) {
      const response = await fetch(new URL(path, e2e.url));
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain('This page isn’t part of the story');
    }
    for (const path of ['/', '/about', '/search', '/dashboard', '/dashboard/stories', '/dashboard/clients/x']) {
      const response = await fetch(new URL(path, e2e.url));
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      await response.body?.cancel();
    }
    // A first visit, before the service worker is installed.
    const context = await e2e.newContext({ serviceWorkers: 'allow' });
    const errors: string[] = [];
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && errors.push(`console: ${message.text()}`));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This page isn’t part of the story' }).waitFor();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Chromium itself logs the 404 answer of the navigation; nothing else may be reported.
    expect(errors.filter((e) => !e.includes('status of 404 (Not Found)'))).toEqual([]);

    // Once the service worker is installed it answers navigations itself: still 404 for an
    // unknown address (the precached page), the shell for the app's routes.
    await waitForServiceWorker(page);
    for (const [path, status] of [
      ['/another-missing-page', 404],
      ['/blog/no-such-post', 404],
      ['/dashboard/stories', 200],
      ['/register?invite=not-a-token', 200],
      ['/search', 200],
    ] as const) {
      const answer = await page.goto(path);
      expect({ path, status: answer?.status(), worker: answer?.fromServiceWorker() }).toEqual({
        path,
        status,
        worker: true,
      });
    }
    await page.goto('/another-missing-page');
    await page.getByRole('heading', { name: 'This page isn’t part of the story' }).waitFor();
    await context.close();
  });

  it('an invitation link and the public pages touched here load with no console error (no React #418)', async () => {
    for (const path of ['/register?invite=not-a-real-invitation-token', '/register', '/']) {
      const before = e2e.pageErrors.length;
      const page = await e2e.newPage(path);
      await page.waitForLoadState('networkidle');
      if (path.includes('invite')) await page.getByText('This invitation link is invalid or has expired.').waitFor();
      else await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect({ path, errors: e2e.pageErrors.slice(before) }).toEqual({ path, errors: [] });
      await page.close();
    }
  });

  it('no public page names a launch date', async () => {
    for (const path of ['/', '/early-access', '/request-access', '/vip', '/coming-soon', '/about']) {
      const html = await (await fetch(new URL(path, e2e.url))).text();
      expect({ path, stale: /Q1 2025/.test(html) }).toEqual({ path, stale: false });
    }
  });

  it.runIf(screenshotsWanted)(
    'saves screenshots of the landing page at 1280x800 and 390x844, light and dark',
    async () => {
      await landingScreenshots(e2e);
    },
  );
});
