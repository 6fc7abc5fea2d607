// Speech to text for the voice recorder: POST the recording (audio/* body, or multipart with a
// "file" field) → {text}. Works when a speech-to-text service is configured (STT_BASE_URL, or
// the OpenAI-compatible settings); otherwise 501 with configured: false, and the app keeps the audio.
//
// A voice note already in Storage: POST JSON {story_id, section_id, path} (the app's outbox sends
// this after the upload). The function reads the recording from the `recordings` bucket as the
// caller (the Storage policies decide), transcribes it and adds the words to the section's answer
// (rpc append_voice_transcript, as the caller; once per recording, so a retry changes nothing).
// The recording device may be closed meanwhile: the result reaches every device by pull. Without
// a provider it answers 200 {configured: false}: the queued request is done and the audio stays.
import { z } from 'zod';
import { transcriptionOptions } from '../_shared/ai/engine.ts';
import { ProviderError } from '../_shared/ai/provider.ts';
import { transcribe } from '../_shared/ai/transcribe.ts';
import { failure, providerFailure } from '../_shared/generation.ts';
import { json, preflight, type FunctionEnv, type FunctionHandler } from '../_shared/http.ts';
import { restCall } from '../_shared/rest.ts';
import { checkedCallerSubject } from '../_shared/verify-token.ts';
import { publicApiKey } from '../_shared/api-keys.ts';

export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

export const handler: FunctionHandler = async (req, env) => {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return json({ error: 'Use POST' }, 405, { allow: 'POST, OPTIONS' });
  if (!(await checkedCallerSubject(req.headers.get('authorization'), env)))
    return failure('Please sign in to transcribe recordings.', 401);
  const options = transcriptionOptions(env);
  if (!options) {
    if ((req.headers.get('content-type') ?? '').startsWith('application/json'))
      return json({ configured: false, text: null });
    return failure('Speech to text is not configured on this server. Your recording is kept.', 501, {
      configured: false,
    });
  }
  const type = req.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return fromStorage(req, env, options);
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

const storedNoteSchema = z.object({
  story_id: z.string().regex(/^[0-9a-f-]{36}$/),
  section_id: z.string().regex(/^[a-z0-9_]{1,64}$/),
  path: z.string().regex(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/),
  mutation_id: z.string().optional(),
});

async function fromStorage(
  req: Request,
  env: FunctionEnv,
  options: NonNullable<ReturnType<typeof transcriptionOptions>>,
): Promise<Response> {
  const parsed = storedNoteSchema.safeParse(await req.json().catch(() => null));
  if (!parsed.success || !parsed.data.path.startsWith(`${parsed.data.story_id}/`))
    return failure('Name the voice note: story_id, section_id and its path in recordings.', 400);
  const { story_id: storyId, section_id: sectionId, path } = parsed.data;
  const authorization = req.headers.get('authorization') ?? '';
  let stored: Response;
  try {
    stored = await fetch(`${env.SUPABASE_URL.replace(/\/+$/, '')}/storage/v1/object/recordings/${path}`, {
      headers: { apikey: publicApiKey(env), authorization },
    });
  } catch {
    return failure('The recording could not be read from storage. Please try again.', 503);
  }
  if (stored.status === 404 || stored.status === 400) {
    await stored.body?.cancel();
    return failure('The recording is not in storage, or you are not allowed to hear it.', 404);
  }
  if (!stored.ok) {
    await stored.body?.cancel();
    return failure('The recording could not be read from storage. Please try again.', 503);
  }
  const audio = await stored.blob();
  if (audio.size === 0) return failure('The recording is empty.', 400);
  if (audio.size > MAX_AUDIO_BYTES) return failure('The recording is larger than 25 MB.', 413);
  let text: string;
  try {
    text = await transcribe(audio, path.split('/')[1] ?? 'recording.webm', options);
  } catch (error) {
    if (error instanceof ProviderError) return providerFailure(error);
    throw error;
  }
  if (!text.trim()) return json({ configured: true, text: '', status: 'empty' });
  const applied = await restCall(env, authorization, 'POST', 'rpc/append_voice_transcript', {
    p_story_id: storyId,
    p_section_id: sectionId,
    p_path: path,
    p_text: text,
  });
  if (!applied.ok) {
    const status = applied.code === '42501' ? 403 : applied.code === 'P0002' ? 404 : 502;
    return failure(status === 502 ? 'Failed to save the transcript. Please try again.' : applied.message, status);
  }
  const result = applied.data as { status?: string } | null;
  return json({ configured: true, text, status: result?.status ?? 'applied' });
}
