// Issue 22's signed-in defects in real headless Chromium: saving an edited story raises no page
// error, and Regenerate keeps the last tone; ?showVoiceRecorder=true opens the recorder, in the mad-libs view too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, type E2E, screenshotsWanted } from './support/e2e.ts';

const PASSWORD = 'screens-pass-123';

describe.skipIf(!e2eEnabled)('signed-in screens (issue 22)', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
    await e2e.registerUser('admin@screens.test', PASSWORD);
    await e2e.registerUser('founder@screens.test', PASSWORD);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  async function answer(page: Page, type: string, text: string): Promise<void> {
    await page.goto(new URL(`/dashboard/stories/create?type=${type}`, e2e.url).href);
    await page.getByRole('button', { name: /Answer Questions/ }).click();
    await page.locator('textarea[data-section]').first().click();
    await page.keyboard.type(text, { delay: 5 });
    await page.waitForURL(/storyId=/);
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 10_000 });
  }

  it('Save Changes in a story’s edit mode saves with no uncaught page error', async () => {
    const page = await e2e.newPage('/login');
    await page.setViewportSize({ width: 390, height: 844 });
    await e2e.signIn(page, 'founder@screens.test', PASSWORD);
    await answer(page, 'backstory', 'I grew up above my grandmother’s bakery in Porto.');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const dialog = page.getByTestId('generation-dialog');
    await dialog.getByLabel('Tone').selectOption('warm_encouraging');
    await dialog.getByRole('button', { name: 'Generate Story' }).click();
    await dialog.getByRole('button', { name: 'View Your Story' }).click({ timeout: 30_000 });
    const panel = page.locator('#generated-story');
    await panel.waitFor({ timeout: 20_000 });
    // The page scrolls to the story and stops with its buttons in view, clear of the sticky top bar.
    const reachable = () =>
      page.evaluate(async () => {
        const y = scrollY;
        await new Promise((done) => setTimeout(done, 150));
        if (scrollY !== y || y === 0) return 'scrolling';
        const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const top = document.getElementById('generated-story')?.getBoundingClientRect().top ?? 0;
        if (top < bar) return `the story starts ${Math.round(bar - top)} px under the top bar`;
        const buttons = [...document.querySelectorAll('#generated-story button')].filter((b) =>
          /^(Copy Story|Regenerate|Edit Story)$/.test(b.textContent?.trim() ?? ''),
        );
        return buttons
          .map((b) => {
            const box = b.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return `${b.textContent?.trim()}${hit && b.contains(hit) ? '' : ' hidden'}`;
          })
          .join(', ');
      });
    await expect.poll(reachable, { timeout: 5_000 }).toBe('Copy Story, Regenerate, Edit Story');

    const before = e2e.pageErrors.length;
    for (const ending of ['My own ending.', 'My second ending.']) {
      await panel.getByRole('button', { name: 'Edit Story' }).click();
      await panel.locator('#generated-edit').fill(ending);
      await panel.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => panel.getByTestId('generated-text').textContent()).toBe(ending);
      await page.getByText('Story saved successfully!').first().waitFor();
    }
    await page.waitForTimeout(500);
    expect(e2e.pageErrors.slice(before)).toEqual([]);

    // Regenerate starts from the tone the story was last generated with.
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(() => dialog.getByLabel('Tone').inputValue()).toBe('warm_encouraging');
    await page.close();
  });

  it('?showVoiceRecorder=true opens the recorder, focused, in the question view and the mad-libs view', async () => {
    const page = await e2e.newPage('/login');
    await e2e.signIn(page, 'founder@screens.test', PASSWORD);
    for (const type of ['backstory', 'mad_libs']) {
      await page.goto(new URL(`/dashboard/stories/create?type=${type}&showVoiceRecorder=true`, e2e.url).href);
      const focused = page.locator('[data-voice-note] button:focus');
      await focused.waitFor({ timeout: 10_000 });
      expect(await focused.textContent()).toContain('Record a voice note');
      expect(await focused.isVisible()).toBe(true);
      await e2e.screenshot(`screens-recorder-${type}`, page);
    }
    await page.close();
  });

  it('greets a brand-new user with "Welcome", and "Welcome back" on the next visit', async () => {
    const fresh = await e2e.registerUser('fay@screens.test', PASSWORD);
    await e2e.standIn.db.query(`update public.todo_profiles set name = 'Fay Founder' where id = $1`, [fresh.id]);
    const context = await e2e.newContext();
    const page = await context.newPage();
    await e2e.signIn(page, 'fay@screens.test', PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Fay' }).waitFor({ timeout: 15_000 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Fay' }).waitFor({ timeout: 15_000 });
    // The mode card names every format the upload reads; the progress line counts sections.
    await page.goto('/dashboard/stories/create?type=backstory');
    await page
      .getByText('Paste or upload an interview or call transcript (.txt, .md, .docx, .pdf, .srt and .vtt).')
      .waitFor();
    await page.getByRole('button', { name: /Answer Questions/ }).click();
    await expect(page.getByTestId('questions-progress').textContent()).resolves.toMatch(
      /^Progress: 0\/\d+ sections answered$/,
    );
    await context.close();
  });

  it('says the transcript was uploaded for every accepted type, not only .docx', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, 'founder@screens.test', PASSWORD, { to: '/dashboard/stories/create?type=backstory' });
    await page.getByRole('button', { name: /Upload Transcript/ }).click();
    const files = [
      { name: 'call.txt', mimeType: 'text/plain', text: 'Interviewer: Where did it start?\nAna: Above the bakery.' },
      { name: 'notes.md', mimeType: 'text/markdown', text: '# Call\n\nAna: Above the bakery in Porto.' },
      { name: 'call.vtt', mimeType: 'text/vtt', text: 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nAbove the bakery.' },
    ];
    for (const file of files) {
      const toasts = page.getByText('Interview transcript uploaded successfully');
      const before = await toasts.count();
      await page.locator('input[type="file"]').setInputFiles({ ...file, buffer: Buffer.from(file.text) });
      await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBeGreaterThan(before);
    }
    await page.close();
  });

  it.runIf(screenshotsWanted)(
    'saves screenshots of the changed screens at 1280x800 and 390x844, light and dark',
    async () => {
      // One sign-in: each screen is loaded afresh at its size and colour scheme.
      const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
      const context = await e2e.newContext();
      const page = await context.newPage();
      await e2e.signIn(page, 'fay@screens.test', PASSWORD);
      for (const [size, viewport] of Object.entries(sizes)) {
        for (const scheme of ['light', 'dark'] as const) {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto('/dashboard');
          await page.getByRole('heading', { level: 1, name: /^Welcome(, | back, )Fay$/ }).waitFor({ timeout: 15_000 });
          await e2e.screenshot(`screens-overview-${size}-${scheme}`, page);
          await page.goto('/dashboard/stories/create?type=mad_libs&showVoiceRecorder=true');
          await page.locator('[data-voice-note] button:focus').waitFor({ timeout: 10_000 });
          await e2e.screenshot(`screens-mad-libs-recorder-${size}-${scheme}`, page);
          await page.goto('/dashboard/stories/create?type=job_story');
          await page.getByRole('button', { name: /Upload Transcript/ }).waitFor();
          await e2e.screenshot(`screens-mode-chooser-${size}-${scheme}`, page);
        }
      }
      await context.close();
    },
  );
});
