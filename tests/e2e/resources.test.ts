// Resources and the blog reader in Chromium: search combined with a tag narrows a library and
// shows the right empty state, a workbook downloads as a real PDF, the coach library is refused
// to a founder, and the dashboard blog searches and opens an article inline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumRenderers, UNUSED_BROWSER_UI } from '../support/chromium.ts';
import { e2eEnabled, startE2E, type E2E } from './support/e2e.ts';

const PASSWORD = 'resources-pass-123';

describe.skipIf(!e2eEnabled)('resources and blog', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E({ env: { OWNER_NAME: 'Stacy Smith' } });
    await e2e.registerUser('admin@resources.test', PASSWORD);
    await e2e.registerUser('founder@resources.test', PASSWORD);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('narrows a library by search and tag, with the right empty state', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'founder@resources.test', PASSWORD, { to: '/dashboard/resources/client' });
    const panel = page.getByRole('tabpanel');
    const titles = () => panel.getByRole('heading', { level: 2 }).allTextContents();
    await panel.getByRole('heading', { name: 'The StoryStack Workbook' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => titles()).toHaveLength(4);

    const search = page.getByPlaceholder('Search resources...');
    await search.fill('WORK');
    await page.getByRole('button', { name: 'Sales', exact: true }).click();
    await expect.poll(titles).toEqual(['Know Your Buyer Worksheet', 'Stand Apart Worksheet']);
    await page.getByRole('button', { name: 'LinkedIn', exact: true }).click();
    await expect.poll(titles).toEqual(['Origin and Proof Worksheet']);

    await search.fill('pricing');
    await panel.getByText('No workbooks found').waitFor();
    await panel.getByText('Try adjusting your search or filters').waitFor();
    await e2e.screenshot('resources-empty-search', page);
    await search.fill('');
    await expect.poll(titles).toEqual(['Origin and Proof Worksheet']);
    // Clicking the active chip clears it.
    await page.getByRole('button', { name: 'LinkedIn', exact: true }).click();
    await expect.poll(async () => (await titles()).length).toBe(4);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download Origin and Proof Worksheet PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('origin-and-proof-worksheet.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('tab', { name: 'Tutorial Videos' }).click();
    await panel.getByText('12:40').waitFor();
    await expect(panel.getByText('This video is not published yet.').count()).resolves.toBe(4);
    await page.getByRole('tab', { name: 'Articles & Guides' }).click();
    await panel
      .getByText(/min read/)
      .first()
      .waitFor();
    await page.close();
  });

  it('keeps the coach library for coaches', async () => {
    const page = await e2e.newPage('/dashboard/resources');
    await page.getByRole('heading', { name: 'Learning Resources' }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: /Coach Resources/ }).count()).resolves.toBe(0);
    await page.goto(new URL('/dashboard/resources/coach', e2e.url).href);
    await page.getByText('Access denied. Coaches only.').waitFor({ timeout: 20_000 });
    await page.close();
  });

  it('searches the blog and reads an article inline', async () => {
    const page = await e2e.newPage('/dashboard/resources');
    const search = page.getByPlaceholder('Search articles...');
    await search.waitFor({ timeout: 20_000 });
    const readMore = page.getByRole('button', { name: /^Read More/ });
    await expect.poll(() => readMore.count()).toBe(8);
    await search.fill('zzz');
    await page.getByText('No articles found matching your search').waitFor();
    await search.fill('storystack team');
    await expect.poll(() => readMore.count()).toBe(4);
    await search.fill('BRAGGING');
    await expect.poll(() => readMore.count()).toBe(1);
    await readMore.click();
    await page.getByRole('heading', { name: 'How to write an impact story without bragging' }).waitFor();
    await page.getByText('An impact story is about your client, not you.', { exact: false }).waitFor();
    expect(page.url()).toContain('article=impact-story-without-bragging');
    await e2e.screenshot('resources-blog-article', page);
    await page.getByRole('button', { name: '← Back to all articles' }).first().click();
    await page.getByPlaceholder('Search articles...').waitFor();
    await page.close();
  });

  it('serves every article on the public blog', async () => {
    const page = await e2e.newPage('/blog/give-give-give-ask');
    await page.getByRole('heading', { name: 'Give, give, give, then ask' }).waitFor({ timeout: 20_000 });
    await page.getByText('Stacy Smith', { exact: false }).first().waitFor();
    await page.getByText('90-mile radius', { exact: false }).waitFor();
    await page.close();
  });

  // The harness's own browser (tests/support/chromium.ts): the address bar's WebUI popup is not
  // built for every context, and Playwright's disabled features stay disabled beside ours.
  it('runs in a Chromium without the address-bar popup renderer, keeping Playwright\u2019s switches', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto('/resources');
    const renderers = chromiumRenderers();
    expect(renderers.length).toBeGreaterThan(0);
    expect(renderers.filter((args) => args.includes('--top-chrome-webui'))).toEqual([]);
    for (const args of renderers) {
      const disabled =
        args
          .find((arg) => arg.startsWith('--disable-features='))
          ?.split('=')[1]
          .split(',') ?? [];
      expect(disabled).toEqual(expect.arrayContaining(['ThirdPartyStoragePartitioning', ...UNUSED_BROWSER_UI]));
    }
    await context.close();
  });
});
