// A story, or the whole stack, as text a founder can paste or keep: Markdown and plain text.
// The generated story comes first when there is one; the answers follow under their section
// labels, so nothing the founder wrote is left out of an export.
import { FRAMEWORKS, STACK_ORDER, getFramework } from './frameworks.ts';
import { STORY_STATUS_LABELS, isStoryStatus, type StoryContent } from './story-rules.ts';

export interface ExportableStory {
  readonly title: string;
  readonly framework_type: string;
  readonly status: string;
  readonly content: StoryContent;
  readonly generated_content?: string | null;
  readonly updated_at: string;
  readonly deleted_at?: string | null;
}

const FREE_TEXT_LABELS: Readonly<Record<string, string>> = {
  manual: 'Your story',
  text: 'Your story',
  transcript: 'Transcript',
};

/** Each answered part, in the framework's order, then free text: [label, text]. */
export function storyParts(story: Pick<ExportableStory, 'framework_type' | 'content'>): [string, string][] {
  const content = story.content;
  if (typeof content === 'string') return content.trim() ? [['Your story', content.trim()]] : [];
  const map = content ?? {};
  const framework = getFramework(story.framework_type);
  const parts: [string, string][] = [];
  for (const s of framework?.sections ?? []) {
    const text = typeof map[s.id] === 'string' ? map[s.id].trim() : '';
    if (text) parts.push([s.label, text]);
  }
  for (const [key, label] of Object.entries(FREE_TEXT_LABELS)) {
    const text = typeof map[key] === 'string' ? map[key].trim() : '';
    if (text && !parts.some(([l, t]) => l === label && t === text)) parts.push([label, text]);
  }
  return parts;
}

const frameworkName = (type: string) => getFramework(type)?.title ?? type;
const statusName = (status: string) => (isStoryStatus(status) ? STORY_STATUS_LABELS[status] : status);

export function storyToMarkdown(story: ExportableStory, headingLevel = 1): string {
  const h = (n: number) => '#'.repeat(Math.min(6, headingLevel + n - 1));
  const lines = [
    `${h(1)} ${story.title.trim() || 'Untitled story'}`,
    '',
    `*${frameworkName(story.framework_type)} · ${statusName(story.status)}*`,
  ];
  const generated = story.generated_content?.trim();
  if (generated) lines.push('', `${h(2)} Story`, '', generated);
  const parts = storyParts(story);
  if (parts.length > 0) {
    lines.push('', `${h(2)} ${generated ? 'Your answers' : 'Story'}`);
    for (const [label, text] of parts) lines.push('', `${h(3)} ${label}`, '', text);
  }
  if (!generated && parts.length === 0) lines.push('', '*Nothing written yet.*');
  return `${lines.join('\n')}\n`;
}

export function storyToText(story: ExportableStory): string {
  const title = story.title.trim() || 'Untitled story';
  const lines = [
    title,
    '='.repeat(Math.min(60, title.length)),
    `${frameworkName(story.framework_type)} · ${statusName(story.status)}`,
  ];
  const generated = story.generated_content?.trim();
  if (generated) lines.push('', generated);
  const parts = storyParts(story);
  if (parts.length > 0) {
    if (generated) lines.push('', 'YOUR ANSWERS');
    for (const [label, text] of parts) lines.push('', label.toUpperCase(), text);
  }
  return `${lines.join('\n')}\n`;
}

/** The six stack frameworks in order, each with its most recently changed live story (if any). */
export function stackStories<T extends ExportableStory>(
  stories: readonly T[],
): { type: (typeof STACK_ORDER)[number]; latest: T | undefined }[] {
  return STACK_ORDER.map((type) => ({
    type,
    latest: stories
      .filter((s) => s.framework_type === type && !s.deleted_at)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0],
  }));
}

/** The six stack stories in stack order (the most recently changed of each framework). */
export function stackToMarkdown(stories: readonly ExportableStory[], heading = 'My StoryStack'): string {
  const lines = [`# ${heading}`];
  stackStories(stories).forEach(({ type, latest }, i) => {
    lines.push('', `## ${i + 1}. ${FRAMEWORKS[type].title}`, '', `*${FRAMEWORKS[type].context.question}*`, '');
    lines.push(latest ? storyToMarkdown(latest, 3).trimEnd() : '*Not started yet.*');
  });
  return `${lines.join('\n')}\n`;
}

/** "My origin story" → "my-origin-story.md"; never empty, never a path. */
export function exportFileName(title: string, extension: 'md' | 'txt' | 'pdf'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'story'}.${extension}`;
}
