import { describe, expect, it } from 'vitest';
import { ignoreAuthEvent, startupProblem, startupProblemText } from '../../../../src/features/auth/offline-identity';

describe('startupProblem', () => {
  it('tells an offline device from a network that does not answer', () => {
    expect(startupProblem({ offline: true })).toBe('offline');
    expect(startupProblem({ offline: false })).toBe('unreachable');
    expect(startupProblemText('offline').title).toBe('You are offline');
    expect(startupProblemText('unreachable').title).toBe('We cannot reach StoryStack right now');
  });
});

describe('ignoreAuthEvent', () => {
  it('ignores SIGNED_OUT while offline unless the user asked for it', () => {
    expect(ignoreAuthEvent('SIGNED_OUT', { offline: true, signingOut: false })).toBe(true);
    expect(ignoreAuthEvent('SIGNED_OUT', { offline: true, signingOut: true })).toBe(false);
    expect(ignoreAuthEvent('SIGNED_OUT', { offline: false, signingOut: false })).toBe(false);
  });

  it('leaves the initial session to the provider and handles the rest', () => {
    expect(ignoreAuthEvent('INITIAL_SESSION', { offline: false, signingOut: false })).toBe(true);
    expect(ignoreAuthEvent('SIGNED_IN', { offline: true, signingOut: false })).toBe(false);
    expect(ignoreAuthEvent('TOKEN_REFRESHED', { offline: false, signingOut: false })).toBe(false);
  });
});
