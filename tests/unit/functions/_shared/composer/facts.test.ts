// Facts a story is sold on: amounts, percentages, counts, durations, before/after pairs, time
// frames and names, each with the sentence it came from.
import { describe, expect, it } from 'vitest';
import { findFacts, proofScore } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import {
  hasHardNumber,
  onlyPersonNamed,
  pairedChanges,
  withTheNamedPerson,
} from '../../../../../supabase/functions/_shared/composer/facts.ts';

describe('findFacts', () => {
  it.each([
    ['Our bill hit $180,000 a month.', 'amount', '$180,000 a month'],
    ['We raised €2.4M last year.', 'amount', '€2.4M'],
    ['We now have 12k subscribers.', 'count', '12k subscribers'],
    ['He sold forty loaves a day.', 'count', 'forty loaves'],
    ['Churn is down to 3%.', 'percent', '3%'],
    ['It took six weeks.', 'duration', 'six weeks'],
    ['We launch in Q1.', 'timeframe', 'Q1'],
    ['It must be done by March.', 'timeframe', 'by March'],
    ['Revenue grew 3x.', 'count', '3x'],
    // Numbers said in words, as a transcription writes them.
    ['The first year we made ninety thousand dollars in revenue.', 'amount', 'ninety thousand dollars'],
    ['Everybody starts at eighteen dollars an hour.', 'amount', 'eighteen dollars an hour'],
    ['Our turnover is under ten percent a year.', 'percent', 'ten percent'],
    ['They passed their next inspection with zero findings.', 'count', 'zero findings'],
    ['About forty people on the team now.', 'count', 'forty people'],
    // A change's ends may be approximate and by the month; a comma after a number ends it.
    [
      'Inbound demo requests went from about 4 a month to 60, and they closed their round.',
      'change',
      'from about 4 a month to 60',
    ],
    ['Requests went from 4 a month to 60 a month.', 'change', 'from 4 a month to 60 a month'],
  ])('%s → %s %s', (sentence, kind, text) => {
    expect(findFacts(sentence)).toContainEqual(expect.objectContaining({ kind, text, sentence }));
  });

  it.each([
    ['The bill went from $92,000 to $41,000 a month.', 'from $92,000 to $41,000 a month', '$92,000', '$41,000 a month'],
    ['Retention: 81% → 96%.', '81% → 96%', '81%', '96%'],
    ['We cut costs from £2.4M to £310,000 a year.', 'from £2.4M to £310,000 a year', '£2.4M', '£310,000 a year'],
    ['Missed appointments fell from 22% to 6%.', 'from 22% to 6%', '22%', '6%'],
  ])('%s is a before/after change', (sentence, text, before, after) => {
    const change = findFacts(sentence).find((f) => f.kind === 'change');
    expect(change).toMatchObject({ text, before, after, sentence });
    // The amounts inside a change are not listed again on their own.
    expect(findFacts(sentence).filter((f) => f.kind === 'amount' || f.kind === 'percent')).toEqual([]);
  });

  it('counts no size, no family and no span with a "daily" elsewhere in the sentence', () => {
    expect(findFacts('The garden is about five metres of patio.')).toEqual([]);
    expect(findFacts('Chidi and Ruth, two kids, a north-facing garden.').filter((f) => f.kind === 'count')).toEqual([]);
    // A distance run and what a client lost are results, and stay counts.
    expect(findFacts('He could not run more than two miles.')).toContainEqual(
      expect.objectContaining({ kind: 'count', text: 'two miles' }),
    );
    expect(hasHardNumber('Then the crew builds it, usually one to two weeks, and the leader is there every day.')).toBe(
      false,
    );
    expect(hasHardNumber('She spends two hours of admin every week.')).toBe(true);
  });

  it('does not take a range for a result', () => {
    expect(findFacts('Most run firms of 5 to 10 people.').some((f) => f.kind === 'change')).toBe(false);
  });

  it('names people and companies', () => {
    const facts = findFacts('Before we met, Rivera Dental was losing patients. Fiona Walsh called me.');
    expect(facts).toContainEqual(expect.objectContaining({ kind: 'organization', text: 'Rivera Dental' }));
    expect(facts).toContainEqual(expect.objectContaining({ kind: 'person', text: 'Fiona Walsh' }));
  });

  it('scores a before/after result above an amount, and an amount above a date', () => {
    const change = proofScore('The bill went from $92,000 to $41,000.');
    const amount = proofScore('The bill was $92,000.');
    const date = proofScore('It happened in 2019.');
    expect(change).toBeGreaterThan(amount);
    expect(amount).toBeGreaterThan(date);
    // Time counted by a period is measured, like an amount; a span is not.
    expect(proofScore('She was spending about five hours a week on complaints.')).toBe(amount);
    expect(proofScore('It took six weeks.')).toBeLessThan(amount);
    expect(hasHardNumber('Now she spends twenty minutes a week on cleaning.')).toBe(true);
    expect(hasHardNumber('It took six weeks.')).toBe(false);
  });

  it('reads a before and its after told in two sentences as a change, matched by what they measure', () => {
    const [change, ...rest] = pairedChanges([
      'Before he found us he was paying about $600 a year on repairs.',
      'He was away for eight years.',
      'Last year he spent $180 and he did not miss a day.',
      'In one year it grew.',
    ]);
    expect(change).toMatchObject({ kind: 'change', before: '$600 a year', after: '$180' });
    expect(rest).toEqual([]);
    // A span is no before and after; nor is a number with nothing after it.
    expect(
      pairedChanges(['Marco came after eight years away.', 'Now they look after 1,100 patients in one year.']),
    ).toEqual([]);
  });

  it('names the one person a text names in full, and nobody when it names two', () => {
    expect(onlyPersonNamed('Their practice manager, Lisa Chen, came to us. After ninety days Lisa gave us more.')).toBe(
      'Lisa Chen',
    );
    expect(onlyPersonNamed('Lisa Chen called. Then Fiona Walsh called.')).toBeNull();
  });

  it('says whose, when a result told away from its story leans on "his" or "their"', () => {
    const rui =
      'Before us, Rui was buying industrial bread. After six months with us his waste went down. He told me so.';
    expect(withTheNamedPerson('After six months with us his waste went down to five percent.', rui)).toBe(
      'After six months with us, Rui’s waste went down to five percent.',
    );
    const firm =
      "Hartley & Cole, it's a conveyancing firm, twelve people. When they came to me they were losing a day a week.";
    expect(
      withTheNamedPerson('In the first year their downtime went from a day a week to two hours a month.', firm),
    ).toBe('In the first year, Hartley & Cole’s downtime went from a day a week to two hours a month.');
    // Two people, or "her" (which may be whom, not whose): left as told.
    expect(withTheNamedPerson('After a month his waste fell.', 'Rui was buying. Tom was buying.')).toBe(
      'After a month his waste fell.',
    );
    // Not a client's case: beside the teller's own business, "their" is someone else's.
    expect(withTheNamedPerson('Every week their menu changes.', 'Crumb & Co is a sourdough bakery in Porto.')).toBe(
      'Every week their menu changes.',
    );
    expect(withTheNamedPerson('After a month we gave her the keys.', 'Ana was buying.')).toBe(
      'After a month we gave her the keys.',
    );
  });

  it('says whose "she" is when the story says so but never names her', () => {
    const sister = 'My sister is a vet and in 2019 she asked me to look at her books. I sorted it out.';
    expect(withTheNamedPerson('I sorted it out over two weekends and she told four clinic owners.', sister)).toBe(
      'I sorted it out over two weekends and my sister told four clinic owners.',
    );
    expect(withTheNamedPerson('She told four clinic owners.', sister)).toBe('My sister told four clinic owners.');
    // "he" is not the sister; the owner before "she" may be her; two relatives are not clear.
    expect(withTheNamedPerson('I called and he answered.', sister)).toBe('I called and he answered.');
    expect(withTheNamedPerson('When the owner called, she was in tears.', sister)).toBe(
      'When the owner called, she was in tears.',
    );
    expect(withTheNamedPerson('I called and she answered.', `${sister} My mum was a nurse.`)).toBe(
      'I called and she answered.',
    );
    // A story that names someone else: "she" may be her ("Ngozi … She sent me …"); the teller is
    // not someone else ("I'm Tomás").
    const ngozi = 'Ngozi now volunteers at the school. She sent me a voice note. My mother was a teacher.';
    expect(withTheNamedPerson('She sent me a voice note.', ngozi)).toBe('She sent me a voice note.');
    expect(withTheNamedPerson('She told four clinic owners.', `${sister} I'm Tomás, an accountant.`)).toBe(
      'My sister told four clinic owners.',
    );
  });

  it('says who "he" is after a phrase of time in a client’s case', () => {
    const chidi = "When they came to us, Chidi couldn't speak to his landlord.";
    expect(withTheNamedPerson('After four months with us he did the renewal by himself.', chidi)).toBe(
      'After four months with us, Chidi did the renewal by himself.',
    );
    // Not after a few words that are no phrase of time.
    expect(withTheNamedPerson('When he came back he renewed.', chidi)).toBe('When he came back he renewed.');
  });

  it('does not read "one day he asked" as a span of time', () => {
    expect(findFacts('He bought every week and one day he asked me to deliver.').map((f) => f.kind)).not.toContain(
      'duration',
    );
    expect(findFacts('I work one day a week there.').map((f) => f.kind)).toContain('duration');
  });
});
