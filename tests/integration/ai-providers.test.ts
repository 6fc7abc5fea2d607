// The providers against fake OpenAI-compatible and Anthropic servers on loopback: the request
// shape, streaming, and how 401, 429, 500, 503 and timeouts map to our errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnthropicProvider, ANTHROPIC_VERSION } from '../../supabase/functions/_shared/ai/anthropic.ts';
import { engineInfo, selectProvider } from '../../supabase/functions/_shared/ai/engine.ts';
import { createOpenAiProvider } from '../../supabase/functions/_shared/ai/openai.ts';
import { ProviderError, type TextProvider } from '../../supabase/functions/_shared/ai/provider.ts';
import { transcribe } from '../../supabase/functions/_shared/ai/transcribe.ts';
import { startFakeAi, type FakeAi } from '../support/fake-ai.ts';

let openai: FakeAi;
let anthropic: FakeAi;

beforeAll(async () => {
  openai = await startFakeAi('openai');
  anthropic = await startFakeAi('anthropic');
});
afterAll(async () => {
  await openai?.close();
  await anthropic?.close();
});

const LONG = 'Once there was a baker in Porto who learned that people buy the person before the product.';

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  try {
    await p;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

const cases: [string, () => { fake: FakeAi; provider: (timeoutMs?: number) => TextProvider }][] = [
  [
    'OpenAI-compatible',
    () => ({
      fake: openai,
      provider: (t = 2000) =>
        createOpenAiProvider({ apiKey: 'sk-test', baseUrl: openai.url, model: 'local-model', timeoutMs: t }),
    }),
  ],
  [
    'Anthropic',
    () => ({
      fake: anthropic,
      provider: (t = 2000) =>
        createAnthropicProvider({ apiKey: 'ak-test', baseUrl: anthropic.url, model: 'claude-test', timeoutMs: t }),
    }),
  ],
];

describe.each(cases)('%s provider', (name, setup) => {
  let fake: FakeAi;
  let make: (timeoutMs?: number) => TextProvider;
  beforeEach(() => {
    ({ fake, provider: make } = setup());
    fake.requests.length = 0;
    fake.behave({ kind: 'text', text: LONG });
  });

  it('sends the system prompt, the messages, the model and the key', async () => {
    const text = await make().complete({
      system: 'Be brief.',
      messages: [{ role: 'user', content: 'Hello' }],
      maxTokens: 50,
    });
    expect(text).toBe(LONG);
    const req = fake.requests[0];
    expect(req.method).toBe('POST');
    if (name === 'Anthropic') {
      expect(req.path).toBe('/v1/messages');
      expect(req.headers['x-api-key']).toBe('ak-test');
      expect(req.headers['anthropic-version']).toBe(ANTHROPIC_VERSION);
      expect(req.json).toMatchObject({
        model: 'claude-test',
        system: 'Be brief.',
        messages: [{ role: 'user', content: 'Hello' }],
        max_tokens: 50,
        stream: false,
      });
    } else {
      expect(req.path).toBe('/v1/chat/completions');
      expect(req.headers.authorization).toBe('Bearer sk-test');
      expect(req.json).toMatchObject({
        model: 'local-model',
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hello' },
        ],
        max_tokens: 50,
        stream: false,
      });
    }
  });

  it('streams: each piece arrives as it is sent and the whole text is returned', async () => {
    const seen: string[] = [];
    const text = await make().complete({
      system: 's',
      messages: [{ role: 'user', content: 'u' }],
      onDelta: (d) => seen.push(d),
    });
    expect(fake.requests[0].json?.stream).toBe(true);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.join('')).toBe(LONG);
    expect(text).toBe(LONG);
  });

  it.each([
    [401, 'config', 401, undefined],
    [429, 'overloaded', 503, 17],
    [500, 'unavailable', 500, undefined],
    [503, 'overloaded', 503, 17],
  ] as const)('maps %i to %s (answered as %i)', async (upstream, kind, status, retryAfter) => {
    fake.behave({ kind: 'status', status: upstream, retryAfter: '17' });
    const error = await failure(make().complete({ system: 's', messages: [{ role: 'user', content: 'u' }] }));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.retryAfter).toBe(retryAfter);
  });

  it('gives up on a server that never answers, and on a stream that stalls', async () => {
    fake.behave({ kind: 'hang' });
    const started = Date.now();
    const error = await failure(make(300).complete({ system: 's', messages: [{ role: 'user', content: 'u' }] }));
    expect(error.kind).toBe('overloaded');
    expect(error.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3000);
    fake.behave({ kind: 'stall-stream', first: 'Half a sto' });
    const stalled = await failure(
      make(300).complete({ system: 's', messages: [{ role: 'user', content: 'u' }], onDelta: () => {} }),
    );
    expect(stalled.kind).toBe('overloaded');
  });
});

describe('engine selection and speech to text', () => {
  it('picks the engine from the environment, offline by default, with no key in what it reports', () => {
    expect(selectProvider({})).toBeNull();
    expect(engineInfo({})).toMatchObject({ kind: 'offline', label: 'Offline composer', transcription: false });
    expect(engineInfo({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.2' })).toMatchObject({
      kind: 'openai',
      label: 'llama3.2 (OpenAI-compatible)',
      baseUrl: 'http://127.0.0.1:11434/v1',
      transcription: true,
    });
    const anthropicInfo = engineInfo({ ANTHROPIC_API_KEY: 'secret-key', ANTHROPIC_MODEL: 'claude-x' });
    expect(anthropicInfo).toMatchObject({ kind: 'anthropic', model: 'claude-x' });
    expect(JSON.stringify(anthropicInfo)).not.toContain('secret-key');
    expect(selectProvider({ OPENAI_API_KEY: 'k', AI_PROVIDER: 'offline' })).toBeNull();
  });

  it('transcribes through /audio/transcriptions with the file and the model', async () => {
    openai.requests.length = 0;
    openai.behave({ kind: 'text', text: 'I grew up in Porto.' });
    const text = await transcribe(new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }), 'note.webm', {
      baseUrl: openai.url,
      model: 'whisper-1',
      timeoutMs: 2000,
    });
    expect(text).toBe('I grew up in Porto.');
    const req = openai.requests[0];
    expect(req.path).toBe('/v1/audio/transcriptions');
    expect(String(req.headers['content-type'])).toMatch(/^multipart\/form-data/);
    expect(req.body).toContain('name="model"');
    expect(req.body).toContain('whisper-1');
    expect(req.body).toContain('filename="note.webm"');
  });
});
