// Anthropic's Messages API (ANTHROPIC_API_KEY, ANTHROPIC_MODEL; ANTHROPIC_BASE_URL for a proxy).
import { createChatApiProvider, type ChatApiOptions } from './chat-api.ts';
import { ProviderError, type TextProvider } from './provider.ts';

export interface AnthropicOptions extends ChatApiOptions {
  apiKey: string;
}

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_DEFAULT_MODEL = 'claude-3-5-haiku-latest';
export const ANTHROPIC_VERSION = '2023-06-01';

type Answer = { content?: { type?: string; text?: unknown }[] };
type StreamEvent = {
  type?: string;
  delta?: { type?: string; text?: unknown };
  error?: { type?: string; message?: string };
};

export function createAnthropicProvider(options: AnthropicOptions): TextProvider {
  return createChatApiProvider(
    {
      kind: 'anthropic',
      family: 'Anthropic',
      defaultBaseUrl: ANTHROPIC_DEFAULT_BASE_URL,
      path: '/v1/messages',
      headers: { 'x-api-key': options.apiKey, 'anthropic-version': ANTHROPIC_VERSION },
      prompt: (request) => ({ system: request.system, messages: request.messages }),
      answerText: (body) => {
        const content = (body as Answer | null)?.content;
        if (!content) return null;
        return content
          .filter((c) => c.type === 'text' && typeof c.text === 'string')
          .map((c) => c.text as string)
          .join('');
      },
      streamedText: (data, eventName, service) => {
        const event = data as StreamEvent;
        if ((eventName ?? event.type) === 'error') {
          if (event.error?.type === 'overloaded_error')
            throw new ProviderError('overloaded', `${service} is overloaded`, 60);
          throw new ProviderError('unavailable', `${service} failed: ${event.error?.message ?? 'stream error'}`);
        }
        const isText = event.type === 'content_block_delta' && event.delta?.type === 'text_delta';
        return isText && typeof event.delta?.text === 'string' ? event.delta.text : null;
      },
    },
    options,
    ANTHROPIC_DEFAULT_MODEL,
  );
}
