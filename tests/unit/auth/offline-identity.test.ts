import { describe, expect, it } from 'vitest';
import { chooseIdentity, ignoreAuthEvent, type StartupFacts } from '../../../src/features/auth/offline-identity';

const base: StartupFacts = { hasSession: false, refreshUnreachable: false, offline: false, signingOut: false };

describe('chooseIdentity', () => {
  it.each<[string, Partial<StartupFacts>, ReturnType<typeof chooseIdentity>]>([
    ['a fresh session wins', { hasSession: true, offline: true }, 'session'],
    ['online with no session: signed out', {}, 'signed-out'],
    ['offline with no session: the remembered user', { offline: true }, 'cached-user'],
    ['token expired and the refresh could not reach the server', { refreshUnreachable: true }, 'cached-user'],
    ['the user asked to sign out, even offline', { offline: true, signingOut: true }, 'signed-out'],
  ])('%s', (_why, facts, expected) => {
    expect(chooseIdentity({ ...base, ...facts })).toBe(expected);
  });
});

describe('ignoreAuthEvent', () => {
  it('ignores SIGNED_OUT while offline unless the user asked for it', () => {
    expect(ignoreAuthEvent('SIGNED_OUT', { offline: true, signingOut: false })).toBe(true);
    expect(ignoreAuthEvent('SIGNED_OUT', { offline: true, signingOut: true })).toBe(false);
    expect(ignoreAuthEvent('SIGNED_OUT', { offline: false, signingOut: false })).toBe(false);
  });

  it('leaves the initial session to getSession and handles the rest', () => {
    expect(ignoreAuthEvent('INITIAL_SESSION', { offline: false, signingOut: false })).toBe(true);
    expect(ignoreAuthEvent('SIGNED_IN', { offline: true, signingOut: false })).toBe(false);
    expect(ignoreAuthEvent('TOKEN_REFRESHED', { offline: false, signingOut: false })).toBe(false);
  });
});
