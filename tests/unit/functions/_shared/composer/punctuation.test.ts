// Speech typed with no punctuation (composer/punctuation.ts): its sentences, its questions and
// the capitals of "I" and of names come back; punctuated text is left as it is.
import { describe, expect, it } from 'vitest';
import {
  isUnmarkedQuestion,
  lacksPunctuation,
  namesIn,
  punctuate,
} from '../../../../../supabase/functions/_shared/composer/punctuation.ts';
import { isPleasantry } from '../../../../../supabase/functions/_shared/composer/spoken.ts';
import { whenFirst } from '../../../../../supabase/functions/_shared/composer/sequence.ts';
import { composeStory } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { PHYSIO } from '../../../../support/interviews.ts';

const CASE =
  "there's a guy tom he came to us three weeks before the london marathon with shin splints he couldn't run more than two miles we built him a plan and he finished in three hours fifty two";

describe('speech with no punctuation', () => {
  it('is told apart from punctuated text', () => {
    expect(lacksPunctuation(CASE)).toBe(false); // under forty words: too little to tell
    expect(lacksPunctuation(`${CASE} ${CASE}`)).toBe(true);
    expect(lacksPunctuation(PHYSIO.text)).toBe(true);
    expect(lacksPunctuation('We opened in 2009. Two ovens, one dream. '.repeat(10))).toBe(false);
  });

  it('ends a sentence where a new subject begins, not after "and", "so" or "that"', () => {
    expect(punctuate(CASE, namesIn(CASE))).toBe(
      "There's a guy, Tom. He came to us three weeks before the London marathon with shin splints. He couldn't run more than two miles. We built him a plan and he finished in three hours fifty two.",
    );
  });

  it('starts the new sentence at its lead-in, and ends a long run at its next "and they"', () => {
    expect(
      punctuate('i kept seeing the same thing runners told to rest for six weeks so in 2020 i opened stride'),
    ).toBe('I kept seeing the same thing runners told to rest for six weeks. So in 2020 I opened stride.');
    // The pauses that are commas and colons: "a guy, Tom", "the same thing: runners would …".
    expect(punctuate('i kept seeing the same thing runners would come in with a knee', new Map([['tom', 'Tom']]))).toBe(
      'I kept seeing the same thing: runners would come in with a knee.',
    );
    expect(
      punctuate(
        'we mostly see runners and cyclists people who are training for something a marathon a sportive and they get injured',
      ),
    ).toBe(
      'We mostly see runners and cyclists, people who are training for something a marathon a sportive. And they get injured.',
    );
  });

  it('ends the sentence before a question asked mid-stream (captions with no lines of their own)', () => {
    expect(
      punctuate(
        'so they come to us how did you start i was a physio at the hospital for eight years what made it different we keep them running',
      ),
    ).toBe(
      'So they come to us. How did you start? I was a physio at the hospital for eight years. What made it different? We keep them running.',
    );
  });

  it('reads a short line that asks as a question, and names as names', () => {
    expect(isUnmarkedQuestion("what's a client story you're proud of")).toBe(true);
    expect(isUnmarkedQuestion('we mostly see runners')).toBe(false);
    expect(isUnmarkedQuestion('How did you start?')).toBe(false);
    const names = namesIn('i run a clinic in leeds called stride and the nhs list is twelve weeks in january');
    expect(Object.fromEntries(names)).toMatchObject({
      leeds: 'Leeds',
      stride: 'Stride',
      nhs: 'NHS',
      january: 'January',
    });
  });

  it('drops what a guest says to the host, keeps what they say of their work', () => {
    expect(isPleasantry('Thanks for having me.')).toBe(true);
    expect(isPleasantry('So thank you so much for having me on the show.')).toBe(true);
    expect(isPleasantry('Thanks to my team we doubled revenue.')).toBe(false);
  });

  it('tells "…, so they come to us" as the moment they look for help', () => {
    expect(whenFirst('And they get injured and the waiting list is twelve weeks so they come to Grace.')).toBe(
      'When they get injured and the waiting list is twelve weeks, they come to Grace.',
    );
  });

  it('writes a story from it in sentences, without the questions', () => {
    const story = composeStory({ frameworkType: 'impact_story', text: PHYSIO.text, isTranscript: true }).text;
    expect(story).toContain('He came to us three weeks before the London marathon with shin splints.');
    expect(story).not.toMatch(/proud of|how did you start|coaching call|landlord/i);
    for (const paragraph of story.split('\n\n')) expect(paragraph).toMatch(/^\p{Lu}.*[.!?]$/u);
  });
});
