import { chromium, type Page } from 'playwright-core';
const URL_ = process.env.URL!;
const CODE = process.env.CODE!;
const OUT = '/tmp/s44/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const log = (...a: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...a);
const context = await browser.newContext({ baseURL: URL_, viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text().slice(0, 200)); });

async function audit(page: Page, name: string) {
  const r = await page.evaluate(() => {
    const out: string[] = [];
    const sel = 'a[href],button,input,select,textarea,[role=button],[tabindex]:not([tabindex="-1"])';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const b = el.getBoundingClientRect();
      if (b.width < 2 || b.height < 2) continue;
      const st = getComputedStyle(el);
      if (st.visibility === 'hidden' || st.display === 'none') continue;
      const x = b.left + b.width / 2, y = b.top + b.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el === hit || el.contains(hit) || hit.contains(el)) continue;
      if (el.closest('[aria-hidden="true"],[inert]')) continue;
      const label = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.tagName).trim().slice(0, 40);
      const hl = (hit.getAttribute('aria-label') || hit.textContent || hit.tagName).trim().slice(0, 40);
      out.push(`"${label}" covered by <${hit.tagName.toLowerCase()} class="${String(hit.className).slice(0, 60)}">${hl}`);
    }
    const overflow = document.documentElement.scrollWidth > innerWidth + 1 ? `h-overflow ${document.documentElement.scrollWidth}>${innerWidth}` : '';
    return { out, overflow };
  });
  if (r.out.length || r.overflow) log(name, r.overflow, r.out.slice(0, 6));
}
async function visit(path: string, name: string) {
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(800);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/${name}-${w}-${scheme}.png`, fullPage: true });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await audit(page, `${name}@${w}`);
  }
}
await page.goto('/');
await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
await page.getByLabel('Beta access password').fill(CODE);
await page.locator('section[aria-labelledby="beta-title"][data-live]').waitFor();
await page.getByRole('button', { name: 'Unlock Beta Access' }).click();
await page.getByRole('link', { name: 'Create My Founding Member Account' }).click();
await page.getByLabel('First name').fill('Ada');
await page.getByLabel('Last name').fill('Admin');
await page.getByLabel('Email').fill('ada@studio.test');
await page.getByLabel('Password', { exact: true }).fill('secret-123');
await page.getByLabel('Confirm password').fill('secret-123');
await page.getByRole('button', { name: 'Create Account' }).click();
await page.waitForURL(/\/dashboard$/);
log('registered');
const paths = (process.env.PATHS ?? '/dashboard,/dashboard/stories,/dashboard/monetization,/dashboard/monetization/linkedin,/dashboard/resources,/dashboard/resources/coach,/dashboard/admin,/dashboard/admin/user-management,/dashboard/clients,/dashboard/add-client,/dashboard/settings,/dashboard/attention,/dashboard/coaches,/blog,/search').split(',');
for (const p of paths) { await visit(p, p.replace(/\//g, '_').replace(/^_/, '') || 'root'); log('visited', p); }
log('errors', errors);
await browser.close();
