// One progress truth (issue 20, spec core §4), for the app and the assistant alike: what "complete" means for a framework and how a
// stack adds up, for every screen (overview, the stories Progress View, the monetization hub and
// playbooks, Client StoryStacks, the coach's pages, Schedule Session). A framework is complete when
// any live story of its type is published or has generated content. Screens that need the
// stricter word count `published` and say so ("4 of 6 published"). Which stories count toward a
// person's stack is src/domain/story-person.ts.
import { STACK_ORDER, type StackFrameworkType } from './frameworks.ts';

export interface ProgressStory {
  readonly id: string;
  readonly framework_type: string;
  readonly status: string;
  readonly generated_content?: string | null;
  readonly updated_at: string;
  readonly deleted_at?: string | null;
}

/** What the count reads of a story (the assistant's reads carry no dates). */
export type CountedStory = Pick<ProgressStory, 'framework_type' | 'status' | 'generated_content' | 'deleted_at'>;

/** published and generated are both complete; published is the stricter of the two. */
export type FrameworkState = 'published' | 'generated' | 'in_progress' | 'not_started';

export const FRAMEWORK_STATE_LABELS: Readonly<Record<FrameworkState, string>> = {
  published: 'Published',
  generated: 'Completed',
  in_progress: 'In Progress',
  not_started: 'Not Started',
};

/** How a story counts, in the words the overview shows (a client also hears about their coach's). */
export function completionRule(hasCoach: boolean): string {
  const rule = 'A story counts as complete once it has generated text or is published.';
  return hasCoach ? `${rule} Stories your coach writes for you count too.` : rule;
}

export const isComplete = (state: FrameworkState): boolean => state === 'published' || state === 'generated';

const hasText = (s: CountedStory) => (s.generated_content ?? '').trim() !== '';

export function frameworkState(stories: readonly CountedStory[], type: string): FrameworkState {
  const ofType = stories.filter((s) => s.framework_type === type && !s.deleted_at);
  if (ofType.some((s) => s.status === 'published')) return 'published';
  if (ofType.some(hasText)) return 'generated';
  return ofType.length > 0 ? 'in_progress' : 'not_started';
}

export interface StackProgress {
  readonly states: Readonly<Record<StackFrameworkType, FrameworkState>>;
  /** Complete frameworks (published or generated), in stack order. */
  readonly completed: readonly StackFrameworkType[];
  readonly completedCount: number;
  /** Frameworks with a published story, in stack order. */
  readonly published: readonly StackFrameworkType[];
  readonly publishedCount: number;
  readonly total: number;
  /** Whole percent: complete frameworks / 6. */
  readonly percent: number;
  /** Whole percent: published frameworks / 6. */
  readonly publishedPercent: number;
  /** The first framework not complete in stack order, or null when all six are. */
  readonly next: StackFrameworkType | null;
  readonly allComplete: boolean;
  readonly allPublished: boolean;
}

/** The stack of the stories given (already the person's or the client record's). */
export function stackProgress(stories: readonly CountedStory[]): StackProgress {
  const states = Object.fromEntries(STACK_ORDER.map((t) => [t, frameworkState(stories, t)])) as Record<
    StackFrameworkType,
    FrameworkState
  >;
  const completed = STACK_ORDER.filter((t) => isComplete(states[t]));
  const published = STACK_ORDER.filter((t) => states[t] === 'published');
  const total = STACK_ORDER.length;
  return {
    states,
    completed,
    completedCount: completed.length,
    published,
    publishedCount: published.length,
    total,
    percent: Math.round((completed.length / total) * 100),
    publishedPercent: Math.round((published.length / total) * 100),
    next: STACK_ORDER.find((t) => !isComplete(states[t])) ?? null,
    allComplete: completed.length === total,
    allPublished: published.length === total,
  };
}

/** The latest (most recently updated) story of each framework type present. */
export function latestStoryByFramework<T extends ProgressStory>(stories: readonly T[]): Map<string, T> {
  const latest = new Map<string, T>();
  for (const story of stories) {
    if (story.deleted_at) continue;
    const current = latest.get(story.framework_type);
    if (!current || Date.parse(story.updated_at) > Date.parse(current.updated_at))
      latest.set(story.framework_type, story);
  }
  return latest;
}
