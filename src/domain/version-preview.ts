// The line under each row of a story's version history: what that text changed from the version
// before it (the first part that differs, by its label, from the first changed word), so rows
// that share an opening can be told apart. The oldest version shows its own opening.
import { storyParts } from './story-export.ts';
import { clip } from './story-preview.ts';
import type { StoryContent } from './story-rules.ts';

export interface PreviewedText {
  readonly content: StoryContent;
  readonly generated_content: string | null;
}

function parts(frameworkType: string, text: PreviewedText): Map<string, string> {
  const map = new Map<string, string>();
  const generated = text.generated_content?.replace(/\s+/g, ' ').trim();
  if (generated) map.set('Story', generated);
  for (const [label, words] of storyParts({ framework_type: frameworkType, content: text.content }))
    map.set(label, words.replace(/\s+/g, ' ').trim());
  return map;
}

/** From the first word that differs to the last one, in `after` (or what `after` removed). */
function changedWords(before: string, after: string): { words: string; removed: boolean } {
  const a = before.split(' ');
  const b = after.split(' ');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const added = b.slice(start, b.length - end).join(' ');
  if (added) return { words: `${start > 0 ? '…' : ''}${added}`, removed: false };
  return { words: `${start > 0 ? '…' : ''}${a.slice(start, a.length - end).join(' ')}`, removed: true };
}

export function versionChange(
  frameworkType: string,
  text: PreviewedText,
  before: PreviewedText | null,
  max = 110,
): string {
  const now = parts(frameworkType, text);
  if (now.size === 0 && (!before || parts(frameworkType, before).size === 0)) return 'No text';
  if (!before) {
    const [label, words] = [...now][0] ?? ['', ''];
    return clip(`${label}: ${words}`, max);
  }
  const then = parts(frameworkType, before);
  for (const label of new Set([...now.keys(), ...then.keys()])) {
    const after = now.get(label) ?? '';
    const earlier = then.get(label) ?? '';
    if (after === earlier) continue;
    if (!after) return clip(`${label} cleared`, max);
    if (!earlier) return clip(`${label} written: ${after}`, max);
    const change = changedWords(earlier, after);
    return clip(`${label}${change.removed ? ', removed' : ''}: ${change.words}`, max);
  }
  return 'Same text as the version before';
}
