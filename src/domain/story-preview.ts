// What the stories list shows of a story and what its search reads: the words, not only the
// title. A card previews the generated story's opening (else the first answer's), a story left
// "Untitled" is named by its first answer, and a search matches any word the story holds.
import { frameworkTitle } from './frameworks.ts';
import { storyParts } from './story-export.ts';
import type { StoryContent } from './story-rules.ts';

export interface PreviewableStory {
  readonly title?: string | null;
  readonly framework_type: string;
  readonly content?: StoryContent;
  readonly generated_content?: string | null;
}

/**
 * Text as a card shows it, on one line: a list's markers ("- ", "• ", "1. "), a heading's "#"
 * and "**" around bold words are the story's layout, not its words (a Portfolio story lists its
 * steps under "The process, step by step:").
 */
const squash = (text: string) =>
  text
    .replace(/^[ \t]*(?:[-*•]|\d{1,2}[.)]|#{1,6})[ \t]+/gm, '')
    .replace(/(\*\*|__)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();

/** `text` cut to at most `max` characters at a word, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/u, '')}…`;
}

function answers(story: PreviewableStory): string[] {
  return storyParts({ framework_type: story.framework_type, content: story.content }).map(([, text]) => text);
}

/** A line or two for a card: the generated story's opening, else the first answer's; '' when blank. */
export function storyPreview(story: PreviewableStory, max = 180): string {
  const text = story.generated_content?.trim() || answers(story)[0] || '';
  return clip(squash(text), max);
}

/**
 * The name a list shows: the stored title, unless it is blank or the builder's default
 * "Untitled {framework}", which the first answer's opening words replace.
 */
export function storyDisplayTitle(story: PreviewableStory): string {
  const stored = story.title?.trim() ?? '';
  const untitled = `Untitled ${frameworkTitle(story.framework_type)}`;
  if (stored && stored !== untitled) return stored;
  const first = answers(story)[0];
  return first ? clip(squash(first), 60) : stored || untitled;
}

/** Every word a search reads: the generated story and each answer. */
export function storyWords(story: PreviewableStory): string {
  return [story.generated_content ?? '', ...answers(story)].join('\n');
}
