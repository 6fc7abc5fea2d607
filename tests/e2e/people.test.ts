// People in Chromium: a coach adds a client and sees them on the dashboard, invites them, the
// client registers through the link (no beta code) and writes; the coach comments and suggests a
// rewrite, the client sees both, accepts the suggestion and the coach approves the story. Then the
// coach generates the client's full stack: the stories are the client's (her overview counts them,
// she answers the coach's review on them) and the coach is their reviewer (issue 20).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../../src/domain/frameworks.ts';
import { KEY_SECTION } from '../../src/domain/story-strength.ts';
import { e2eEnabled, startE2E, waitForApp, type E2E } from './support/e2e.ts';

const PASSWORD = 'people-pass-123';
const FIRST_ANSWER = 'I started the bakery in a rented garage with one oven.';
const SUGGESTED = 'In 2019 I rented a garage on Mill Lane, bought one oven, and baked 40 loaves a night.';

async function stat(page: Page, label: string): Promise<string> {
  return (await page.getByTestId(`stat-${label}`).textContent()) ?? '';
}

describe.skipIf(!e2eEnabled)('people: coach, clients, invitations and review', () => {
  let e2e: E2E;
  let clientContext: BrowserContext;
  let invitationUrl = '';
  let clientId = '';

  beforeAll(async () => {
    e2e = await startE2E();
    await e2e.registerUser('admin@people.test', PASSWORD); // the first account: admin
    const coach = await e2e.registerUser('coach@people.test', PASSWORD);
    await e2e.standIn.db.query(`update public.todo_profiles set role = 'coach', name = 'Cora Coach' where id = $1`, [
      coach.id,
    ]);
    clientContext = await e2e.newContext();
  });
  afterAll(async () => {
    await clientContext?.close().catch(() => undefined);
    await e2e?.close();
  });

  it('a coach adds a client, sees them on the dashboard, and makes an invitation link', async () => {
    const page = await e2e.newPage('/login');
    await e2e.signIn(page, 'coach@people.test', PASSWORD);
    await page.getByRole('heading', { name: 'Welcome, Cora' }).waitFor(); // her first visit
    await expect.poll(() => stat(page, 'Total Clients')).toBe('0');
    await page.getByText('No clients yet').waitFor();

    await page.getByRole('link', { name: 'Add New Client' }).click();
    await page.getByRole('heading', { name: 'Add Client' }).waitFor();
    // Bad input gets a clear message and keeps what was typed.
    await page.getByLabel('Email').fill('maya@');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByText('Please enter the client’s name').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('maya@');

    await page.getByLabel('Name').fill('Maya Baker');
    await page.getByLabel('Email').fill('maya@people.test');
    await page.getByLabel('Company').fill('Mill Lane Bakery');
    // Pronouns: a native select, chosen from the keyboard.
    const pronouns = page.getByLabel('Pronouns');
    await expect(pronouns.inputValue()).resolves.toBe('');
    await pronouns.focus();
    await pronouns.press('ArrowDown');
    await expect(pronouns.inputValue()).resolves.toBe('she');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('heading', { name: 'Maya Baker is on your client list' }).waitFor();

    // The link needs the record on the server: the button waits for the sync.
    await page.getByTestId('invite-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const link = page.getByLabel(/Invitation link/);
    await link.waitFor({ timeout: 20_000 });
    invitationUrl = await link.inputValue();
    expect(invitationUrl).toMatch(/\/register\?invite=[0-9a-f]{48}$/);

    await page.getByRole('link', { name: 'Overview' }).first().click();
    await page.getByRole('heading', { name: 'Recent Clients' }).waitFor();
    await expect.poll(() => stat(page, 'Total Clients')).toBe('1');
    await expect.poll(() => stat(page, 'Active Clients')).toBe('0');
    const row = page.getByRole('row', { name: /Maya Baker/ });
    await expect(row.textContent()).resolves.toContain('Mill Lane Bakery');
    await row.getByRole('link', { name: 'View Maya Baker' }).click();
    await page.waitForURL(/\/dashboard\/clients\/[0-9a-f-]{36}$/);
    clientId = page.url().split('/').pop() ?? '';
    await page.getByRole('heading', { name: 'Story stack' }).waitFor();
    const stored = await e2e.standIn.db.query('select pronouns from public.clients where id = $1', [clientId]);
    expect(stored.rows).toEqual([{ pronouns: 'she' }]);
    // The edit form shows the value the record has.
    await page.getByRole('button', { name: 'Edit details' }).click();
    await expect(page.getByLabel('Pronouns').inputValue()).resolves.toBe('she');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.close();
  });

  it('a broken invitation link says so plainly', async () => {
    const page = await clientContext.newPage();
    await page.goto(invitationUrl.replace('invite=', 'invite=0'));
    await page.getByText('This invitation link is invalid or has expired.').waitFor();
    await page.close();
  });

  it('the client registers through the link, writes, and the coach reviews', async () => {
    // The client: the invitation page knows who they are; no beta code is asked.
    const client = await clientContext.newPage();
    await client.goto(invitationUrl);
    await client.getByRole('heading', { name: 'Join Your Coach' }).waitFor();
    await client.getByText(/Cora Coach invited you .* for Mill Lane Bakery/).waitFor();
    await expect(client.getByLabel('Email').inputValue()).resolves.toBe('maya@people.test');
    await expect(client.getByLabel('First name').inputValue()).resolves.toBe('Maya');
    await expect.poll(() => client.getByLabel(/Beta access/).count()).toBe(0);
    await client.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await client.getByLabel('Confirm password').fill(PASSWORD);
    await client.getByRole('button', { name: 'Create Account' }).click();
    await client.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await waitForApp(client);

    // Coach-only screens say so and send the client home.
    await client.goto(new URL('/dashboard/clients', e2e.url).href);
    await client.getByText('Access denied. Coach privileges required.').waitFor();
    await client.waitForURL((url) => url.pathname === '/dashboard');

    // The client answers the first Backstory question.
    await client.goto(new URL('/dashboard/stories/create?type=backstory', e2e.url).href);
    await client.getByRole('button', { name: /Answer Questions/ }).click();
    const box = client.locator('textarea[data-section]');
    await box.fill(FIRST_ANSWER);
    await client.locator('[data-testid="save-state"][data-state="saved"]').waitFor({ timeout: 10_000 });
    await client.waitForURL(/storyId=/);
    const storyId = new URL(client.url()).searchParams.get('storyId') ?? '';
    await expect
      .poll(
        async () =>
          (
            await e2e.standIn.db.query<{ client_id: string | null }>(
              'select client_id from public.stories where id = $1',
              [storyId],
            )
          ).rows[0]?.client_id ?? null,
        { timeout: 30_000 },
      )
      .toBe(clientId);

    // The coach finds it on the client's page and opens it.
    const coach = await e2e.newPage();
    await e2e.signIn(coach, 'coach@people.test', PASSWORD, { to: `/dashboard/clients/${clientId}` });
    await coach.getByText('Maya Baker has a StoryStack account', { exact: false }).waitFor({ timeout: 30_000 });
    const backstory = coach.locator('li[data-framework="backstory"]');
    await backstory.getByText('In Progress').waitFor({ timeout: 30_000 });
    // What to ask in the next session: the story's key question, which its overview does not answer.
    await expect(backstory.getByTestId('ask-next').textContent()).resolves.toBe(
      `Ask next: ${FRAMEWORKS.backstory.sections.find((s) => s.id === KEY_SECTION.backstory)!.prompts[0]}`,
    );
    await backstory.getByRole('link', { name: 'Open' }).click();
    await coach.getByRole('heading', { name: 'Coach review' }).waitFor();

    await coach.getByLabel('Comment').fill('Lovely start. Give us the street and the number of loaves.');
    await coach.getByRole('button', { name: 'Add comment' }).click();
    await coach.getByText('Comment added').waitFor();
    await coach.getByLabel('About').selectOption({ label: 'Overview' });
    await coach.getByLabel('Suggest a rewrite of this section').check();
    await expect(coach.getByLabel('Suggested text').inputValue()).resolves.toBe(FIRST_ANSWER);
    await coach.getByLabel('Why this rewrite').fill('Concrete beats general: the street, the year, the loaves.');
    await coach.getByLabel('Suggested text').fill(SUGGESTED);
    await coach.getByRole('button', { name: 'Send suggestion' }).click();
    await coach.getByText('Suggestion sent').waitFor();

    // The client sees both in the builder, and the bell tells them.
    await client.getByText('Lovely start. Give us the street', { exact: false }).waitFor({ timeout: 30_000 });
    await client.getByText(SUGGESTED).waitFor({ timeout: 30_000 });
    await client.getByRole('button', { name: /Notifications/ }).click();
    await client.getByText('Cora Coach suggested a rewrite of your Backstory').waitFor();
    await client.keyboard.press('Escape');
    await client.getByRole('button', { name: 'Accept suggestion' }).click();
    await client.getByText('Suggestion accepted: the section now has the new text').waitFor();
    await expect(client.locator('textarea[data-section="overview"]').inputValue()).resolves.toBe(SUGGESTED);
    await expect
      .poll(
        async () =>
          (
            await e2e.standIn.db.query<{ text: string }>(
              `select content->>'overview' as text from public.stories where id = $1`,
              [storyId],
            )
          ).rows[0]?.text,
        { timeout: 30_000 },
      )
      .toBe(SUGGESTED);

    // The coach approves: the story is published.
    await coach.getByText('accepted', { exact: false }).waitFor({ timeout: 30_000 });
    await coach.getByRole('button', { name: 'Approve & Publish' }).click();
    await coach.getByText('Story approved and published').waitFor();
    await expect
      .poll(
        async () =>
          (await e2e.standIn.db.query<{ status: string }>('select status from public.stories where id = $1', [storyId]))
            .rows[0]?.status,
        { timeout: 30_000 },
      )
      .toBe('published');
    await client.close();
    await coach.close();
  });

  it('the stories a coach generates for a client are hers: she counts, reads and answers them', async () => {
    // The coach generates Maya's full stack, then reviews her Target Audience: as its reviewer.
    const coach = await e2e.newPage();
    await e2e.signIn(coach, 'coach@people.test', PASSWORD, { to: '/dashboard/stories' });
    await coach.getByRole('button', { name: 'Generate Full Stack' }).click();
    const dialog = coach.getByTestId('full-stack-dialog-stack');
    await dialog.getByLabel('Client').selectOption({ label: 'Maya Baker' });
    // Her pronouns are set (she): no note about "they".
    await expect(dialog.getByTestId('pronouns-not-set').count()).resolves.toBe(0);
    await dialog.getByLabel('Additional context (optional)').fill('Maya bakes 40 loaves a night in a garage.');
    await dialog.getByRole('button', { name: 'Generate Stories' }).click();
    await dialog.getByRole('link', { name: 'Go to Stories Dashboard' }).waitFor({ timeout: 30_000 });
    const target = await e2e.standIn.db.query<{ id: string; user_id: string }>(
      `select id, user_id from public.stories where client_id = $1 and framework_type = 'target_audience'`,
      [clientId],
    );
    expect(target.rows).toHaveLength(1);
    const storyId = target.rows[0].id;
    const storyUrl = `/dashboard/stories/create?type=target_audience&client=${clientId}&storyId=${storyId}&showGenerated=true`;
    await coach.goto(new URL(storyUrl, e2e.url).href);
    await coach.getByRole('heading', { name: 'Coach review' }).waitFor();
    await coach.getByRole('button', { name: 'Approve & Publish' }).waitFor();
    await coach.getByLabel('Comment').fill('Who buys the 6 a.m. loaf? Name them.');
    await coach.getByRole('button', { name: 'Add comment' }).click();
    await coach.getByText('Comment added').waitFor();
    await coach.getByLabel('About').selectOption({ label: 'Overview' });
    await coach.getByLabel('Suggest a rewrite of this section').check();
    await coach.getByLabel('Why this rewrite').fill('Say who they are.');
    await coach.getByLabel('Suggested text').fill('Night-shift nurses on Mill Lane who want bread at dawn.');
    await coach.getByRole('button', { name: 'Send suggestion' }).click();
    await coach.getByText('Suggestion sent').waitFor();

    // Maya: her overview counts the stack her coach wrote, and says how a story counts.
    const client = await clientContext.newPage();
    await client.goto(new URL('/dashboard', e2e.url).href);
    await waitForApp(client);
    // The composer writes the types the context is enough for (skipping the rest); with her own
    // published Backstory, every framework that has one of these counts.
    const done = await e2e.standIn.db.query<{ n: number }>(
      `select count(distinct framework_type)::int as n from public.stories
       where client_id = $1 and deleted_at is null and (status = 'published' or coalesce(generated_content, '') <> '')`,
      [clientId],
    );
    expect(done.rows[0].n).toBeGreaterThan(1);
    await client.getByText(`${done.rows[0].n} of 6 stories complete`, { exact: false }).waitFor({ timeout: 30_000 });
    await client.getByText('Stories your coach writes for you count too.', { exact: false }).waitFor();
    await e2e.screenshot('client-overview-coach-generated', client);

    // She reads the coach's review in her builder, answers it, and is offered a regeneration.
    await client.goto(new URL(storyUrl, e2e.url).href);
    await client.getByText('Who buys the 6 a.m. loaf? Name them.').waitFor({ timeout: 30_000 });
    await expect(client.getByText('Creating Story for', { exact: false }).count()).resolves.toBe(0);
    await expect(client.getByRole('button', { name: 'Approve & Publish' }).count()).resolves.toBe(0);
    await client.getByLabel('Comment').fill('The nurses, yes. Changing it.');
    await client.getByRole('button', { name: 'Add comment' }).click();
    await client.getByText('Comment added').waitFor();
    await client.getByRole('button', { name: 'Accept suggestion' }).click();
    await client.getByText('Suggestion accepted: the section now has the new text').waitFor();
    await client.getByRole('button', { name: 'Regenerate with this change' }).waitFor();
    await e2e.screenshot('client-review-regenerate-offer', client);
    await client.getByRole('button', { name: 'Regenerate with this change' }).click();
    await client.getByRole('dialog', { name: 'Generate Your Story' }).waitFor();

    // The coach hears of it, by name and story.
    await coach.getByRole('button', { name: /Notifications/ }).click();
    await coach.getByText('Maya Baker accepted your suggestion on their Target Audience').waitFor({ timeout: 30_000 });
    await coach.getByText('Maya Baker commented on their Target Audience').waitFor();
    await e2e.screenshot('coach-bell-client-answers', coach);
    await client.close();
    await coach.close();
  });
});
