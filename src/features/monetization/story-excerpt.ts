// A story's readable text for previews: the generated text, else its answers in section order.
import type { StoryRow } from '../../data/mirror/types';

export function storyText(story: Pick<StoryRow, 'generated_content' | 'content' | 'description'>): string {
  const generated = story.generated_content?.trim();
  if (generated) return generated;
  const content = story.content as unknown;
  if (typeof content === 'string') return content.trim();
  if (content && typeof content === 'object')
    return Object.values(content as Record<string, unknown>)
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .join('\n\n');
  return story.description?.trim() ?? '';
}

export function storyExcerpt(
  story: Pick<StoryRow, 'generated_content' | 'content' | 'description'>,
  max: number,
): string {
  const text = storyText(story);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40)).trimEnd()}…`;
}
