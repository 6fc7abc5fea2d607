// Settings in Chromium: the dark theme applies at once, passes axe's contrast check, is on the
// account (server) and survives a reload with no light first paint; the export downloads the
// spec's JSON under its storystack name with real counts; a password change is checked against
// the current password and shows in the security log; account deletion asks the browser's
// confirmation, removes the account on the server and leaves the device signed out. A change one
// account left waiting is sent before another account signs in on the device, not asked about.
import { readFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { e2eEnabled, startE2E, waitForApp, type E2E, type RegisteredUser } from './support/e2e.ts';
import { seriousViolations } from './support/axe.ts';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe.skipIf(!e2eEnabled)('settings', () => {
  let e2e: E2E;
  let admin: RegisteredUser;
  let founder: RegisteredUser;

  const service = () =>
    createClient(e2e.url, e2e.standIn.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  beforeAll(async () => {
    e2e = await startE2E();
    admin = await e2e.registerUser('admin@settings.test', 'admin-pass-123');
    founder = await e2e.registerUser('founder@settings.test', 'founder-pass-1');
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('applies the dark theme at once, keeps it on the account and across a reload with no light flash', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, admin.email, 'admin-pass-123', { to: '/dashboard/settings' });
    await expect(page.getByTestId('role-badge').textContent()).resolves.toBe('admin');
    await expect.poll(() => isDark(page)).toBe(false);

    await page.getByRole('tab', { name: 'Preferences' }).click();
    // Changes wait until the account's preferences have reached the device (the first pull).
    const dark = page.getByRole('radio', { name: /^Dark/ });
    await dark.and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
    await dark.click(); // controlled by the mirror: checked once the write has landed
    await expect.poll(() => isDark(page), { timeout: 2_000, interval: 50 }).toBe(true);
    await page.getByText('Preferences saved successfully').first().waitFor();
    // Kept on the account: the server has it once synced.
    await expect
      .poll(
        async () => {
          const { data } = await service()
            .from('todo_user_preferences')
            .select('preferences')
            .eq('user_id', admin.id)
            .single();
          return (data as { preferences: { theme?: string } } | null)?.preferences.theme;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('dark');
    await expect.poll(() => seriousViolations(page)).toEqual([]);
    await e2e.screenshot('settings-dark', page);

    // Reload: dark from the first paint (set before any of the app's code has run).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { darkAtParse: boolean }).darkAtParse =
          document.documentElement.classList.contains('dark');
      });
    });
    await page.reload();
    await waitForApp(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse))
      .toBe(true);
    await page.getByRole('radio', { name: /^Dark/ }).waitFor();
    await expect.poll(() => isDark(page)).toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: /^Dark/ }).isChecked()).toBe(true);

    // The public site keeps its light design.
    await page.goto(`${e2e.url}/login`);
    await waitForApp(page);
    await expect.poll(() => isDark(page)).toBe(false);

    // Back to light for the rest of the file.
    await page.goto(`${e2e.url}/dashboard/settings?tab=preferences`);
    await waitForApp(page);
    const light = page.getByRole('radio', { name: /^Light/ });
    await light.and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
    await light.click();
    await expect.poll(() => isDark(page), { timeout: 2_000, interval: 50 }).toBe(false);
    await page.close();
  });

  it('exports the spec JSON under storystack-data-{user id}-{date}.json with the real counts', async () => {
    const { error } = await service()
      .from('stories')
      .insert([
        { title: 'Why I started', user_id: admin.id, status: 'published', framework_type: 'backstory' },
        { title: 'Who I serve', user_id: admin.id, status: 'draft', framework_type: 'target_audience' },
      ]);
    expect(error).toBeNull();
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/dashboard/settings?tab=data`);
    await waitForApp(page);
    await expect
      .poll(() => page.getByTestId('summary-stories').textContent(), { timeout: 30_000, interval: 250 })
      .toBe('2');
    await expect(page.getByTestId('summary-published').textContent()).resolves.toBe('1');
    await expect(page.getByTestId('summary-clients').textContent()).resolves.toBe('0');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`storystack-data-${admin.id}-${today}.json`);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(['profile', 'stories', 'clients', 'exportDate']);
    expect(file.profile).toMatchObject({ id: admin.id, email: admin.email, role: 'admin' });
    expect((file.stories as { title: string }[]).map((s) => s.title).sort()).toEqual(['Who I serve', 'Why I started']);
    expect(file.clients).toEqual([]);
    await page.getByText('Data exported successfully').first().waitFor();
    await page.close();
  });

  it('changes the password only with the right current one, and the security log shows it', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/dashboard/settings?tab=account`);
    await waitForApp(page);
    const update = page.getByRole('button', { name: 'Update Password' });
    await expect.poll(() => update.isDisabled()).toBe(true);
    await page.getByLabel('Current password', { exact: true }).fill('admin-pass-123');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expect.poll(() => update.isDisabled()).toBe(true);
    await page.getByLabel('Confirm new password', { exact: true }).fill('shorx');
    await update.click();
    await page.getByText('New passwords do not match').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('short');
    await update.click();
    await page.getByText('Password must be at least 6 characters long').waitFor();

    await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('admin-pass-456');
    await page.getByLabel('Confirm new password', { exact: true }).fill('admin-pass-456');
    await update.click();
    await page.getByText('Your current password is not correct.').waitFor();
    await page.getByText('Failed to change password').first().waitFor();

    await page.getByRole('button', { name: 'Show current password' }).click();
    await expect.poll(() => page.getByLabel('Current password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByLabel('Current password', { exact: true }).fill('admin-pass-123');
    await update.click();
    await page.getByText('Password updated successfully').first().waitFor();
    const fresh = await createClient(e2e.url, e2e.standIn.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    }).auth.signInWithPassword({ email: admin.email, password: 'admin-pass-456' });
    expect(fresh.error).toBeNull();

    // The tabs work from the keyboard (arrows move between them) and fit a phone.
    await page.getByRole('tab', { name: 'Account' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const log = page.getByTestId('security-log');
    await log.waitFor();
    const text = (await log.textContent()) ?? '';
    expect(text).toContain('Password changed');
    expect(text).toContain('Signed in');
    expect(text).toMatch(/from (127\.0\.0\.1|::1)/);
    await page.close();
  });

  it('saves the name through the mirror and the email through the account', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/dashboard/settings`);
    await waitForApp(page);
    const save = page.getByRole('button', { name: 'Save Profile' });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('not-an-email');
    await save.click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill('ada.new@settings.test');
    await save.click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await expect
      .poll(
        async () => {
          const { data } = await service().from('todo_profiles').select('name, email').eq('id', admin.id).single();
          return data as { name: string; email: string } | null;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual({ name: 'Ada Lovelace', email: 'ada.new@settings.test' });
    const { data: account } = await service().auth.admin.getUserById(admin.id);
    expect(account.user?.email).toBe('ada.new@settings.test');
    await page.close();
  });

  it('a change left waiting is sent, not asked about, when someone else signs in on this device', async () => {
    const page = await e2e.newPage(`/dashboard/settings`);
    const name = page.getByLabel('Full name');
    await expect.poll(() => name.inputValue(), { timeout: 30_000 }).toBe('Ada Lovelace');
    await e2e.setOffline(true);
    await name.fill('Ada King');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.close(); // with the change still in the outbox: no page of this account is open
    await e2e.setOffline(false);

    const next = await e2e.newPage('/login');
    await next.getByLabel('Email').fill(founder.email);
    await next.getByLabel('Password').fill('founder-pass-1');
    await next.getByRole('button', { name: 'Sign In' }).click();
    await next.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    expect(await next.getByRole('dialog', { name: 'You have unsynced changes' }).count()).toBe(0);
    const { data } = await service().from('todo_profiles').select('name').eq('id', admin.id).single();
    expect(data).toEqual({ name: 'Ada King' });
    await next.close();
  });

  it('deletes the account after the browser confirmation, on the server and on this device', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, founder.email, 'founder-pass-1', { to: '/dashboard/settings?tab=account' });

    // Dismissing the confirmation deletes nothing.
    const messages: string[] = [];
    page.once('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]).toBe('Are you sure you want to delete your account? This action cannot be undone.');
    const still = await service().from('todo_profiles').select('id').eq('id', founder.id);
    expect(still.data).toHaveLength(1);

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    const gone = await service().from('todo_profiles').select('id').eq('id', founder.id);
    expect(gone.data).toEqual([]);
    const { data: users } = await service().auth.admin.listUsers();
    expect(users.users.map((u) => u.email)).not.toContain(founder.email);
    // Signed out here: the dashboard asks for a sign-in, in the public design even if this device
    // last showed the dashboard dark.
    await page.evaluate(() => localStorage.setItem('storystack:theme', 'dark'));
    await page.goto(`${e2e.url}/dashboard/settings`);
    await page.waitForURL(/\/login/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.close();
    // No script error anywhere in the file (refused requests, e.g. the wrong password, are expected).
    expect(e2e.pageErrors.filter((e) => !/Failed to load resource|net::/.test(e))).toEqual([]);
  });
});
