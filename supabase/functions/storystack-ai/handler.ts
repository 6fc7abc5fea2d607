// The assistant: {message, history, user_id} → {answer}; 503 with retryAfter when the limit or
// the provider is overloaded. It answers from the caller's own stories, or, when a coach or an
// admin names one of their clients ("Summarise Aisha's stack"), from that client's: every read
// is made with the caller's token, so row-level security decides what it may see, and user_id
// in the body is never trusted. With Accept: text/event-stream the answer streams as server-sent
// events {delta} and ends with {status, result: {answer, engine}}.
import type { z } from 'zod';
import { generateAnswer } from '../_shared/ai/generate.ts';
import { assistantIntent } from '../_shared/composer/assistant.ts';
import { clientAskedAbout } from '../_shared/composer/assistant-client.ts';
import { OFFLINE_ENGINE } from '../_shared/composer/types.ts';
import { serveGeneration, type GenerationContext } from '../_shared/generation.ts';
import type { FunctionHandler } from '../_shared/http.ts';
import { assistantBodySchema } from '../_shared/schemas.ts';
import {
  readClientStories,
  readClientsStacks,
  readOtherClients,
  readOwnCoachName,
  readOwnStories,
} from '../_shared/story-reads.ts';

/** How many clients "How are my clients doing?" lists, at most. */
const CLIENTS_OVERVIEW_MAX = 50;

type Ctx = GenerationContext<z.infer<typeof assistantBodySchema>>;

async function answer(ctx: Ctx) {
  const { env, caller, body } = ctx;
  const message = body.message.trim();
  const [own, clients] = await Promise.all([
    readOwnStories(env, caller.authorization, caller.userId),
    readOtherClients(env, caller.authorization, caller.userId),
  ]);
  const intent = assistantIntent(message);
  const asked = clientAskedAbout(message, body.history, clients);
  if (asked.kind === 'ambiguous') {
    const names = asked.clients.map((c) => c.name);
    const text = `You have ${names.length} clients called ${names[0].split(/\s+/)[0]}: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}. Which one do you mean? Ask again with their full name.`;
    ctx.onDelta?.(text);
    return { status: 200, body: { answer: text, engine: OFFLINE_ENGINE } };
  }
  const about = asked.kind === 'client' ? asked.client : null;
  const stories = about ? await readClientStories(env, caller.authorization, about.id) : own;
  // "How are my clients doing?": the stacks of the clients the caller coaches (at most 50).
  const overview = !about && clients.length > 0 && intent === 'clients';
  const listed = overview ? clients.slice(0, CLIENTS_OVERVIEW_MAX) : [];
  const theirStories = overview
    ? await readClientsStacks(
        env,
        caller.authorization,
        listed.map((c) => c.id),
      )
    : [];
  // "Book a session with …": a client's own coach, where they have one, not the app's owner.
  const coachName =
    !about && intent === 'progress' ? await readOwnCoachName(env, caller.authorization, caller.userId) : null;
  const result = await generateAnswer(
    ctx.provider,
    {
      message,
      history: body.history,
      stories,
      ownerName: ctx.ownerName,
      about: about && { name: about.name, pronouns: about.pronouns },
      clientNames: clients.map((c) => c.name),
      clientStacks: listed.map((c) => ({ ...c, stories: theirStories.filter((x) => x.client_id === c.id) })),
      clientCount: clients.length,
      coachName,
    },
    ctx.onDelta,
  );
  if (!result.text.trim())
    return { status: 502, body: { error: 'Failed to get AI response.', message: 'Failed to get AI response.' } };
  return { status: 200, body: { answer: result.text, engine: result.engine } };
}

export const handler: FunctionHandler = (req, env) =>
  serveGeneration(req, env, 'storystack-ai', assistantBodySchema, answer, { streams: true });
