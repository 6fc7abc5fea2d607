// The assistant in the browser: the floating widget answers and recovers from a 503; the Ask
// page keeps its conversation across a reload, and a message written offline is sent when the
// device is back online.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eEnabled, startE2E, type E2E } from './support/e2e.ts';

const PASSWORD = 'assistant-pass-123';

describe.skipIf(!e2eEnabled)('the assistant', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ serviceWorkers: 'allow', env: { OWNER_NAME: 'Stacy Smith' } });
    await e2e.registerUser('admin@assistant.test', PASSWORD);
    await e2e.registerUser('founder@assistant.test', PASSWORD);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('the widget answers, and recovers from a 503 by waiting retryAfter', async () => {
    const page = await e2e.newPage('/login');
    await e2e.signIn(page, 'founder@assistant.test', PASSWORD);
    let calls = 0;
    await page.route('**/functions/v1/storystack-ai', async (route) => {
      calls += 1;
      if (calls === 1) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'retry-after': '2' },
          body: JSON.stringify({
            error: 'Service temporarily unavailable. Please try again in 2 seconds.',
            retryAfter: 2,
          }),
        });
        return;
      }
      await route.continue();
    });

    await page.getByRole('button', { name: 'Open Stacy AI' }).click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getAttribute('data-size')).resolves.toBe('normal');
    expect(await panel.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual(
      [350, 450],
    );
    await panel.getByRole('button', { name: 'Expand chat' }).click();
    expect(await panel.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual(
      [500, 600],
    );
    await expect(panel.getByRole('list', { name: 'Suggested questions' }).getByRole('button').count()).resolves.toBe(8);
    await panel.getByRole('button', { name: 'Should I create one story or the full stack?' }).click();
    await expect(panel.getByLabel('Message Stacy AI').inputValue()).resolves.toBe(
      'Should I create one story or the full stack?',
    );

    const input = panel.getByLabel('Message Stacy AI');
    await input.fill('Which framework should I do next?');
    await input.press('Shift+Enter');
    await input.pressSequentially('Thanks!');
    await expect(input.inputValue()).resolves.toBe('Which framework should I do next?\nThanks!');
    await input.press('Enter');
    await panel.getByText('Retrying (1/3)...').waitFor({ timeout: 10_000 });
    await panel.getByText(/Next attempt in \d seconds/).waitFor();
    await panel.getByText(/Retrying automatically in \d seconds\.\.\./).waitFor();
    await e2e.screenshot('chat-widget-retrying', page);
    await panel.getByText('Do the Target Audience next.', { exact: false }).waitFor({ timeout: 20_000 });
    expect(calls).toBe(2);
    await expect(panel.getByRole('alert').count()).resolves.toBe(0);
    await e2e.screenshot('chat-widget-answered', page);
    await page.close();
  });

  it('the Ask page keeps the conversation, and sends a message written offline when back online', async () => {
    const page = await e2e.newPage('/dashboard/ask-stacy');
    await page.getByRole('heading', { name: 'Ask Stacy AI' }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Suggested prompts' }).getByRole('button').count()).resolves.toBe(8);
    const input = page.getByLabel('Message Stacy AI');
    await input.fill('What does the impact story need?');
    await input.press('Enter');
    await page.getByText('Client Before:', { exact: false }).waitFor({ timeout: 20_000 });
    await page.reload();
    await page.getByText('What does the impact story need?').waitFor({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Suggested prompts' }).count()).resolves.toBe(0);

    await e2e.setOffline(true);
    await page.getByLabel('Message Stacy AI').fill('How do I turn my story into a LinkedIn post?');
    await page.getByLabel('Message Stacy AI').press('Enter');
    await page.getByText('Waiting to send: you are offline').waitFor();
    await e2e.setOffline(false);
    await page.getByText('1,300 characters', { exact: false }).waitFor({ timeout: 30_000 });
    await expect(page.getByText('Waiting to send: you are offline').count()).resolves.toBe(0);
    await e2e.screenshot('ask-page', page);
    await page.close();
  });
});
