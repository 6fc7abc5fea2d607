// The builder keeps a replaced or cleared answer one Undo away (issue 21): which edits count.
import { describe, expect, it } from 'vitest';
import { removedChars, replacesAnswer } from '../../../src/domain/answer-undo';

const answer = 'We started with one customer who would not stop calling us.';

describe('an edit that replaces an answer', () => {
  it('is select-all-and-type, paste over, or clearing a non-empty answer', () => {
    expect(replacesAnswer(answer, 'T')).toBe(true);
    expect(replacesAnswer(answer, 'The answer to the next question, typed into this box.')).toBe(true);
    expect(replacesAnswer(answer, '')).toBe(true);
    expect(replacesAnswer('Short one', '')).toBe(true);
  });

  it('is not typing, a backspace, or retyping a word', () => {
    expect(replacesAnswer(answer, `${answer} And`)).toBe(false);
    expect(replacesAnswer(answer, answer.slice(0, -1))).toBe(false);
    expect(replacesAnswer(answer, answer.replace('customer', 'client'))).toBe(false);
    expect(replacesAnswer('', 'anything')).toBe(false);
    expect(replacesAnswer('   ', '')).toBe(false);
  });

  it('counts what one edit took away', () => {
    expect(removedChars('abcdef', 'abXef')).toBe(2);
    expect(removedChars('aaaa', 'aaaaa')).toBe(0);
    expect(removedChars('abc', '')).toBe(3);
  });
});
