import { describe, expect, it } from 'vitest';
import { betaLockMessage } from '../../../../src/features/public-site/visitor-writes';

describe('betaLockMessage', () => {
  it.each([
    ['Too many wrong codes. Please try again in 12 minutes.', 'Too many wrong codes. Please try again in 12 minutes.'],
    ['Too many wrong codes. Please try again in 1 minute.', 'Too many wrong codes. Please try again in 1 minute.'],
    ['Too many wrong codes. Please try again in 40 seconds.', 'Too many wrong codes. Please try again in 40 seconds.'],
    // Internals or anything unexpected never reach the visitor.
    ['XX000 bad buffer ID: 0', 'Too many wrong codes. Please try again in 15 minutes.'],
    [undefined, 'Too many wrong codes. Please try again in 15 minutes.'],
  ])('%s', (server, shown) => {
    expect(betaLockMessage(server)).toBe(shown);
  });
});
