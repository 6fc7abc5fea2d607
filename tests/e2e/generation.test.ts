// Generation in the browser: answer a framework, generate, see the story in review with the
// engine named; copy it without its coaching hints; a generation asked offline, or on a network
// that never answers, waits on the device and runs once the server can be reached.
import { createClient } from '@supabase/supabase-js';
import type { Page, Route } from 'playwright-core';
import { STACK_ORDER } from '../../src/domain/frameworks.ts';
import { GENERATION_DEADLINE_MS, GENERATION_MESSAGES } from '../../src/domain/generation-rules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { INTERVIEW } from '../support/transcript-fixture.ts';
import { e2eEnabled, startE2E, waitForServiceWorker, type E2E } from './support/e2e.ts';

const PASSWORD = 'generation-pass-123';

describe.skipIf(!e2eEnabled)('generation in the builder', () => {
  let e2e: E2E;
  let adminId: string;
  const service = () =>
    createClient(e2e.url, e2e.standIn.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  const serverStory = async (id: string) => {
    const { data } = await service()
      .from('stories')
      .select('status, generated_content, generation_engine, generation_method')
      .eq('id', id)
      .maybeSingle();
    return data as { status: string; generated_content: string | null; generation_engine: string | null } | null;
  };

  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow', env: { OWNER_NAME: 'Stacy Smith' } });
    adminId = (await e2e.registerUser('admin@generation.test', PASSWORD)).id;
    await e2e.registerUser('founder@generation.test', PASSWORD);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  async function answer(page: Page, type: string, text: string): Promise<string> {
    await page.goto(new URL(`/dashboard/stories/create?type=${type}`, e2e.url).href);
    await page.getByRole('button', { name: /Answer Questions/ }).click();
    const box = page.locator('textarea[data-section]');
    await box.click();
    await page.keyboard.type(text, { delay: 5 });
    await page.waitForURL(/storyId=/);
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 10_000 });
    return new URL(page.url()).searchParams.get('storyId') ?? '';
  }

  it('generates a story from the answers, in review, naming the engine', async () => {
    const page = await e2e.newPage('/login');
    await e2e.signIn(page, 'founder@generation.test', PASSWORD);
    await waitForServiceWorker(page);
    const storyId = await answer(page, 'backstory', 'I grew up above my grandmother\u2019s bakery in Porto.');

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = page.getByTestId('generation-dialog');
    await expect(dialog.getByLabel('Tone').inputValue()).resolves.toBe('stacy_voice');
    await dialog.getByLabel('Tone').selectOption('warm_encouraging');
    await dialog.getByRole('button', { name: 'Generate Story' }).click();
    await dialog.getByRole('button', { name: 'View Your Story' }).click({ timeout: 30_000 });

    const panel = page.locator('#generated-story');
    await panel.waitFor({ timeout: 20_000 });
    await expect(panel.getByTestId('generation-engine').textContent()).resolves.toBe('Written by Offline composer');
    await expect(panel.getByTestId('generated-text').textContent()).resolves.toContain('bakery in Porto');
    const row = await serverStory(storyId);
    expect(row).toMatchObject({ status: 'in_review', generation_engine: 'Offline composer' });
    expect(row?.generated_content).toContain('bakery in Porto');

    await panel.getByRole('button', { name: 'Show where each paragraph comes from' }).click();
    await panel.getByText('Source: Overview.').waitFor();
    await e2e.screenshot('generation-result-with-sources', page);

    await panel.getByRole('button', { name: 'Edit Story' }).click();
    await panel.locator('#generated-edit').fill('My own ending.');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(async () => (await serverStory(storyId))?.generated_content, { timeout: 30_000 })
      .toBe('My own ending.');
    await page.close();
  });

  it('queues a generation asked offline and runs it once when back online, with the answers of then', async () => {
    const page = await e2e.newPage('/dashboard');
    const storyId = await answer(page, 'impact_story', 'Before we met, Jonas sold forty loaves a day.');
    await page.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 30_000 });
    await e2e.setOffline(true);

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = page.getByTestId('generation-dialog');
    await dialog.getByRole('button', { name: 'Generate Story' }).click();
    await dialog.getByTestId('generation-waiting').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('generation-pending').waitFor();
    await e2e.screenshot('generation-waiting-offline', page);
    expect((await serverStory(storyId))?.generated_content).toBeNull();
    // Corrected while the request waits: the request reads the answer when it is sent.
    await page.locator('textarea[data-section]').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Now he sells four hundred.', { delay: 5 });
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 10_000 });

    await e2e.setOffline(false);
    await page.getByText('Story generated successfully!').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await serverStory(storyId))?.status, { timeout: 30_000 }).toBe('in_review');
    expect((await serverStory(storyId))?.generated_content).toContain('Jonas');
    expect((await serverStory(storyId))?.generated_content).toContain('four hundred');
    // The text was made from the answers as they are: once its version is here, no "answers changed".
    await page.getByText('1 earlier version').waitFor({ timeout: 30_000 });
    await page
      .getByTestId('generated-text')
      .getByText(/four hundred/)
      .waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('answers-changed').count()).toBe(0);
    await page.getByTestId('generation-pending').waitFor({ state: 'detached', timeout: 20_000 });
    const requests = await e2e.standIn.db.query<{ n: number }>(
      "select count(*)::int as n from public.generation_requests where function_name = 'generate-story' and result->'body'->>'story_id' = $1",
      [storyId],
    );
    expect(requests.rows[0].n).toBe(1);
    await page.close();
  });

  it('copies the story alone, shows coaching hints beside it, and says when the answers changed', async () => {
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    const page = await e2e.newPage('/dashboard');
    await answer(page, 'target_audience', 'Founders of SaaS companies whose cloud bill doubled in a year.');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = page.getByTestId('generation-dialog');
    await dialog.getByRole('button', { name: 'Generate Story' }).click();
    await dialog.getByRole('button', { name: 'View Your Story' }).click({ timeout: 30_000 });

    const panel = page.locator('#generated-story');
    const shown = (await panel.getByTestId('generated-text').textContent({ timeout: 20_000 })) ?? '';
    expect(shown).toContain('SaaS');
    const hints = panel.getByTestId('coaching-hints');
    await hints.waitFor();
    expect(await hints.locator('li').count()).toBeGreaterThan(0);
    // A success toast lasts 2 s: watch for it before the click, so a slow machine cannot miss it.
    const copiedToast = page.getByText('Story copied to clipboard!').waitFor();
    await panel.getByRole('button', { name: 'Copy Story' }).click();
    await copiedToast;
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(shown.trim());
    expect(copied).not.toMatch(/Questions (this story can still answer|to go deeper)|And to go further|^- /m);
    for (const hint of await hints.locator('li').allTextContents()) expect(copied).not.toContain(hint);

    for (const [name, size] of [
      ['generation-result-hints-1280', { width: 1280, height: 800 }],
      ['generation-result-hints-390', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await panel.scrollIntoViewIfNeeded();
      await e2e.screenshot(name, page);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The answer changes after the text was made: the panel says so and offers Regenerate.
    const box = page.locator('textarea[data-section]').first();
    await box.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Most run teams of five.', { delay: 5 });
    const notice = panel.getByTestId('answers-changed');
    await notice.getByText('Your answers changed after this story was generated.').waitFor({ timeout: 20_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await notice.scrollIntoViewIfNeeded();
    await e2e.screenshot('generation-answers-changed-390', page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await notice.getByRole('button', { name: 'Regenerate' }).click();
    await dialog.getByRole('button', { name: 'Generate Story' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.close();
  });

  it('says nothing went wrong while a slow stream writes: its saved copy waits for it', async () => {
    const page = await e2e.newPage('/dashboard');
    const storyId = await answer(page, 'backstory', 'I started with one van and my cousin Kofi.');
    // On the server already: the dialog streams the request itself.
    await page.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 20_000 });
    // The server is slow to start the stream; the sync engine meanwhile is free to send the
    // saved copy of the same request, which the server would refuse as already running.
    let streams = 0;
    await page.route('**/functions/v1/generate-story', async (route: Route) => {
      if ((route.request().headers().accept ?? '').includes('text/event-stream')) {
        streams++;
        await new Promise((resolve) => setTimeout(resolve, 4_000));
      }
      await route.continue();
    });
    const trouble = page.getByText(GENERATION_MESSAGES.dialogToast);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = page.getByTestId('generation-dialog');
    await dialog.getByRole('button', { name: 'Generate Story' }).click();
    await dialog.getByRole('button', { name: 'View Your Story' }).click({ timeout: 30_000 });
    await page.getByText(GENERATION_MESSAGES.success).first().waitFor({ timeout: 20_000 });
    expect(streams).toBe(1);
    await expect(trouble.count()).resolves.toBe(0);
    await expect.poll(async () => (await serverStory(storyId))?.status, { timeout: 20_000 }).toBe('in_review');
    await page.close();
  });

  it('saves a generation on a network that never answers, lets the user close, and runs it later', async () => {
    const page = await e2e.newPage('/dashboard');
    const storyId = await answer(
      page,
      'job_story',
      'When a client\u2019s cloud bill doubles, I cut it in half in six weeks.',
    );
    await page.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 30_000 });
    const held: Route[] = [];
    const hold = (route: Route) => void held.push(route); // neither fulfilled nor continued: it hangs
    await e2e.context.route('**/functions/v1/generate-story', hold);

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = page.getByTestId('generation-dialog');
    await dialog.getByRole('button', { name: 'Generate Story' }).click();
    // A way out from the first moment, and the saved message within the dialog's deadline.
    await dialog.getByRole('button', { name: 'Close' }).waitFor({ timeout: 2_000 });
    const started = Date.now();
    await page.setViewportSize({ width: 390, height: 844 });
    await e2e.screenshot('generation-dialog-running-390', page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog
      .getByTestId('generation-waiting')
      .getByText(/saved on this device .* as soon as the server can be reached/)
      .waitFor({ timeout: GENERATION_DEADLINE_MS + 10_000 });
    expect(Date.now() - started).toBeLessThan(GENERATION_DEADLINE_MS + 10_000);
    expect(held.length).toBeGreaterThan(0);
    for (const [name, size] of [
      ['generation-dialog-unreachable-1280', { width: 1280, height: 800 }],
      ['generation-dialog-unreachable-390', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await e2e.screenshot(name, page);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('generation-pending').waitFor();
    expect((await serverStory(storyId))?.generated_content).toBeNull();

    // The network answers again: what was held fails as a black hole eventually does, and the
    // saved request runs on its own.
    await e2e.context.unroute('**/functions/v1/generate-story', hold);
    await Promise.all(held.map((r) => r.abort('timedout').catch(() => undefined)));
    await expect
      .poll(async () => (await serverStory(storyId))?.generated_content ?? '', { timeout: 60_000 })
      .toContain('cloud bill');
    await page
      .getByTestId('generated-text')
      .getByText(/cloud bill/)
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('generation-pending').waitFor({ state: 'detached', timeout: 20_000 });
    await page.close();
  });

  it('makes six different stories from an uploaded interview (coach and admin)', async () => {
    const { error } = await service()
      .from('clients')
      .insert({ id: '7d7a3c1e-5c1b-4d7e-9a55-1f0c2b3a4d5e', name: 'Maya Baker', coach_id: adminId });
    expect(error).toBeNull();
    const page = await e2e.newPage();
    await e2e.signIn(page, 'admin@generation.test', PASSWORD, { to: '/dashboard/stories' });
    await page.getByRole('button', { name: 'From Interview' }).click();
    const dialog = page.getByTestId('full-stack-dialog-interview');
    await expect(dialog.getByRole('button', { name: 'Generate Stories' }).isDisabled()).resolves.toBe(true);
    await dialog.getByText('Please select a client to generate stories').waitFor();
    await dialog.getByLabel('Client').selectOption({ label: 'Maya Baker' });
    // Maya's record has no pronouns: the coach is told what the stories will say, and where to set them.
    await dialog.getByTestId('pronouns-not-set').getByRole('link', { name: 'Maya’s page' }).waitFor();
    await dialog
      .getByLabel('Interview documents')
      .setInputFiles({ name: 'maya-transcript.txt', mimeType: 'text/plain', buffer: Buffer.from(INTERVIEW) });
    await page.getByText('Successfully uploaded 1 document(s)').waitFor();
    await dialog.getByRole('button', { name: 'Generate Stories' }).click();
    await page.getByText('Full story stack generated from interview successfully!').waitFor({ timeout: 30_000 });
    await expect(dialog.locator('li[data-state="generated"]').count()).resolves.toBe(6);
    await dialog.getByRole('link', { name: 'Go to Stories Dashboard' }).waitFor();
    await e2e.screenshot('full-stack-from-interview', page);
    // The dialog closes itself after 2 s.
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });

    const { data } = await service()
      .from('stories')
      .select('title, description, status, generated_content, generation_method')
      .eq('full_stack_generation', true);
    const rows = (data ?? []) as {
      title: string;
      description: string;
      status: string;
      generated_content: string;
      generation_method: string;
    }[];
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.generated_content)).size).toBe(6);
    expect(rows.every((r) => r.status === 'in_review' && r.generation_method === 'interview')).toBe(true);
    expect(rows.map((r) => r.title)).toContain("Maya Baker's Impact Story");
    expect(rows.find((r) => r.title === "Maya Baker's Impact Story")?.description).toBe(
      "AI-generated Maya Baker's Impact Story for Maya Baker from interview",
    );
    await page.getByRole('button', { name: "Maya Baker's Backstory", exact: true }).waitFor({ timeout: 20_000 });
    // The uploaded interview file is kept as it was in documents, under the stack's first story.
    const first = await e2e.standIn.db.query<{ id: string }>(
      `select id from public.stories where full_stack_generation and framework_type = $1`,
      [STACK_ORDER[0]],
    );
    await expect
      .poll(
        async () =>
          (
            await e2e.standIn.db.query<{ name: string }>(
              `select name from storage.objects where bucket_id = 'documents'`,
            )
          ).rows.map((r) => r.name),
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([expect.stringMatching(new RegExp(`^${first.rows[0].id}/[0-9a-f-]{36}\\.txt$`))]);
    await page.close();
  });
});
