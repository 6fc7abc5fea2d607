// Anthropic's Messages API (ANTHROPIC_API_KEY, ANTHROPIC_MODEL; ANTHROPIC_BASE_URL for a proxy).
import {
  errorFromStatus,
  fetchWithTimeout,
  ProviderError,
  readSse,
  type CompleteRequest,
  type TextProvider,
} from './provider.ts';

export interface AnthropicOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_DEFAULT_MODEL = 'claude-3-5-haiku-latest';
export const ANTHROPIC_VERSION = '2023-06-01';

export function createAnthropicProvider(options: AnthropicOptions): TextProvider {
  const base = (options.baseUrl || ANTHROPIC_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const model = options.model || ANTHROPIC_DEFAULT_MODEL;
  const name = 'The AI service';
  return {
    kind: 'anthropic',
    model,
    label: `${model} (Anthropic)`,
    async complete(request: CompleteRequest): Promise<string> {
      const stream = Boolean(request.onDelta);
      const { response, controller } = await fetchWithTimeout(
        `${base}/v1/messages`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': options.apiKey,
            'anthropic-version': ANTHROPIC_VERSION,
          },
          body: JSON.stringify({
            model,
            system: request.system,
            messages: request.messages,
            max_tokens: request.maxTokens ?? 1200,
            temperature: request.temperature ?? 0.7,
            stream,
          }),
        },
        options.timeoutMs,
        name,
        options.fetch,
      );
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw errorFromStatus(name, response.status, response.headers.get('retry-after'), detail);
      }
      if (!stream) {
        const body = (await response.json().catch(() => null)) as {
          content?: { type?: string; text?: unknown }[];
        } | null;
        const parts = (body?.content ?? []).filter((c) => c.type === 'text' && typeof c.text === 'string');
        if (!body?.content) throw new ProviderError('unavailable', `${name} sent an answer we could not read`);
        return parts.map((c) => c.text as string).join('');
      }
      let text = '';
      await readSse(response, controller, options.timeoutMs, name, (data, event) => {
        let parsed: {
          type?: string;
          delta?: { type?: string; text?: unknown };
          error?: { type?: string; message?: string };
        };
        try {
          parsed = JSON.parse(data);
        } catch {
          return;
        }
        if ((event ?? parsed.type) === 'error') {
          if (parsed.error?.type === 'overloaded_error')
            throw new ProviderError('overloaded', `${name} is overloaded`, 60);
          throw new ProviderError('unavailable', `${name} failed: ${parsed.error?.message ?? 'stream error'}`);
        }
        if (
          parsed.type === 'content_block_delta' &&
          parsed.delta?.type === 'text_delta' &&
          typeof parsed.delta.text === 'string'
        ) {
          text += parsed.delta.text;
          request.onDelta?.(parsed.delta.text);
        }
      });
      return text;
    },
  };
}
