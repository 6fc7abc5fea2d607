// A client's story stack as the monetization area sees it (spec areas §2.3, §2.5, §9): only
// published stories count, a framework is completed when one published story of its type exists,
// and completion is completed frameworks over 6.
import { STACK_ORDER, type StackFrameworkType } from './frameworks.ts';

export interface StackStory {
  readonly id: string;
  readonly client_id: string | null;
  readonly framework_type: string;
  readonly status: string;
  readonly updated_at: string;
  readonly deleted_at?: string | null;
}

export interface ClientStack {
  /** Completed frameworks in stack order. */
  readonly completed: readonly StackFrameworkType[];
  readonly completedCount: number;
  /** Whole percent: completed frameworks / 6. */
  readonly percent: number;
  readonly complete: boolean;
}

/** Published, not deleted stories, most recently updated first (the panel's read, spec §7). */
export function publishedStories<T extends StackStory>(stories: readonly T[]): T[] {
  return stories
    .filter((s) => s.status === 'published' && !s.deleted_at)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

export function clientStack(stories: readonly StackStory[]): ClientStack {
  const published = publishedStories(stories);
  const completed = STACK_ORDER.filter((type) => published.some((s) => s.framework_type === type));
  return {
    completed,
    completedCount: completed.length,
    percent: Math.round((completed.length / STACK_ORDER.length) * 100),
    complete: completed.length === STACK_ORDER.length,
  };
}

export const STACK_FILTERS = ['all', 'complete', 'in_progress'] as const;
export type StackFilter = (typeof STACK_FILTERS)[number];
export const STACK_FILTER_LABELS: Readonly<Record<StackFilter, string>> = {
  all: 'All',
  complete: 'Complete',
  in_progress: 'In Progress',
};

export interface ClientStackRow<C> {
  readonly client: C;
  readonly stack: ClientStack;
}

/** Each client with their stack, named order; `filter` keeps all, the complete or the unfinished. */
export function clientStackRows<C extends { id: string; name: string }>(
  clients: readonly C[],
  stories: readonly StackStory[],
  filter: StackFilter = 'all',
): ClientStackRow<C>[] {
  return clients
    .map((client) => ({ client, stack: clientStack(stories.filter((s) => s.client_id === client.id)) }))
    .filter((row) => filter === 'all' || (filter === 'complete' ? row.stack.complete : !row.stack.complete))
    .sort((a, b) => a.client.name.localeCompare(b.client.name));
}

/** The average completion of a list of clients, whole percent (0 for none). */
export function averageCompletion(rows: readonly { stack: ClientStack }[]): number {
  if (rows.length === 0) return 0;
  return Math.round(
    (rows.reduce((sum, r) => sum + r.stack.completedCount / STACK_ORDER.length, 0) / rows.length) * 100,
  );
}

export type ClientContentKind = 'linkedin' | 'funnel';

/** {client name}-linkedin-content.txt / {client name}-funnel-strategy.txt (spec §2.5). Characters a
 *  file system refuses are replaced; the name itself is kept as typed. */
export function clientContentFileName(clientName: string, kind: ClientContentKind): string {
  const safe =
    [...clientName]
      .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '-' : ch))
      .join('')
      .trim() || 'client';
  return `${safe}-${kind === 'linkedin' ? 'linkedin-content' : 'funnel-strategy'}.txt`;
}

/**
 * The reader's own stories (what the playbooks quote): written by them, and not for a client they
 * coach. A client's stories filed under their own client record count as theirs.
 */
export function readersOwnStories<S extends { user_id: string | null; client_id: string | null }>(
  stories: readonly S[],
  clients: readonly { id: string; coach_id: string | null }[],
  userId: string | null,
): S[] {
  if (!userId) return [];
  const coached = new Set(clients.filter((c) => c.coach_id === userId).map((c) => c.id));
  return stories.filter((s) => s.user_id === userId && !(s.client_id && coached.has(s.client_id)));
}
