// Issue 26 item 9: sign-in locks keyed on the address and the account together. Failures on other
// accounts from an address (one attacker behind the same proxy) do not lock out an account that
// has signed in from that address before; failures on one account from many addresses do not
// lock its owner out of the address they sign in from. And the start screen warns when the
// stand-in listens beyond loopback without TRUSTED_PROXIES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../supabase/local/config.ts';
import { sharedAddressWarning, startScreen } from '../../supabase/local/start-screen.ts';
import { freshClient, signUpUser } from '../support/auth-helpers.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;

beforeAll(async () => {
  standIn = await startTestStandIn({ trustedProxies: ['loopback'] });
});
afterAll(async () => {
  await standIn?.close();
});

const LOCKED = {
  status: 429,
  code: 'over_request_rate_limit',
  message: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/),
};

const signIn = (address: string, email: string, password: string) =>
  freshClient(standIn, { 'x-forwarded-for': address }).auth.signInWithPassword({ email, password });

function withClock<T>(offsetSeconds: number, fn: () => Promise<T>): Promise<T> {
  standIn.deps.now = () => Date.now() / 1000 + offsetSeconds;
  return fn().finally(() => {
    standIn.deps.now = undefined;
  });
}

describe('one address, many accounts', () => {
  it("does not lock an account that signed in from the address out of it after someone else's 30 failures", async () => {
    const office = '198.51.100.10';
    await signUpUser(standIn, 'alice@example.com', 'alice-pass-1');
    await signUpUser(standIn, 'bob@example.com', 'bob-pass-1');
    expect((await signIn(office, 'alice@example.com', 'alice-pass-1')).error).toBeNull();

    // Someone at the same address (or behind the same proxy) tries many accounts.
    for (let i = 0; i < 30; i++) {
      const attempt = await signIn(office, `victim-${i % 3}@example.com`, `guess-${i}`);
      expect(attempt.error?.code).toMatch(/^(invalid_credentials|over_request_rate_limit)$/);
    }

    // Alice, who signed in from here before, still can; a wrong password is still just wrong.
    expect((await signIn(office, 'alice@example.com', 'wrong-pass')).error?.code).toBe('invalid_credentials');
    expect((await signIn(office, 'alice@example.com', 'alice-pass-1')).error).toBeNull();
    // An account new to this address waits: a guesser cannot move on to fresh accounts.
    expect((await signIn(office, 'bob@example.com', 'bob-pass-1')).error).toMatchObject(LOCKED);
    // From anywhere else Bob is not affected.
    expect((await signIn('198.51.100.11', 'bob@example.com', 'bob-pass-1')).error).toBeNull();
  });

  it('still locks the guessed account at that address after 10 failures, even one known there', async () => {
    const home = '198.51.100.30';
    await signUpUser(standIn, 'carol@example.com', 'carol-pass-1');
    expect((await signIn(home, 'carol@example.com', 'carol-pass-1')).error).toBeNull();
    for (let i = 0; i < 10; i++) {
      expect((await signIn(home, 'carol@example.com', `wrong-${i}`)).error?.code).toBe('invalid_credentials');
    }
    expect((await signIn(home, 'carol@example.com', 'carol-pass-1')).error).toMatchObject(LOCKED);
  });
});

describe('one account, many addresses', () => {
  it("keeps the owner's usual address open while 10 others failed on the account, and lets a new one in later", async () => {
    await signUpUser(standIn, 'owner@example.com', 'owner-pass-1');
    const usual = '198.51.100.20';
    expect((await signIn(usual, 'owner@example.com', 'owner-pass-1')).error).toBeNull();
    for (let i = 0; i < 10; i++) {
      const attempt = await signIn(`203.0.113.${i + 1}`, 'owner@example.com', 'guess');
      expect(attempt.error?.code).toBe('invalid_credentials');
    }
    expect((await signIn(usual, 'owner@example.com', 'owner-pass-1')).error).toBeNull();
    // A new address waits out the window (5 minutes), no longer.
    expect((await signIn('198.51.100.21', 'owner@example.com', 'owner-pass-1')).error).toMatchObject(LOCKED);
    const later = await withClock(6 * 60, () => signIn('198.51.100.21', 'owner@example.com', 'owner-pass-1'));
    expect(later.error).toBeNull();
  });
});

describe('the start screen', () => {
  it('warns when listening beyond loopback without TRUSTED_PROXIES, and only then', async () => {
    for (const host of ['127.0.0.1', '::1', 'localhost', '[::1]', '127.0.0.2']) {
      expect(sharedAddressWarning(host, [])).toBeNull();
    }
    expect(sharedAddressWarning('0.0.0.0', ['loopback'])).toBeNull();

    const screen = async (env: Record<string, string>) => {
      const config = await loadConfig({ DATA_DIR: 'memory', BETA_CODE: 'a-beta-code', ...env });
      return startScreen(config, 'http://example.test:54321').join('\n');
    };
    const exposed = await screen({ HOST: '0.0.0.0' });
    expect(exposed).toContain('  Warning:     listening on 0.0.0.0 without TRUSTED_PROXIES.');
    expect(exposed).toContain('Set TRUSTED_PROXIES to the proxy');
    expect(await screen({ HOST: '0.0.0.0', TRUSTED_PROXIES: '10.0.0.0/8' })).not.toContain('Warning:');
    expect(await screen({})).not.toContain('Warning:');
  });
});
