import { describe, expect, it } from 'vitest';
import {
  betaCodeSchema,
  betaGateSchema,
  loginSchema,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  readBetaHandoff,
  registerSchema,
  safeRedirectPath,
  signUpMetadata,
} from '../../../src/domain/auth-schemas';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  betaCode: 'story-stack-123',
};

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('loginSchema', () => {
  it.each([
    [{ email: 'ada@example.com', password: 'x' }, true],
    [{ email: '', password: 'x' }, false],
    [{ email: 'ada@example.com', password: '' }, false],
    [{ email: 'ada', password: 'x' }, false],
  ])('%o → %s', (input, ok) => {
    expect(loginSchema.safeParse(input).success).toBe(ok);
  });
});

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('says "Passwords do not match" on the confirm field', () => {
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: 'secret2' }))).toEqual([
      `confirmPassword: ${PASSWORDS_DO_NOT_MATCH}`,
    ]);
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
  });

  it('says "Password must be at least 6 characters" for both password inputs', () => {
    const m = messages(registerSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }));
    expect(m).toEqual([`password: ${PASSWORD_TOO_SHORT}`, `confirmPassword: ${PASSWORD_TOO_SHORT}`]);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters');
  });

  it('accepts exactly 6 characters', () => {
    expect(registerSchema.safeParse({ ...valid, password: '123456', confirmPassword: '123456' }).success).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'betaCode'] as const)('requires %s', (field) => {
    expect(registerSchema.safeParse({ ...valid, [field]: '  ' }).success).toBe(false);
  });

  it('builds the sign-up metadata the server expects', () => {
    const parsed = registerSchema.parse({ ...valid, firstName: ' Ada ', betaCode: ' story-stack-123 ' });
    expect(signUpMetadata(parsed)).toEqual({ beta_code: 'story-stack-123', first_name: 'Ada', last_name: 'Lovelace' });
  });
});

describe('beta code', () => {
  it('is required', () => {
    expect(betaCodeSchema.safeParse('').success).toBe(false);
    expect(betaCodeSchema.safeParse('   ').success).toBe(false);
    expect(betaGateSchema.safeParse({ code: 'abcd' }).success).toBe(true);
  });

  it('is read from router state only when well formed', () => {
    expect(readBetaHandoff({ betaCode: 'abcd' })).toBe('abcd');
    expect(readBetaHandoff({ betaCode: '' })).toBeNull();
    expect(readBetaHandoff(null)).toBeNull();
    expect(readBetaHandoff('abcd')).toBeNull();
  });
});

describe('safeRedirectPath', () => {
  it('returns to where the guard sent the user from', () => {
    expect(safeRedirectPath({ from: { pathname: '/dashboard/stories', search: '?client=1', hash: '' } })).toBe(
      '/dashboard/stories?client=1',
    );
  });

  it('falls back to /dashboard otherwise', () => {
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath({ from: { pathname: '//evil.example' } })).toBe('/dashboard');
    expect(safeRedirectPath({ from: { pathname: '/login' } })).toBe('/dashboard');
    expect(safeRedirectPath({ from: 'x' })).toBe('/dashboard');
  });
});
