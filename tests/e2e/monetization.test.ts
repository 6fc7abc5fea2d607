// The monetization area in Chromium: a coach's Client StoryStacks (Complete filter), the client
// story panel generating LinkedIn content with the offline composer (copied, downloadable under
// the client's name, kept with the client), a playbook by its other spelling, and a founder
// refused the coaches' tab but given Monetization in the navigation; a playbook opened for a
// client speaks about that client's stories.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { e2eEnabled, startE2E, waitForApp, type E2E } from './support/e2e.ts';

const PASSWORD = 'monetization-pass-123';
const STACK = ['target_audience', 'differentiation', 'job_story', 'backstory', 'impact_story', 'portfolio_story'];

describe.skipIf(!e2eEnabled)('monetization', () => {
  let e2e: E2E;
  const completeClient = randomUUID();
  const unfinishedClient = randomUUID();

  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow', env: { OWNER_NAME: 'Stacy Smith' } });
    await e2e.registerUser('admin@monetization.test', PASSWORD);
    const coach = await e2e.registerUser('coach@monetization.test', PASSWORD);
    await e2e.registerUser('founder@monetization.test', PASSWORD);
    const service = createClient(e2e.url, e2e.standIn.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    expect((await service.from('todo_profiles').update({ role: 'coach' }).eq('id', coach.id)).error).toBeNull();
    const clients = await service.from('clients').insert([
      { id: completeClient, name: 'Cleo Client', company: 'Cleo Co', coach_id: coach.id },
      { id: unfinishedClient, name: 'Ivy Early', coach_id: coach.id },
    ]);
    expect(clients.error).toBeNull();
    const stories = await service.from('stories').insert([
      ...STACK.map((type, i) => ({
        title: `Cleo ${type.replace('_', ' ')}`,
        framework_type: type,
        status: 'published',
        content: {},
        generated_content: `Cleo's ${type} story, part ${i + 1}: she opened her first bakery in Leeds with forty loaves a day.`,
        user_id: coach.id,
        client_id: completeClient,
      })),
      {
        title: 'Why we refuse to write your pitch for you',
        framework_type: 'differentiation',
        status: 'published',
        content: {},
        generated_content: 'Most agencies write the pitch for you. We make you tell it until it is yours.',
        user_id: coach.id,
        client_id: null,
      },
      {
        title: 'Ivy backstory',
        framework_type: 'backstory',
        status: 'published',
        content: {},
        generated_content: 'Ivy grew up on a farm.',
        user_id: coach.id,
        client_id: unfinishedClient,
      },
    ]);
    expect(stories.error).toBeNull();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('a coach finds the complete client, ticks stories and generates LinkedIn content', async () => {
    await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    const page = await e2e.newPage();
    await e2e.signIn(page, 'coach@monetization.test', PASSWORD, { to: '/dashboard/monetization?tab=client-stacks' });
    await page.getByText('Cleo Client').waitFor({ timeout: 30_000 });
    await page.getByText('Ivy Early').waitFor();
    await page.getByRole('button', { name: /^Complete/ }).click();
    await page.getByText('Ivy Early').waitFor({ state: 'detached' });
    const card = page.getByRole('listitem').filter({ hasText: 'Cleo Client' });
    await card.getByText('6 of 6 published').waitFor();
    await expect(card.getByRole('link', { name: 'Continue' }).getAttribute('href')).resolves.toBe(
      `/dashboard/clients/${completeClient}`,
    );
    await e2e.screenshot('monetization-client-stacks', page);
    await card.getByRole('link', { name: 'LinkedIn' }).click();
    await page.waitForURL(/profile-optimization\?client=/);

    const panel = page.getByRole('region', { name: /Cleo Client/ });
    await panel.getByText('StoryStack Complete').waitFor({ timeout: 20_000 });
    await panel.getByText('6 of 6 published').waitFor();
    await expect(panel.getByRole('button', { name: 'Generate LinkedIn Content' }).count()).resolves.toBe(0);
    await panel.getByLabel('Cleo backstory').check();
    await panel.getByLabel('Cleo impact story').check();
    await panel.getByRole('button', { name: 'Generate LinkedIn Content' }).click();
    await page.getByText('LinkedIn content generated and copied to clipboard!').waitFor({ timeout: 30_000 });

    const result = panel.getByTestId('client-content-result');
    const text = (await result.textContent()) ?? '';
    expect(text).toContain('Cleo backstory');
    expect(text).toContain('Cleo impact story');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(text);
    await e2e.screenshot('monetization-client-panel-result', page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Cleo Client-linkedin-content.txt');

    const kept = await e2e.standIn.db.query<{ kind: string; content: string }>(
      'select kind, content from public.client_content where client_id = $1',
      [completeClient],
    );
    expect(kept.rows).toEqual([{ kind: 'linkedin', content: text }]);

    // Kept with the client: the result is there again after a reload, from the mirror.
    await page.reload();
    await waitForApp(page);
    await expect
      .poll(async () => page.getByTestId('client-content-result').textContent(), { timeout: 30_000 })
      .toBe(text);
    await page.close();
  });

  it('queues a funnel strategy asked offline and delivers it once back online', async () => {
    const page = await e2e.newPage(`/dashboard/monetization/funnel-building?client=${completeClient}`);
    const panel = page.getByRole('region', { name: /Cleo Client/ });
    await panel.getByText('StoryStack Complete').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 30_000 });
    await e2e.setOffline(true);
    await panel.getByLabel('Cleo backstory').check();
    await panel.getByRole('button', { name: 'Generate Funnel Strategy' }).click();
    await panel.getByText(/Waiting for a connection: Funnel strategy/).waitFor({ timeout: 10_000 });
    await expect(panel.getByRole('button', { name: 'Generating...' }).isDisabled()).resolves.toBe(true);
    const funnels = async () =>
      (
        await e2e.standIn.db.query<{ n: number }>(
          "select count(*)::int as n from public.client_content where client_id = $1 and kind = 'funnel'",
          [completeClient],
        )
      ).rows[0].n;
    await expect.poll(() => funnels()).toBe(0);
    await e2e.screenshot('monetization-funnel-queued-offline', page);

    await e2e.setOffline(false);
    await page.getByText('Funnel strategy generated and copied to clipboard!').waitFor({ timeout: 40_000 });
    await expect.poll(funnels, { timeout: 20_000 }).toBe(1);
    await expect(panel.getByTestId('client-content-result').textContent()).resolves.toContain('Cleo');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Cleo Client-funnel-strategy.txt');
    await page.close();
  });

  it('opens a playbook by either spelling, with a link back to the hub', async () => {
    const page = await e2e.newPage('/dashboard/monetization/tieredservices');
    await page.getByRole('heading', { name: 'Tiered Services', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Service Tiers' }).click();
    await page.getByText('$7,500').waitFor();
    // The sales script quotes the reader's own published differentiation story.
    await page.getByRole('tab', { name: 'Sales Scripts' }).click();
    await page.getByText('Your Differentiation story: Why we refuse to write your pitch for you').waitFor();
    await page.getByText('We make you tell it until it is yours.', { exact: false }).waitFor();
    // Opened for a client, it speaks about that client's stories, in her terms (issue 20).
    await page.goto(new URL(`/dashboard/monetization/tieredservices?client=${unfinishedClient}`, e2e.url).href);
    await page.getByRole('tab', { name: 'Sales Scripts' }).click();
    await page.getByText('Ivy Early has no published Differentiation story yet.', { exact: false }).waitFor();
    await page.getByRole('heading', { name: "Ivy Early's differentiation story, in the script" }).waitFor();
    await expect(page.getByText('Why we refuse to write your pitch for you', { exact: false }).count()).resolves.toBe(
      0,
    );
    await expect(
      page.getByRole('link', { name: "Write Ivy Early's Differentiation story" }).getAttribute('href'),
    ).resolves.toBe(`/dashboard/stories/create?type=differentiation&client=${unfinishedClient}`);
    await e2e.screenshot('monetization-playbook-for-client', page);
    await page.goto(new URL('/dashboard/monetization/tiered-services', e2e.url).href);
    await page.getByRole('heading', { name: 'Tiered Services', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: '← Back to Monetization' }).first().click();
    await page.waitForURL(/\/dashboard\/monetization$/);
    await page.close();
  });

  it('tells a founder the Client StoryStacks tab is for coaches', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto(new URL('/login', e2e.url).href);
    await waitForApp(page);
    await page.getByLabel('Email').fill('founder@monetization.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    // A founder reaches Monetization from the navigation (issue 20).
    await page.getByRole('link', { name: 'Monetization' }).first().click();
    await page.waitForURL(/\/dashboard\/monetization$/);
    await page.getByRole('tab', { name: 'StoryStack Playbooks' }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('tab', { name: 'Client StoryStacks' }).count()).resolves.toBe(0);
    await page.goto(new URL('/dashboard/monetization?tab=client-stacks', e2e.url).href);
    await page.getByText('Access denied. Coaches only.').waitFor({ timeout: 20_000 });
    await context.close();
  });
});
