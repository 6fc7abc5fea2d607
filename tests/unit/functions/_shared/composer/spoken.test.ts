// What a spoken answer loses before it is told: hesitations, fillers and a recording's preamble,
// never a word that means something.
import { describe, expect, it } from 'vitest';
import {
  isPleasantry,
  soundsSpoken,
  withoutSpokenFillers,
} from '../../../../../supabase/functions/_shared/composer/spoken.ts';

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
    // After a verb the commas only fenced the filler; before a new clause one stays.
    [
      "The parents feel, you know, left out of their own kids' life.",
      "The parents feel left out of their own kids' life.",
    ],
    ['It was hard, you know, we had nothing.', 'It was hard, we had nothing.'],
    // A name said again as the start of a longer one is no restart.
    ['I run a small school in Lisbon, Lisbon Lingo.', 'I run a small school in Lisbon, Lisbon Lingo.'],
    ["That's, that's a turning point.", "That's a turning point."],
    ['Honestly it was an accident.', 'It was an accident.'],
    // The answer to "what should people take away?" told as its own sentence.
    ["That you don't have to be good at numbers.", "You don't have to be good at numbers."],
    [
      'That the people who clean your building are not invisible.',
      'The people who clean your building are not invisible.',
    ],
    // A clause started again: the words said twice go.
    ["But cleaning is, it's actually in my family.", 'But cleaning is actually in my family.'],
    [
      'And the company she worked for, they just, they let her go.',
      'And the company she worked for, they just let her go.',
    ],
    ["Wow. That's, that's a real turning point.", "Wow. That's a real turning point."],
    // A filler said last; "like" before a number; the "it" speech drops.
    ['That was the turning point, honestly.', 'That was the turning point.'],
    ['The garden is like five metres of patio.', 'The garden is about five metres of patio.'],
    ["I'd like five more clients.", "I'd like five more clients."],
    ['It was like a dream.', 'It was like a dream.'],
    ['It took like a year.', 'It took about a year.'],
    ['Took us nine days.', 'It took us nine days.'],
    // A business named, then what "we" do there; never a time or a list word.
    [
      'So Greenline Gardens, we design and build small gardens.',
      'At Greenline Gardens, we design and build small gardens.',
    ],
    ['First, we pay our people properly.', 'First, we pay our people properly.'],
    ['In March, we opened a second shop.', 'In March, we opened a second shop.'],
    // The opener goes with the filler after it.
    ['So, um, Crumb & Co is a sourdough bakery.', 'Crumb & Co is a sourdough bakery.'],
    ['So first we do a tasting.', 'First we do a tasting.'],
    // A business named, then said again as "it".
    [
      "Hartley & Cole, it's a conveyancing firm, twelve people.",
      'Hartley & Cole is a conveyancing firm with twelve people.',
    ],
    ['Brightpath, it is a learning platform.', 'Brightpath is a learning platform.'],
    // What the recording is for, said to the microphone; a filler after "and".
    [
      'I run a small yoga studio called Still Point and this is for my backstory I guess.',
      'I run a small yoga studio called Still Point.',
    ],
    ['A friend dragged me to a class and honestly I cried.', 'A friend dragged me to a class and I cried.'],
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
    'We tried, we failed, we tried again.',
    'That stuck with me.',
  ])('keeps "%s" as it is', (sentence) => {
    expect(withoutSpokenFillers(sentence)).toBe(sentence);
  });
});

describe('soundsSpoken', () => {
  it('hears speech in a transcription with no speakers, not in written text', () => {
    expect(soundsSpoken('okay so this is me recording. so I started in 2021. we grew.')).toBe(true);
    expect(soundsSpoken('We opened in 2009. Um, the first year was hard.')).toBe(true);
    expect(soundsSpoken('We opened in 2009. The first year was hard. Now we have two shops.')).toBe(false);
  });
});

describe('isPleasantry', () => {
  it.each([
    'Thanks for having me.',
    'No, I think that’s it.',
    "That's all, really.",
    'Thank you, this was fun.',
    'This was really helpful.',
  ])('"%s" is how a guest greets or closes, not the story', (said) => {
    expect(isPleasantry(said)).toBe(true);
  });

  it.each(['That was the first wholesale customer.', 'It was fun to build the first oven.', 'That is all we sell.'])(
    '"%s" is the story',
    (said) => {
      expect(isPleasantry(said)).toBe(false);
    },
  );
});
