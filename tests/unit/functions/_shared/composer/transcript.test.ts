// What a spoken answer loses before it is told: hesitations and fillers, never a word that means
// something. The routing itself is tested on whole interviews in default-writer.test.ts.
import { describe, expect, it } from 'vitest';
import {
  transcriptPassages,
  withoutSpokenFillers,
} from '../../../../../supabase/functions/_shared/composer/transcript.ts';

describe('withoutSpokenFillers', () => {
  it.each([
    ['So I was an ER nurse for nine years.', 'I was an ER nurse for nine years.'],
    ['Oh, the first winter.', 'The first winter.'],
    ['Yeah, Marcus.', 'Marcus.'],
    ['Um, we, uh, opened in 2020.', 'We opened in 2020.'],
    [
      "They're honestly a bit afraid of bike shops, you know, because they feel stupid.",
      "They're a bit afraid of bike shops, because they feel stupid.",
    ],
    ['We lost a lot of money, you know.', 'We lost a lot of money.'],
    ['Okay so, the plan worked.', 'The plan worked.'],
    // A filler between two commas leaves one comma, not two words run together.
    [
      'It was a mess, um, three months of receipts in a shoebox.',
      'It was a mess, three months of receipts in a shoebox.',
    ],
    ['Honestly it was an accident.', 'It was an accident.'],
    // The answer to "what should people take away?" told as its own sentence.
    ["That you don't have to be good at numbers.", "You don't have to be good at numbers."],
  ])('"%s" → "%s"', (spoken, written) => {
    expect(withoutSpokenFillers(spoken)).toBe(written);
  });

  it.each([
    'So many people ride to work here.',
    'Right after the launch we hired two mechanics.',
    'Well-known shops charge twice as much.',
    'Like most shops, we started small.',
    'Look at the numbers: 70% in one winter.',
    'We price honestly and show the worn part.',
    'An ER nurse sees a lot of bikes.',
    'That weekend taught me that most delays are decided early.',
    'Honestly is how we price.',
  ])('keeps "%s" as it is', (sentence) => {
    expect(withoutSpokenFillers(sentence)).toBe(sentence);
  });
});

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
