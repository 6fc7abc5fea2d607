// The assistant: {message, history, user_id} → {answer}; 503 with retryAfter when the limit or
// the provider is overloaded. It answers from the caller's own stories (read with their token and
// their id from it, never a coach's clients' or anyone else's; user_id in the body is never trusted). With Accept: text/event-stream the answer
// streams as server-sent events {delta} and ends with {status, result: {answer, engine}}.
import type { z } from 'zod';
import { generateAnswer } from '../_shared/ai/generate.ts';
import { serveGeneration, type GenerationContext } from '../_shared/generation.ts';
import type { FunctionHandler } from '../_shared/http.ts';
import { assistantBodySchema } from '../_shared/schemas.ts';
import { readOwnStories } from '../_shared/story-reads.ts';

type Ctx = GenerationContext<z.infer<typeof assistantBodySchema>>;

async function answer(ctx: Ctx) {
  const stories = await readOwnStories(ctx.env, ctx.caller.authorization, ctx.caller.userId);
  const result = await generateAnswer(
    ctx.provider,
    { message: ctx.body.message.trim(), history: ctx.body.history, stories, ownerName: ctx.ownerName },
    ctx.onDelta,
  );
  if (!result.text.trim())
    return { status: 502, body: { error: 'Failed to get AI response.', message: 'Failed to get AI response.' } };
  return { status: 200, body: { answer: result.text, engine: result.engine } };
}

export const handler: FunctionHandler = (req, env) =>
  serveGeneration(req, env, 'storystack-ai', assistantBodySchema, answer, { streams: true });
