// A device that has seen its user never waits on the network to show their work: a full page
// load of the builder with the network off, and on a network that takes requests and never
// answers (venue Wi-Fi, captive portals), with an expired access token whose refresh hangs too.
// A renderer that crashes right after a keystroke loses nothing. A device with no cached
// identity ends its loading state with a clear message.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_TABLES } from '../../src/domain/sync-protocol.ts';
import { e2eEnabled, startE2E, waitForServiceWorker, type E2E } from './support/e2e.ts';
import { expireStoredSession, forgetCachedIdentity, hangTheNetwork, serverStoryContent } from './support/offline.ts';

const PASSWORD = 'offline-start-123';

async function answerBox(page: Page, timeout: number) {
  const box = page.locator('textarea[data-section]');
  await box.waitFor({ timeout });
  return box;
}

describe.skipIf(!e2eEnabled)('start instantly whatever the network does', () => {
  let e2e: E2E;
  let storyPath: string;
  let storyId: string;
  const email = 'workshop@offline.test';

  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow' });
    await e2e.registerUser('admin@offline.test', PASSWORD); // the first account is the admin
    await e2e.registerUser(email, PASSWORD);
    const page = await e2e.newPage();
    await e2e.signIn(page, email, PASSWORD);
    await waitForServiceWorker(page);
    await page.goto(`${e2e.url}/dashboard/stories/create?type=backstory`);
    await page.getByRole('button', { name: /Answer Questions/ }).click();
    const box = await answerBox(page, 20_000);
    await box.click();
    await page.keyboard.type('We opened the first shop in 2009.', { delay: 5 });
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
    await page.waitForURL(/storyId=/);
    storyId = new URL(page.url()).searchParams.get('storyId') ?? '';
    storyPath = `/dashboard/stories/create?type=backstory&storyId=${storyId}`;
    // Synced once, so the next tests start from a device that has seen its user and its story.
    await page.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 30_000 });
    await page.close();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('online: a page load reads each synced table once, not once before the Realtime channel joins and again after', async () => {
    const page = await e2e.context.newPage();
    const pulled: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/rpc/pull_changes')
        pulled.push((request.postDataJSON() as { table_name: string }).table_name);
    });
    await page.goto(`${e2e.url}${storyPath}`);
    await expect.poll(() => [...new Set(pulled)].sort()).toEqual([...SYNC_TABLES].sort());
    // A second round (a pull started before the channel joined, repeated after it) follows the
    // first within moments; nothing else pulls now (no server change, the timer is a minute away).
    await page.waitForTimeout(1_500);
    expect(pulled.toSorted()).toEqual([...SYNC_TABLES].sort());
    await page.close();
  });

  it('offline: a full page load shows the builder with the story at once', async () => {
    await e2e.setOffline(true);
    try {
      const page = await e2e.newPage(storyPath);
      // Far below any network deadline: if the page waited on the network it would not be here.
      const box = await answerBox(page, 3_000);
      await expect(box.inputValue()).resolves.toBe('We opened the first shop in 2009.');
      await page.locator('[data-testid="sync-indicator"][data-sync-state="offline"]').waitFor({ timeout: 5_000 });
      await page.close();
    } finally {
      await e2e.setOffline(false);
    }
  });

  it('a network that never answers, with an expired session: the builder is there and takes typing', async () => {
    const warm = await e2e.newPage('/dashboard');
    await warm.getByRole('heading', { name: 'Your six stories' }).waitFor({ timeout: 20_000 });
    await expireStoredSession(warm);
    await warm.close();
    const restore = await hangTheNetwork(e2e.context);
    try {
      const page = await e2e.newPage(storyPath);
      const box = await answerBox(page, 3_000);
      await expect(box.inputValue()).resolves.toBe('We opened the first shop in 2009.');
      await page.getByRole('tab', { name: /Origin/ }).click();
      await box.click();
      await page.keyboard.type('Typed on venue Wi-Fi.', { delay: 5 });
      await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 5_000 });
      await e2e.screenshot('builder-on-a-hanging-network', page);
      // The indicator says the server cannot be reached: not "offline", not "syncing" forever.
      await page.locator('[data-testid="sync-indicator"][data-sync-state="unreachable"]').waitFor({ timeout: 45_000 });
      await page.close();
    } finally {
      await restore();
    }
    // Back on a working network, the text typed there reaches the server.
    const page = await e2e.newPage(storyPath);
    await answerBox(page, 10_000);
    await expect
      .poll(() => serverStoryContent(e2e, storyId), { timeout: 45_000, interval: 500 })
      .toMatchObject({ origin: 'Typed on venue Wi-Fi.' });
    await page.close();
  });

  it('a renderer crash right after the last keystroke loses nothing', async () => {
    const page = await e2e.newPage(storyPath);
    const box = await answerBox(page, 10_000);
    await page.getByRole('tab', { name: /Lessons/ }).click();
    await box.click();
    const sentence = 'The bakery taught me that regulars are built one morning at a time.';
    await page.keyboard.type(sentence, { delay: 5 });
    const cdp = await e2e.context.newCDPSession(page);
    // A real crash: no pagehide, no visibilitychange, no unload of any kind.
    const crashed = page.waitForEvent('crash', { timeout: 10_000 });
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    await page.close().catch(() => undefined);

    const reopened = await e2e.newPage(storyPath);
    await answerBox(reopened, 10_000);
    await reopened.getByRole('tab', { name: /Lessons/ }).click();
    await expect((await answerBox(reopened, 5_000)).inputValue()).resolves.toBe(sentence);
    await expect
      .poll(() => serverStoryContent(e2e, storyId), { timeout: 45_000, interval: 500 })
      .toMatchObject({ lessons: sentence });
    await reopened.close();
  });

  it('no cached identity and a server that never answers: a clear message, not a spinner', async () => {
    const warm = await e2e.newPage('/dashboard');
    await warm.getByRole('heading', { name: 'Your six stories' }).waitFor({ timeout: 20_000 });
    await expireStoredSession(warm);
    await forgetCachedIdentity(warm);
    await warm.close();
    const restore = await hangTheNetwork(e2e.context);
    try {
      const page = await e2e.newPage('/dashboard');
      const problem = page.getByTestId('startup-problem');
      await problem.waitFor({ timeout: 20_000 });
      await expect(problem.textContent()).resolves.toContain('We cannot reach StoryStack right now');
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await page.close();
    } finally {
      await restore();
    }
  });

  it('a session the server ended: the next account is asked about the unsent work first, and it stays', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, email, PASSWORD, { to: storyPath });
    const box = await answerBox(page, 20_000);
    await e2e.setOffline(true);
    await box.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Kept for its owner.', { delay: 5 });
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
    // The server ends the session: the stored session is gone (as after a refused refresh).
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('storystack');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('kv', 'readwrite');
      tx.objectStore('kv').delete(IDBKeyRange.bound('auth:', 'auth:\uffff'));
      await new Promise<void>((resolve) => (tx.oncomplete = () => resolve()));
      db.close();
    });
    await page.close();
    await e2e.setOffline(false);

    const next = await e2e.newPage('/dashboard');
    await next.waitForURL(/\/login/, { timeout: 20_000 });
    await next.getByLabel('Email').fill('admin@offline.test');
    await next.getByLabel('Password').fill(PASSWORD);
    await next.getByRole('button', { name: 'Sign In' }).click();
    const dialog = next.getByRole('dialog', { name: 'You have unsynced changes' });
    await dialog.getByText(`${email}'s`, { exact: false }).waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(next.url()).pathname).toBe('/login');
    // Its owner, back, finds the work and it reaches the server.
    await next.getByLabel('Email').fill(email);
    await next.getByRole('button', { name: 'Sign In' }).click();
    await next.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await expect
      .poll(async () => Object.values((await serverStoryContent(e2e, storyId)) ?? {}).join(' '), {
        timeout: 45_000,
        interval: 500,
      })
      .toContain('Kept for its owner.');
    await next.close();
  });

  it("breaks no rule of the pages' Content-Security-Policy, online or off", () => {
    expect(e2e.pageErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
