// The side-by-side marking of two versions (src/features/versions/diff-marks.ts).
import { describe, expect, it } from 'vitest';
import { markDifferences, type Mark } from '../../../../src/features/versions/diff-marks';

const show = (marks: Mark[]) =>
  marks.map((m) => (m.kind === 'removed' ? `[-${m.text}-]` : m.kind === 'added' ? `{+${m.text}+}` : m.text)).join('');

describe('markDifferences', () => {
  it('marks an added phrase on the right only, and both sides keep the shared words', () => {
    const { left, right, changed } = markDifferences('We started in a garage.', 'We started in a garage in 2019.');
    expect(changed).toBe(true);
    expect(show(left)).toBe('We started in a garage.');
    expect(show(right)).toBe('We started in a garage{+ in 2019+}.');
  });

  it('marks a replaced word as removed on the left and added on the right', () => {
    const { left, right } = markDifferences('Busy founders hate marketing.', 'Busy founders skip marketing.');
    expect(show(left)).toBe('Busy founders [-hate-] marketing.');
    expect(show(right)).toBe('Busy founders {+skip+} marketing.');
  });

  it('reads back each side exactly', () => {
    const before = 'Line one.\nLine two has   spaces.';
    const after = 'Line one.\n\nLine three.';
    const { left, right } = markDifferences(before, after);
    expect(left.map((m) => m.text).join('')).toBe(before);
    expect(right.map((m) => m.text).join('')).toBe(after);
  });

  it('finds no change between equal texts, and everything added after empty text', () => {
    expect(markDifferences('Same words.', 'Same words.').changed).toBe(false);
    const fromNothing = markDifferences('', 'New text');
    expect(fromNothing.left).toEqual([]);
    expect(show(fromNothing.right)).toBe('{+New text+}');
  });
});
