// A generated beta code: readable, and far too many values to guess (at least 2^40).
import { describe, expect, it } from 'vitest';
import { makeBetaCode } from '../../../supabase/local/config.ts';

describe('makeBetaCode', () => {
  it('makes story-xxxx-xxxx-xxxx from 31 unambiguous symbols: 31^12 (about 2^59) values', () => {
    const codes = Array.from({ length: 200 }, makeBetaCode);
    for (const code of codes) expect(code).toMatch(/^story-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(Math.log2(31 ** 12)).toBeGreaterThan(40);
    expect(new Set(codes).size).toBe(codes.length);
    // Every symbol turns up: the choice is not skewed to part of the alphabet (a byte modulo 900 was).
    const symbols = new Set(codes.join('').replace(/story|-/g, ''));
    expect(symbols.size).toBe(31);
  });
});
