// Voice notes through the stand-in over real HTTP: the app's upload (supabase-js upsert at the
// recording's fixed path) leaves one object however often it is retried, and transcribe-audio reads
// the recording from Storage as the caller, sends it to the speech-to-text service (the fake
// OpenAI-compatible server) and adds the words to the section's answer once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../supabase/functions/transcribe-audio/handler.ts';
import { startFakeAi, type FakeAi } from '../support/fake-ai.ts';
import { createPersonas, ids, resetWorld, type PersonaSet, type UserPersona } from '../support/personas.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let personas: PersonaSet;
let stt: FakeAi;

beforeAll(async () => {
  stt = await startFakeAi('openai');
  standIn = await startTestStandIn({
    functionsEnv: { STT_BASE_URL: stt.url, STT_MODEL: 'whisper-test', AI_REQUESTS_PER_MINUTE: '1000' },
  });
  personas = await createPersonas(standIn);
});
afterAll(async () => {
  await standIn?.close();
  await stt?.close();
});
beforeEach(async () => {
  await resetWorld(standIn.db);
  stt.requests.length = 0;
  stt.behave({ kind: 'text', text: 'I started the company in my garage in Leeds.' });
});

const opus = (text: string) => new Blob([text], { type: 'audio/webm' });

/** A recording uploaded as the app sends it, and named by the story's answer. */
async function recorded(persona: UserPersona, storyId: string, answer = 'Typed first.') {
  const path = `${storyId}/${randomUUID()}.webm`;
  const files = personas.client(persona).storage.from('recordings');
  const { error } = await files.upload(path, opus('voice bytes'), { upsert: true, contentType: 'audio/webm' });
  expect(error).toBeNull();
  await standIn.db.query(
    `update public.stories set content = jsonb_build_object('origin', $2::text, 'origin__voice', $3::text) where id = $1`,
    [storyId, answer, path],
  );
  return path;
}

async function transcribe(persona: UserPersona, body: Record<string, unknown>) {
  const response = await fetch(`${standIn.url}/functions/v1/transcribe-audio`, {
    method: 'POST',
    headers: {
      apikey: standIn.config.anonKey,
      authorization: `Bearer ${personas.tokens[persona]}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const content = async (id: string) =>
  (
    await standIn.db.query<{ content: Record<string, string> }>('select content from public.stories where id = $1', [
      id,
    ])
  ).rows[0].content;

describe('the upload', () => {
  it('a retried upsert at the same path leaves one object with the last bytes', async () => {
    const files = personas.client('founder').storage.from('recordings');
    const path = `${ids.founderStory}/${randomUUID()}.webm`;
    for (let i = 0; i < 3; i++) {
      const { error } = await files.upload(path, opus('same note'), { upsert: true, contentType: 'audio/webm' });
      expect(error).toBeNull();
    }
    const { data } = await files.list(ids.founderStory);
    expect(data?.map((f) => f.name)).toEqual([path.split('/')[1]]);
    const { data: bytes } = await personas.client('coachA').storage.from('recordings').download(path);
    expect(bytes).toBeNull(); // coachA does not coach the founder
    expect(await (await files.download(path)).data?.text()).toBe('same note');
  });
});

describe('transcription from Storage', () => {
  it('reads the recording on the server, adds the words to the answer and marks the note, once', async () => {
    const path = await recorded('founder', ids.founderStory);
    const first = await transcribe('founder', { story_id: ids.founderStory, section_id: 'origin', path });
    expect(first).toMatchObject({ status: 200, body: { status: 'applied', configured: true } });
    expect(stt.requests).toHaveLength(1);
    expect(stt.requests[0].path).toBe('/v1/audio/transcriptions');
    expect(stt.requests[0].body).toContain('voice bytes'); // the bytes came from Storage
    expect(stt.requests[0].body).toContain('whisper-test');
    expect(await content(ids.founderStory)).toEqual({
      origin: 'Typed first.\n\nI started the company in my garage in Leeds.',
      origin__voice: `${path}#transcribed`,
    });
    // A replay (the outbox retrying after a lost answer) changes nothing.
    const again = await transcribe('founder', { story_id: ids.founderStory, section_id: 'origin', path });
    expect(again).toMatchObject({ status: 200, body: { status: 'skipped' } });
    expect((await content(ids.founderStory)).origin).toBe(
      'Typed first.\n\nI started the company in my garage in Leeds.',
    );
  });

  it('a note replaced by "Record again" before it was transcribed still adds its words, once', async () => {
    const first = await recorded('founder', ids.founderStory);
    // Record again: the answer names the new recording before the first one was transcribed.
    const second = await recorded('founder', ids.founderStory);
    const story = { story_id: ids.founderStory, section_id: 'origin' };
    expect(await transcribe('founder', { ...story, path: first })).toMatchObject({ body: { status: 'applied' } });
    expect(await content(ids.founderStory)).toEqual({
      origin: 'Typed first.\n\nI started the company in my garage in Leeds.',
      origin__voice: second,
    });
    expect(await transcribe('founder', { ...story, path: first })).toMatchObject({ body: { status: 'skipped' } });
    stt.behave({ kind: 'text', text: 'Then we moved to a real office.' });
    expect(await transcribe('founder', { ...story, path: second })).toMatchObject({ body: { status: 'applied' } });
    expect(await content(ids.founderStory)).toEqual({
      origin: 'Typed first.\n\nI started the company in my garage in Leeds.\n\nThen we moved to a real office.',
      origin__voice: `${second}#transcribed`,
    });
  });

  it("the coach of the client transcribes the client's note; another coach cannot read it", async () => {
    const path = await recorded('client', ids.clientStory, '');
    const refused = await transcribe('coachB', { story_id: ids.clientStory, section_id: 'origin', path });
    expect(refused.status).toBe(404);
    expect(stt.requests).toHaveLength(0);
    const done = await transcribe('coachA', { story_id: ids.clientStory, section_id: 'origin', path });
    expect(done.status).toBe(200);
    expect((await content(ids.clientStory)).origin).toBe('I started the company in my garage in Leeds.');
  });

  it('refuses a path outside the story and a recording that is not there', async () => {
    const outside = await transcribe('founder', {
      story_id: ids.founderStory,
      section_id: 'origin',
      path: `${ids.clientStory}/${randomUUID()}.webm`,
    });
    expect(outside.status).toBe(400);
    const missing = await transcribe('founder', {
      story_id: ids.founderStory,
      section_id: 'origin',
      path: `${ids.founderStory}/${randomUUID()}.webm`,
    });
    expect(missing.status).toBe(404);
    expect(typeof missing.body.message).toBe('string');
  });

  it('a provider failure leaves the answer as it was, for the outbox to retry', async () => {
    const path = await recorded('founder', ids.founderStory);
    stt.behave({ kind: 'status', status: 503 });
    const failed = await transcribe('founder', { story_id: ids.founderStory, section_id: 'origin', path });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await content(ids.founderStory)).toEqual({ origin: 'Typed first.', origin__voice: path });
  });

  it('without a speech-to-text service the queued request is done and the audio stays', async () => {
    const answer = await handler(
      new Request('http://x/functions/v1/transcribe-audio', {
        method: 'POST',
        headers: { authorization: `Bearer ${personas.tokens.founder}`, 'content-type': 'application/json' },
        body: JSON.stringify({ story_id: ids.founderStory, section_id: 'origin', path: 'x' }),
      }),
      { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.config.anonKey, SUPABASE_SERVICE_ROLE_KEY: '' },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ configured: false, text: null });
  });
});
