// Keeps a generated LinkedIn text or funnel strategy with the client (public.client_content), as
// the caller, under the request's id: a replay of the same outbox entry stores nothing twice.
import type { Caller } from './generation.ts';
import type { FunctionEnv } from './http.ts';
import { restCall } from './rest.ts';

export const CLIENT_CONTENT_MAX_CHARS = 60000;

/**
 * Stores the text for `body.client.id` (when a client is named). Returns the row id, or null when
 * no client was named or the row was refused (the text is still answered).
 */
export async function keepWithClient(
  env: FunctionEnv,
  request: { caller: Caller; mutationId: string; body: { client?: { id?: string } | null; stories: { id: string }[] } },
  kind: 'linkedin' | 'funnel',
  generated: { text: string; engine: string },
): Promise<string | null> {
  const clientId = request.body.client?.id;
  if (!clientId) return null;
  const r = await restCall(
    env,
    request.caller.authorization,
    'POST',
    'client_content?on_conflict=id',
    {
      id: request.mutationId,
      client_id: clientId,
      user_id: request.caller.userId,
      kind,
      content: generated.text.slice(0, CLIENT_CONTENT_MAX_CHARS),
      engine: generated.engine.slice(0, 200),
      story_ids: [...new Set(request.body.stories.map((s) => s.id))],
    },
    { prefer: 'resolution=ignore-duplicates,return=minimal' },
  );
  return r.ok ? request.mutationId : null;
}
