// Voice notes in Chromium with a fake microphone: a client records a voice note offline; it is
// kept on the device and plays after a reload offline; when the network returns it reaches the
// `recordings` bucket once; the client's coach, signed in on another browser context, plays it
// from Storage.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, waitForServiceWorker, type E2E } from './support/e2e.ts';

const PASSWORD = 'voice-pass-123';
const ANSWER = 'I started the bakery in a rented garage with one oven.';

/** The audio element has loaded the recording: metadata read and a length. */
async function audioLoads(page: Page, source: 'local' | 'remote'): Promise<void> {
  const audio = page.locator(`audio[data-voice-source="${source}"]`);
  await audio.waitFor({ timeout: 30_000 });
  // Read together: the element may be given a new source (the upload finished) between two reads.
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.duration : 0)), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.error)).toBeNull();
}

describe.skipIf(!e2eEnabled)('voice notes', () => {
  let e2e: E2E;
  let coachContext: BrowserContext;
  let storyId = '';

  const objects = async () =>
    (
      await e2e.standIn.db.query<{ name: string }>(
        `select name from storage.objects where bucket_id = 'recordings' order by name`,
      )
    ).rows.map((r) => r.name);

  beforeAll(async () => {
    e2e = await startE2E({
      serviceWorkers: 'allow',
      chromiumArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
    await e2e.registerUser('admin@voice.test', PASSWORD); // the first account: admin
    const coach = await e2e.registerUser('coach@voice.test', PASSWORD);
    const client = await e2e.registerUser('maya@voice.test', PASSWORD);
    await e2e.standIn.db.query(`update public.todo_profiles set role = 'coach', name = 'Cora Coach' where id = $1`, [
      coach.id,
    ]);
    await e2e.standIn.db.query(`update public.todo_profiles set role = 'client', name = 'Maya Baker' where id = $1`, [
      client.id,
    ]);
    await e2e.standIn.db.query(
      `insert into public.clients (name, email, coach_id, user_id) values ('Maya Baker', 'maya@voice.test', $1, $2)`,
      [coach.id, client.id],
    );
    coachContext = await e2e.newContext();
  });
  afterAll(async () => {
    await coachContext?.close().catch(() => undefined);
    await e2e?.close();
  });

  it('a voice note recorded offline survives a reload offline and reaches recordings once', async () => {
    const page = await e2e.newPage('/login');
    await e2e.signIn(page, 'maya@voice.test', PASSWORD);
    await waitForServiceWorker(page);
    await page.goto(new URL('/dashboard/stories/create?type=backstory&showVoiceRecorder=true', e2e.url).href);
    await page.locator('textarea[data-section]').fill(ANSWER);
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 10_000 });
    await page.waitForURL(/storyId=/);
    storyId = new URL(page.url()).searchParams.get('storyId') ?? '';

    await e2e.setOffline(true);
    await page.getByRole('button', { name: /Record a voice note/ }).click();
    await page
      .getByRole('timer')
      .getByText(/Recording 0:0[1-9]/)
      .waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await audioLoads(page, 'local');
    await page.getByText("You're offline. The voice note is saved on this device").waitFor();
    await expect.poll(() => objects()).toEqual([]);

    await page.reload();
    await audioLoads(page, 'local');
    await page.getByRole('button', { name: /Record again/ }).waitFor();
    await e2e.screenshot('voice-note-offline-after-reload', page);
    await expect.poll(() => objects()).toEqual([]);

    await e2e.setOffline(false);
    await expect.poll(objects, { timeout: 30_000, interval: 250 }).toHaveLength(1);
    const [name] = await objects();
    expect(name).toMatch(new RegExp(`^${storyId}/[0-9a-f-]{36}\\.webm$`));
    const server = await e2e.standIn.db.query<{ content: Record<string, string> }>(
      'select content from public.stories where id = $1',
      [storyId],
    );
    expect(server.rows[0].content.overview__voice).toBe(name);
    await page.getByText('Saved on the server.').waitFor({ timeout: 20_000 });
    // Without a speech-to-text service the app says so and keeps the audio.
    await page.getByText('Speech to text is not set up on this server').waitFor({ timeout: 20_000 });
    // A later sync sends nothing again.
    await page.waitForTimeout(1500);
    await expect.poll(() => objects()).toEqual([name]);
    await page.close();
  });

  it("the client's coach plays the voice note from Storage in another browser context", async () => {
    await expect
      .poll(
        async () =>
          (
            await e2e.standIn.db.query<{ client_id: string | null }>(
              'select client_id from public.stories where id = $1',
              [storyId],
            )
          ).rows[0]?.client_id ?? null,
        { timeout: 20_000 },
      )
      .not.toBeNull();
    const coach = await coachContext.newPage();
    await e2e.signIn(coach, 'coach@voice.test', PASSWORD, {
      to: `/dashboard/stories/create?type=backstory&storyId=${storyId}`,
    });
    // The builder may open before the first pull has brought the story: then it asks for a mode.
    const answers = coach.locator('textarea[data-section]');
    const chooser = coach.getByRole('button', { name: /Answer Questions/ });
    await answers.or(chooser).first().waitFor({ timeout: 30_000 });
    if (await chooser.isVisible()) await chooser.click();
    await expect.poll(() => answers.inputValue(), { timeout: 30_000 }).toBe(ANSWER);
    await audioLoads(coach, 'remote');
    await e2e.screenshot('voice-note-coach', coach);
    expect(e2e.pageErrors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });

  it('a recording cut off by a renderer crash is recovered and attached when the builder opens again', async () => {
    const path = `/dashboard/stories/create?type=backstory&storyId=${storyId}`;
    const page = await e2e.newPage(path);
    await page.getByRole('tab', { name: /Origin/ }).click();
    await page.getByRole('button', { name: /Record a voice note/ }).click();
    await page
      .getByRole('timer')
      .getByText(/Recording 0:0[3-9]/)
      .waitFor({ timeout: 15_000 });
    const cdp = await e2e.context.newCDPSession(page);
    const crashed = page.waitForEvent('crash', { timeout: 10_000 });
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    await page.close().catch(() => undefined);

    const reopened = await e2e.newPage(path);
    await reopened.getByRole('tab', { name: /Origin/ }).click();
    await reopened.getByText('A recording that was cut off').waitFor({ timeout: 20_000 });
    await audioLoads(reopened, 'local');
    await expect.poll(objects, { timeout: 30_000, interval: 250 }).toHaveLength(2);
    const server = await e2e.standIn.db.query<{ content: Record<string, string> }>(
      'select content from public.stories where id = $1',
      [storyId],
    );
    expect((await objects()).includes(server.rows[0].content.origin__voice)).toBe(true);
    await reopened.close();
  });
});
