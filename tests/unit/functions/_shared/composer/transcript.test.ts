// How a transcript's answers are read into passages ("Because X, Y" told as its reasons). What a
// spoken answer loses is in spoken.test.ts; the routing is tested on whole interviews in
// default-writer.test.ts.
import { describe, expect, it } from 'vitest';
import { transcriptPassages } from '../../../../../supabase/functions/_shared/composer/transcript.ts';

describe('an answer to "why"', () => {
  const answered = (question: string, answer: string) =>
    transcriptPassages(`Coach: ${question}\nLena: ${answer}`).map((p) => p.text);

  it('tells the reasons a "because" lists, not the first one as the cause of the rest', () => {
    expect(
      answered(
        'Why would someone pick you over a big agency?',
        'Because I only work with restaurants, I eat at every one of them before I post a thing.',
      ),
    ).toEqual(['I only work with restaurants.', 'I eat at every one of them before I post a thing.']);
  });

  it.each([
    ['Why did sales drop?', 'Because of the snow, sales dropped by 70% in January.'],
    ['What happened in January?', 'Because nobody rides in the snow, we nearly closed that winter.'],
  ])('keeps "%s" → "%s" as it was said', (question, answer) => {
    expect(answered(question, answer)).toEqual([answer]);
  });
});

describe('a short answer', () => {
  const answered = (answer: string) =>
    transcriptPassages(`Coach: What's different?\nMia: ${answer}`).map((p) => p.text);

  it('keeps a short claim with its own subject and verb, and drops a reply', () => {
    expect(answered('We pre-grind nothing. Every cup is weighed.')).toEqual([
      'We pre-grind nothing.',
      'Every cup is weighed.',
    ]);
    expect(answered('We did. I know. Every cup is weighed.')).toEqual(['Every cup is weighed.']);
  });

  it('tells "Because my mum was a nurse." to "why" as the reason alone', () => {
    expect(transcriptPassages('Coach: Why nurses?\nAisha: Because my mum was a nurse.').map((p) => p.text)).toEqual([
      'My mum was a nurse.',
    ]);
  });
});

describe('whom, then what they do', () => {
  const answered = (answer: string) =>
    transcriptPassages(`Coach: Who are your customers?\nPriya: ${answer}`).map((p) => p.text);

  it('tells "Mostly commuters. People who ride …" as one sentence, not a fragment after it', () => {
    expect(
      answered(
        'Mostly commuters. People who ride to work every day, rain or shine, and need the bike to just work. A lot of them are nurses.',
      ),
    ).toEqual([
      'Our customers are mostly commuters: people who ride to work every day, rain or shine, and need the bike to just work.',
      'A lot of them are nurses.',
    ]);
  });

  it('keeps a sentence whose clause has a verb after it, and one after a sentence not ending on people', () => {
    expect(answered('Mostly commuters. People who ride to work every day need the bike to just work.')).toHaveLength(2);
    expect(
      answered('We fix bikes on the same day. People who ride to work and need the bike to just work.'),
    ).toHaveLength(2);
  });
});
