// Issue 22, "fast everywhere": the content pages (articles, blog, 404) and the landing are
// prerendered HTML that a first visit does not hydrate (the landing: not until a form is used). src/islands.ts wires the header's menus and the footer's search and
// year by hand and loads no React; a device that may hold a session hydrates the full app as before.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, waitForApp, type E2E } from './support/e2e.ts';

const PHONE = { width: 390, height: 844 };

/** The JavaScript files the page fetched, by file name. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '')
      .filter((name) => name.endsWith('.js')),
  );

describe.skipIf(!e2eEnabled)('content pages: islands, no hydration', () => {
  let e2e: E2E;
  const problems: string[] = [];

  beforeAll(async () => {
    e2e = await startE2E();
  }, 300_000);
  afterAll(async () => {
    await e2e?.close();
  });

  const watched = async (viewport?: typeof PHONE) => {
    const context = await e2e.browser.newContext({ baseURL: e2e.url, ...(viewport ? { viewport } : {}) });
    const page = await context.newPage();
    page.on('console', (m) => {
      // The 404 page's own answer is a 404, which Chromium reports as a failed load.
      if (m.type() === 'error' && !page.url().includes('/no-such-page-here'))
        problems.push(`console.error: ${m.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    return { context, page };
  };

  it('a first visit to an article loads the islands entry only, and its phone menu opens and closes', async () => {
    const { context, page } = await watched(PHONE);
    await page.goto('/about');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const scripts = await scriptsOf(page);
    expect(scripts.some((name) => name.startsWith('islands-'))).toBe(true);
    // Neither the app's entry nor React nor the router (index-*, main-*, the route chunks).
    expect(scripts.filter((name) => /^(index|main|content-page|react|router)[-.]/.test(name))).toEqual([]);
    // A few small modules (about 6 KB in all; how the bundler splits them varies), not the app's 200 KB of React DOM.
    expect(scripts.length).toBeLessThanOrEqual(6);
    const scriptBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0),
    );
    expect(scriptBytes).toBeLessThan(16_000);

    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => mobileNav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('button[data-menu-toggle] path').getAttribute('d')).toBe('M6 6l12 12M18 6L6 18');
    await e2e.screenshot('content-islands-menu-open-390', page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await mobileNav.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'For Coaches' }).click();
    await page.waitForURL(/\/coaches-path$/);
    await page.getByRole('heading', { level: 1, name: 'For Coaches' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('the desktop sub-menu opens on hover and focus and closes on Escape, without React', async () => {
    const { context, page } = await watched();
    await page.goto('/blog');
    await waitForApp(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    const founders = main.getByRole('link', { name: 'For Founders' });
    const parent = main.getByRole('link', { name: /Billion Dollar Branding/ });
    await expect.poll(() => founders.isVisible()).toBe(false);
    await parent.hover();
    await founders.waitFor({ state: 'visible' });
    await page.mouse.move(5, 400);
    await founders.waitFor({ state: 'hidden' });
    await parent.focus();
    await founders.waitFor({ state: 'visible' });
    expect(await parent.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await founders.waitFor({ state: 'hidden' });
    expect(await parent.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Focus left the sub-menu's item: it stays closed.
    await expect.poll(() => founders.isVisible()).toBe(false);
    await context.close();
  });

  it("the footer shows this year and its search opens the search page; the 404 page's too", async () => {
    const { context, page } = await watched();
    await page.goto('/no-such-page-here');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'This page isn’t part of the story' }).waitFor();
    expect(await page.locator('[data-site-year]').textContent()).toBe(` ${new Date().getFullYear()}`);
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('coaches');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'coaches');
    await context.close();
  });

  it('a signed-in device hydrates the whole app on an article: the header offers the dashboard', async () => {
    await e2e.registerUser('islands-founder@example.com', 'islands-pass-1');
    const { context, page } = await watched();
    // As e2e.signIn, with room for a busy machine.
    await page.goto('/login');
    await waitForApp(page, 60_000);
    await page.getByLabel('Email').fill('islands-founder@example.com');
    await page.getByLabel('Password').fill('islands-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
    await page.goto('/resources');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().waitFor({ timeout: 30_000 });
    expect((await scriptsOf(page)).some((name) => name.startsWith('main-'))).toBe(true);
    await context.close();
  }, 180_000);

  it('the landing loads no React until a form is used; then the app takes over the page and keeps what was typed', async () => {
    const { context, page } = await watched(PHONE);
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect((await scriptsOf(page)).filter((name) => /^(index|main|react|router|client)[-.]/.test(name))).toEqual([]);
    // The headline says when it is done, without React.
    await page.locator('[data-typing="done"]').waitFor({ timeout: 10_000 });
    // The phone menu opens and closes by hand before the app runs.
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // The hero's button scrolls to the waitlist and puts the cursor in it: that starts the app.
    await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
    const name = page.locator('#waitlist input[name="name"]');
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Ada Lovelace');
    await page.locator('#waitlist[data-live]').waitFor();
    expect((await scriptsOf(page)).some((n) => /^(main|react|client)[-.]/.test(n))).toBe(true);
    await expect(name.inputValue()).resolves.toBe('Ada Lovelace');
    // React runs the menu now (one handler, not two: it opens).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await context.close();
  });

  it('reported no console error on any of these pages', () => {
    expect(problems).toEqual([]);
  });
});
