// Issue 22, phones: the admin's tables on a 390 px phone are cards (one line per column, headed by
// its name), with no word cut in two and nothing wider than the screen; on a laptop they stay
// tables. Screenshots light and dark at both sizes go to test-results/screenshots.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, waitForApp, type E2E } from './support/e2e.ts';

const PASSWORD = 'admin-phone-pass-1';
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/**
 * The words of `selector`'s cells that the layout split over two lines (a word whose range has
 * line boxes at two heights), how far the widest cell reaches past the viewport, and, on a card
 * (a cell shown as a block), the unlabelled cells (row actions) whose content does not start at the
 * card's edge, where every labelled line starts.
 */
function layoutProblems(page: Page, selector: string) {
  return page.locator(selector).evaluate((table) => {
    const split: string[] = [];
    const indented: string[] = [];
    let overflow = 0;
    for (const cell of table.querySelectorAll('td')) {
      overflow = Math.max(overflow, cell.getBoundingClientRect().right - document.documentElement.clientWidth);
      const style = getComputedStyle(cell);
      const first = cell.firstElementChild;
      if (style.display === 'block' && !cell.hasAttribute('data-label') && first) {
        const edge = cell.getBoundingClientRect().left + parseFloat(style.paddingLeft);
        const by = Math.round(first.getBoundingClientRect().left - edge);
        if (by > 1) indented.push(`${first.textContent?.trim() ?? ''} (${by} px)`);
      }
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
    }
    return { split, indented, overflow: Math.max(0, Math.round(overflow)) };
  });
}

describe.skipIf(!e2eEnabled)('admin tables on a phone (issue 22)', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
    // The first account registered becomes the admin.
    await e2e.registerUser('ada.administrator@storystack-admin.test', PASSWORD);
    const coach = await e2e.registerUser('constance.coachington@coaching-collective.test', PASSWORD);
    const owner = await e2e.registerUser('bartholomew.businessowner@enterprises.test', PASSWORD);
    await e2e.standIn.db.query(`update public.todo_profiles set role = 'coach' where id = $1`, [coach.id]);
    await e2e.standIn.db.query(
      `insert into public.clients (name, email, company, coach_id, user_id) values
         ('Bartholomew Businessowner', 'bartholomew.businessowner@enterprises.test', 'Extraordinary Enterprises International', $1, $2),
         ('Cleo Client', 'cleo@client.test', null, null, null)`,
      [coach.id, owner.id],
    );
  }, 300_000);

  afterAll(async () => {
    await e2e?.close();
  });

  /** As e2e.signIn, with room for a busy machine. */
  const signIn = async (page: Page) => {
    await page.goto('/login');
    await waitForApp(page, 60_000);
    await page.getByLabel('Email').fill('ada.administrator@storystack-admin.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
  };

  it('shows the client table as cards on a phone and as a table on a laptop, light and dark, no word cut', async () => {
    // One sign-in per size; each colour scheme is a fresh load of the page.
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await e2e.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/dashboard/admin');
        await page.waitForFunction(
          (dark) => document.documentElement.classList.contains('dark') === dark,
          scheme === 'dark',
        );
        const table = page.locator('[data-testid="client-table"]');
        await table.getByText('Extraordinary Enterprises International').waitFor({ timeout: 60_000 });
        await page.locator('[data-testid="coach-table"]').waitFor();

        for (const selector of ['[data-testid="client-table"]', '[data-testid="coach-table"]']) {
          expect(await layoutProblems(page, selector), `${selector} ${size} ${scheme}`).toEqual({
            split: [],
            indented: [],
            overflow: 0,
          });
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${size} ${scheme}`,
        ).toBeLessThanOrEqual(viewport.width);
        const display = await table
          .locator('tbody tr')
          .first()
          .evaluate((row) => getComputedStyle(row).display);
        // A card per client on the phone, each line headed by its column's name; a table row on a laptop.
        expect(display, size).toBe(size === 'phone' ? 'block' : 'table-row');
        const label = await table
          .locator('td[data-label="Coach"]')
          .first()
          .evaluate((cell) => getComputedStyle(cell, '::before').content);
        expect(label, size).toBe(size === 'phone' ? '"Coach"' : 'none');
        // The headings stay for screen readers either way.
        await table.getByRole('columnheader', { name: 'Company' }).waitFor({ state: 'attached' });

        await page
          .getByRole('heading', { name: /client/i })
          .first()
          .scrollIntoViewIfNeeded();
        await table.scrollIntoViewIfNeeded();
        await e2e.screenshot(`admin-client-table-${size}-${scheme}`, page);
      }
      await context.close();
    }
  }, 180_000);

  it('the user list on a phone: cards, role changes within the screen', async () => {
    const context = await e2e.newContext({ viewport: SIZES.phone });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/dashboard/admin/user-management');
    const row = page.locator(
      '[data-testid="users-table"] tr[data-user-email="bartholomew.businessowner@enterprises.test"]',
    );
    await row.waitFor({ timeout: 60_000 });
    expect(await layoutProblems(page, '[data-testid="users-table"]')).toEqual({ split: [], indented: [], overflow: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZES.phone.width);
    await row.scrollIntoViewIfNeeded();
    await e2e.screenshot('admin-users-table-phone', page);
    await context.close();
  }, 240_000);
});
