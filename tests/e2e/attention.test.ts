// Needs attention: a section changed offline here and on the server meanwhile becomes a conflict
// the user settles on /dashboard/attention (mine / theirs side by side); the losing text stays
// reachable. A write the server refuses for good can be discarded there.
import { createClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { e2eEnabled, startE2E, waitForServiceWorker, type E2E } from './support/e2e.ts';

const PASSWORD = 'attention-pass-123';
const ORIGINAL = 'I grew up above my parents\u2019 bakery.';
const MINE = 'I grew up above the bakery, smelling bread every morning (written on the train).';
const THEIRS = 'My parents ran a bakery; I did my homework between flour sacks (written on the laptop).';

interface ServerStory {
  id: string;
  title: string;
  content: Record<string, string>;
  version: number;
  deleted_at: string | null;
}

async function answerBox(page: Page) {
  const box = page.locator('textarea[data-section]');
  await box.waitFor({ timeout: 20_000 });
  return box;
}

async function savedOnDevice(page: Page): Promise<void> {
  await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 10_000 });
}

async function syncState(page: Page, state: string, timeout = 30_000): Promise<void> {
  await page.locator(`[data-testid="sync-indicator"][data-sync-state="${state}"]`).waitFor({ timeout });
}

describe.skipIf(!e2eEnabled)('needs attention: conflicts and refused writes', () => {
  let e2e: E2E;
  let token: string;

  const service = () =>
    createClient(e2e.url, e2e.standIn.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  const serverStory = async (id: string): Promise<ServerStory | null> => {
    const { data, error } = await service()
      .from('stories')
      .select('id, title, content, version, deleted_at')
      .eq('id', id)
      .maybeSingle();
    if (error) throw new Error(error.message);
    return data as ServerStory | null;
  };

  /** The same user, on "another device": a PATCH through the REST API with the user's token. */
  const patchAsUser = async (id: string, values: Record<string, unknown>) => {
    const response = await fetch(`${e2e.url}/rest/v1/stories?id=eq.${id}`, {
      method: 'PATCH',
      headers: {
        apikey: e2e.standIn.config.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify(values),
    });
    if (!response.ok) throw new Error(`PATCH failed: ${response.status} ${await response.text()}`);
    const rows = (await response.json()) as ServerStory[];
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  /** Creates a Backstory online, types `text` in its first section and waits until the server has it. */
  const storyTypedOnline = async (page: Page, text: string): Promise<string> => {
    await page.goto(`${e2e.url}/dashboard/stories/create?type=backstory`);
    await page.getByRole('button', { name: /Answer Questions/ }).click();
    const box = await answerBox(page);
    await box.click();
    await page.keyboard.type(text, { delay: 5 });
    await savedOnDevice(page);
    await page.waitForURL(/storyId=/);
    const id = new URL(page.url()).searchParams.get('storyId') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(async () => (await serverStory(id))?.content?.overview ?? null, { timeout: 30_000, interval: 250 })
      .toBe(text);
    await syncState(page, 'synced');
    return id;
  };

  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow' });
    const user = await e2e.registerUser('writer@attention.test', PASSWORD);
    if (!user.accessToken) throw new Error('sign-up returned no session');
    token = user.accessToken;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows mine and theirs side by side, keeps mine, and keeps theirs reachable', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'writer@attention.test', PASSWORD);
    await waitForServiceWorker(page);
    const storyId = await storyTypedOnline(page, ORIGINAL);
    const before = await serverStory(storyId);

    // Offline here: change the section.
    await e2e.setOffline(true);
    const box = await answerBox(page);
    await box.fill(MINE);
    await savedOnDevice(page);
    await syncState(page, 'offline');

    // Meanwhile, "another device" changes the same section on the server.
    const theirs = await patchAsUser(storyId, { content: { overview: THEIRS } });
    expect(theirs.version).toBeGreaterThan(before?.version ?? 0);

    await e2e.setOffline(false);
    await syncState(page, 'attention');
    // The story page says so, with a way to the attention page.
    await page.getByText('This story was changed on another device too.').waitFor();
    await expect(page.getByRole('link', { name: 'Choose which text to keep' }).getAttribute('href')).resolves.toBe(
      '/dashboard/attention',
    );
    // The server still has theirs: nothing was overwritten behind the user's back.
    expect((await serverStory(storyId))?.content.overview).toBe(THEIRS);

    // The indicator's popover leads to the page.
    await page.getByRole('button', { name: 'Needs attention' }).click();
    await page.getByRole('link', { name: 'Review changes' }).click();
    await page.waitForURL(/\/dashboard\/attention$/);
    await page.getByRole('heading', { name: 'Needs attention', level: 1 }).waitFor();

    const card = page.getByTestId('attention-conflict');
    await card.waitFor();
    await expect(card.getByTestId('conflict-mine').textContent()).resolves.toContain(MINE);
    await expect(card.getByTestId('conflict-theirs').textContent()).resolves.toContain(THEIRS);
    await expect(card.getByRole('group', { name: 'Overview' }).count()).resolves.toBe(1);
    await e2e.screenshot('attention-conflict-1280', page);
    await page.setViewportSize({ width: 375, height: 800 });
    await card.getByLabel('Merge by hand').check();
    const merged = card.getByLabel(/Your merged text/);
    await expect(merged.inputValue()).resolves.toBe(`${MINE}\n\n${THEIRS}`);
    await e2e.screenshot('attention-conflict-375', page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Keyboard: the choices are a radio group.
    await card.getByLabel('Keep mine').check();
    await expect(card.getByLabel(/Your merged text/).count()).resolves.toBe(0);
    await card.getByRole('button', { name: 'Save my choice' }).click();
    await page.getByText('Conflict resolved').waitFor();

    await expect
      .poll(async () => (await serverStory(storyId))?.content?.overview ?? null, { timeout: 30_000, interval: 250 })
      .toBe(MINE);
    await syncState(page, 'synced');
    await page.getByText('Nothing needs your attention.').waitFor();

    // The losing text stays reachable under "Resolved".
    const resolved = page.getByTestId('attention-resolved');
    await expect(resolved.getByTestId('losing-text').isVisible()).resolves.toBe(false);
    await resolved.locator('summary').click();
    const losing = resolved.getByTestId('losing-text');
    await expect(losing.textContent()).resolves.toContain(THEIRS);
    await expect(losing.textContent()).resolves.toContain('Theirs (not kept)');
    // A success toast lasts 2 s: watch for it before the click, so a slow machine cannot miss it.
    const copiedToast = page.getByText('Copied to clipboard!').waitFor();
    await losing.getByRole('button', { name: 'Copy theirs (not kept): Overview' }).click();
    await copiedToast;
    await e2e.screenshot('attention-resolved-1280', page);
    await page.close();
  });

  it('lets the user discard a write the server refused, after confirming', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/dashboard`);
    await waitForServiceWorker(page);
    const storyId = await storyTypedOnline(page, 'A story the server will lose.');

    // Offline edit; meanwhile the row vanishes from the server (removed by an admin tool), so
    // the update is refused for good (not_found) and moves to the attention list.
    await e2e.setOffline(true);
    const box = await answerBox(page);
    await box.fill('Text that must not be lost silently.');
    await savedOnDevice(page);
    const { error } = await service().from('stories').delete().eq('id', storyId);
    expect(error).toBeNull();
    await e2e.setOffline(false);
    await syncState(page, 'attention');

    await page.goto(`${e2e.url}/dashboard/attention`);
    const card = page.getByTestId('attention-refused');
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('Text that must not be lost silently.');
    await expect(card.getByRole('link', { name: 'Edit' }).getAttribute('href')).resolves.toBe(
      `/dashboard/stories/create?type=backstory&storyId=${storyId}`,
    );
    await e2e.screenshot('attention-refused-1280', page);

    // Retry: sent again (a fresh write), refused again, back in the list as a new record.
    const firstRecord = await card.getAttribute('data-record-id');
    await card.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Sending your change again').waitFor();
    await page
      .locator(`[data-testid="attention-refused"]:not([data-record-id="${firstRecord ?? ''}"])`)
      .waitFor({ timeout: 30_000 });
    await syncState(page, 'attention');
    await expect(page.getByTestId('attention-refused').textContent()).resolves.toContain(
      'Text that must not be lost silently.',
    );

    await page.getByTestId('attention-refused').getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this change?' });
    await dialog.getByText('Your text will be removed from this device.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('attention-refused').count()).resolves.toBe(1);
    await page.getByTestId('attention-refused').getByRole('button', { name: 'Discard' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await page.getByText('Change discarded').waitFor();
    await page.getByText('Nothing needs your attention.').waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await e2e.screenshot('attention-empty-375', page);

    expect(e2e.pageErrors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual(
      [],
    );
  });
});
