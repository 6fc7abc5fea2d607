// One request to the assistant function, as the signed-in user, read as a stream when the
// server streams (the text shows as it arrives) and as JSON otherwise.
import {
  functionPath,
  isEventStream,
  postToProject,
  readEventStream,
  type ProjectEndpoint,
} from '../../data/remote/function-client';
import type { ChatFailure } from '../../domain/generation-rules';

export interface AssistantRequest {
  message: string;
  history: { role: 'user' | 'assistant'; content: string }[];
  user_id?: string | null;
}

export type AssistantResult =
  | { ok: true; answer: string; engine: string | null }
  | { ok: false; failure: ChatFailure; status: number | null; errorText: string | null };

/** The assistant's server and caller: the one function client's endpoint. */
export type AssistantTransport = ProjectEndpoint & { token(): Promise<string | null> };

type StreamEventData = {
  delta?: string;
  result?: { answer?: string; engine?: string };
  error?: string;
  retryAfter?: number | null;
};

async function readStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void): Promise<AssistantResult> {
  let text = '';
  let engine: string | null = null;
  let final: string | null = null;
  const failure = await readEventStream(body, ({ event, data }): AssistantResult | undefined => {
    const parsed = data as StreamEventData;
    if (event === 'error') {
      const message = parsed.error ?? 'The answer broke off.';
      return {
        ok: false,
        failure: parsed.retryAfter
          ? { kind: 'unavailable', retryAfter: parsed.retryAfter, message }
          : { kind: 'http', status: 500, message },
        status: 500,
        errorText: message,
      };
    }
    if (typeof parsed.delta === 'string') {
      text += parsed.delta;
      onDelta(text);
    }
    if (typeof parsed.result?.answer === 'string') {
      final = parsed.result.answer;
      engine = parsed.result.engine ?? null;
    }
    return undefined;
  });
  return failure ?? { ok: true, answer: final ?? text, engine };
}

export async function postAssistant(
  transport: AssistantTransport,
  request: AssistantRequest,
  onDelta: (text: string) => void = () => {},
): Promise<AssistantResult> {
  const sent = await postToProject(transport, functionPath('storystack-ai'), {
    headers: { accept: 'text/event-stream, application/json' },
    body: JSON.stringify(request),
  });
  if (!sent.ok)
    return { ok: false, failure: { kind: 'network', message: sent.message }, status: null, errorText: sent.message };
  const response = sent.response;
  if (isEventStream(response)) {
    try {
      return await readStream(response.body, onDelta);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The answer broke off';
      return { ok: false, failure: { kind: 'network', message }, status: null, errorText: message };
    }
  }
  const body = (await response.json().catch(() => null)) as {
    answer?: unknown;
    engine?: unknown;
    error?: unknown;
    message?: unknown;
    retryAfter?: unknown;
  } | null;
  if (response.ok && typeof body?.answer === 'string')
    return { ok: true, answer: body.answer, engine: typeof body.engine === 'string' ? body.engine : null };
  const errorText =
    typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : null;
  if (response.status === 503) {
    const retryAfter = typeof body?.retryAfter === 'number' ? body.retryAfter : null;
    return {
      ok: false,
      failure: { kind: 'unavailable', retryAfter, message: errorText ?? '' },
      status: 503,
      errorText: errorText ?? 'Service temporarily unavailable',
    };
  }
  return {
    ok: false,
    failure: { kind: 'http', status: response.status, message: errorText },
    status: response.status,
    errorText: errorText ?? 'Failed to get AI response.',
  };
}
