// The one client for calling the project over HTTP as a user: functions, rpcs, inserts and uploads
// all carry the anon key and the user's token (the anon key when nobody is signed in), and a
// function that streams its answer (server-sent events) is read here. No supabase-js, no config:
// the service worker's sync uses it too, with the endpoint it was given.

/** Where the project is and who calls it. `token` is asked when a request is sent. */
export interface ProjectEndpoint {
  url: string;
  anonKey: string;
  token?: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export interface ProjectRequest {
  body: BodyInit | null;
  /** The caller's token for this request; when absent, the endpoint's `token()` is asked. */
  token?: string | null;
  /** Added to (or replacing) apikey, authorization and `content-type: application/json`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The server's answer, or why none came (no connection, an abort, a token that could not be read). */
export type Sent = { ok: true; response: Response } | { ok: false; message: string };

export const functionPath = (name: string): string => `/functions/v1/${encodeURIComponent(name)}`;

export async function postToProject(endpoint: ProjectEndpoint, path: string, request: ProjectRequest): Promise<Sent> {
  const doFetch = endpoint.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  try {
    const token = request.token !== undefined ? request.token : ((await endpoint.token?.()) ?? null);
    const response = await doFetch(`${endpoint.url.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: {
        apikey: endpoint.anonKey,
        authorization: `Bearer ${token ?? endpoint.anonKey}`,
        'content-type': 'application/json',
        ...request.headers,
      },
      body: request.body,
      signal: request.signal,
    });
    return { ok: true, response };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'The network request failed' };
  }
}

/** A 2xx answer sent as server-sent events (the other answers are JSON). */
export function isEventStream(response: Response): response is Response & { body: ReadableStream<Uint8Array> } {
  return response.ok && (response.headers.get('content-type') ?? '').includes('text/event-stream') && !!response.body;
}

/** One server-sent event: its `event:` name (null when none) and its `data:` lines parsed as JSON. */
export interface StreamEvent {
  event: string | null;
  data: unknown;
}

/**
 * Reads the events of a stream until `onEvent` returns a value (then that value) or the stream
 * ends (then undefined). Throws when the connection breaks or an event's data is not JSON.
 */
export async function readEventStream<T>(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => T | undefined,
): Promise<T | undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return undefined;
    buffer += decoder.decode(value, { stream: true });
    let at: number;
    while ((at = buffer.indexOf('\n\n')) >= 0) {
      const raw = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const data = raw
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      if (!data) continue;
      const outcome = onEvent({ event: /^event: (.+)$/m.exec(raw)?.[1] ?? null, data: JSON.parse(data) as unknown });
      if (outcome !== undefined) return outcome;
    }
  }
}
