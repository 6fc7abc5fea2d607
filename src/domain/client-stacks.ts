// A client's story stack as the monetization area sees it (spec areas §2.3, §2.5, §9): the one
// progress truth (progress.ts) over the client record's stories; the monetization screens need the
// stricter word, so a stack is done here when all six are published, and they say "published".
import { stackProgress, type ProgressStory, type StackProgress } from './progress.ts';
import { clientRecordStories } from './story-person.ts';

export interface StackStory extends ProgressStory {
  readonly client_id: string | null;
}

/** Published, not deleted stories, most recently updated first (the panel's read, spec §7). */
export function publishedStories<T extends StackStory>(stories: readonly T[]): T[] {
  return stories
    .filter((s) => s.status === 'published' && !s.deleted_at)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
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
  readonly stack: StackProgress;
}

/** Each client with their stack, named order; `filter` keeps all, the complete or the unfinished. */
export function clientStackRows<C extends { id: string; name: string }>(
  clients: readonly C[],
  stories: readonly StackStory[],
  filter: StackFilter = 'all',
): ClientStackRow<C>[] {
  return clients
    .map((client) => ({ client, stack: stackProgress(clientRecordStories(stories, client.id)) }))
    .filter((row) => filter === 'all' || (filter === 'complete' ? row.stack.allPublished : !row.stack.allPublished))
    .sort((a, b) => a.client.name.localeCompare(b.client.name));
}

/** The average published share of a list of clients' stacks, whole percent (0 for none). */
export function averageCompletion(rows: readonly { stack: StackProgress }[]): number {
  if (rows.length === 0) return 0;
  return Math.round((rows.reduce((sum, r) => sum + r.stack.publishedCount / r.stack.total, 0) / rows.length) * 100);
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
