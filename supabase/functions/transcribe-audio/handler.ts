// Speech to text for the voice recorder: POST the recording (audio/* body, or multipart with a
// "file" field) → {text}. Works when a speech-to-text service is configured (STT_BASE_URL, or
// the OpenAI-compatible settings); otherwise 501 with configured: false, and the app keeps the audio.
import { transcriptionOptions } from '../_shared/ai/engine.ts';
import { ProviderError } from '../_shared/ai/provider.ts';
import { transcribe } from '../_shared/ai/transcribe.ts';
import { failure, providerFailure } from '../_shared/generation.ts';
import { json, preflight, type FunctionHandler } from '../_shared/http.ts';
import { bearerSubject } from '../_shared/rest.ts';

export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

export const handler: FunctionHandler = async (req, env) => {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return json({ error: 'Use POST' }, 405, { allow: 'POST, OPTIONS' });
  if (!bearerSubject(req.headers.get('authorization'))) return failure('Please sign in to transcribe recordings.', 401);
  const options = transcriptionOptions(env);
  if (!options)
    return failure('Speech to text is not configured on this server. Your recording is kept.', 501, {
      configured: false,
    });
  const type = req.headers.get('content-type') ?? '';
  let audio: Blob;
  let name = 'recording.webm';
  if (type.startsWith('multipart/form-data')) {
    const form = await req.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof Blob)) return failure('Send the recording as the "file" field.', 400);
    audio = file;
    if (file instanceof File && file.name) name = file.name;
  } else if (type.startsWith('audio/') || type.startsWith('video/webm') || type === 'application/octet-stream') {
    audio = new Blob([await req.arrayBuffer()], { type });
    const ext = type.split('/')[1]?.split(';')[0];
    if (ext) name = `recording.${ext === 'mpeg' ? 'mp3' : ext}`;
  } else return failure('Send an audio file (audio/*).', 400);
  if (audio.size === 0) return failure('The recording is empty.', 400);
  if (audio.size > MAX_AUDIO_BYTES) return failure('The recording is larger than 25 MB.', 413);
  try {
    return json({ text: await transcribe(audio, name, options) });
  } catch (error) {
    if (error instanceof ProviderError) return providerFailure(error);
    throw error;
  }
};
