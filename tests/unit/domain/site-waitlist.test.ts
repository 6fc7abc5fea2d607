import { describe, expect, it } from 'vitest';
import {
  earlyAccessWaitlistArgs,
  earlyAccessWaitlistSchema,
  joinWaitlistArgsSchema,
  landingWaitlistArgs,
  landingWaitlistSchema,
  splitFullName,
} from '../../../src/domain/site-waitlist';

describe('landingWaitlistSchema (name and email required)', () => {
  it.each([
    [{ name: 'Ada Lovelace', email: 'ada@example.com' }, true],
    [{ name: '', email: 'ada@example.com' }, false],
    [{ name: '  ', email: 'ada@example.com' }, false],
    [{ name: 'Ada', email: '' }, false],
    [{ name: 'Ada', email: 'ada@' }, false],
  ])('%o → %s', (input, ok) => {
    expect(landingWaitlistSchema.safeParse(input).success).toBe(ok);
  });

  it('names the missing field', () => {
    const r = landingWaitlistSchema.safeParse({ name: '', email: '' });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.error.issues.map((i) => i.message)).toEqual(['Please enter your name', 'Please enter your email']);
  });
});

describe('earlyAccessWaitlistSchema (last name optional)', () => {
  it.each([
    [{ firstName: 'Ada', lastName: '', email: 'ada@example.com' }, true],
    [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, true],
    [{ firstName: '', lastName: 'Lovelace', email: 'ada@example.com' }, false],
    [{ firstName: 'Ada', lastName: '', email: 'nope' }, false],
  ])('%o → %s', (input, ok) => {
    expect(earlyAccessWaitlistSchema.safeParse(input).success).toBe(ok);
  });
});

describe('join_waitlist arguments', () => {
  it('splits the landing name and lower-cases the email', () => {
    expect(landingWaitlistArgs({ name: ' Ada  King Lovelace ', email: ' Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'King Lovelace',
      source: 'landing',
    });
  });

  it('sends a missing last name as null', () => {
    expect(earlyAccessWaitlistArgs({ firstName: 'Ada', lastName: ' ', email: 'ada@example.com' })).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: null,
      source: 'early-access',
    });
  });

  it('splitFullName handles a single word', () => {
    expect(splitFullName('Cher')).toEqual({ first: 'Cher', last: null });
  });

  it('the args schema refuses an unknown source', () => {
    expect(
      joinWaitlistArgsSchema.safeParse({ email: 'a@b.co', first_name: null, last_name: null, source: 'spam' }).success,
    ).toBe(false);
  });
});
