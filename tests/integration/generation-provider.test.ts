// The stand-in started with OPENAI_BASE_URL pointing at a fake OpenAI-compatible server uses it
// end to end: the prompt carries the user's answers, the story records the model as its engine,
// and the provider's failures reach the app as 401 (configuration), 500 and 503 with retryAfter.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPersonas, ids, resetWorld, type PersonaSet } from '../support/personas.ts';
import { startFakeAi, type FakeAi } from '../support/fake-ai.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let fake: FakeAi;
let standIn: TestStandIn;
let personas: PersonaSet;

beforeAll(async () => {
  fake = await startFakeAi('openai');
  standIn = await startTestStandIn({
    functionsEnv: {
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'fake-llama',
      AI_TIMEOUT_MS: '2000',
      AI_REQUESTS_PER_MINUTE: '1000',
    },
  });
  personas = await createPersonas(standIn);
  await resetWorld(standIn.db);
});
afterAll(async () => {
  await standIn?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.behave({ kind: 'text', text: 'I grew up above a bakery, and that is where I learned to listen' });
});

const generate = (body: Record<string, unknown> = {}) =>
  fetch(`${standIn.url}/functions/v1/generate-story`, {
    method: 'POST',
    headers: {
      apikey: standIn.config.anonKey,
      authorization: `Bearer ${personas.tokens.founder}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      story: { id: ids.founderStory, framework_type: 'backstory', content: { origin: 'I grew up above a bakery.' } },
      tone: 'warm_encouraging',
      ...body,
    }),
  });

describe('generation through an OpenAI-compatible server', () => {
  it('sends the framework, the tone and the answers, and stores the model as the engine', async () => {
    const response = await generate();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { generated_story: string; engine: string };
    // The text rule: a trailing full stop is added.
    expect(body.generated_story).toBe('I grew up above a bakery, and that is where I learned to listen.');
    expect(body.engine).toBe('fake-llama (OpenAI-compatible)');
    const sent = fake.requests[0].json as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe('fake-llama');
    expect(sent.messages[0].content).toContain('Backstory');
    expect(sent.messages[0].content).toContain('Warm & Encouraging');
    expect(sent.messages[1].content).toContain('I grew up above a bakery.');
    const row = await standIn.db.query('select generation_engine, status from public.stories where id = $1', [
      ids.founderStory,
    ]);
    expect(row.rows[0]).toEqual({ generation_engine: 'fake-llama (OpenAI-compatible)', status: 'in_review' });
  });

  it('maps the provider failures to the answers the app reads', async () => {
    fake.behave({ kind: 'status', status: 401 });
    const refused = await generate();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      code: 'ai_not_configured',
      message: 'Story generation service is not properly configured. Please contact support.',
    });

    fake.behave({ kind: 'status', status: 500 });
    expect((await generate()).status).toBe(500);

    fake.behave({ kind: 'status', status: 429, retryAfter: '12' });
    const busy = await generate();
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('12');
    expect(await busy.json()).toMatchObject({
      retryAfter: 12,
      error: 'Service temporarily unavailable. Please try again in 12 seconds.',
    });

    fake.behave({ kind: 'hang' });
    const slow = await generate();
    expect(slow.status).toBe(503);
  });

  it('a failed attempt frees its mutation id, so the retry runs', async () => {
    const mutation_id = '11111111-1111-4111-8111-111111111111';
    fake.behave({ kind: 'status', status: 503, retryAfter: '1' });
    expect((await generate({ mutation_id })).status).toBe(503);
    fake.behave({ kind: 'text', text: 'Second time lucky' });
    const retry = await generate({ mutation_id });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { generated_story: string }).generated_story).toBe('Second time lucky.');
  });

  it('streams the story as the model writes it, then saves it', async () => {
    fake.behave({ kind: 'text', text: 'I grew up above a bakery, and that is where I learned to listen to people' });
    const response = await fetch(`${standIn.url}/functions/v1/generate-story`, {
      method: 'POST',
      headers: {
        apikey: standIn.config.anonKey,
        authorization: `Bearer ${personas.tokens.founder}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({
        story: { id: ids.founderStory, framework_type: 'backstory', content: { origin: 'A bakery.' } },
      }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = (await response.text()).split('\n\n').filter(Boolean);
    const deltas = events.filter((e) => e.startsWith('data: {"delta"'));
    expect(deltas.length).toBeGreaterThan(3);
    expect(events.at(-1)).toContain(
      '"result":{"generated_story":"I grew up above a bakery, and that is where I learned to listen to people."',
    );
    expect(fake.requests[0].json?.stream).toBe(true);
    const row = await standIn.db.query('select generated_content from public.stories where id = $1', [
      ids.founderStory,
    ]);
    expect(row.rows[0]).toEqual({
      generated_content: 'I grew up above a bakery, and that is where I learned to listen to people.',
    });
  });
});
