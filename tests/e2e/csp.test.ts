// Issue 26 item 1 in Chromium: the app's pages carry a CSP under which the app starts, signs in,
// registers its service worker and frames the bug-report form without a single violation, while
// a script injected into a page does not run; and a stored file whose name says .html is
// downloaded, never rendered on the app's origin.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, waitForApp, waitForServiceWorker, type E2E } from './support/e2e.ts';

interface Violated {
  directive: string;
  blocked: string;
}

/** Records every CSP violation of the page (set up through the debugger, so the CSP does not apply). */
async function recordViolations(page: Page): Promise<() => Promise<Violated[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { __violations: typeof seen }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violated[] }).__violations);
}

const cspMessages = (errors: string[]) => errors.filter((e) => /Content Security Policy/i.test(e));

describe.skipIf(!e2eEnabled)('the app under its Content-Security-Policy', () => {
  let e2e: E2E;
  let form: Server;
  let formUrl: string;

  beforeAll(async () => {
    // The bug-report form lives on another origin (a second loopback port).
    form = createServer((_, res) => res.end('<!doctype html><title>Form</title><p>Tell us what broke</p>'));
    await new Promise<void>((resolve) => form.listen(0, '127.0.0.1', resolve));
    formUrl = `http://127.0.0.1:${(form.address() as AddressInfo).port}/form`;
    e2e = await startE2E({ serviceWorkers: 'allow', env: { BUG_REPORT_FORM_URL: formUrl } });
  });
  afterAll(async () => {
    await e2e?.close();
    await new Promise((resolve) => form?.close(resolve));
  });

  it('sends the CSP with every page: script from the app and its own inline scripts only', async () => {
    for (const path of ['/', '/about', '/login', '/dashboard', '/no-such-page']) {
      const response = await fetch(new URL(path, e2e.url));
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
      expect(scriptSrc[0], path).toBe("'self'");
      expect(
        scriptSrc.slice(1).every((s) => /^'sha256-[\w+/=]+'$/.test(s)),
        path,
      ).toBe(true);
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('starts the public site, signs in, registers the worker and frames the bug form with no violation', async () => {
    await e2e.registerUser('csp-admin@example.com', 'csp-admin-pass-1');
    await e2e.registerUser('csp-founder@example.com', 'csp-founder-pass-1');
    const page = await e2e.context.newPage();
    const violations = await recordViolations(page);
    await page.goto(e2e.url);
    await waitForApp(page);
    await waitForServiceWorker(page);
    // A prerendered page starts its app after the first paint (an inline loader, allowed by hash).
    await page.waitForFunction(() => performance.getEntriesByName('storystack:entry').length > 0);
    await e2e.signIn(page, 'csp-founder@example.com', 'csp-founder-pass-1');
    await page.getByRole('button', { name: 'Report a bug' }).click();
    const frame = page.frameLocator('iframe[title="Bug report form"]');
    await frame.getByText('Tell us what broke').waitFor();
    await page.goto(`${e2e.url}/dashboard/stories`);
    await waitForApp(page);
    expect(await violations()).toEqual([]);
    expect(cspMessages(e2e.pageErrors)).toEqual([]);
    await page.close();
  });

  it('does not run a script injected into a page', async () => {
    const page = await e2e.context.newPage();
    const violations = await recordViolations(page);
    await page.goto(`${e2e.url}/about`);
    await waitForApp(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__injected = true');
      img.src = '/no-such-image.png';
      document.body.append(img);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).map((v) => v.directive)).toContain('script-src-elem');
    await page.close();
    e2e.pageErrors.splice(0); // the refusals just provoked are the only ones allowed
  });

  it('downloads a stored .html file instead of rendering it on the app origin', async () => {
    const user = await e2e.registerUser('csp-writer@example.com', 'csp-writer-pass-1');
    const auth = { apikey: e2e.standIn.config.anonKey, authorization: `Bearer ${user.accessToken}` };
    const storyId = crypto.randomUUID();
    const story = await fetch(`${e2e.url}/rest/v1/stories`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ id: storyId, user_id: user.id, title: 'Report' }),
    });
    expect(story.status).toBe(201);
    const object = `documents/${storyId}/report.html`;
    const page = '<script>document.title = "ran"</script>';
    const html = await fetch(`${e2e.url}/storage/v1/object/${object}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/html' },
      body: page,
    });
    expect(html.status).toBe(415);
    const text = await fetch(`${e2e.url}/storage/v1/object/${object}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/plain' },
      body: page,
    });
    expect(text.status).toBe(200);
    const signed = await fetch(`${e2e.url}/storage/v1/object/sign/${object}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 31536000 }),
    });
    const { signedURL } = (await signed.json()) as { signedURL: string };

    const tab = await e2e.context.newPage();
    const download = tab.waitForEvent('download');
    await tab.goto(`${e2e.url}/storage/v1${signedURL}`).catch(() => undefined); // a download aborts the navigation
    expect((await download).suggestedFilename()).toBe('report.html');
    expect(await tab.title()).not.toBe('ran');
    await tab.close();
  });
});
