// The differences between two texts, marked word by word for a side-by-side view: the left
// column shows what the right one no longer has (removed), the right column what it added.
// Uses the maintained `diff` package; this module is loaded only with the comparison view.
import { diffWordsWithSpace } from 'diff';

export interface Mark {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

export interface MarkedPair {
  left: Mark[];
  right: Mark[];
  /** True when the two texts differ at all. */
  changed: boolean;
}

export function markDifferences(before: string, after: string): MarkedPair {
  const left: Mark[] = [];
  const right: Mark[] = [];
  let changed = false;
  for (const part of diffWordsWithSpace(before, after)) {
    if (part.added) {
      right.push({ text: part.value, kind: 'added' });
      changed = true;
    } else if (part.removed) {
      left.push({ text: part.value, kind: 'removed' });
      changed = true;
    } else {
      left.push({ text: part.value, kind: 'same' });
      right.push({ text: part.value, kind: 'same' });
    }
  }
  return { left, right, changed };
}
