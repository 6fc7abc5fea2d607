import { describe, expect, it } from 'vitest';
import { expandContractions, isFragment } from '../../../../../supabase/functions/_shared/composer/nlp.ts';

describe('expandContractions (the formal tones)', () => {
  it('writes "can\'t" as one word, and the others out in full', () => {
    expect(expandContractions("If we can't, we lend you a bike.")).toBe('If we cannot, we lend you a bike.');
    expect(expandContractions('Can’t wait.')).toMatch(/^Cannot wait/);
    expect(expandContractions("We don't judge.")).toBe('We do not judge.');
  });
});

describe('expandContractions: "is" or "has"', () => {
  it('reads an \'s before a word that says how someone is as "is"', () => {
    expect(expandContractions("So nobody's scared to call me.")).toBe('So nobody is scared to call me.');
    expect(expandContractions("She's run three more.")).toBe('She has run three more.');
  });
});

describe('isFragment', () => {
  it('reads a long sentence said as notes as a fragment, never one that opens on when', () => {
    expect(isFragment('Usually a couple in their thirties or forties, both working, maybe a kid or two.')).toBe(true);
    // "terraced" describes the houses: no verb in the opening clause.
    expect(isFragment('Mostly terraced houses, the ones where the garden is about five metres of patio.')).toBe(true);
    expect(isFragment('Mostly we work with couples, both working, often with a kid or two at home.')).toBe(false);
    expect(isFragment('In 2019, we opened a second shop in the old post office on the high street.')).toBe(false);
    expect(isFragment('Three weeks after.')).toBe(true);
  });
});
