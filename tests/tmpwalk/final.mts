import { chromium } from 'playwright-core';
import { BAKER } from '../support/interviews.ts';
const URL_ = process.env.URL!;
const CODE = process.env.CODE!;
const OUT = '/tmp/s44/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const log = (...a: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...a);
const context = await browser.newContext({ baseURL: URL_, viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(e.message));
const shot = async (name: string) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
};
if (process.env.SIGNIN) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('jen@coach.test');
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);
} else {
await page.goto('/');
await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
await page.getByLabel('Beta access password').fill(CODE);
await page.locator('section[aria-labelledby="beta-title"][data-live]').waitFor();
await page.getByRole('button', { name: 'Unlock Beta Access' }).click();
await page.getByRole('link', { name: 'Create My Founding Member Account' }).click();
await page.getByLabel('First name').fill('Jen');
await page.getByLabel('Last name').fill('Lee');
await page.getByLabel('Email').fill('jen@coach.test');
await page.getByLabel('Password', { exact: true }).fill('secret-123');
await page.getByLabel('Confirm password').fill('secret-123');
await page.getByRole('button', { name: 'Create Account' }).click();
await page.waitForURL(/\/dashboard$/);
}
log('registered');
// A client with no pronouns: the dialog says so.
await page.goto('/dashboard/add-client');
await page.getByLabel('Name').fill(process.env.CLIENT ?? 'Maria Santos');
await page.getByRole('button', { name: 'Add Client' }).click();
await page.getByRole('heading', { name: `${process.env.CLIENT ?? 'Maria Santos'} is on your client list` }).waitFor();
await page.setViewportSize({ width: 390, height: 844 });
await page.goto('/dashboard/stories');
await page.getByRole('button', { name: 'From Interview' }).click();
const dialog = page.getByTestId('full-stack-dialog-interview');
await dialog.getByLabel('Client').selectOption({ label: process.env.CLIENT ?? 'Maria Santos' });
await dialog.getByTestId('pronouns-not-set').waitFor();
await shot('dialog-note-390');
// Follow the link, set she/her in the editor.
await dialog.getByRole('link', { name: `${(process.env.CLIENT ?? 'Maria Santos').split(' ')[0]}’s page` }).click();
await page.waitForURL(/\/dashboard\/clients\//);
await page.getByRole('button', { name: 'Edit details' }).click();
await page.getByLabel('Pronouns').selectOption('she');
await shot('client-edit-390');
await page.getByRole('button', { name: /^Save/ }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: `${OUT}/client-saved-390.png`, fullPage: true });
await page.setViewportSize({ width: 1280, height: 800 });
await page.goto('/dashboard/stories');
await page.getByRole('button', { name: 'From Interview' }).click();
await dialog.getByLabel('Client').selectOption({ label: process.env.CLIENT ?? 'Maria Santos' });
log('note after she:', await dialog.getByTestId('pronouns-not-set').count());
await dialog.getByLabel('Interview documents').setInputFiles({ name: 'maria.txt', mimeType: 'text/plain', buffer: Buffer.from(BAKER.text) });
await page.getByText('Successfully uploaded 1 document(s)').waitFor();
await dialog.getByRole('button', { name: 'Generate Stories' }).click();
await page.getByText('Full story stack generated from interview successfully!').waitFor({ timeout: 60_000 });
await dialog.getByRole('link', { name: 'Go to Stories Dashboard' }).click();
await page.waitForTimeout(1200);
await page.getByText(`${process.env.CLIENT ?? 'Maria Santos'}'s Impact Story`).first().click();
await page.locator('#generated-story').waitFor({ timeout: 20_000 });
await page.locator('#generated-story').scrollIntoViewIfNeeded();
await shot('impact-1280');
log('impact:', ((await page.getByTestId('generated-text').textContent()) ?? '').slice(0, 400));
const storyUrl = page.url();
// Type into the story's builder, then reload on a network that never answers.
await page.getByRole('button', { name: /Write Content/ }).click();
const box = page.locator('textarea[data-section]').first();
log('section box:', await box.getAttribute('data-section'));
await box.click();
await page.keyboard.type(' Typed before the network hung.');
await page.waitForTimeout(1500);
for (const p of ['**/rest/**', '**/auth/**', '**/functions/**', '**/realtime/**']) await page.route(p, () => new Promise(() => {}));
const t0 = Date.now();
await page.goto(storyUrl, { waitUntil: 'commit' });
await page.locator('#generated-story').waitFor({ timeout: 20_000 });
log('hanging reload shown in', Date.now() - t0, 'ms');
if (!(await page.locator('textarea[data-section]').count())) await page.getByRole('button', { name: /Write Content/ }).click();
const values = await page.locator('textarea[data-section]').evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
log('typed kept:', values.some((v) => v.includes('Typed before the network hung.')));
await page.setViewportSize({ width: 390, height: 844 });
await page.locator('#generated-story').scrollIntoViewIfNeeded();
await shot('impact-390-hanging');
log('errors', errors);
await browser.close();
