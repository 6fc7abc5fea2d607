// An OpenAI-compatible chat completions API: OpenAI itself, and through OPENAI_BASE_URL Ollama,
// llama.cpp's server, vLLM, LM Studio or OpenRouter. A local server needs no key.
import {
  errorFromStatus,
  fetchWithTimeout,
  ProviderError,
  readSse,
  type CompleteRequest,
  type TextProvider,
} from './provider.ts';

export interface OpenAiOptions {
  apiKey?: string;
  baseUrl?: string;
  model?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

export function createOpenAiProvider(options: OpenAiOptions): TextProvider {
  const base = (options.baseUrl || OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const model = options.model || OPENAI_DEFAULT_MODEL;
  const name = 'The AI service';
  return {
    kind: 'openai',
    model,
    label: `${model} (OpenAI-compatible)`,
    async complete(request: CompleteRequest): Promise<string> {
      const stream = Boolean(request.onDelta);
      const { response, controller } = await fetchWithTimeout(
        `${base}/chat/completions`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model,
            messages: [{ role: 'system', content: request.system }, ...request.messages],
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
          choices?: { message?: { content?: unknown } }[];
        } | null;
        const content = body?.choices?.[0]?.message?.content;
        if (typeof content !== 'string')
          throw new ProviderError('unavailable', `${name} sent an answer we could not read`);
        return content;
      }
      let text = '';
      await readSse(response, controller, options.timeoutMs, name, (data) => {
        if (data === '[DONE]') return;
        let parsed: { choices?: { delta?: { content?: unknown } }[]; error?: { message?: string } };
        try {
          parsed = JSON.parse(data);
        } catch {
          return;
        }
        if (parsed.error)
          throw new ProviderError('unavailable', `${name} failed: ${parsed.error.message ?? 'stream error'}`);
        const piece = parsed.choices?.[0]?.delta?.content;
        if (typeof piece === 'string' && piece) {
          text += piece;
          request.onDelta?.(piece);
        }
      });
      return text;
    },
  };
}
