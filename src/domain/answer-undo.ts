// An edit that replaces or clears a non-empty answer (select all and type, paste over, cut) is
// easy to make by accident and loses the text at once: the builder keeps what was there one Undo
// away. Ordinary typing and deleting a few characters are not such edits.

/** Characters removed at once above which an edit counts as a replace, whatever the answer's length. */
const LARGE_REMOVAL = 40;

/** How many characters of `before` one edit took away (what is not in the common prefix or suffix). */
export function removedChars(before: string, after: string): number {
  let prefix = 0;
  const max = Math.min(before.length, after.length);
  while (prefix < max && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  return before.length - prefix - suffix;
}

/** Whether the edit from `before` to `after` replaced or cleared a non-empty answer. */
export function replacesAnswer(before: string, after: string): boolean {
  if (before.trim() === '') return false;
  const removed = removedChars(before, after);
  return removed >= LARGE_REMOVAL || (removed > 1 && removed >= before.trim().length / 2);
}
