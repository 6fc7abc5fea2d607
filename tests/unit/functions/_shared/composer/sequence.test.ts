// The words that put a sentence in a sequence (a process's steps) or a moment (the Job story's
// trigger), read in one place by the story's parts, the stack's sharing and the Brand Story.
import { describe, expect, it } from 'vitest';
import {
  continuesASequence,
  isTrigger,
  stepRank,
  whenFirst,
} from '../../../../../supabase/functions/_shared/composer/sequence.ts';

describe('steps', () => {
  it('ranks "First" before "Second", "Then" and "Finally", and knows a sentence that is no step', () => {
    const told = ['Finally we hand over.', 'Then we run a sprint.', 'First we review.', 'Second we plan.'];
    expect([...told].sort((a, b) => (stepRank(a) ?? 9) - (stepRank(b) ?? 9))).toEqual([
      'First we review.',
      'Second we plan.',
      'Then we run a sprint.',
      'Finally we hand over.',
    ]);
    expect(stepRank('Last year we doubled.')).toBeNull();
    expect(continuesASequence('Then we run a sprint.')).toBe(true);
    expect(continuesASequence('First we review.')).toBe(false);
  });
});

describe('the Job story trigger', () => {
  it('tells the moment first, and leaves a sentence that is no trigger as it is', () => {
    expect(isTrigger('They book with us when their knee starts hurting.')).toBe(true);
    expect(whenFirst('They hire Marcus when a big customer threatens to leave.')).toBe(
      'When a big customer threatens to leave, they hire Marcus.',
    );
    expect(whenFirst('Owners call Lena when the bookings drop.')).toBe('When the bookings drop, owners call Lena.');
    expect(whenFirst('They are good when it rains.')).toBe('They are good when it rains.');
  });
});
