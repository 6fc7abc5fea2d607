// What every language-model API shares: the base URL and model defaults, the JSON request with
// the length and temperature, a whole answer or a stream of server-sent events, and the errors.
// openai.ts and anthropic.ts say only how their API names things.
import { postWithTimeout, ProviderError, readSse, type CompleteRequest, type TextProvider } from './provider.ts';

/** The name the app's messages give every engine. */
const SERVICE = 'The AI service';

export interface ChatApiOptions {
  baseUrl?: string;
  model?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface ChatApi {
  kind: TextProvider['kind'];
  /** e.g. "OpenAI-compatible", shown after the model's name. */
  family: string;
  defaultBaseUrl: string;
  /** The endpoint below the base URL. */
  path: string;
  headers: Record<string, string>;
  /** The request's prompt fields (the model, length, temperature and stream flag are added). */
  prompt(request: CompleteRequest): Record<string, unknown>;
  /** The text of a whole (not streamed) answer, or null when it cannot be read. */
  answerText(body: unknown): string | null;
  /** The text piece of one streamed event, or null; throws a ProviderError for an error event. */
  streamedText(event: Record<string, unknown>, eventName: string | null, service: string): string | null;
}

export function createChatApiProvider(api: ChatApi, options: ChatApiOptions, defaultModel: string): TextProvider {
  const url = `${(options.baseUrl || api.defaultBaseUrl).replace(/\/+$/, '')}${api.path}`;
  const model = options.model || defaultModel;
  return {
    kind: api.kind,
    model,
    label: `${model} (${api.family})`,
    async complete(request: CompleteRequest): Promise<string> {
      const stream = Boolean(request.onDelta);
      const { response, controller } = await postWithTimeout(
        url,
        {
          headers: { 'content-type': 'application/json', ...api.headers },
          body: JSON.stringify({
            model,
            ...api.prompt(request),
            max_tokens: request.maxTokens ?? 1200,
            temperature: request.temperature ?? 0.7,
            stream,
          }),
        },
        options.timeoutMs,
        SERVICE,
        options.fetch,
      );
      if (!stream) {
        const text = api.answerText(await response.json().catch(() => null));
        if (text === null) throw new ProviderError('unavailable', `${SERVICE} sent an answer we could not read`);
        return text;
      }
      let text = '';
      await readSse(response, controller, options.timeoutMs, SERVICE, (data, eventName) => {
        let event: unknown;
        try {
          event = JSON.parse(data);
        } catch {
          return; // keep-alives and OpenAI's closing [DONE]
        }
        if (!event || typeof event !== 'object') return;
        const piece = api.streamedText(event as Record<string, unknown>, eventName, SERVICE);
        if (piece) {
          text += piece;
          request.onDelta?.(piece);
        }
      });
      return text;
    },
  };
}
