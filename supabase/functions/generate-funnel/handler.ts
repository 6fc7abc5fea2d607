// {client, stories} → {strategy}: built from the selected stories as the caller can read them
// (the stories' text on the server, never the copy in the body).
import { generateFunnel } from '../_shared/ai/generate.ts';
import { keepWithClient } from '../_shared/client-content.ts';
import { serveGeneration } from '../_shared/generation.ts';
import type { FunctionHandler } from '../_shared/http.ts';
import { storiesBodySchema } from '../_shared/schemas.ts';
import { readClientName, readStories } from '../_shared/story-reads.ts';

const schema = storiesBodySchema('Please select at least one story to generate funnel strategy');
const fail = (message: string, status: number) => ({ status, body: { error: message, message } });

export const handler: FunctionHandler = (req, env) =>
  serveGeneration(req, env, 'generate-funnel', schema, async (ctx) => {
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
    const generated = await generateFunnel(provider, clientName ?? body.client?.name ?? null, stories);
    if (!generated.text.trim()) return fail('Nothing was generated. Please try again.', 502);
    // Kept with the client (public.client_content) so the coach finds it again on any device.
    const id = await keepWithClient(env, ctx, 'funnel', generated);
    return {
      status: 200,
      body: {
        strategy: generated.text,
        id,
        engine: generated.engine,
        sources: generated.sources,
      },
    };
  });
