// With a real model configured (a fake OpenAI-compatible server here, a fake Anthropic one for
// the assistant), the prompts carry what the offline writer uses: the facts, the interview's
// answers routed to the sections they answer, the question the assistant was asked; and no
// private note, no interviewer question and no other user's story ever reaches the provider.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DANA_STORIES, PRIVATE_NOTE } from '../support/assistant-stories.ts';
import { startFakeAi, type FakeAi } from '../support/fake-ai.ts';
import { FOUNDER, INTERVIEWS } from '../support/interviews.ts';
import { createPersonas, ids, resetWorld, type PersonaSet, type UserPersona } from '../support/personas.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let openai: FakeAi;
let anthropic: FakeAi;
let standIn: TestStandIn;
let claude: TestStandIn;
let personas: PersonaSet;
let claudePersonas: PersonaSet;

beforeAll(async () => {
  openai = await startFakeAi('openai');
  anthropic = await startFakeAi('anthropic');
  const common = { AI_TIMEOUT_MS: '5000', AI_REQUESTS_PER_MINUTE: '1000', OWNER_NAME: 'Stacy Smith' };
  standIn = await startTestStandIn({ functionsEnv: { ...common, OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'fake' } });
  claude = await startTestStandIn({
    functionsEnv: { ...common, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: anthropic.url },
  });
  personas = await createPersonas(standIn);
  claudePersonas = await createPersonas(claude);
});
afterAll(async () => {
  await standIn?.close();
  await claude?.close();
  await openai?.close();
  await anthropic?.close();
});
beforeEach(async () => {
  openai.requests.length = 0;
  anthropic.requests.length = 0;
  openai.behave({ kind: 'text', text: 'A story the fake model wrote' });
  anthropic.behave({ kind: 'text', text: 'An answer the fake model wrote' });
  await resetWorld(standIn.db);
});

async function call(target: TestStandIn, name: string, persona: UserPersona, body: unknown) {
  const response = await fetch(`${target.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: target.config.anonKey,
      authorization: `Bearer ${(target === claude ? claudePersonas : personas).tokens[persona]}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The fake records the raw bytes as latin1; the prompts are UTF-8 ("→", "’"). */
const sentText = (r: FakeAi['requests'][number]) => Buffer.from(r.body, 'latin1').toString('utf8');
const sentJson = <T>(r: FakeAi['requests'][number]) => JSON.parse(sentText(r)) as T;

function expectPrivate(body: string, privateText: string[]) {
  for (const words of privateText) expect(body, words).not.toContain(words);
}

async function insertDanaStories(db: TestStandIn['db'], userId: string) {
  for (const s of DANA_STORIES)
    await db.query(
      `insert into public.stories (id, title, framework_type, status, content, generated_content, user_id)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [s.id, s.title, s.framework_type, s.status, JSON.stringify(s.content ?? {}), s.generated_content ?? null, userId],
    );
}

describe('the prompt a model receives', () => {
  it.each(INTERVIEWS.map((i) => [i.slug, i] as const))(
    'story from the %s interview: facts and routed answers in, private notes and interviewer lines out',
    async (_, interview) => {
      await call(standIn, 'generate-story', 'founder', {
        story: { id: ids.founderStory, framework_type: 'impact_story', content: interview.text },
        isTranscript: true,
      });
      const body = sentText(openai.requests[0]);
      expectPrivate(body, interview.privateText);
      for (const line of interview.interviewerLines) expect(body).not.toContain(line);
      expect(body).toContain('Facts to keep');
      expect(body).toMatch(/\(from the interview\)/);
      for (const n of interview.numbers.filter((n) => /\d/.test(n))) {
        const [before, after] = n.split(' to ');
        expect(body, n).toContain(after ? `${before} → ${after}` : n);
      }
    },
  );

  it('full stack: each of the six requests routes its own answers and none carries the private note', async () => {
    await call(standIn, 'generate-full-stack', 'coachA', {
      clientInfo: { id: ids.clientOfA },
      transcript: FOUNDER.text,
      tone: 'stacy_voice',
      isInterview: true,
      mutation_id: randomUUID(),
    });
    expect(openai.requests).toHaveLength(6);
    for (const r of openai.requests) {
      expectPrivate(sentText(r), FOUNDER.privateText);
      expect(sentText(r)).not.toContain('Interview with Fiona Walsh');
    }
    const system = (r: (typeof openai.requests)[number]) =>
      sentJson<{ messages: { content: string }[] }>(r).messages[0].content;
    expect(openai.requests.map(system).some((s) => s.includes('Write in the third person about Cleo Client'))).toBe(
      true,
    );
  });

  it("names the client record's pronouns in the person rule, for the full stack and a single story", async () => {
    const systems = () =>
      openai.requests.map((r) => sentJson<{ messages: { content: string }[] }>(r).messages[0].content);
    const story = () =>
      call(standIn, 'generate-story', 'coachA', {
        story: { id: ids.storyOfA, framework_type: 'target_audience', content: { overview: 'I work with bakers.' } },
      });
    await story();
    expect(systems()[0]).toContain('Write in the third person about Cleo Client');
    expect(systems()[0]).not.toContain('Refer to');

    await standIn.db.query("update public.clients set pronouns = 'she' where id = $1", [ids.clientOfA]);
    openai.requests.length = 0;
    await story();
    await call(standIn, 'generate-full-stack', 'coachA', {
      clientInfo: { id: ids.clientOfA },
      transcript: FOUNDER.text,
      isInterview: true,
      mutation_id: randomUUID(),
    });
    expect(openai.requests).toHaveLength(7);
    for (const s of systems()) expect(s).toContain('Refer to Cleo Client as she/her.');
  });

  it('LinkedIn and funnel: the stories without their private note, the proof to build hooks on', async () => {
    await insertDanaStories(standIn.db, ids.founder);
    const stories = DANA_STORIES.slice(0, 3).map((s) => ({ id: s.id }));
    await call(standIn, 'generate-linkedin', 'founder', { client: null, stories });
    await call(standIn, 'generate-funnel', 'founder', { client: null, stories });
    expect(openai.requests).toHaveLength(2);
    for (const r of openai.requests.map(sentText)) {
      expectPrivate(r, ['seed round', 'Questions this story can still answer']);
      expect(r).toContain('Proof to build hooks on');
      expect(r).toContain('$92,000 → $41,000 a month');
      expect(r).not.toMatch(/in_review|impact_story/);
      expect(r).toContain('(Impact Story, In Review)');
    }
  });
});

describe('the assistant with Anthropic', () => {
  /** The founder's stories (Dana's) and one coach A wrote for their client Cleo. */
  const danaAndCleosStories = async () => {
    await resetWorld(claude.db);
    await insertDanaStories(claude.db, ids.founder);
    await claude.db.query(
      "update public.stories set generated_content = 'Cleo went from 40 loaves a day to 300 loaves a day.' where id = $1",
      [ids.storyOfA],
    );
  };

  it("sends the asker's own stories (no private note, no one else's) and the question it was asked", async () => {
    await danaAndCleosStories();
    const result = await call(claude, 'storystack-ai', 'founder', {
      message: `Give me a 30-second pitch using my stories. ${PRIVATE_NOTE}`,
      history: [{ role: 'user', content: `Earlier I pasted this. ${PRIVATE_NOTE}` }],
    });
    expect(result.answer).toBe('An answer the fake model wrote');
    const request = anthropic.requests[0];
    expect(request.path).toBe('/v1/messages');
    expectPrivate(sentText(request), ['seed round']);
    expect(sentText(request)).not.toContain('loaves');
    const system = sentJson<{ system: string }>(request).system;
    expect(system).toContain('30-second pitch (40 to 110 words)');
    expect(system).toContain('I work with SaaS founders at Series A and B');
    expect(system).toContain('$92,000 → $41,000 a month');
    expect(system).toContain('"Who I work with" (Target Audience, Published)');
    expect(system).not.toMatch(/in_review/);
  });

  it('sends a named client’s stories when their coach asks about them, and says whose they are', async () => {
    await danaAndCleosStories();
    await call(claude, 'storystack-ai', 'coachA', { message: 'Give me a 30-second pitch for Cleo', history: [] });
    const system = sentJson<{ system: string }>(anthropic.requests[0]).system;
    expect(system).toContain('asking about their client Cleo Client');
    expect(system).toContain("Cleo Client's stories:");
    expect(system).toContain('300 loaves a day');
    expect(system).not.toContain('SaaS founders');
    // Coach B does not coach Cleo: the same question sends none of her stories.
    await call(claude, 'storystack-ai', 'coachB', { message: 'Give me a 30-second pitch for Cleo', history: [] });
    expect(sentText(anthropic.requests[1])).not.toContain('loaves');
  });

  it('answers "How are my clients doing?" from the records, sending the model nothing', async () => {
    await danaAndCleosStories();
    const result = await call(claude, 'storystack-ai', 'coachA', { message: 'How are my clients doing?', history: [] });
    expect(result.answer).toMatch(/^Your client:\n\n- Cleo Client: \d of 6 complete/);
    expect(anthropic.requests).toHaveLength(0);
  });
});
