// The story builder keeps every keystroke: typed offline it survives a reload, reaches the
// server once the network returns, and survives the tab being closed mid-sentence.
import { readFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { docxWithParagraphs, pdfWithText, vttCaptions } from '../support/document-fixtures.ts';
import { e2eEnabled, startE2E, waitForServiceWorker, type E2E } from './support/e2e.ts';

const PASSWORD = 'builder-pass-123';

async function signIn(page: Page, email: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
}

async function answerBox(page: Page) {
  const box = page.locator('textarea[data-section]');
  await box.waitFor({ timeout: 20_000 });
  return box;
}

async function savedOnDevice(page: Page): Promise<void> {
  await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 10_000 });
}

describe.skipIf(!e2eEnabled)('story builder: nothing typed is lost', () => {
  let e2e: E2E;
  let email: string;
  let storyId: string;

  const serverStory = async (id: string) => {
    const service = createClient(e2e.url, e2e.standIn.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const { data, error } = await service
      .from('stories')
      .select('id, title, framework_type, status, content, deleted_at')
      .eq('id', id)
      .maybeSingle();
    if (error) throw new Error(error.message);
    return data as {
      id: string;
      title: string;
      framework_type: string;
      status: string;
      content: Record<string, string>;
      deleted_at: string | null;
    } | null;
  };

  // Sign-up over plain HTTP (GoTrue's /signup with the beta code), as the app's form does.
  const signUp = async (address: string) => {
    const response = await fetch(`${e2e.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: e2e.standIn.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, password: PASSWORD, data: { beta_code: e2e.betaCode } }),
    });
    if (!response.ok) throw new Error(`sign-up of ${address} failed: ${response.status} ${await response.text()}`);
  };

  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow' });
    await signUp('first-admin@builder.test'); // the first account is the admin
    email = 'founder@builder.test';
    await signUp(email);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('keeps answers typed offline across a reload, then syncs them to the server', async () => {
    const page = await e2e.newPage('/login');
    await signIn(page, email);
    await waitForServiceWorker(page);
    await page.getByRole('heading', { name: 'Your six stories' }).waitFor();
    // Open the builder online once so the session and every chunk are warm, then cut the network.
    await page.getByRole('link', { name: /Create Story.*Backstory/ }).click();
    await page.getByRole('button', { name: /Answer Questions/ }).waitFor();
    await e2e.setOffline(true);

    await page.getByRole('button', { name: /Answer Questions/ }).click();
    const box = await answerBox(page);
    await box.click();
    await page.keyboard.type('I grew up above my parents\u2019 bakery.', { delay: 15 });
    await savedOnDevice(page);
    await page.waitForURL(/storyId=/);
    storyId = new URL(page.url()).searchParams.get('storyId') ?? '';
    expect(storyId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByTestId('questions-progress').textContent()).resolves.toBe('Progress: 1/5 sections answered');

    await page.reload();
    const again = await answerBox(page);
    await expect(again.inputValue()).resolves.toBe('I grew up above my parents\u2019 bakery.');
    await e2e.screenshot('builder-offline-after-reload', page);
    await expect.poll(() => serverStory(storyId)).toBeNull();

    await e2e.setOffline(false);
    await expect
      .poll(async () => (await serverStory(storyId))?.content?.overview ?? null, { timeout: 30_000, interval: 250 })
      .toBe('I grew up above my parents\u2019 bakery.');
    const row = await serverStory(storyId);
    expect(row).toMatchObject({
      framework_type: 'backstory',
      status: 'draft',
      title: 'Untitled Backstory',
      deleted_at: null,
    });
    await page.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 30_000 });
    await page.close();
  });

  it('keeps text typed right up to the moment the tab is closed', async () => {
    const path = `/dashboard/stories/create?type=backstory&storyId=${storyId}`;
    const page = await e2e.newPage(path);
    const box = await answerBox(page);
    await page.getByRole('tab', { name: /Origin/ }).click();
    await box.click();
    const sentence = 'My grandmother taught me to count change at six, and to never shortchange anyone.';
    await page.keyboard.type(sentence, { delay: 10 });
    await page.close(); // no wait for "Saved": the tab goes away mid-flow

    const reopened = await e2e.newPage(path);
    await (await answerBox(reopened)).waitFor();
    await reopened.getByRole('tab', { name: /Origin/ }).click();
    await expect((await answerBox(reopened)).inputValue()).resolves.toBe(sentence);
    await expect
      .poll(async () => (await serverStory(storyId))?.content?.origin ?? null, { timeout: 30_000, interval: 250 })
      .toBe(sentence);
    await reopened.close();
  });

  it('lists, filters and deletes the story as a tombstone', async () => {
    const page = await e2e.newPage('/dashboard/stories');
    // An untitled story is named by its first answer; the card previews it; search reads the answers.
    const card = page.getByRole('button', { name: 'I grew up above my parents\u2019 bakery.', exact: true });
    await card.waitFor({ timeout: 20_000 });
    await page.getByTestId('story-preview').getByText('I grew up above my parents\u2019 bakery.').waitFor();
    await page.getByLabel('Search').fill('nothing matches this');
    await page.getByText('No stories found').waitFor();
    await page.getByLabel('Search').fill('count change');
    await card.waitFor();
    await page.getByLabel('Search').fill('backstory');
    await page.getByRole('button', { name: 'Grid View' }).waitFor();
    await e2e.screenshot('stories-list', page);
    await page.getByRole('button', { name: /Delete.*parents\u2019 bakery/ }).click();
    await page.getByText('It moves to Recently deleted, where you can restore it for 30 days.').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    // Named as its card is: by its first answer.
    await page.getByText(/parents\u2019 bakery.* deleted successfully/).waitFor();
    await page.getByText('No stories found').waitFor();
    await expect
      .poll(async () => (await serverStory(storyId))?.deleted_at ?? null, { timeout: 30_000, interval: 250 })
      .not.toBeNull();
    // Not gone for good: Recently deleted brings it back, here and on the server.
    await page.getByRole('heading', { name: 'Recently deleted (1)' }).click();
    await page.getByRole('button', { name: /Restore .*parents\u2019 bakery/ }).click();
    await page.getByText(/parents\u2019 bakery.* restored/).waitFor();
    await page.getByRole('button', { name: /Delete.*parents\u2019 bakery/ }).waitFor();
    await expect
      .poll(
        async () => {
          const row = await serverStory(storyId);
          return row ? row.deleted_at : 'missing';
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBeNull();
    expect(e2e.pageErrors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual(
      [],
    );
  });

  it('says a transcript is over the limit before anything is saved, and keeps it on screen', async () => {
    const page = await e2e.newPage('/dashboard/stories/create?type=backstory');
    await page.getByRole('button', { name: /Upload Transcript/ }).click();
    const box = page.locator('textarea[data-section="transcript"]');
    const transcript = 'Interviewer: how did it start? Founder: with one customer. '.repeat(3400); // 200,600+
    await box.fill(transcript);
    const alert = page.getByRole('alert').filter({ hasText: 'This story has 20' });
    await alert.waitFor({ timeout: 5_000 });
    await expect(alert.textContent()).resolves.toContain(
      'A story can hold up to 200,000 characters. Shorten it or split it into two stories.',
    );
    await expect(box.getAttribute('aria-invalid')).resolves.toBe('true');
    // The section-write worker refused it (zod) and said so: held, not retried.
    await page.locator('[data-testid="save-state"][data-state="held"]').waitFor({ timeout: 5_000 });
    await e2e.screenshot('builder-transcript-over-limit', page);
    // Shortened, it saves; nothing of it was dropped on the way.
    await box.fill(transcript.slice(0, 150_000));
    await savedOnDevice(page);
    await expect(alert.count()).resolves.toBe(0);
    await expect(box.inputValue()).resolves.toHaveLength(150_000);
    await page.close();
  });

  it('saves the title as it is typed, and keeps a pasted title over the limit with the message', async () => {
    const page = await e2e.newPage('/dashboard/stories/create?type=job_story');
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor({ timeout: 20_000 });
    // No blur, no Save: each keystroke of the title is written (a new story is created by it).
    await title.fill('Bakery years');
    await page.waitForURL(/storyId=/);
    const id = new URL(page.url()).searchParams.get('storyId') ?? '';
    await expect
      .poll(async () => (await serverStory(id))?.title ?? null, { timeout: 30_000, interval: 250 })
      .toBe('Bakery years');

    const long = 'A title pasted from a long document. '.repeat(9); // 333 characters
    await title.fill(long);
    const issue = page.getByTestId('title-too-long');
    await issue.waitFor({ timeout: 5_000 });
    await expect(issue.textContent()).resolves.toBe(
      'A title can hold up to 300 characters; this one has 333. Shorten it and it is saved.',
    );
    await expect(title.inputValue()).resolves.toBe(long); // nothing cut
    await title.press('Enter'); // leaving the field keeps it too
    await expect(title.inputValue()).resolves.toBe(long);
    await title.fill(long.slice(0, 280));
    await expect(issue.count()).resolves.toBe(0);
    await expect
      .poll(async () => (await serverStory(id))?.title ?? null, { timeout: 30_000, interval: 250 })
      .toBe(long.slice(0, 280));
    await page.close();
  });

  it('reads each transcript format in the browser and shows its text', async () => {
    const page = await e2e.newPage('/dashboard/stories/create?type=job_story');
    await page.getByRole('button', { name: /Upload Transcript/ }).click();
    const box = page.locator('textarea[data-section="transcript"]');
    const input = page.locator('input[type="file"]');
    const files = [
      {
        name: 'interview.pdf',
        mimeType: 'application/pdf',
        buffer: pdfWithText(['Luis: We opened in 2009.', 'Two ovens, one dream.']),
      },
      {
        name: 'interview.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: await docxWithParagraphs(['Ada: What changed after the second shop?', 'Luis: Everything.']),
      },
      {
        name: 'call.vtt',
        mimeType: 'text/vtt',
        buffer: Buffer.from(
          vttCaptions([
            ['Ada', 'Who buys from you?'],
            ['Luis', 'Neighbours, mostly.'],
          ]),
        ),
      },
    ];
    const expected = [
      /Luis: We opened in 2009\.\s+Two ovens, one dream\./,
      /^Ada: What changed after the second shop\?\n\nLuis: Everything\.$/,
      /^Ada: Who buys from you\?\n\nLuis: Neighbours, mostly\.$/,
    ];
    for (const [i, file] of files.entries()) {
      await input.setInputFiles(file);
      await expect.poll(() => box.inputValue(), { timeout: 20_000 }).toMatch(expected[i]);
      await savedOnDevice(page);
    }
    // Each original reaches the story's documents beside the text read from it.
    const storyId = new URL(page.url()).searchParams.get('storyId') ?? '';
    const originals = async () =>
      (
        await e2e.standIn.db.query<{ name: string }>(
          `select name from storage.objects where bucket_id = 'documents' and name like $1 order by name`,
          [`${storyId}/%`],
        )
      ).rows.map((r) => r.name.split('.').pop());
    // Generous: on a loaded machine an upload that timed out waits out its backoff before the retry.
    await expect
      .poll(originals, { timeout: 90_000, interval: 250 })
      .toEqual(expect.arrayContaining(['pdf', 'docx', 'vtt']));
    await expect.poll(() => originals()).toHaveLength(3);
    // An older Word file is refused with a message that says what to do; the text stays.
    await input.setInputFiles({ name: 'old.doc', mimeType: 'application/msword', buffer: Buffer.from('x') });
    await page.getByText('old.doc is an older Word file (.doc).', { exact: false }).waitFor();
    await expect(box.inputValue()).resolves.toMatch(expected[2]);
    await page.close();
  }, 240_000);

  it('fills in the brand story as four blanks, and generates only once all four are there', async () => {
    const page = await e2e.newPage('/dashboard/stories/create?type=mad_libs');
    await page.getByRole('button', { name: /Answer Questions/ }).click();
    const blanks = [
      ['target_market', 'founders of family bakeries'],
      ['problem', 'running two shops at once'],
      ['solution', 'set up their weekly rhythm'],
    ] as const;
    await page.getByText('I help', { exact: false }).first().waitFor();
    for (const [section, text] of blanks) await page.locator(`textarea[data-section="${section}"]`).fill(text);
    await savedOnDevice(page);
    await expect(page.getByTestId('questions-progress').textContent()).resolves.toBe('Progress: 3/4 sections answered');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Please complete all sections first').first().waitFor();
    await page.locator('textarea[data-section="result"]').fill('they open a third shop');
    await savedOnDevice(page);
    await expect(page.getByTestId('questions-progress').textContent()).resolves.toBe('Progress: 4/4 sections answered');
    // Upload Transcript switches this story to its transcript, the blanks kept.
    await page.getByRole('button', { name: 'Upload Transcript' }).click();
    await page.locator('textarea[data-section="transcript"]').waitFor();
    await page.close();
  });

  it('shows the five-point story as its arc with all five beats on one page', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, email, PASSWORD, { to: '/dashboard/stories/create?type=five_point' });
    await page.getByRole('button', { name: /Answer Questions/ }).click();
    const arc = page.getByRole('img', { name: /The five-point arc: Exposition, Rising Action, Climax/ });
    await arc.waitFor();
    await expect(page.locator('textarea[data-section]').count()).resolves.toBe(5);
    // A beat's button takes the writer to its answer.
    await page.getByRole('button', { name: '3. Climax' }).click();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-section'))).resolves.toBe('climax');
    await page.keyboard.type('I signed the lease the day the bank said no.');
    await savedOnDevice(page);
    await page.getByRole('img', { name: /1 of 5 written/ }).waitFor();
    await page.getByRole('button', { name: '3. Climax (written)' }).waitFor();
    await page.reload();
    await page.locator('textarea[data-section="climax"]').waitFor();
    await expect(page.locator('textarea[data-section="climax"]').inputValue()).resolves.toBe(
      'I signed the lease the day the bank said no.',
    );
    // Typed over by accident (select all, then type): the replaced answer is one Undo away.
    const climax = page.locator('textarea[data-section="climax"]');
    await climax.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Oops');
    await page.getByTestId('answer-undo').getByRole('button', { name: 'Undo' }).click();
    await expect(climax.inputValue()).resolves.toBe('I signed the lease the day the bank said no.');
    await page.close();
  });

  it('scores the story as the user types, and the overview shows the stack and what to do next', async () => {
    const page = await e2e.newPage('/dashboard');
    await page.getByTestId('stack-score').waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('stack-top-improvement').textContent()).resolves.toBe(
      'Start your Target Audience story: Who is this for?',
    );
    // The workbook is made on the device: a real PDF with the frameworks in it.
    const [workbook] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the workbook (PDF)' }).click(),
    ]);
    expect(workbook.suggestedFilename()).toBe('storystack-workbook.pdf');
    const pdf = await PDFDocument.load(await readFile((await workbook.path()) as string));
    expect(pdf.getTitle()).toBe('The StoryStack Workbook');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(7);
    const stackBefore = Number(
      await page
        .getByTestId('stack-score')
        .textContent()
        .then((t) => t?.split('/')[0]),
    );

    await page.goto(`${e2e.url}/dashboard/stories/create?type=target_audience`);
    await page.getByRole('button', { name: /Answer Questions/ }).click();
    const box = await answerBox(page);
    // This context asks for reduced motion: then nothing moves, and nothing runs a transition.
    // (A near-zero duration used to turn each keystroke's style changes into transitions.)
    await page.evaluate(() => {
      const w = window as unknown as { transitionsRun: number };
      w.transitionsRun = 0;
      document.addEventListener('transitionrun', () => (w.transitionsRun += 1), true);
    });
    await box.click();
    await page.keyboard.type('Founders of small bakeries.');
    await savedOnDevice(page);
    await expect(page.evaluate(() => (window as unknown as { transitionsRun: number }).transitionsRun)).resolves.toBe(
      0,
    );
    const score = page.getByTestId('story-strength-score');
    await score.waitFor();
    const before = Number((await score.textContent())?.split('/')[0]);
    // Nothing moves while the user types: "Saving…" and "Saved on this device" take the same
    // room, so the export buttons beside them (and, on a phone, all that wraps below) stay put.
    await page.evaluate(() => {
      const w = window as unknown as { placesSeen: Set<string>; watching: boolean };
      const copy = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Copy Text');
      w.placesSeen = new Set();
      w.watching = true;
      const look = () => {
        const at = copy?.getBoundingClientRect();
        w.placesSeen.add(at ? `${Math.round(at.left)},${Math.round(at.top + window.scrollY)}` : 'gone');
        if (w.watching) requestAnimationFrame(look);
      };
      look();
    });
    await page.keyboard.type(
      ' Most run two shops in Lisbon, have 8 to 20 staff and want a third shop within 3 years.',
      {
        delay: 20,
      },
    );
    await savedOnDevice(page);
    const placesSeen = await page.evaluate(() => {
      const w = window as unknown as { placesSeen: Set<string>; watching: boolean };
      w.watching = false;
      return [...w.placesSeen];
    });
    expect(placesSeen).toHaveLength(1);
    await expect
      .poll(async () => Number((await score.textContent())?.split('/')[0]), { timeout: 10_000 })
      .toBeGreaterThan(before);
    await expect(page.getByRole('list', { name: 'What would make it stronger' }).textContent()).resolves.not.toContain(
      'Add a number',
    );

    // The floating button saves everything (answers, title) and says so.
    await page.getByRole('button', { name: 'Save All Changes' }).click();
    await page.getByText('Story saved successfully!').first().waitFor();

    // The story exports as Markdown from the device, its answer under its section label.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .md' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('untitled-target-audience.md');
    const markdown = await readFile((await download.path()) as string, 'utf8');
    expect(markdown).toContain('# Untitled Target Audience');
    expect(markdown).toContain('### Overview\n\nFounders of small bakeries. Most run two shops in Lisbon');

    await page.goto(`${e2e.url}/dashboard`);
    await expect
      .poll(async () => Number((await page.getByTestId('stack-score').textContent())?.split('/')[0]), {
        timeout: 10_000,
      })
      .toBeGreaterThan(stackBefore);
    await page.close();
  });

  it('has its own 404 page, and signs out from the user menu', async () => {
    const page = await e2e.newPage('/dashboard/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 20_000 });
    await expect(page.getByText('Coming in a later release').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    // The bell opens a panel (nothing has happened to this user yet) and Escape closes it.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Nothing yet.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => bell.evaluate((el) => el === document.activeElement)).toBe(true);
    // Nothing waits to be sent, so Logout signs out without asking.
    await page.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 30_000 });
    // A slow server: the user is told that sign-out is under way while it waits.
    let releaseLogout = () => {};
    const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
    await page.route('**/auth/v1/logout**', async (route) => {
      await logoutHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: /Account menu for founder@builder.test/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('status').filter({ hasText: 'Signing out' }).waitFor({ timeout: 30_000 });
    releaseLogout();
    // Sign-out waits for a sync run in flight (the sync lock) and the server's logout.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 45_000 });
    await page.getByRole('status').filter({ hasText: 'Signing out' }).waitFor({ state: 'detached' });
    await page.goto(`${e2e.url}/dashboard`);
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await page.close();
  });

  it('asks before text typed into a story deleted in another tab is lost, and leaving writes what was queued', async () => {
    // After the sign-out test: sign in again (a notification from this decision would show in its bell).
    const first = await e2e.newPage();
    await e2e.signIn(first, email, PASSWORD, { to: '/dashboard/stories/create?type=backstory' });
    await first.getByRole('button', { name: /Answer Questions/ }).click();
    await (await answerBox(first)).click();
    await first.keyboard.type('The first oven was second-hand.', { delay: 5 });
    await savedOnDevice(first);
    await first.waitForURL(/storyId=/);
    const id = new URL(first.url()).searchParams.get('storyId') ?? '';
    await first.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 30_000 });
    const second = await e2e.newPage(`/dashboard/stories/create?type=backstory&storyId=${id}`);
    const box = await answerBox(second);

    // This tab types; the other tab deletes the story, and the server has the deletion before this
    // tab's next keystroke (on a loaded machine that order came about by itself, and the old
    // wording called the deletion "on another device"). Waiting for it makes the order certain.
    await box.click();
    await second.keyboard.press('End');
    await second.keyboard.type(' It still works, and it still smells of rye.', { delay: 40 });
    await savedOnDevice(second);
    await first.getByRole('button', { name: 'Delete Story' }).click();
    await first.getByRole('button', { name: 'Delete', exact: true }).click();
    await first.waitForURL(/\/dashboard\/stories$/);
    await expect.poll(async () => (await serverStory(id))?.deleted_at ?? null, { timeout: 30_000 }).not.toBeNull();
    await second.keyboard.type(' Yes.', { delay: 40 });
    await second
      .getByTestId('conflict-banner')
      .filter({ hasText: 'This story was deleted in another tab of this browser while you kept writing here.' })
      .waitFor({ timeout: 10_000 });
    await savedOnDevice(second); // not "Saving…" for ever

    // Typed fast and left at once through the app's own menu: the queued keystrokes reach the
    // mirror now, not only the journal until the story is opened again.
    const tail = ' We baked through the night, every night, for a year.';
    await box.click();
    await second.keyboard.press('End');
    await second.keyboard.type(tail, { delay: 0 });
    await second.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Stories' }).click();
    const mirrored = () =>
      second.evaluate(
        (storyId) =>
          new Promise<string | null>((resolve, reject) => {
            const open = indexedDB.open('storystack');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const get = open.result.transaction('stories').objectStore('stories').get(storyId);
              get.onsuccess = () => {
                open.result.close();
                resolve((get.result?.content?.overview as string | undefined) ?? null);
              };
              get.onerror = () => reject(get.error);
            };
          }),
        id,
      );
    await expect.poll(async () => (await mirrored())?.endsWith(tail)).toBe(true);
    expect(await mirrored()).toMatch(/^The first oven was second-hand\. It still/);
    await first.close();
    await second.close();

    // The decision: restore the story with the text typed after the deletion.
    const attention = await e2e.newPage('/dashboard/attention');
    const card = attention.getByTestId('attention-conflict').first();
    await card.waitFor({ timeout: 10_000 });
    await expect(card.textContent()).resolves.toContain('deleted in another tab of this browser');
    for (const choice of await card.getByLabel('Keep mine').all()) await choice.check();
    await card.getByRole('button', { name: 'Save my choice' }).click();
    // Depending on timing the re-mounted writer can clash once more with the text it replayed: a
    // second card for the same story (a known wrinkle, in the closing note). Keep mine there too.
    await attention.waitForTimeout(500);
    for (let more = 0; more < 3 && (await attention.getByTestId('attention-conflict').count()) > 0; more++) {
      const next = attention.getByTestId('attention-conflict').first();
      for (const choice of await next.getByLabel('Keep mine').all()) await choice.check();
      await next.getByRole('button', { name: 'Save my choice' }).click();
      await attention.waitForTimeout(500);
    }
    await expect
      .poll(async () => (await serverStory(id))?.content?.overview ?? '', { timeout: 30_000, interval: 250 })
      .toMatch(new RegExp(`${tail}$`));
    expect((await serverStory(id))?.deleted_at).toBeNull();
    await attention.locator('[data-testid="sync-indicator"][data-sync-state="synced"]').waitFor({ timeout: 30_000 });
    await attention.close();
  });
});
