// The coach's live view of the mirror: clients (all a coach or admin may read) with their stories.
import { useMemo } from 'react';
import { useClients, useStories } from '../../data/hooks';
import { clientSummaries, coachStats, type ClientSummary, type CoachStats } from '../../domain/coaching';
import type { ClientRow, StoryRow } from '../../data/types';

export interface Coaching {
  clients: ClientRow[];
  stories: StoryRow[];
  summaries: ClientSummary[];
  stats: CoachStats;
}

/** undefined while the mirror loads. */
export function useCoaching(): Coaching | undefined {
  const clients = useClients();
  const stories = useStories();
  return useMemo(() => {
    if (!clients || !stories) return undefined;
    return { clients, stories, summaries: clientSummaries(clients, stories), stats: coachStats(clients, stories) };
  }, [clients, stories]);
}
