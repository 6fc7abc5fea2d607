import { describe, expect, it } from 'vitest';
import {
  canSubmitPassword,
  passwordFormSchema,
  profileFormSchema,
  NEW_PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT_LONG,
} from '../../../src/domain/settings-schemas';

const messages = (v: unknown) => {
  const r = passwordFormSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('passwordFormSchema', () => {
  it("says 'New passwords do not match' before anything about length", () => {
    expect(messages({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' })).toEqual([
      NEW_PASSWORDS_DO_NOT_MATCH,
    ]);
  });
  it('wants at least 6 characters', () => {
    expect(messages({ currentPassword: 'old', newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual([
      PASSWORD_TOO_SHORT_LONG,
    ]);
    expect(messages({ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual([]);
  });
  it('needs the current password', () => {
    expect(messages({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual([
      'Please enter your current password',
    ]);
  });
});

describe('canSubmitPassword', () => {
  it('is false until both new fields are filled', () => {
    expect(canSubmitPassword({ newPassword: '', confirmPassword: '' })).toBe(false);
    expect(canSubmitPassword({ newPassword: 'a', confirmPassword: '' })).toBe(false);
    expect(canSubmitPassword({ newPassword: 'a', confirmPassword: 'b' })).toBe(true);
  });
});

describe('profileFormSchema', () => {
  it('trims and checks the email, and caps the name at the SQL limit', () => {
    expect(profileFormSchema.parse({ name: ' Ada ', email: ' ada@example.com ' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(profileFormSchema.safeParse({ name: 'x'.repeat(201), email: 'a@b.co' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ name: '', email: 'not-an-email' }).success).toBe(false);
  });
});
