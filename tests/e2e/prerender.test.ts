// The public pages are prerendered at build time (scripts/vite-prerender.ts) and hydrated in the
// browser. Here: the HTML the stand-in serves already holds each page's heading, text and meta
// tags before any script runs; Chromium hydrates it without a mismatch (the server's nodes are
// kept, nothing is reported); the first visit loads neither supabase-js nor Dexie and registers
// the service worker only after the page has loaded; prerendered pages reload offline. The
// stand-in runs with another owner name than the build's, so the name is put in at serve time.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from '../../src/content/blog-articles.ts';
import { BLOG_POSTS, articleParagraphs } from '../../src/content/site-blog.ts';
import { FOUNDER_QUOTE, SITE_PAGES, withOwner } from '../../src/content/site-content.ts';
import { e2eEnabled, startE2E, waitForApp, waitForServiceWorker, type E2E } from './support/e2e.ts';

/** The runtime config the stand-in puts in <head> (a JSON block, not a script). */
const CONFIG_BLOCK = '<script type="application/json" id="storystack-config">';
const OWNER = 'Ada Lovelace';

interface PublicPage {
  path: string;
  title: string;
  heading: string;
  text: string;
}

const PAGES: PublicPage[] = [
  {
    path: '/',
    title: 'StoryStack · Your Story Is Money',
    heading: 'Your Story Is Money',
    text: `${OWNER}, ${FOUNDER_QUOTE.role}`,
  },
  {
    path: '/login',
    title: 'Sign In · StoryStack',
    heading: 'Welcome Back',
    text: 'Sign in to your StoryStack account.',
  },
  {
    path: '/register',
    title: 'Create Account · StoryStack',
    heading: 'Create Account',
    text: 'Beta access password',
  },
  {
    path: '/early-access',
    title: 'Get Early Access · StoryStack',
    heading: 'Get early access',
    text: 'Join the waitlist for the next round of beta seats.',
  },
  {
    path: '/request-access',
    title: 'Request Early Access · StoryStack',
    heading: 'Request Early Access',
    text: 'Four short steps, two minutes',
  },
  ...SITE_PAGES.map((page) => ({
    path: page.path,
    title: `${withOwner(page.title, OWNER)} · StoryStack`,
    heading: withOwner(page.title, OWNER),
    text: withOwner(page.sections[0].paragraphs[0], OWNER),
  })),
  { path: '/blog', title: 'Raise the Bar · StoryStack', heading: 'Raise the Bar', text: BLOG_POSTS[0].excerpt },
  ...BLOG_POSTS.map((post) => ({
    path: `/blog/${post.slug}`,
    title: `${post.title} · StoryStack`,
    heading: post.title,
    text: articleParagraphs(BLOG_ARTICLES[post.slug])[0],
  })),
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a reader sees in an HTML fragment: no scripts, no tags, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, (tag) => (/^<\/?(p|h\d|li|div|section|dd|dt|figcaption|blockquote)\b/i.test(tag) ? ' ' : ''))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
      return String.fromCodePoint(code[1] === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Keeps, from the first parse on, the page's first <h1> and any child of #root that is removed. */
function watchHydration(): void {
  const seen = { firstH1: null as Element | null, rootRemovals: 0 };
  (window as unknown as { __hydration: typeof seen }).__hydration = seen;
  new MutationObserver((records) => {
    for (const record of records) {
      if ((record.target as Element).id === 'root') seen.rootRemovals += record.removedNodes.length;
      for (const node of record.addedNodes) {
        if (!seen.firstH1 && node instanceof Element)
          seen.firstH1 = node.matches('h1') ? node : node.querySelector('h1');
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

describe.skipIf(!e2eEnabled)('prerendered public pages', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow', env: { OWNER_NAME: OWNER } });
    await e2e.context.addInitScript(watchHydration);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('serves each public page as HTML with its heading, text, title and Open Graph tags', async () => {
    for (const page of PAGES) {
      const response = await fetch(new URL(page.path, e2e.url));
      expect(response.status, page.path).toBe(200);
      expect(response.headers.get('content-type'), page.path).toContain('text/html');
      const html = await response.text();
      const root =
        /<div id="root" data-prerendered="([^"]*)">([\s\S]*)<\/div>\s*(?:<script>[^<]*<\/script>\s*)?<\/body>/.exec(
          html,
        );
      expect(root?.[1], `${page.path} is prerendered for its own path`).toBe(page.path);
      const body = root?.[2] ?? '';
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '';
      expect(textOf(h1), page.path).toContain(page.heading);
      expect(textOf(body), page.path).toContain(page.text);

      const head = html.slice(0, html.indexOf('</head>'));
      expect(
        [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => textOf(m[1])),
        page.path,
      ).toEqual([page.title]);
      expect(head.match(/<meta name="description"/g)?.length, page.path).toBe(1);
      expect(textOf(/<meta property="og:title" content="([^"]*)"/.exec(head)?.[1] ?? ''), page.path).toBe(page.title);
      expect(head, page.path).toMatch(/<meta property="og:description" content="[^"]+"/);
      // The runtime config still reaches the page, before the app's scripts.
      expect(head.indexOf(CONFIG_BLOCK), page.path).toBeGreaterThan(0);
      expect(html.indexOf(CONFIG_BLOCK), page.path).toBeLessThan(html.indexOf('import("/assets/'));
      // No script is fetched before the page has painted: the starter preloads and runs them then.
      expect(html, page.path).not.toContain('<script type="module"');
      expect(html, page.path).not.toContain('rel="modulepreload"');
      expect(head, page.path).toContain(e2e.standIn.config.anonKey);
      // The stand-in's owner name, never the build's default.
      expect(html, page.path).not.toContain('Stacy');
    }
  });

  it('serves the empty app shell for the signed-in area and the search page (unknown paths: screens-public)', async () => {
    for (const path of ['/dashboard', '/dashboard/stories', '/search']) {
      const response = await fetch(new URL(path, e2e.url));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain(CONFIG_BLOCK);
    }
  });

  it('hydrates every public page in Chromium, keeping the server HTML and reporting nothing', async () => {
    const problems: string[] = [];
    // One tab going from page to page: each is a fresh document, hydrated from its own HTML.
    const page = await e2e.context.newPage();
    let path = '';
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${path} console.${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${path} pageerror: ${error.message}`));
    for (const { path: next, heading } of PAGES) {
      path = next;
      await page.goto(new URL(path, e2e.url).href);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Let lazy parts (the landing page's forms) hydrate as well.
      await page.waitForLoadState('networkidle');
      const state = await page.evaluate(() => {
        const seen = (window as unknown as { __hydration: { firstH1: Element | null; rootRemovals: number } })
          .__hydration;
        return {
          sameH1: seen.firstH1 !== null && seen.firstH1 === document.querySelector('h1'),
          removed: seen.rootRemovals,
        };
      });
      expect(state, path).toEqual({ sameH1: true, removed: 0 });
    }
    await page.close();
    expect(problems).toEqual([]);
  });

  it('paints each page before any of its scripts runs', async () => {
    for (const path of ['/', '/login', '/about']) {
      const page = await e2e.context.newPage();
      await page.goto(new URL(path, e2e.url).href);
      await waitForApp(page);
      const times = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        entry: performance.getEntriesByName('storystack:entry')[0]?.startTime ?? -1,
      }));
      expect(times.paint, path).toBeLessThan(Infinity);
      expect(times.entry, path).toBeGreaterThanOrEqual(times.paint);
      await page.close();
    }
  });

  it('renders the signed-in area from the shell instead (nothing to hydrate)', async () => {
    const page = await e2e.newPage('/dashboard');
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.close();
  });

  it('keeps what was typed into the landing forms before they hydrated, and never submits them natively', async () => {
    // A context of its own without a service worker, so the page's requests can be held.
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // Hold the forms' chunk back until the visitor has typed and pressed the buttons.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/landing-join-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForApp(page);
    await expect.poll(() => page.locator('#waitlist[data-live]').count()).toBe(0);
    // The hero button scrolls to the (not yet live) form and focuses its first field.
    await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
    await expect(
      page.locator('#waitlist input[name="name"]').evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.locator('#waitlist input[name="name"]').fill('Early Bird');
    await page.getByLabel('Beta access password').fill('not-the-code');
    await page.getByRole('button', { name: 'Unlock Beta Access' }).click();
    await page.locator('#waitlist').getByRole('button', { name: 'Join the Waitlist' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search, 'no native GET submission').toBe('');

    release();
    await page.locator('#waitlist[data-live]').waitFor();
    await expect.poll(() => page.locator('#waitlist input[name="name"]').inputValue()).toBe('Early Bird');
    await page.getByRole('button', { name: 'Unlock Beta Access' }).click();
    await page.getByText('Invalid password. Please try again.').waitFor();
    await context.close();
  });

  it('a first visit loads no supabase-js, Dexie, zod or dashboard chunk and registers the worker only after load', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'allow' });
    await context.addInitScript(() => {
      const times = { register: -1 };
      (window as unknown as { __times: typeof times }).__times = times;
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
        if (times.register < 0) times.register = performance.now();
        return register.apply(this, args);
      };
    });
    const page: Page = await context.newPage();
    await page.goto('/');
    await waitForApp(page);
    await waitForServiceWorker(page);
    // The site's own deferred work (resuming queued visitor writes) runs 2 s after load.
    await page.waitForTimeout(2500);
    const seen = await page.evaluate(async () => ({
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
      databases: (await indexedDB.databases()).map((db) => db.name),
      registeredAt: (window as unknown as { __times: { register: number } }).__times.register,
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    expect(seen.scripts.length).toBeGreaterThan(0);
    // Neither the data layer nor the signed-in area's chunks, nor zod (the forms load it on submit).
    const notOnFirstVisit =
      /\/(supabase|db|outbox|sync|start-sync|session-cache|zod|routes|builder-page|stories-page|attention-page)-[\w-]+\.js$/;
    expect(seen.scripts.filter((path) => notOnFirstVisit.test(path))).toEqual([]);
    expect(seen.databases).toEqual([]);
    expect(seen.registeredAt).toBeGreaterThanOrEqual(seen.loadEnd);
    await context.close();
  });

  it('reloads prerendered pages offline from the precache, hydrated', async () => {
    const page = await e2e.newPage('/');
    await waitForServiceWorker(page);
    await e2e.setOffline(true);
    try {
      for (const { path, heading } of [PAGES[5], PAGES.at(-1)!, PAGES[1]]) {
        await page.goto(new URL(path, e2e.url).href);
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expect.poll(() => page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe(path);
      }
    } finally {
      await e2e.setOffline(false);
    }
    await page.close();
  });
});
