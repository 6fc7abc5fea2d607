// An OpenAI-compatible chat completions API: OpenAI itself, and through OPENAI_BASE_URL Ollama,
// llama.cpp's server, vLLM, LM Studio or OpenRouter. A local server needs no key.
import { createChatApiProvider, type ChatApiOptions } from './chat-api.ts';
import { ProviderError, type TextProvider } from './provider.ts';

export interface OpenAiOptions extends ChatApiOptions {
  apiKey?: string;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

type Answer = { choices?: { message?: { content?: unknown } }[] };
type StreamEvent = { choices?: { delta?: { content?: unknown } }[]; error?: { message?: string } };

export function createOpenAiProvider(options: OpenAiOptions): TextProvider {
  return createChatApiProvider(
    {
      kind: 'openai',
      family: 'OpenAI-compatible',
      defaultBaseUrl: OPENAI_DEFAULT_BASE_URL,
      path: '/chat/completions',
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      prompt: (request) => ({ messages: [{ role: 'system', content: request.system }, ...request.messages] }),
      answerText: (body) => {
        const content = (body as Answer | null)?.choices?.[0]?.message?.content;
        return typeof content === 'string' ? content : null;
      },
      streamedText: (data, _eventName, service) => {
        const event = data as StreamEvent;
        if (event.error)
          throw new ProviderError('unavailable', `${service} failed: ${event.error.message ?? 'stream error'}`);
        const piece = event.choices?.[0]?.delta?.content;
        return typeof piece === 'string' ? piece : null;
      },
    },
    options,
    OPENAI_DEFAULT_MODEL,
  );
}
