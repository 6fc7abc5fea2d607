import { describe, expect, it } from 'vitest';
import {
  expandContractions,
  isFragment,
  namesPeopleByWhatTheyDo,
  rememberedByText,
  taggedWords,
} from '../../../../../supabase/functions/_shared/composer/nlp.ts';

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

describe('namesPeopleByWhatTheyDo: a relative clause with no verb after it', () => {
  it.each([
    'People who ride to work every day, rain or shine, and need the bike to just work.',
    'Owners who have tried three agencies and got nothing back.',
    'Teams that have outgrown spreadsheets but cannot afford an ERP.',
    'Nurses who work nights.',
  ])('"%s" names people by what they do', (sentence) => {
    expect(namesPeopleByWhatTheyDo(sentence)).toBe(true);
  });

  it.each([
    'People who ride to work every day need the bike to just work.',
    'Those who come once usually come back.',
    'People who trust us tell their friends.',
    'Cake that nobody wants.',
    'We work with people who ride to work.',
  ])('"%s" is not that', (sentence) => {
    expect(namesPeopleByWhatTheyDo(sentence)).toBe(false);
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

describe('what the tagger made of a text, remembered', () => {
  it('reads each text once, and hands every caller its own copy', () => {
    let reads = 0;
    const words = rememberedByText(
      (text: string) => {
        reads++;
        return text.split(' ');
      },
      (list) => [...list],
    );
    const first = words('we bake bread');
    first.push('changed by its caller');
    expect(words('we bake bread')).toEqual(['we', 'bake', 'bread']);
    expect(reads).toBe(1);
    expect(words('we sell it')).toEqual(['we', 'sell', 'it']);
    expect(reads).toBe(2);
  });

  it('forgets everything once it holds its most text, and goes on answering', () => {
    let reads = 0;
    const length = rememberedByText(
      (text: string) => {
        reads++;
        return text.length;
      },
      (n) => n,
      10,
    );
    expect([length('12345'), length('12345'), length('67890')]).toEqual([5, 5, 5]);
    expect(reads).toBe(2);
    expect(length('abcdef')).toBe(6); // over 10 characters: the memory starts again
    expect(length('12345')).toBe(5);
    expect(reads).toBe(4);
  });

  it('gives the same tags as the tagger, a word at a time, across sentences', () => {
    expect(taggedWords('I run a bakery. I delivered it.').map((w) => w.text)).toEqual([
      'I',
      'run',
      'a',
      'bakery',
      'I',
      'delivered',
      'it',
    ]);
    expect(taggedWords('I run a bakery. I delivered it.')[5].tags).toContain('PastTense');
  });
});
