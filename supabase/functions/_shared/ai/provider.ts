// One small interface for every text engine: an OpenAI-compatible API, Anthropic, or the
// offline composer. Errors come out as ProviderError with the status the app's messages expect.

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface CompleteRequest {
  system: string;
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
  /** Called with each piece of text as the provider streams it; streaming is used only then. */
  onDelta?: (text: string) => void;
}

export interface TextProvider {
  kind: 'openai' | 'anthropic';
  /** What the app shows as the engine that wrote a text. */
  label: string;
  model: string;
  complete(request: CompleteRequest): Promise<string>;
}

/**
 * config: the provider refused our key or model (answered as 401, "not properly configured");
 * unavailable: it failed (500, "temporarily unavailable"); overloaded: rate-limited, overloaded
 * or too slow (503 with retryAfter seconds).
 */
export type ProviderErrorKind = 'config' | 'unavailable' | 'overloaded';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly retryAfter?: number,
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  get status(): 401 | 500 | 503 {
    return this.kind === 'config' ? 401 : this.kind === 'overloaded' ? 503 : 500;
  }
}

export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Retry-After in whole seconds (seconds or an HTTP date), or the default. */
export function retryAfterSeconds(header: string | null, fallback = DEFAULT_RETRY_AFTER_SECONDS): number {
  if (!header) return fallback;
  const n = Number(header);
  if (Number.isFinite(n) && n >= 0) return Math.ceil(n);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallback : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/** The upstream HTTP status mapped to our three kinds. */
export function errorFromStatus(
  provider: string,
  status: number,
  retryAfter: string | null,
  detail: string,
): ProviderError {
  if (status === 401 || status === 403 || status === 404)
    return new ProviderError(
      'config',
      `${provider} refused the configuration (${status}): ${detail}`,
      undefined,
      status,
    );
  if (status === 429 || status === 503 || status === 529)
    return new ProviderError(
      'overloaded',
      `${provider} is overloaded (${status})`,
      retryAfterSeconds(retryAfter),
      status,
    );
  return new ProviderError('unavailable', `${provider} failed (${status}): ${detail}`, undefined, status);
}

/** fetch with a deadline for the answer to start and a deadline between streamed pieces. */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  provider: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ response: Response; controller: AbortController }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    return { response, controller };
  } catch (error) {
    if (controller.signal.aborted)
      throw new ProviderError('overloaded', `${provider} did not answer within ${Math.round(timeoutMs / 1000)} s`, 30);
    throw new ProviderError(
      'unavailable',
      `${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** A POST with fetchWithTimeout; a refused or failed answer is thrown as errorFromStatus. */
export async function postWithTimeout(
  url: string,
  init: Omit<RequestInit, 'method'>,
  timeoutMs: number,
  provider: string,
  fetchImpl?: typeof fetch,
): Promise<{ response: Response; controller: AbortController }> {
  const answer = await fetchWithTimeout(url, { ...init, method: 'POST' }, timeoutMs, provider, fetchImpl);
  const { response } = answer;
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw errorFromStatus(provider, response.status, response.headers.get('retry-after'), detail);
  }
  return answer;
}

/** Reads a server-sent-event body, calling onEvent with each event's data; an idle gap longer
 *  than idleMs aborts with an overloaded error. */
export async function readSse(
  response: Response,
  controller: AbortController,
  idleMs: number,
  provider: string,
  onEvent: (data: string, event: string | null) => void,
): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idled = false;
    const idle = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        idled = true;
        controller.abort();
        reject(new ProviderError('overloaded', `${provider} stopped streaming for ${Math.round(idleMs / 1000)} s`, 30));
      }, idleMs);
    });
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await Promise.race([reader.read(), idle]);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (idled)
        throw new ProviderError('overloaded', `${provider} stopped streaming for ${Math.round(idleMs / 1000)} s`, 30);
      throw new ProviderError('unavailable', `${provider} broke off the stream`);
    } finally {
      clearTimeout(timer);
    }
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let split: number;
    while ((split = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const raw = buffer.slice(0, split);
      buffer = buffer.slice(split).replace(/^\r?\n\r?\n/, '');
      let event: string | null = null;
      const data: string[] = [];
      for (const line of raw.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) onEvent(data.join('\n'), event);
    }
  }
}
