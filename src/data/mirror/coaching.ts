// The coach's live view of the mirror: clients (all a coach or admin may read) with their stories.
import { useMemo } from 'react';
import { useClients, useProfiles, useStories } from './hooks';
import { visibleClientEmail } from '../../domain/preferences';
import { clientSummaries, coachStats, type ClientSummary, type CoachStats } from '../../domain/coaching';
import type { ClientRow, StoryRow } from './types';

export interface Coaching {
  /** The records as stored (for editing). */
  clients: ClientRow[];
  stories: StoryRow[];
  summaries: ClientSummary[];
  stats: CoachStats;
  /** The email to show for a client: a client with an account decides (privacy.show_email). */
  emailOf(client: ClientRow): string | null;
}

/** undefined while the mirror loads. */
export function useCoaching(): Coaching | undefined {
  const clients = useClients();
  const stories = useStories();
  const profiles = useProfiles();
  return useMemo(() => {
    if (!clients || !stories) return undefined;
    const owners = new Map((profiles ?? []).map((p) => [p.id, p]));
    const emailOf = (c: ClientRow) => visibleClientEmail(c, c.user_id ? owners.get(c.user_id) : null);
    // Lists and search see only the emails that may be shown.
    const shown = clients.map((c) => ({ ...c, email: emailOf(c) }));
    return {
      clients,
      stories,
      summaries: clientSummaries(shown, stories),
      stats: coachStats(clients, stories),
      emailOf,
    };
  }, [clients, stories, profiles]);
}
