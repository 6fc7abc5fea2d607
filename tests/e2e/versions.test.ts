// Version history in Chromium: a founder writes an answer, comes back after a pause and rewrites
// it, opens Version history, compares the old text with the current one (the differences are
// marked), restores the old text, and finds it back in the builder, with the text it replaced
// kept in the history. The versions reach the server.
import { createClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { e2eEnabled, startE2E, type E2E } from './support/e2e.ts';

const PASSWORD = 'versions-pass-123';
const FIRST = 'I grew up above my parents\u2019 bakery in Leeds.';
const SECOND = 'I started the company after my third failed bakery.';

/** Makes the story look untouched for ten minutes, as if the founder had taken a break. */
async function pause(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('storystack');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('stories', 'readwrite');
          const store = tx.objectStore('stories');
          const get = store.get(id);
          get.onsuccess = () =>
            store.put({ ...get.result, updated_at: new Date(Date.now() - 10 * 60_000).toISOString() });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    storyId,
  );
}

describe.skipIf(!e2eEnabled)('version history', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
    await e2e.registerUser('first-admin@versions.test', PASSWORD); // the first account is the admin
    await e2e.registerUser('founder@versions.test', PASSWORD);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a version restored after an edit: the text is back and the replaced text is in the history', async () => {
    const page = await e2e.newPage('/login');
    await e2e.signIn(page, 'founder@versions.test', PASSWORD);
    await page.getByRole('heading', { name: 'Your six stories' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /Create Story.*Backstory/ }).click();
    await page.getByRole('button', { name: /Answer Questions/ }).click();
    const box = page.locator('textarea[data-section]').first();
    await box.waitFor({ timeout: 20_000 });
    await box.click();
    await page.keyboard.type(FIRST, { delay: 5 });
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 10_000 });
    await page.waitForURL(/storyId=/);
    const storyId = new URL(page.url()).searchParams.get('storyId') as string;

    const history = page.getByRole('button', { name: /Version history/ });
    await history.click();
    await page.getByText('No earlier versions yet.').waitFor();

    // Back after a break: the answer is rewritten. The break is simulated once the first text is on
    // the server, so the sync's own acknowledgement cannot stamp the story as fresh again.
    await page.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 30_000 });
    await expect
      .poll(
        async () => (await e2e.standIn.db.query('select 1 from public.stories where id = $1', [storyId])).rows.length,
      )
      .toBe(1);
    await page.waitForTimeout(1000);
    await pause(page, storyId);
    await box.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(SECOND, { delay: 5 });
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 10_000 });

    const versions = page.getByRole('list', { name: 'Versions' });
    const kept = versions.locator('li[data-version]');
    await expect.poll(() => kept.count()).toBe(1);
    await expect.poll(() => kept.first().innerText()).toContain('Typed');
    await expect.poll(() => kept.first().innerText()).toContain(FIRST);

    // Compare the kept text with the current one, side by side.
    await kept
      .first()
      .getByRole('button', { name: /Compare/ })
      .click();
    const compare = page.getByTestId('version-compare');
    await compare.waitFor({ timeout: 10_000 });
    const removed = await compare.locator('del[data-mark="removed"]').allInnerTexts();
    const added = await compare.locator('ins[data-mark="added"]').allInnerTexts();
    expect(removed.join(' ')).toContain('grew');
    expect(added.join(' ')).toContain('failed');
    await e2e.screenshot('versions-compare', page);

    // Restore the kept text.
    await kept
      .first()
      .getByRole('button', { name: /Restore/ })
      .click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).waitFor();
    await page.getByRole('button', { name: 'Restore version' }).click();
    await expect.poll(() => box.inputValue(), { timeout: 10_000 }).toBe(FIRST);

    // The text the restore replaced is itself in the history, under the restored version.
    await expect.poll(() => kept.count()).toBe(3);
    const rows = await kept.allInnerTexts();
    expect(rows[0]).toContain('Restored');
    expect(rows[1]).toContain('Typed');
    expect(rows[2]).toContain(FIRST);
    // Each row says what its text changed from the one before it, so no two rows read the same.
    expect(rows[1]).toContain('Overview: …started the company after my third failed');
    const lines = await versions.getByTestId('version-change').allInnerTexts();
    expect(lines).toHaveLength(4);
    // The current text's line follows the restore a moment after the box does.
    await expect.poll(async () => new Set(await versions.getByTestId('version-change').allInnerTexts()).size).toBe(4);

    // After a reload the restored text and the whole history are still there.
    await page.reload();
    await page.locator('textarea[data-section]').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('textarea[data-section]').first().inputValue()).toBe(FIRST);

    // And the versions reach the server.
    const service = createClient(e2e.url, e2e.standIn.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    await expect
      .poll(
        async () => {
          const { data } = await service
            .from('story_versions')
            .select('reason')
            .eq('story_id', storyId)
            .order('created_at');
          return (data ?? []).map((r: { reason: string }) => r.reason);
        },
        { timeout: 20_000 },
      )
      .toEqual(['typed', 'typed', 'restored']);
    expect(e2e.pageErrors).toEqual([]);
  });
});
