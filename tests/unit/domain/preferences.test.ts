import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  effectiveTheme,
  preferencesSaveSchema,
  resolvePreferences,
  visibleClientEmail,
} from '../../../src/domain/preferences';

describe('resolvePreferences', () => {
  it('gives the spec defaults for nothing stored', () => {
    expect(resolvePreferences(null)).toEqual({
      theme: 'system',
      notifications: { email: true, browser: true, stories: true, clients: true },
      privacy: { profile_visible: true, show_email: false, allow_messages: true },
    });
    expect(resolvePreferences({})).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps stored values and fills the rest, ignoring values of the wrong type', () => {
    expect(
      resolvePreferences({
        theme: 'dark',
        notifications: { email: false, browser: 'yes' },
        privacy: { show_email: true },
        extra: 1,
      }),
    ).toEqual({
      theme: 'dark',
      notifications: { email: false, browser: true, stories: true, clients: true },
      privacy: { profile_visible: true, show_email: true, allow_messages: true },
    });
    expect(resolvePreferences({ theme: 'purple' }).theme).toBe('system');
  });
});

describe('effectiveTheme', () => {
  it('follows the device only for system', () => {
    expect(effectiveTheme('system', true)).toBe('dark');
    expect(effectiveTheme('system', false)).toBe('light');
    expect(effectiveTheme('light', true)).toBe('light');
    expect(effectiveTheme('dark', false)).toBe('dark');
  });
});

describe('preferencesSaveSchema', () => {
  it('takes whole groups and refuses unknown keys or themes', () => {
    expect(preferencesSaveSchema.safeParse({ theme: 'light' }).success).toBe(true);
    expect(preferencesSaveSchema.safeParse({ theme: 'sepia' }).success).toBe(false);
    expect(preferencesSaveSchema.safeParse({ privacy: { show_email: true } }).success).toBe(false);
    expect(preferencesSaveSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});

describe('visibleClientEmail', () => {
  const linked = { email: 'cleo@example.com', user_id: 'u1' };
  it("hides a client's email unless their account chose to show it", () => {
    expect(visibleClientEmail(linked, { show_email: false })).toBeNull();
    expect(visibleClientEmail(linked, undefined)).toBeNull();
    expect(visibleClientEmail(linked, { show_email: true })).toBe('cleo@example.com');
  });
  it('shows what the coach typed for a client without an account', () => {
    expect(visibleClientEmail({ email: 'x@example.com', user_id: null }, undefined)).toBe('x@example.com');
    expect(visibleClientEmail({ email: null, user_id: null }, undefined)).toBeNull();
  });
});
