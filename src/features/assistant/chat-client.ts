// One request to the assistant function, as the signed-in user, read as a stream when the
// server streams (the text shows as it arrives) and as JSON otherwise.
import type { ChatFailure } from '../../domain/generation-rules';

export interface AssistantRequest {
  message: string;
  history: { role: 'user' | 'assistant'; content: string }[];
  user_id?: string | null;
}

export type AssistantResult =
  | { ok: true; answer: string; engine: string | null }
  | { ok: false; failure: ChatFailure; status: number | null; errorText: string | null };

export interface AssistantTransport {
  url: string;
  anonKey: string;
  token(): Promise<string | null>;
  fetch?: typeof fetch;
}

async function readStream(response: Response, onDelta: (text: string) => void): Promise<AssistantResult> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  let engine: string | null = null;
  let final: string | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let at: number;
    while ((at = buffer.indexOf('\n\n')) >= 0) {
      const raw = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const event = /^event: (.+)$/m.exec(raw)?.[1] ?? null;
      const data = raw
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      if (!data) continue;
      const parsed = JSON.parse(data) as {
        delta?: string;
        result?: { answer?: string; engine?: string };
        error?: string;
        retryAfter?: number | null;
      };
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
    }
  }
  return { ok: true, answer: final ?? text, engine };
}

export async function postAssistant(
  transport: AssistantTransport,
  request: AssistantRequest,
  onDelta: (text: string) => void = () => {},
): Promise<AssistantResult> {
  const doFetch = transport.fetch ?? ((i: RequestInfo | URL, init?: RequestInit) => fetch(i, init));
  let response: Response;
  try {
    const token = await transport.token();
    response = await doFetch(`${transport.url.replace(/\/$/, '')}/functions/v1/storystack-ai`, {
      method: 'POST',
      headers: {
        apikey: transport.anonKey,
        authorization: `Bearer ${token ?? transport.anonKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
      },
      body: JSON.stringify(request),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The network request failed';
    return { ok: false, failure: { kind: 'network', message }, status: null, errorText: message };
  }
  if (response.ok && (response.headers.get('content-type') ?? '').includes('text/event-stream') && response.body) {
    try {
      return await readStream(response, onDelta);
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
