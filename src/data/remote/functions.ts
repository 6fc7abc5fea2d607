// Direct calls to the server's functions as the signed-in user, for answers the screen needs
// now (the engine in use, a connection test, a transcription). Writes go through the outbox.
import { env } from '../config/config';
import { functionPath, isEventStream, postToProject, readEventStream, type ProjectEndpoint } from './function-client';
import { loadSupabase } from './load-supabase';

export type FunctionAnswer<T> =
  { ok: true; data: T } | { ok: false; status: number | null; message: string; body: unknown };

/** The page's project, called with the session's token (read when each request is sent). */
export const appEndpoint: ProjectEndpoint & { token(): Promise<string | null> } = {
  get url() {
    return env.supabaseUrl;
  },
  get anonKey() {
    return env.anonKey;
  },
  async token() {
    const supabase = await loadSupabase();
    const { data } = await supabase.auth.getSession();
    return data.session?.access_token ?? null;
  },
};

export async function callFunction<T>(
  name: string,
  body: BodyInit | Record<string, unknown>,
  contentType = 'application/json',
): Promise<FunctionAnswer<T>> {
  const sent = await postToProject(appEndpoint, functionPath(name), {
    headers: { 'content-type': contentType },
    body: contentType === 'application/json' ? JSON.stringify(body) : (body as BodyInit),
  });
  if (!sent.ok) return { ok: false, status: null, message: sent.message, body: null };
  const response = sent.response;
  const parsed = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, data: parsed as T };
  const b = (parsed ?? {}) as { error?: unknown; message?: unknown };
  const message =
    typeof b.error === 'string'
      ? b.error
      : typeof b.message === 'string'
        ? b.message
        : `The server answered ${response.status}`;
  return { ok: false, status: response.status, message, body: parsed };
}

export interface AiEngineInfo {
  kind: 'openai' | 'anthropic' | 'offline';
  label: string;
  model: string | null;
  baseUrl: string | null;
  transcription: boolean;
  test?: { ok: boolean; latencyMs: number; message: string };
}

/** Which engine writes, and (test: true, admins only) whether it answers. */
export function fetchAiEngine(test = false): Promise<FunctionAnswer<AiEngineInfo>> {
  return callFunction<AiEngineInfo>('ai-engine', { test });
}

/**
 * Speech to text for a voice note. `configured: false` when the server has no speech-to-text
 * service (the app keeps the recording and says so).
 */
export async function transcribeRecording(
  audio: Blob,
): Promise<{ ok: true; text: string } | { ok: false; configured: boolean; message: string }> {
  const answer = await callFunction<{ text: string }>('transcribe-audio', audio, audio.type || 'audio/webm');
  if (answer.ok) return { ok: true, text: answer.data.text };
  const configured = !(answer.status === 501 && (answer.body as { configured?: unknown } | null)?.configured === false);
  return { ok: false, configured, message: answer.message };
}

/**
 * LinkedIn content or a funnel strategy from the selected stories (spec areas §2.5). The server
 * reads the stories under the caller's rights; only their ids matter in `stories`.
 */
export async function generateClientContent(
  kind: 'linkedin' | 'funnel',
  client: { id?: string; name?: string | null } | null,
  stories: { id: string }[],
): Promise<{ ok: true; text: string; engine: string | null } | { ok: false; message: string }> {
  const answer = await callFunction<{ content?: string; strategy?: string; engine?: string }>(`generate-${kind}`, {
    client,
    stories: stories.map((s) => ({ id: s.id })),
  });
  if (!answer.ok) return { ok: false, message: answer.message };
  const text = kind === 'linkedin' ? answer.data.content : answer.data.strategy;
  if (typeof text !== 'string' || !text.trim()) return { ok: false, message: 'Nothing was generated' };
  return { ok: true, text, engine: answer.data.engine ?? null };
}

type StreamOutcome =
  { ok: true; result: Record<string, unknown> } | { ok: false; status: number | null; message: string };

/**
 * Calls a function that streams (Accept: text/event-stream): `onDelta` gets the text so far as it
 * arrives; resolves to the final {status, result}, or a failure (status null: no connection).
 * `onOpen` is called when the server has answered (headers in), before any text.
 */
export async function streamFunction(
  name: string,
  body: Record<string, unknown>,
  onDelta: (textSoFar: string) => void,
  signal?: AbortSignal,
  onOpen?: () => void,
): Promise<StreamOutcome> {
  const sent = await postToProject(appEndpoint, functionPath(name), {
    headers: { accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!sent.ok) return { ok: false, status: null, message: sent.message };
  const response = sent.response;
  onOpen?.();
  if (!isEventStream(response)) {
    const parsed = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
    const message =
      typeof parsed?.message === 'string'
        ? parsed.message
        : typeof parsed?.error === 'string'
          ? parsed.error
          : `The server answered ${response.status}`;
    return { ok: false, status: response.status, message };
  }
  let text = '';
  try {
    const outcome = await readEventStream(response.body, ({ event, data }): StreamOutcome | undefined => {
      const got = data as { delta?: string; status?: number; result?: Record<string, unknown>; error?: string };
      if (event === 'error')
        return { ok: false, status: got.status ?? 500, message: got.error ?? 'The answer broke off' };
      if (typeof got.delta === 'string') {
        text += got.delta;
        onDelta(text);
      }
      return got.result ? { ok: true, result: got.result } : undefined;
    });
    if (outcome) return outcome;
  } catch (error) {
    return { ok: false, status: null, message: error instanceof Error ? error.message : 'The answer broke off' };
  }
  return { ok: false, status: null, message: 'The answer broke off' };
}
