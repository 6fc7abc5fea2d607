// The assistant: {message, history, user_id} → {answer}; 503 with retryAfter when the limit or
// the provider is overloaded. It answers with the caller's own stories in mind (read with their
// token; user_id in the body is never trusted). With Accept: text/event-stream the answer
// streams as server-sent events {delta} and ends with {answer, engine}.
import { generateAnswer, type Generated } from '../_shared/ai/generate.ts';
import { ProviderError } from '../_shared/ai/provider.ts';
import { providerFailure, serveGeneration, settleGeneration, type GenerationContext } from '../_shared/generation.ts';
import { corsHeaders, type FunctionHandler } from '../_shared/http.ts';
import { assistantBodySchema } from '../_shared/schemas.ts';
import { readRecentStories } from '../_shared/story-reads.ts';
import type { z } from 'zod';

type Ctx = GenerationContext<z.infer<typeof assistantBodySchema>>;

async function answer(ctx: Ctx, onDelta?: (t: string) => void): Promise<Generated> {
  const stories = await readRecentStories(ctx.env, ctx.caller.authorization);
  return generateAnswer(
    ctx.provider,
    { message: ctx.body.message.trim(), history: ctx.body.history, stories, ownerName: ctx.ownerName },
    onDelta,
  );
}

const sse = (data: unknown, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/** Streams once the first piece is there, so a failure before it still gets its HTTP status. */
async function stream(ctx: Ctx, mutationId: string): Promise<Response> {
  const encoder = new TextEncoder();
  let push: ((chunk: string) => void) | null = null;
  const early: string[] = [];
  let started!: () => void;
  const first = new Promise<void>((resolve) => (started = resolve));
  const work = answer(ctx, (delta) => {
    const chunk = sse({ delta });
    if (push) push(chunk);
    else early.push(chunk);
    started();
  });
  try {
    await Promise.race([first, work]);
  } catch (error) {
    await settleGeneration(ctx.env, ctx.caller, mutationId, null);
    if (error instanceof ProviderError) return providerFailure(error);
    throw error;
  }
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      push = (chunk) => controller.enqueue(encoder.encode(chunk));
      for (const chunk of early) push(chunk);
      try {
        const result = await work;
        push(sse({ answer: result.text, engine: result.engine }));
        await settleGeneration(ctx.env, ctx.caller, mutationId, {
          status: 200,
          body: { answer: result.text, engine: result.engine },
        });
      } catch (error) {
        const e = error instanceof ProviderError ? error : null;
        push(
          sse(
            { error: e ? e.message : 'The answer broke off. Please try again.', retryAfter: e?.retryAfter ?? null },
            'error',
          ),
        );
        await settleGeneration(ctx.env, ctx.caller, mutationId, null);
      }
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { ...corsHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

export const handler: FunctionHandler = (req, env) =>
  serveGeneration(
    req,
    env,
    'storystack-ai',
    assistantBodySchema,
    async (ctx) => {
      const result = await answer(ctx);
      if (!result.text.trim())
        return { status: 502, body: { error: 'Failed to get AI response.', message: 'Failed to get AI response.' } };
      return { status: 200, body: { answer: result.text, engine: result.engine } };
    },
    { stream: (ctx, id) => ((req.headers.get('accept') ?? '').includes('text/event-stream') ? stream(ctx, id) : null) },
  );
