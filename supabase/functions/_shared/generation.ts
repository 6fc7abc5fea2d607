// What the generation functions share: the caller, the JSON body checked with zod, the answer
// to a replay (mutation_id), the per-user rate limit, and provider errors in the app's shapes.
import { z } from 'zod';
import { selectProvider } from './ai/engine.ts';
import { ProviderError, type TextProvider } from './ai/provider.ts';
import { corsHeaders, json, preflight, type FunctionEnv } from './http.ts';
import { restCall } from './rest.ts';
import { callerSubject } from './verify-token.ts';

export const DEFAULT_REQUESTS_PER_MINUTE = 10;

export interface Caller {
  userId: string;
  authorization: string;
}

export interface GenerationContext<Body> {
  req: Request;
  env: FunctionEnv;
  caller: Caller;
  body: Body;
  /** The request's id: the outbox entry's mutation_id, or a fresh one. */
  mutationId: string;
  /** Set when the caller asked for a stream (Accept: text/event-stream): pass it to the provider. */
  onDelta?: (text: string) => void;
  provider: TextProvider | null;
  ownerName: string;
}

/** Answers the app reads: `error` and `message` carry the same text. */
export function failure(
  message: string,
  status: number,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json({ error: message, message, ...extra }, status, headers);
}

export function overloaded(retryAfter: number, extra: Record<string, unknown> = {}): Response {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return failure(
    `Service temporarily unavailable. Please try again in ${seconds} seconds.`,
    503,
    { retryAfter: seconds, ...extra },
    {
      'retry-after': String(seconds),
    },
  );
}

/** A provider failure as the app expects it: 401 "configuration", 500, or 503 with retryAfter.
 *  The 401 carries code ai_not_configured so the sync engine does not take it for a stale token. */
export interface ProviderMessages {
  config: string;
  unavailable: string;
}

const DEFAULT_PROVIDER_MESSAGES: ProviderMessages = {
  config: 'The AI service configuration was refused. Please contact support.',
  unavailable: 'The AI service is temporarily unavailable. Please try again later.',
};

/** The builder's own wording (spec core §8, single generation). */
export const STORY_PROVIDER_MESSAGES: ProviderMessages = {
  config: 'Story generation service is not properly configured. Please contact support.',
  unavailable: 'Our story generation service is temporarily unavailable. Please try again later.',
};

export function providerFailure(
  error: ProviderError,
  extra: Record<string, unknown> = {},
  messages: ProviderMessages = DEFAULT_PROVIDER_MESSAGES,
): Response {
  if (error.kind === 'config') return failure(messages.config, 401, { code: 'ai_not_configured', ...extra });
  if (error.kind === 'overloaded') return overloaded(error.retryAfter ?? 60, extra);
  return failure(messages.unavailable, 500, extra);
}

export const mutationIdSchema = z.guid('mutation_id must be a UUID').optional();

function requestsPerMinute(env: FunctionEnv): number {
  const n = Number(env.AI_REQUESTS_PER_MINUTE);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : DEFAULT_REQUESTS_PER_MINUTE;
}

type Claim =
  { state: 'new' } | { state: 'done'; result: unknown } | { state: 'running' | 'limited'; retry_after: number };

/**
 * Runs one generation request: checks the method, the caller and the body, answers a replay
 * with its first result, applies the rate limit, then calls `run`. A successful result (2xx)
 * is stored under the mutation id; a failure frees the id so the retry can run.
 */
export async function serveGeneration<Schema extends z.ZodType>(
  req: Request,
  env: FunctionEnv,
  name: string,
  schema: Schema,
  run: (ctx: GenerationContext<z.infer<Schema>>) => Promise<{ status: number; body: Record<string, unknown> }>,
  options: {
    fetch?: typeof fetch;
    /** Fields every failure of this function carries (the full stack's {success: false, results: null}). */
    failureFields?: Record<string, unknown>;
    providerMessages?: ProviderMessages;
    /** Answers Accept: text/event-stream with server-sent events {delta}… then {status, result}. */
    streams?: boolean;
  } = {},
): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return json({ error: 'Use POST' }, 405, { allow: 'POST, OPTIONS' });
  const extra = options.failureFields ?? {};
  const authorization = req.headers.get('authorization');
  const userId = await callerSubject(authorization, env);
  if (!authorization || !userId) return failure('Please sign in to use AI generation.', 401);

  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    return failure('The request body must be JSON.', 400);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failure(issue.message, 400, { field: issue.path.join('.') || null, ...extra });
  }
  const mutationId =
    raw && typeof raw === 'object' && typeof (raw as { mutation_id?: unknown }).mutation_id === 'string'
      ? (raw as { mutation_id: string }).mutation_id
      : crypto.randomUUID();
  if (!z.guid().safeParse(mutationId).success)
    return failure('mutation_id must be a UUID', 400, { field: 'mutation_id' });

  const caller = { userId, authorization };
  const claim = await restCall(env, authorization, 'POST', 'rpc/claim_generation', {
    p_id: mutationId,
    p_function: name,
    p_limit: requestsPerMinute(env),
    p_window_seconds: 60,
  });
  if (!claim.ok) {
    if (claim.status === 401) return failure('Your session has expired. Please sign in again.', 401);
    if (claim.code === '42501') return failure(claim.message, 403);
    return failure('Could not start the generation. Please try again.', 502);
  }
  const state = claim.data as Claim;
  if (state.state === 'done') {
    const stored = state.result as { status?: number; body?: Record<string, unknown> } | null;
    return json({ ...(stored?.body ?? {}), replayed: true }, stored?.status ?? 200);
  }
  if (state.state === 'running' || state.state === 'limited')
    return overloaded(state.retry_after, { reason: state.state, ...extra });

  const ctx: GenerationContext<z.infer<Schema>> = {
    req,
    env,
    caller,
    body: parsed.data,
    mutationId,
    provider: selectProvider(env, options.fetch),
    ownerName: env.OWNER_NAME || 'Stacy',
  };
  const release = () => restCall(env, authorization, 'POST', 'rpc/release_generation', { p_id: mutationId });
  if (options.streams && (req.headers.get('accept') ?? '').includes('text/event-stream'))
    return streamRun(ctx, run, { name, extra, messages: options.providerMessages });
  let outcome: { status: number; body: Record<string, unknown> };
  try {
    outcome = await run(ctx);
  } catch (error) {
    await release();
    if (error instanceof ProviderError) {
      console.error(`[${name}] ${error.message}`);
      return providerFailure(error, extra, options.providerMessages);
    }
    throw error;
  }
  if (outcome.status >= 200 && outcome.status < 300) {
    await restCall(env, authorization, 'POST', 'rpc/finish_generation', { p_id: mutationId, p_result: outcome });
  } else await release();
  return json(
    outcome.body,
    outcome.status,
    outcome.status === 503 && typeof outcome.body.retryAfter === 'number'
      ? { 'retry-after': String(outcome.body.retryAfter) }
      : {},
  );
}

/** Stores a streamed request's result, or frees its id (used by streaming handlers). */
export async function settleGeneration(
  env: FunctionEnv,
  caller: Caller,
  mutationId: string,
  outcome: { status: number; body: Record<string, unknown> } | null,
) {
  if (outcome)
    await restCall(env, caller.authorization, 'POST', 'rpc/finish_generation', { p_id: mutationId, p_result: outcome });
  else await restCall(env, caller.authorization, 'POST', 'rpc/release_generation', { p_id: mutationId });
}

type Outcome = { status: number; body: Record<string, unknown> };

const sse = (data: unknown, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/**
 * A streamed run: the response starts with the first piece of text, so a failure before it
 * (validation, a refused story, the provider's 401 or 503) still gets its own HTTP status.
 * Then {delta} events, and a last {status, result} event with the body a JSON call would get.
 */
async function streamRun<Body>(
  ctx: GenerationContext<Body>,
  run: (ctx: GenerationContext<Body>) => Promise<Outcome>,
  options: { name: string; extra: Record<string, unknown>; messages?: ProviderMessages },
): Promise<Response> {
  const encoder = new TextEncoder();
  let push: ((chunk: string) => void) | null = null;
  const early: string[] = [];
  let started!: () => void;
  const first = new Promise<'started'>((resolve) => (started = () => resolve('started')));
  const work = run({
    ...ctx,
    onDelta: (delta) => {
      const chunk = sse({ delta });
      if (push) push(chunk);
      else early.push(chunk);
      started();
    },
  });
  let outcome: Outcome | 'started';
  try {
    outcome = await Promise.race([first, work]);
  } catch (error) {
    await settleGeneration(ctx.env, ctx.caller, ctx.mutationId, null);
    if (error instanceof ProviderError) {
      console.error(`[${options.name}] ${error.message}`);
      return providerFailure(error, options.extra, options.messages);
    }
    throw error;
  }
  if (outcome !== 'started') {
    const ok = outcome.status >= 200 && outcome.status < 300;
    await settleGeneration(ctx.env, ctx.caller, ctx.mutationId, ok ? outcome : null);
    if (!ok) return json(outcome.body, outcome.status);
    // Nothing streamed (the offline composer writes at once): one delta, then the result.
    return new Response(
      sse({ delta: deltaText(outcome.body) }) + sse({ status: outcome.status, result: outcome.body }),
      {
        status: 200,
        headers: { ...corsHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
      },
    );
  }
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      push = (chunk) => controller.enqueue(encoder.encode(chunk));
      for (const chunk of early) push(chunk);
      try {
        const done = await work;
        const ok = done.status >= 200 && done.status < 300;
        push(
          ok ? sse({ status: done.status, result: done.body }) : sse({ status: done.status, ...done.body }, 'error'),
        );
        await settleGeneration(ctx.env, ctx.caller, ctx.mutationId, ok ? done : null);
      } catch (error) {
        const e = error instanceof ProviderError ? error : null;
        push(
          sse(
            {
              status: e?.status ?? 500,
              error: e ? e.message : 'The answer broke off. Please try again.',
              retryAfter: e?.retryAfter ?? null,
            },
            'error',
          ),
        );
        await settleGeneration(ctx.env, ctx.caller, ctx.mutationId, null);
      }
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { ...corsHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

function deltaText(body: Record<string, unknown>): string {
  for (const key of ['generated_story', 'answer', 'story', 'content', 'strategy'])
    if (typeof body[key] === 'string') return body[key] as string;
  return '';
}
