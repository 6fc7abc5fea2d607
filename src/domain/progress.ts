// Framework completion rules (spec §4): the overview's and the progress view's.
import { STACK_ORDER, type StackFrameworkType } from './frameworks.ts';

export interface ProgressStory {
  readonly id: string;
  readonly framework_type: string;
  readonly status: string;
  readonly generated_content?: string | null;
  readonly updated_at: string;
  readonly deleted_at?: string | null;
}

export type FrameworkProgress = 'completed' | 'in_progress' | 'not_started';

export const FRAMEWORK_PROGRESS_LABELS: Readonly<Record<FrameworkProgress, string>> = {
  completed: 'Completed',
  in_progress: 'In Progress',
  not_started: 'Not Started',
};

const live = <T extends ProgressStory>(stories: readonly T[], type: string): T[] =>
  stories.filter((s) => s.framework_type === type && !s.deleted_at);

/** Overview rule: complete when any story of the type is published or has generated content. */
export function isCompleteOnOverview(stories: readonly ProgressStory[], type: StackFrameworkType): boolean {
  return live(stories, type).some((s) => s.status === 'published' || (s.generated_content ?? '').trim() !== '');
}

/** Progress-view rule: completed if any is published, in progress if any is draft or in review. */
export function frameworkProgress(stories: readonly ProgressStory[], type: StackFrameworkType): FrameworkProgress {
  const ofType = live(stories, type);
  if (ofType.some((s) => s.status === 'published')) return 'completed';
  if (ofType.some((s) => s.status === 'draft' || s.status === 'in_review')) return 'in_progress';
  return 'not_started';
}

export interface OverviewProgress {
  readonly completed: readonly StackFrameworkType[];
  readonly completedCount: number;
  readonly total: number;
  /** Whole percent, complete frameworks divided by 6. */
  readonly percent: number;
  /** The first framework not complete in stack order, or null when all six are. */
  readonly next: StackFrameworkType | null;
  readonly allComplete: boolean;
}

export function overviewProgress(stories: readonly ProgressStory[]): OverviewProgress {
  const completed = STACK_ORDER.filter((t) => isCompleteOnOverview(stories, t));
  const next = STACK_ORDER.find((t) => !completed.includes(t)) ?? null;
  const total = STACK_ORDER.length;
  return {
    completed,
    completedCount: completed.length,
    total,
    percent: Math.round((completed.length / total) * 100),
    next,
    allComplete: completed.length === total,
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
