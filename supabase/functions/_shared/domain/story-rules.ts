// Story rules shared by the screens and the functions: titles, descriptions, the trailing full
// stop, answered-section counting, search and the list order.
import type { Framework } from './frameworks.ts';

export const STORY_STATUSES = ['draft', 'in_review', 'published'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STORY_STATUS_LABELS: Readonly<Record<StoryStatus, string>> = {
  draft: 'Draft',
  in_review: 'In Review',
  published: 'Published',
};

export function isStoryStatus(value: unknown): value is StoryStatus {
  return typeof value === 'string' && (STORY_STATUSES as readonly string[]).includes(value);
}

export function statusLabel(status: string): string {
  return isStoryStatus(status) ? STORY_STATUS_LABELS[status] : status;
}

/** The builder's default title: "Untitled {framework}" or "{client}'s {framework}". */
export function defaultStoryTitle(frameworkTitle: string, clientName?: string | null): string {
  const client = clientName?.trim();
  return client ? `${client}'s ${frameworkTitle}` : `Untitled ${frameworkTitle}`;
}

/** Title of a generated story: "{client's name}'s {framework title}". */
export function generatedStoryTitle(clientName: string, frameworkTitle: string): string {
  return `${clientName.trim()}'s ${frameworkTitle}`;
}

/** "AI-generated {title} for {client's name}" (with " from interview" for the interview route). */
export function generatedStoryDescription(title: string, clientName: string, fromInterview = false): string {
  return `AI-generated ${title} for ${clientName.trim()}${fromInterview ? ' from interview' : ''}`;
}

/**
 * Generated text ends with a full stop. Text already ending in terminal punctuation (. ! ? …),
 * optionally followed by closing quotes or brackets, is left alone; blank text stays blank.
 */
export function withTrailingFullStop(text: string): string {
  const trimmed = text.trimEnd();
  if (trimmed === '') return '';
  if (/[.!?…]["'”’)\]]*$/u.test(trimmed)) return trimmed;
  return `${trimmed}.`;
}

/** Story content is an object of section id to text; some flows hold one string instead. */
export type StoryContent = Readonly<Record<string, string>> | string | null | undefined;

export function sectionText(content: StoryContent, sectionId: string): string {
  if (!content || typeof content === 'string') return '';
  const value = content[sectionId];
  return typeof value === 'string' ? value : '';
}

export function isAnswered(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '';
}

export interface AnsweredCount {
  readonly answered: number;
  readonly total: number;
}

/** One question per section: a section counts as answered when its text is not blank. */
export function countAnswered(framework: Pick<Framework, 'sections'>, content: StoryContent): AnsweredCount {
  const answered = framework.sections.filter((s) => isAnswered(sectionText(content, s.id))).length;
  return { answered, total: framework.sections.length };
}

export interface SearchableStory {
  readonly title?: string | null;
  readonly description?: string | null;
}

/**
 * Stories search: the query matches title or description, or the words `wordsOf` reads from the
 * story (its answers and generated text, domain/story-preview.ts), case-insensitively. Blank
 * matches all.
 */
export function matchesSearch<T extends SearchableStory>(
  story: T,
  query: string,
  wordsOf: (story: T) => string = () => '',
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  return [story.title, story.description, wordsOf(story)].some((field) =>
    (field ?? '').toLocaleLowerCase().includes(q),
  );
}

export type StatusFilter = StoryStatus | 'all';

export function matchesStatus(story: { readonly status: string }, filter: StatusFilter): boolean {
  return filter === 'all' || story.status === filter;
}

/** Newest first by updated_at (ISO timestamps); ties broken by id for a stable order. */
export function byUpdatedDesc<T extends { readonly updated_at: string; readonly id: string }>(a: T, b: T): number {
  const diff = Date.parse(b.updated_at) - Date.parse(a.updated_at);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function filterAndSortStories<
  T extends SearchableStory & { readonly status: string; readonly updated_at: string; readonly id: string },
>(stories: readonly T[], query: string, status: StatusFilter): T[] {
  return stories.filter((s) => matchesSearch(s, query) && matchesStatus(s, status)).sort(byUpdatedDesc);
}

/**
 * The stories list at scale (5,000 in the mirror): sort once and lower-case each story's searchable
 * text once when the list changes, so a search keystroke is one pass of `includes` and no sort.
 */
export interface StoryIndex<T> {
  readonly sorted: readonly T[];
  readonly haystacks: readonly string[];
}

export function indexStories<T extends SearchableStory & { readonly updated_at: string; readonly id: string }>(
  stories: readonly T[],
  wordsOf: (story: T) => string = () => '',
): StoryIndex<T> {
  const sorted = [...stories].sort(byUpdatedDesc);
  return {
    sorted,
    haystacks: sorted.map((s) => `${s.title ?? ''}\n${s.description ?? ''}\n${wordsOf(s)}`.toLocaleLowerCase()),
  };
}

/** Same answer as filterAndSortStories (plus an optional extra test), from an index. */
export function searchIndex<T extends { readonly status: string }>(
  index: StoryIndex<T>,
  query: string,
  status: StatusFilter,
  also: (story: T) => boolean = () => true,
): T[] {
  const q = query.trim().toLocaleLowerCase();
  const out: T[] = [];
  for (let i = 0; i < index.sorted.length; i++) {
    const story = index.sorted[i];
    if ((q === '' || index.haystacks[i].includes(q)) && matchesStatus(story, status) && also(story)) out.push(story);
  }
  return out;
}
