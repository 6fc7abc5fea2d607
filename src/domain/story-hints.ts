// Coaching hints belong beside a generated story, never inside its text: the writer returns them
// in `coaching`, and texts written before it did (a checklist of questions, the framework's tips
// appended to a thin story) are split here, so Copy Story copies the story alone.
import { getFramework } from './frameworks.ts';

const CHECKLIST_INTROS = [
  'Questions this story can still answer:',
  'Questions to go deeper with next time:',
  'And to go further:',
];

export interface SplitStory {
  /** The story alone, paragraphs joined as they were. */
  story: string;
  /** Hints found in the text, one per line (checklist items, tips). */
  hints: string[];
  /** For each paragraph of the original text: true when it is story, false when it was a hint. */
  kept: boolean[];
}

/** Splits coaching paragraphs out of a generated text (the framework names its tips). */
export function splitCoaching(text: string, frameworkType?: string | null): SplitStory {
  const paragraphs = text.split(/\n{2,}/);
  const tips = getFramework(frameworkType)?.tips.join(' ');
  const hints: string[] = [];
  const kept = paragraphs.map((p) => {
    const trimmed = p.trim();
    const intro = CHECKLIST_INTROS.find((i) => trimmed.startsWith(i));
    if (intro) {
      const items = trimmed
        .slice(intro.length)
        .split('\n')
        .map((l) => l.replace(/^\s*[-•*]\s*/, '').trim())
        .filter(Boolean);
      hints.push(...items);
      return false;
    }
    if (tips && trimmed === tips) {
      hints.push(...(getFramework(frameworkType)?.tips ?? []));
      return false;
    }
    return true;
  });
  const story = paragraphs.filter((_, i) => kept[i]).join('\n\n');
  return { story: story.replace(/\s+$/, ''), hints, kept };
}
