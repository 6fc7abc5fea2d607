// Content generated for a client (LinkedIn posts, funnel strategies): asked through the outbox
// like every generation (durable offline, sent when online, replay-safe by its mutation_id) and
// kept by the server in public.client_content, which the mirror pulls. Screens read it live.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ClientContentKind } from '../../domain/client-stacks';
import { db, type StoryStackDb } from './db';
import { queueGeneration } from './generation';
import type { ClientContentRow, InvokeEntry } from './types';

export const CLIENT_CONTENT_FUNCTION: Readonly<Record<ClientContentKind, 'generate-linkedin' | 'generate-funnel'>> = {
  linkedin: 'generate-linkedin',
  funnel: 'generate-funnel',
};

/**
 * Queues the request; resolves to its entry id (the id its stored result will carry). It is sent
 * after the client's and the stories' queued edits: the server reads them.
 */
export function requestClientContent(
  kind: ClientContentKind,
  client: { id: string; name: string },
  storyIds: readonly string[],
  userId: string | null,
  target: StoryStackDb = db,
): Promise<string> {
  return queueGeneration(
    CLIENT_CONTENT_FUNCTION[kind],
    { client: { id: client.id, name: client.name }, stories: storyIds.map((id) => ({ id })) },
    {
      userId,
      waitsFor: [
        { table: 'clients', rowId: client.id },
        ...storyIds.map((id) => ({ table: 'stories' as const, rowId: id })),
      ],
    },
    target,
  );
}

/** The client's stored results, newest first (undefined while loading). */
export function useClientContent(clientId: string | null): ClientContentRow[] | undefined {
  return useLiveQuery(async () => {
    if (!clientId) return [];
    const rows = await db.clientContent.where('client_id').equals(clientId).toArray();
    return rows.filter((r) => !r.deleted_at).sort((a, b) => b.created_at.localeCompare(a.created_at));
  }, [clientId]);
}

export interface PendingClientContent {
  entryId: string;
  kind: ClientContentKind;
  sending: boolean;
}

/** Requests for this client still on this device (waiting for a connection, or being sent). */
export function usePendingClientContent(clientId: string | null): PendingClientContent[] | undefined {
  return useLiveQuery(async () => {
    if (!clientId) return [];
    const entries = await db.outbox
      .filter(
        (e) =>
          e.kind === 'invoke' &&
          (e.name === 'generate-linkedin' || e.name === 'generate-funnel') &&
          (e.body.client as { id?: string } | undefined)?.id === clientId,
      )
      .toArray();
    return (entries as InvokeEntry[]).map((e) => ({
      entryId: e.id,
      kind: e.name === 'generate-linkedin' ? ('linkedin' as const) : ('funnel' as const),
      sending: e.state === 'inflight',
    }));
  }, [clientId]);
}

/** One client from the mirror: null when this device has no such (live) client. */
export function useClient(clientId: string | null) {
  return useLiveQuery(async () => {
    if (!clientId) return null;
    const row = await db.clients.get(clientId);
    return row && !row.deleted_at ? row : null;
  }, [clientId]);
}
