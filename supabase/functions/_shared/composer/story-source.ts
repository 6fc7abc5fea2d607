// A story record as the functions receive it, and the text the composer reads from it.
import { frameworkTitle } from '../../../../src/domain/frameworks.ts';

export interface StoryLike {
  id?: string | null;
  title?: string | null;
  description?: string | null;
  framework_type?: string | null;
  generated_content?: string | null;
  content?: unknown;
  status?: string | null;
}

/** The story's words: its generated text, else its answers in order, else its description. */
export function storyText(story: StoryLike): string {
  if (typeof story.generated_content === 'string' && story.generated_content.trim()) return story.generated_content;
  if (typeof story.content === 'string' && story.content.trim()) return story.content;
  if (story.content && typeof story.content === 'object') {
    const values = Object.values(story.content as Record<string, unknown>).filter(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    if (values.length) return values.join('\n');
  }
  return story.description ?? '';
}

export function storyLabel(story: StoryLike): string {
  const title = story.title?.trim();
  if (title) return title;
  return story.framework_type ? frameworkTitle(story.framework_type) : 'Untitled story';
}
