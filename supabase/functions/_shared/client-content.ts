// The LinkedIn and funnel functions: {client, stories} → a text built from the selected stories as
// the caller can read them (the stories' text on the server, never the copy in the body), kept
// with the client (public.client_content), as the caller, under the request's id: a replay of the
// same outbox entry stores nothing twice.
import { generateClientContent, type ClientContentKind } from './ai/generate.ts';
import { serveGeneration, type Caller } from './generation.ts';
import type { FunctionEnv, FunctionHandler } from './http.ts';
import { restCall } from './rest.ts';
import { storiesBodySchema } from './schemas.ts';
import { readClientName, readStories } from './story-reads.ts';

export const CLIENT_CONTENT_MAX_CHARS = 60000;

/** Per kind: the function's name, the answer's field for the text, the empty-selection message. */
const KINDS = {
  linkedin: {
    name: 'generate-linkedin',
    textField: 'content',
    noStories: 'Please select at least one story to generate LinkedIn content',
  },
  funnel: {
    name: 'generate-funnel',
    textField: 'strategy',
    noStories: 'Please select at least one story to generate funnel strategy',
  },
} as const satisfies Record<ClientContentKind, { name: string; textField: string; noStories: string }>;

const fail = (message: string, status: number) => ({ status, body: { error: message, message } });

export function clientContentHandler(kind: ClientContentKind): FunctionHandler {
  const { name, textField, noStories } = KINDS[kind];
  const schema = storiesBodySchema(noStories);
  return (req, env) =>
    serveGeneration(req, env, name, schema, async (ctx) => {
      const { body, provider, caller } = ctx;
      const stories = await readStories(
        env,
        caller.authorization,
        body.stories.map((s) => s.id),
      );
      if (stories === 'error') return fail('Could not read the stories. Please try again.', 502);
      if (stories === null)
        return fail('One of the selected stories was not found, or you are not allowed to read it.', 403);
      const clientName = await readClientName(env, caller.authorization, body.client?.id);
      if (clientName === 'forbidden') return fail('Client not found, or you are not allowed to read it.', 403);
      const generated = await generateClientContent(kind, provider, clientName ?? body.client?.name ?? null, stories);
      if (!generated.text.trim()) return fail('Nothing was generated. Please try again.', 502);
      // Kept with the client so the coach finds it again on any device.
      const id = await keepWithClient(env, ctx, kind, generated);
      return {
        status: 200,
        body: { [textField]: generated.text, id, engine: generated.engine, sources: generated.sources },
      };
    });
}

/**
 * Stores the text for `body.client.id` (when a client is named). Returns the row id, or null when
 * no client was named or the row was refused (the text is still answered).
 */
async function keepWithClient(
  env: FunctionEnv,
  request: { caller: Caller; mutationId: string; body: { client?: { id?: string } | null; stories: { id: string }[] } },
  kind: ClientContentKind,
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
