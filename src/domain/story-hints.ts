// Coaching belongs beside a generated story, never inside its text: the writer returns it in
// `coaching` (questions the story can still answer) and `hints`, and texts written before it did
// (a checklist of questions, the framework's tips appended to a thin story) are split here, so
// Copy Story copies the story alone.
import { getFramework } from './frameworks.ts';

const CHECKLIST_INTROS = [
  'Questions this story can still answer:',
  'Questions to go deeper with next time:',
  'And to go further:',
];

/** What is shown beside a story: questions it can still answer, and hints to make it stronger. */
export interface StoryCoaching {
  coaching: string[];
  hints: string[];
}

export interface SplitStory extends StoryCoaching {
  /** The story alone, paragraphs joined as they were. */
  story: string;
  /** For each paragraph of the original text: true when it is story, false when it was a hint. */
  kept: boolean[];
}

/** Splits coaching paragraphs out of a generated text (the framework names its tips). */
export function splitCoaching(text: string, frameworkType?: string | null): SplitStory {
  const paragraphs = text.split(/\n{2,}/);
  const tips = getFramework(frameworkType)?.tips.join(' ');
  const coaching: string[] = [];
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
      coaching.push(...items);
      return false;
    }
    if (tips && trimmed === tips) {
      hints.push(...(getFramework(frameworkType)?.tips ?? []));
      return false;
    }
    return true;
  });
  const story = paragraphs.filter((_, i) => kept[i]).join('\n\n');
  return { story: story.replace(/\s+$/, ''), coaching, hints, kept };
}

/** Both lists, each line once (the writer's coaching first, then what was split from the text). */
export function mergeCoaching(a: StoryCoaching, b: StoryCoaching): StoryCoaching {
  const once = (x: string[], y: string[]) => [...new Set([...x, ...y])];
  return { coaching: once(a.coaching, b.coaching), hints: once(a.hints, b.hints) };
}
