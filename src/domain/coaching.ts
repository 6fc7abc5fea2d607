// The coach's view of their clients (spec product-areas §2.9, §4): stat cards, the recent-clients
// table, and each client's stack. Pure functions over mirror rows, so the dashboard, the client
// list and the tests agree.
import { STACK_ORDER, type StackFrameworkType } from './frameworks.ts';
import {
  latestStoryByFramework,
  stackProgress,
  type FrameworkState,
  type ProgressStory,
  type StackProgress,
} from './progress.ts';
import { clientRecordStories } from './story-person.ts';

/** How many clients the coach dashboard's table shows. */
export const RECENT_CLIENTS_SHOWN = 5;

export interface CoachedClient {
  readonly id: string;
  readonly name: string;
  readonly email: string | null;
  readonly company: string | null;
  readonly coach_id: string | null;
  readonly user_id: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly deleted_at?: string | null;
}

export interface ClientStory extends ProgressStory {
  readonly client_id: string | null;
}

export interface CoachStats {
  readonly totalClients: number;
  /** Clients with at least one story. */
  readonly activeClients: number;
  readonly storiesCreated: number;
  readonly storiesPublished: number;
}

const liveOnly = <T extends { deleted_at?: string | null }>(rows: readonly T[]) => rows.filter((r) => !r.deleted_at);

/** The stat cards, over the clients given and the stories that belong to them. */
export function coachStats(clients: readonly CoachedClient[], stories: readonly ClientStory[]): CoachStats {
  const live = liveOnly(clients);
  const ids = new Set(live.map((c) => c.id));
  const theirs = liveOnly(stories).filter((s) => s.client_id !== null && ids.has(s.client_id));
  const withStories = new Set(theirs.map((s) => s.client_id));
  return {
    totalClients: live.length,
    activeClients: live.filter((c) => withStories.has(c.id)).length,
    storiesCreated: theirs.length,
    storiesPublished: theirs.filter((s) => s.status === 'published').length,
  };
}

export interface ClientSummary {
  readonly client: CoachedClient;
  readonly storyCount: number;
  readonly publishedCount: number;
  /** The client record's stack, by the one progress truth. */
  readonly progress: StackProgress;
  /** The latest change to the client or any of their stories (ISO). */
  readonly lastActivity: string;
}

export function summarizeClient(client: CoachedClient, stories: readonly ClientStory[]): ClientSummary {
  const theirs = liveOnly(stories).filter((s) => s.client_id === client.id);
  const lastActivity = theirs.reduce(
    (latest, s) => (Date.parse(s.updated_at) > Date.parse(latest) ? s.updated_at : latest),
    client.updated_at,
  );
  return {
    client,
    storyCount: theirs.length,
    publishedCount: theirs.filter((s) => s.status === 'published').length,
    progress: stackProgress(theirs),
    lastActivity,
  };
}

/** Every live client, newest first, with their counts (the spec orders by created_at desc). */
export function clientSummaries(clients: readonly CoachedClient[], stories: readonly ClientStory[]): ClientSummary[] {
  return liveOnly(clients)
    .slice()
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
    .map((c) => summarizeClient(c, stories));
}

/** Filters for /dashboard/clients: a free-text search and the ?coach= parameter. */
export function filterClients(
  summaries: readonly ClientSummary[],
  { query = '', coachId = null }: { query?: string; coachId?: string | null },
): ClientSummary[] {
  const needle = query.trim().toLowerCase();
  return summaries.filter(({ client }) => {
    if (coachId && client.coach_id !== coachId) return false;
    if (!needle) return true;
    return [client.name, client.email, client.company].some((v) => (v ?? '').toLowerCase().includes(needle));
  });
}

export interface ClientStackRow {
  readonly type: StackFrameworkType;
  readonly state: FrameworkState;
  /** The most recently changed live story of this type, if any. */
  readonly latestStoryId: string | null;
}

/** One client record's six stack frameworks, by the one progress truth (progress.ts). */
export function clientStack(clientId: string, stories: readonly ClientStory[]): ClientStackRow[] {
  const theirs = clientRecordStories(liveOnly(stories), clientId);
  const { states } = stackProgress(theirs);
  const latest = latestStoryByFramework(theirs);
  return STACK_ORDER.map((type) => ({ type, state: states[type], latestStoryId: latest.get(type)?.id ?? null }));
}

/** One client record's stack totals, by the one progress truth. */
export function clientProgress(clientId: string, stories: readonly ClientStory[]): StackProgress {
  return stackProgress(clientRecordStories(liveOnly(stories), clientId));
}
