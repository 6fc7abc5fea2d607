import { describe, expect, it } from 'vitest';
import { expandContractions } from '../../../../../supabase/functions/_shared/composer/nlp.ts';

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
