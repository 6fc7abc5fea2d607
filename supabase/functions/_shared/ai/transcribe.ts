// Speech to text through an OpenAI-compatible /audio/transcriptions endpoint (OpenAI's Whisper
// API, whisper.cpp's server, faster-whisper servers): multipart file + model, answer {text}.
import { postWithTimeout, ProviderError } from './provider.ts';

export interface TranscribeOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export async function transcribe(audio: Blob, fileName: string, options: TranscribeOptions): Promise<string> {
  const form = new FormData();
  form.append('file', audio, fileName);
  form.append('model', options.model);
  form.append('response_format', 'json');
  const { response } = await postWithTimeout(
    `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`,
    { headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}, body: form },
    options.timeoutMs,
    'The speech-to-text service',
    options.fetch,
  );
  const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
  if (typeof body?.text !== 'string')
    throw new ProviderError('unavailable', 'The speech-to-text service sent an answer we could not read');
  return body.text.trim();
}
