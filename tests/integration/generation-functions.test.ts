// The six generation functions through the stand-in with the offline composer: bodies and
// validation errors, acting as the caller under row-level security, idempotent replays, the
// rate limit, the text rules, the full stack's titles and descriptions, and the version history.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STACK_ORDER } from '../../src/domain/frameworks.ts';
import { createPersonas, ids, resetWorld, type PersonaSet, type UserPersona } from '../support/personas.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';
import { DANA_STORIES } from '../support/assistant-stories.ts';
import { CLIENT, FOUNDER, INTERVIEWS } from '../support/interviews.ts';
import { storyProblems } from '../support/story-properties.ts';
import { INTERVIEW } from '../support/transcript-fixture.ts';

let standIn: TestStandIn;
let personas: PersonaSet;

beforeAll(async () => {
  standIn = await startTestStandIn({ functionsEnv: { OWNER_NAME: 'Stacy Smith', AI_REQUESTS_PER_MINUTE: '1000' } });
  personas = await createPersonas(standIn);
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(async () => {
  await resetWorld(standIn.db);
  await standIn.db.exec('delete from public.generation_requests; delete from public.story_versions;');
});

async function call(
  name: string,
  persona: UserPersona,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${standIn.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: standIn.config.anonKey,
      authorization: `Bearer ${personas.tokens[persona]}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') ? JSON.parse(text) : { raw: text },
    headers: response.headers,
  };
}

const storyRow = async (id: string) =>
  (await standIn.db.query<Record<string, unknown>>('select * from public.stories where id = $1', [id])).rows[0];

const ANSWERS = {
  overview: 'I help first-time founders in Leeds tell the story behind their company.',
  origin: "I grew up above my dad's bakery in Leeds.",
  lessons: 'People buy the person before the product.',
};

describe('generate-story', () => {
  it('writes the story on the server: generated_content, in_review, the engine and the sources', async () => {
    const result = await call('generate-story', 'founder', {
      story: { id: ids.founderStory, framework_type: 'backstory', content: ANSWERS },
      isTranscript: false,
      tone: 'stacy_voice',
      user_id: ids.coachA,
    });
    expect(result.status).toBe(200);
    expect(result.body.engine).toBe('Offline composer');
    const text = result.body.generated_story as string;
    expect(text).toContain("I grew up above my dad's bakery in Leeds.");
    expect(text).toMatch(/[.!?]$/);
    const row = await storyRow(ids.founderStory);
    expect(row).toMatchObject({
      generated_content: text,
      status: 'in_review',
      generation_engine: 'Offline composer',
      generation_method: 'questions',
    });
    expect((row.generation_sources as { sectionId?: string }[]).some((s) => s.sectionId === 'origin')).toBe(true);
  });

  it('keeps the text a regeneration replaces in the version history', async () => {
    await standIn.db.query("update public.stories set generated_content = 'My first draft.' where id = $1", [
      ids.founderStory,
    ]);
    const result = await call('generate-story', 'founder', {
      story: { id: ids.founderStory, framework_type: 'backstory', content: ANSWERS },
      tone: 'energetic_dynamic',
    });
    expect(result.status).toBe(200);
    const versions = await standIn.db.query(
      'select reason, generated_content, created_by from public.story_versions where story_id = $1 order by created_at',
      [ids.founderStory],
    );
    expect(versions.rows).toEqual([
      { reason: 'replaced_by_generation', generated_content: 'My first draft.', created_by: ids.founder },
      // The text the generation made is a version of its own (20261124005100_story_versions_sync.sql).
      { reason: 'generated', generated_content: expect.any(String), created_by: ids.founder },
    ]);
  });

  it('is idempotent by mutation_id: a replay returns the first result and writes nothing again', async () => {
    const mutation_id = randomUUID();
    const body = {
      story: { id: ids.founderStory, framework_type: 'backstory', content: ANSWERS },
      tone: 'warm_encouraging',
      mutation_id,
    };
    const first = await call('generate-story', 'founder', body);
    const version = (await storyRow(ids.founderStory)).version;
    const replay = await call('generate-story', 'founder', { ...body, tone: 'energetic_dynamic' });
    expect(replay.status).toBe(200);
    expect(replay.body.generated_story).toBe(first.body.generated_story);
    expect(replay.body.replayed).toBe(true);
    expect((await storyRow(ids.founderStory)).version).toBe(version);
    // Another account cannot read or reuse the founder's request.
    const stolen = await call('generate-story', 'coachA', { ...body, story: { ...body.story, id: ids.storyOfA } });
    expect(stolen.status).toBe(403);
  });

  it("refuses a story the caller cannot read (another user's), whatever user_id the body names", async () => {
    const result = await call('generate-story', 'founder', {
      story: { id: ids.storyOfB, framework_type: 'differentiation', content: { overview: 'Speed.' } },
      user_id: ids.coachB,
    });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('Story not found, or you are not allowed to change it.');
    expect((await storyRow(ids.storyOfB)).generated_content).toBeNull();
  });

  it('lets a coach generate for their client’s story', async () => {
    const result = await call('generate-story', 'coachA', {
      story: {
        id: ids.storyOfA,
        framework_type: 'target_audience',
        content: 'They are bakers who struggle to explain their price.',
      },
      isTranscript: false,
    });
    expect(result.status).toBe(200);
    expect((await storyRow(ids.storyOfA)).status).toBe('in_review');
  });

  it('tells a client’s story about the client when their coach writes it, in the client’s own voice when they do', async () => {
    const byCoach = await call('generate-story', 'coachA', {
      story: {
        id: ids.storyOfA,
        framework_type: 'target_audience',
        content: { overview: 'I work with bakers in Leeds.' },
      },
      isTranscript: false,
    });
    expect(byCoach.body.generated_story).toContain('Cleo works with bakers in Leeds.');
    const byClient = await call('generate-story', 'client', {
      story: {
        id: ids.clientStory,
        framework_type: 'job_story',
        content: { situation: 'I work with bakers in Leeds.' },
      },
      isTranscript: false,
    });
    expect(byClient.body.generated_story).toContain('I work with bakers in Leeds.');
  });

  it("tells a client's story in the pronouns of their client record, and in 'they' when none is set", async () => {
    const generate = async () =>
      (
        await call('generate-story', 'coachA', {
          story: {
            id: ids.storyOfA,
            framework_type: 'target_audience',
            content: { overview: 'I work with bakers in Leeds. I quit my job as an engineer in 2019.' },
          },
          isTranscript: false,
        })
      ).body.generated_story as string;
    expect(await generate()).toMatch(/\bThey quit their job\b/);
    await standIn.db.query("update public.clients set pronouns = 'she' where id = $1", [ids.clientOfA]);
    const told = await generate();
    expect(told).toContain('Cleo works with bakers in Leeds.');
    expect(told).toMatch(/\bShe quit her job\b/);
  });

  it.each([
    [{}, 'story is required'],
    [{ story: { framework_type: 'backstory', content: {} } }, 'Please provide some content first'],
    [{ story: { framework_type: 'backstory', content: '   ' } }, 'Please provide some content first'],
    [{ story: { id: 'nope', framework_type: 'backstory', content: 'x' } }, 'story.id must be a UUID'],
    [{ story: { framework_type: 'backstory', content: 'Text' }, isTranscript: 'yes' }, null],
    [{ story: { framework_type: 'backstory', content: 'Text' }, mutation_id: 'abc' }, 'mutation_id must be a UUID'],
  ])('answers bad input %j with a clear 400', async (body, message) => {
    const result = await call('generate-story', 'founder', body);
    expect(result.status).toBe(400);
    expect(typeof result.body.message).toBe('string');
    expect(result.body.error).toBe(result.body.message);
    if (message) expect(result.body.message).toBe(message);
  });

  it('answers a body that is not JSON with 400', async () => {
    const result = await call('generate-story', 'founder', 'not json');
    expect(result).toMatchObject({ status: 400, body: { message: 'The request body must be JSON.' } });
  });
});

describe('rate limit', () => {
  it('answers 503 with retryAfter (body and header) past the per-user limit', async () => {
    // The functions read their settings on each request: this file's stand-in, with its limit
    // lowered for this test, instead of a second stand-in (a database start of its own).
    const settings = standIn.config.functionsEnv;
    const perMinute = settings.AI_REQUESTS_PER_MINUTE;
    settings.AI_REQUESTS_PER_MINUTE = '2';
    try {
      const send = (persona: UserPersona) =>
        call('generate-story-simple', persona, { content: 'I grew up in Porto.', frameworkType: 'backstory' });
      expect((await send('founder')).status).toBe(200);
      expect((await send('founder')).status).toBe(200);
      const third = await send('founder');
      expect(third.status).toBe(503);
      const body = third.body as { retryAfter: number; error: string };
      expect(body.retryAfter).toBeGreaterThan(0);
      expect(body.retryAfter).toBeLessThanOrEqual(60);
      expect(body.error).toBe(`Service temporarily unavailable. Please try again in ${body.retryAfter} seconds.`);
      expect(third.headers.get('retry-after')).toBe(String(body.retryAfter));
      // Another user has their own allowance.
      expect((await send('coachA')).status).toBe(200);
    } finally {
      settings.AI_REQUESTS_PER_MINUTE = perMinute;
    }
  });
});

describe('generate-story-simple', () => {
  it('returns {story} and writes nothing', async () => {
    const before = (await standIn.db.query('select count(*)::int as n from public.stories')).rows[0];
    const result = await call('generate-story-simple', 'founder', {
      content: INTERVIEW,
      frameworkType: 'impact_story',
    });
    expect(result.status).toBe(200);
    expect(result.body.story).toContain('Jonas');
    expect((await standIn.db.query('select count(*)::int as n from public.stories')).rows[0]).toEqual(before);
  });

  it('needs content', async () => {
    const result = await call('generate-story-simple', 'founder', { frameworkType: 'backstory' });
    expect(result).toMatchObject({ status: 400, body: { message: 'Please provide some content first' } });
  });
});

describe('generate-full-stack', () => {
  it('creates six different in_review stories with the spec titles and descriptions, as the coach', async () => {
    const mutation_id = randomUUID();
    const result = await call('generate-full-stack', 'coachA', {
      clientInfo: { id: ids.clientOfA, name: 'A name the body made up' },
      transcript: INTERVIEW,
      additionalContext: null,
      tone: 'stacy_voice',
      isInterview: true,
      mutation_id,
    });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    const results = result.body.results as Record<string, string>;
    expect(Object.keys(results).sort()).toEqual([...STACK_ORDER].sort());
    expect(new Set(Object.values(results)).size).toBe(6);
    const rows = await standIn.db.query<Record<string, unknown>>(
      'select title, description, framework_type, status, user_id, client_id, full_stack_generation, generation_method, generated_content from public.stories where full_stack_generation order by framework_type',
    );
    expect(rows.rows).toHaveLength(6);
    const audience = rows.rows.find((r) => r.framework_type === 'target_audience')!;
    expect(audience).toMatchObject({
      title: "Cleo Client's Target Audience",
      description: "AI-generated Cleo Client's Target Audience for Cleo Client from interview",
      status: 'in_review',
      user_id: ids.coachA,
      client_id: ids.clientOfA,
      generation_method: 'interview',
    });
    for (const r of rows.rows) expect(r.generated_content).toBe(results[r.framework_type as string]);

    const replay = await call('generate-full-stack', 'coachA', {
      clientInfo: { id: ids.clientOfA },
      transcript: INTERVIEW,
      isInterview: true,
      mutation_id,
    });
    expect(replay.body.results).toEqual(results);
    expect(
      (await standIn.db.query('select count(*)::int as n from public.stories where full_stack_generation')).rows[0],
    ).toEqual({ n: 6 });
  });

  it('tells the six stories in the pronouns of the client record', async () => {
    const backstory = async () => {
      const result = await call('generate-full-stack', 'coachA', {
        clientInfo: { id: ids.clientOfA },
        transcript: INTERVIEW,
        isInterview: true,
        mutation_id: randomUUID(),
      });
      expect(result.body.success).toBe(true);
      return (result.body.results as Record<string, string>).backstory;
    };
    expect(await backstory()).toMatch(/\blost their job\b/);
    await standIn.db.query("update public.clients set pronouns = 'she' where id = $1", [ids.clientOfA]);
    const told = await backstory();
    expect(told).toMatch(/\blost her job\b/);
    expect(told).not.toMatch(/\btheir job\b/);
  });

  it('writes descriptions without " from interview" for the full stack dialog', async () => {
    const result = await call('generate-full-stack', 'admin', {
      clientInfo: { id: ids.clientOfB },
      transcript: INTERVIEW,
      tone: 'professional_authoritative',
    });
    expect(result.body.success).toBe(true);
    const row = await standIn.db.query(
      'select description, user_id, generation_method from public.stories where full_stack_generation and framework_type = $1',
      ['backstory'],
    );
    expect(row.rows[0]).toEqual({
      description: "AI-generated Bea Prospect's Backstory for Bea Prospect",
      user_id: ids.admin,
      generation_method: 'transcript',
    });
  });

  it("refuses another coach's client and creates nothing", async () => {
    const result = await call('generate-full-stack', 'coachA', {
      clientInfo: { id: ids.clientOfB },
      transcript: INTERVIEW,
    });
    expect(result.status).toBe(403);
    expect(result.body.success).toBe(false);
    expect(
      (await standIn.db.query('select count(*)::int as n from public.stories where full_stack_generation')).rows[0],
    ).toEqual({ n: 0 });
  });

  it('needs a client', async () => {
    const result = await call('generate-full-stack', 'coachA', { transcript: INTERVIEW });
    expect(result).toMatchObject({ status: 400, body: { success: false, error: 'Please select a client' } });
  });
});

describe('generate-linkedin and generate-funnel', () => {
  beforeEach(async () => {
    await standIn.db.query(
      "update public.stories set generated_content = 'Before we met, Jonas sold forty loaves a day. Now he sells three hundred loaves a day and has opened a second shop.' where id = $1",
      [ids.storyOfA],
    );
  });

  it('writes LinkedIn content from the stories as the server has them', async () => {
    const result = await call('generate-linkedin', 'coachA', {
      client: { id: ids.clientOfA, name: 'Cleo Client' },
      stories: [{ id: ids.storyOfA, generated_content: 'A text the body made up about Mars.' }],
    });
    expect(result.status).toBe(200);
    const content = result.body.content as string;
    expect(content).toContain('Jonas');
    expect(content).not.toContain('Mars');
    expect(content).toContain(`"Cleo's audience"`);
  });

  it('refuses stories the caller cannot read', async () => {
    const result = await call('generate-linkedin', 'coachA', { client: null, stories: [{ id: ids.storyOfB }] });
    expect(result.status).toBe(403);
  });

  it('needs at least one story, with the spec messages', async () => {
    expect((await call('generate-linkedin', 'coachA', { stories: [] })).body.message).toBe(
      'Please select at least one story to generate LinkedIn content',
    );
    expect((await call('generate-funnel', 'coachA', { stories: [] })).body.message).toBe(
      'Please select at least one story to generate funnel strategy',
    );
  });

  it('writes a funnel strategy', async () => {
    const result = await call('generate-funnel', 'coachA', {
      client: { id: ids.clientOfA },
      stories: [{ id: ids.storyOfA }],
    });
    expect(result.status).toBe(200);
    expect(result.body.strategy).toContain('Funnel strategy for Cleo Client');
  });
});

describe('content kept with the client (public.client_content)', () => {
  const read = async (persona: UserPersona) => {
    const response = await fetch(`${standIn.url}/rest/v1/client_content?select=id,kind,client_id,content,story_ids`, {
      headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${personas.tokens[persona]}` },
    });
    return (await response.json()) as { id: string; kind: string; client_id: string; content: string }[];
  };
  const pull = async (persona: UserPersona) => {
    const response = await fetch(`${standIn.url}/rest/v1/rpc/pull_changes`, {
      method: 'POST',
      headers: {
        apikey: standIn.config.anonKey,
        authorization: `Bearer ${personas.tokens[persona]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ table_name: 'client_content' }),
    });
    return (await response.json()) as { rows: { id: string }[] };
  };

  it('stores a result once under the request id; the coach, the client and admins read it, nobody else', async () => {
    await standIn.db.exec('delete from public.client_content');
    const mutationId = randomUUID();
    const body = { client: { id: ids.clientOfA }, stories: [{ id: ids.storyOfA }], mutation_id: mutationId };
    const first = await call('generate-linkedin', 'coachA', body);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(mutationId);
    const replay = await call('generate-linkedin', 'coachA', body);
    expect(replay.body.content).toBe(first.body.content);
    const rows = await standIn.db.query<{ id: string; kind: string; story_ids: string[] }>(
      'select id, kind, story_ids from public.client_content',
    );
    expect(rows.rows).toEqual([{ id: mutationId, kind: 'linkedin', story_ids: [ids.storyOfA] }]);

    for (const persona of ['coachA', 'client', 'admin'] as const) {
      expect((await read(persona)).map((r) => r.id)).toEqual([mutationId]);
    }
    for (const persona of ['coachB', 'founder'] as const) expect(await read(persona)).toEqual([]);
    expect((await pull('coachA')).rows.map((r) => r.id)).toEqual([mutationId]);
    expect((await pull('coachB')).rows).toEqual([]);
  });

  it('is never written through sync or by a caller who cannot reach the client', async () => {
    await standIn.db.exec('delete from public.client_content');
    const insert = await fetch(`${standIn.url}/rest/v1/client_content`, {
      method: 'POST',
      headers: {
        apikey: standIn.config.anonKey,
        authorization: `Bearer ${personas.tokens.coachB}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        id: randomUUID(),
        client_id: ids.clientOfA,
        user_id: ids.coachB,
        kind: 'linkedin',
        content: 'x',
      }),
    });
    expect(insert.status).toBeGreaterThanOrEqual(400);
    const funnel = await call('generate-funnel', 'founder', { client: null, stories: [{ id: ids.founderStory }] });
    expect(funnel.status).toBe(200);
    expect(funnel.body.id).toBeNull();
    expect((await standIn.db.query('select 1 from public.client_content')).rows).toEqual([]);
  });
});

describe('storystack-ai', () => {
  /** Coach A generates the six stories of their client Cleo from the founder's interview. */
  const generateCleosStack = async () => {
    const stack = await call('generate-full-stack', 'coachA', {
      clientInfo: { id: ids.clientOfA },
      transcript: FOUNDER.text,
      tone: 'stacy_voice',
      isInterview: true,
      mutation_id: randomUUID(),
    });
    expect(stack.status).toBe(200);
  };

  it('answers with the caller’s own stories in mind, never the body’s user_id', async () => {
    const result = await call('storystack-ai', 'founder', {
      message: 'Which framework should I do next?',
      history: [],
      user_id: ids.coachA,
    });
    expect(result.status).toBe(200);
    const answer = result.body.answer as string;
    expect(answer).toContain('Target Audience');
    expect(answer).toContain('0 of 6');
    await standIn.db.query("update public.stories set status = 'published' where id = $1", [ids.founderStory]);
    const after = await call('storystack-ai', 'founder', { message: 'What should I do next?', history: [] });
    expect(after.body.answer).toContain('1 of 6 stack stories complete (Backstory)');
  });

  it('explains what a section needs and how a story becomes a LinkedIn post', async () => {
    const section = await call('storystack-ai', 'founder', { message: 'What does the impact story need?' });
    expect(section.body.answer).toContain('Client Before');
    const post = await call('storystack-ai', 'founder', { message: 'How do I turn a story into a LinkedIn post?' });
    expect(post.body.answer).toContain('1,300 characters');
  });

  it("answers from the caller's own stories when no client is named: not another user's, not a coach's clients', not everyone's for an admin", async () => {
    for (const story of DANA_STORIES)
      await standIn.db.query(
        `insert into public.stories (id, title, framework_type, status, content, generated_content, user_id)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          story.id,
          story.title,
          story.framework_type,
          story.status,
          JSON.stringify(story.content ?? {}),
          story.generated_content ?? null,
          ids.founder,
        ],
      );
    // A story coach A wrote for their client, and one of coach A's own.
    await standIn.db.query(
      "update public.stories set generated_content = 'Cleo went from 40 loaves a day to 300 loaves a day.' where id = $1",
      [ids.storyOfA],
    );
    await standIn.db.query(
      `insert into public.stories (id, title, framework_type, status, content, user_id)
       values ($1, 'Coach A on pricing', 'impact_story', 'draft', '{"client_after":"My rates rose from £90 to £150 an hour."}', $2)`,
      [randomUUID(), ids.coachA],
    );
    const question = { message: 'Which numbers should I lead with?', history: [] };
    const founder = (await call('storystack-ai', 'founder', { ...question, user_id: ids.coachA })).body
      .answer as string;
    expect(founder).toContain('$92,000 → $41,000');
    expect(founder).toContain('"Who I work with"');
    expect(founder).not.toMatch(/loaves|£90/);
    expect(founder).not.toContain('seed round');
    const coach = (await call('storystack-ai', 'coachA', question)).body.answer as string;
    expect(coach).toContain('£90 → £150');
    expect(coach).not.toMatch(/loaves|\$92,000/);
    const admin = (await call('storystack-ai', 'admin', question)).body.answer as string;
    expect(admin).toMatch(/no numbers yet/);

    const pitch = (await call('storystack-ai', 'founder', { message: 'Give me a 30-second pitch using my stories' }))
      .body.answer as string;
    expect(pitch).toContain('SaaS founders');
    expect(pitch).not.toMatch(/of 6 stack stories/);
    const post = (await call('storystack-ai', 'founder', { message: 'Turn my backstory into a LinkedIn post' })).body
      .answer as string;
    expect(post).toContain('(from "Why I started cloud cost work")');
  });

  it('a client asks about the six stories their coach generated for them from an interview', async () => {
    await generateCleosStack();
    const ask = async (message: string) =>
      (await call('storystack-ai', 'client', { message, history: [] })).body.answer as string;
    const pitch = await ask('Give me a 30-second pitch using my stories');
    const text = pitch.split('\n\n')[1];
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(40);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(110);
    expect(text).toContain('SaaS founders');
    const numbers = await ask('Which numbers should I lead with?');
    expect(numbers).toMatch(/\$92,000 → \$41,000 a month, in "Cleo Client's [A-Za-z ]+"/);
    expect(numbers).toContain('$180,000 a month');
    // Their stack is complete: the session to book is with their own coach, not the app's owner.
    expect(await ask('What should I do next?')).toContain('book a session with Cora to plan what comes next');
    // A founder with no coach books with the owner (OWNER_NAME, Stacy by default).
    for (const type of STACK_ORDER)
      await standIn.db.query(
        `insert into public.stories (id, title, framework_type, status, content, generated_content, user_id)
         values ($1, 'Mine', $2, 'draft', '{}', 'A finished story.', $3)`,
        [randomUUID(), type, ids.founder],
      );
    expect(
      (await call('storystack-ai', 'founder', { message: 'What should I do next?', history: [] })).body.answer,
    ).toContain('book a session with Stacy to plan what comes next');
    const all = pitch + numbers + (await ask('How do I narrow my audience?'));
    for (const words of [...FOUNDER.privateText, ...FOUNDER.interviewerLines]) expect(all).not.toContain(words);
    // The coach asking the same gets their own (none), not the client's.
    expect(
      (await call('storystack-ai', 'coachA', { message: 'Which numbers should I lead with?' })).body.answer as string,
    ).toMatch(/no numbers yet/);
  });

  it('a coach who names a client is answered from that client’s stories; a coach who cannot read them is not', async () => {
    await generateCleosStack();
    const ask = async (persona: UserPersona, message: string, history: { role: string; content: string }[] = []) =>
      (await call('storystack-ai', persona, { message, history })).body.answer as string;

    const numbers = await ask('coachA', 'Which numbers should Cleo lead with?');
    expect(numbers).toContain('These are the numbers in Cleo’s stories, strongest first:');
    expect(numbers).toContain('$92,000 → $41,000');
    const summary = await ask('coachA', 'Summarise Cleo Client’s stack');
    expect(summary).toMatch(/^Cleo’s 6 stories, one sentence each, in their own words:/);
    for (const words of [...FOUNDER.privateText, ...FOUNDER.interviewerLines]) expect(summary).not.toContain(words);
    // A follow-up that says "their" goes on with the client the question before named.
    const post = await ask('coachA', 'Now turn their impact story into a LinkedIn post', [
      { role: 'user', content: 'Summarise Cleo Client’s stack' },
      { role: 'assistant', content: summary },
    ]);
    expect(post).toContain('Here is a LinkedIn post from Cleo’s story');
    // Not naming anyone, the coach is asked about their own stories, and told how to ask about Cleo.
    const own = await ask('coachA', 'Which numbers should I lead with?');
    expect(own).toMatch(/no numbers yet/);
    expect(own).toContain('"Summarise Cleo Client\'s stack"');
    // Row-level security decides: coach B and a founder cannot read Cleo, so her name gets them nothing of hers.
    for (const persona of ['coachB', 'founder'] as const) {
      const answer = await ask(persona, 'Which numbers should Cleo Client lead with?');
      expect(answer).not.toContain('$92,000');
      expect(answer).not.toContain('Cleo’s');
    }
    // An admin reads every client.
    expect(await ask('admin', 'Which numbers should Cleo lead with?')).toContain('$92,000 → $41,000');
  });

  it('tells a coach how each of their clients’ stacks stands, and only theirs', async () => {
    await generateCleosStack();
    const ask = async (persona: UserPersona) =>
      (await call('storystack-ai', persona, { message: 'How are my clients doing?', history: [] })).body
        .answer as string;
    // Cleo's record also holds two short stories of her own (a Target Audience and a Job Story).
    expect(await ask('coachA')).toMatch(
      /^Your client:\n\n- Cleo Client: 6 of 6 complete, 0 published\n\nEvery stack is complete/,
    );
    const coachB = await ask('coachB');
    expect(coachB).toContain('- Bea Prospect: 1 of 6 complete, 1 published; next, the Target Audience');
    expect(coachB).not.toContain('Cleo');
    // A founder's "clients" are their own customers: no client records, no list.
    expect(await ask('founder')).not.toMatch(/of 6 complete/);
  });

  it('asks which client is meant when two of the coach’s clients share the first name said', async () => {
    await standIn.db.query(
      `insert into public.clients (id, name, email, company, coach_id) values ($1, 'Cleo Baptiste', 'cleo.b@matrix.test', null, $2)`,
      [randomUUID(), ids.coachA],
    );
    const answer = (await call('storystack-ai', 'coachA', { message: 'Summarise Cleo’s stack', history: [] })).body
      .answer as string;
    expect(answer).toBe(
      'You have 2 clients called Cleo: Cleo Baptiste and Cleo Client. Which one do you mean? Ask again with their full name.',
    );
  });

  it('streams when asked for server-sent events', async () => {
    const response = await fetch(`${standIn.url}/functions/v1/storystack-ai`, {
      method: 'POST',
      headers: {
        apikey: standIn.config.anonKey,
        authorization: `Bearer ${personas.tokens.founder}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ message: 'What should I do next?' }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await response.text();
    expect(text).toContain('"delta"');
    expect(text).toMatch(/data: \{"status":200,"result":\{"answer":/);
  });

  it('refuses a blank message', async () => {
    const result = await call('storystack-ai', 'founder', { message: '   ' });
    expect(result).toMatchObject({ status: 400, body: { error: 'Please type a message' } });
  });
});

describe('ai-engine', () => {
  it('names the active engine, and lets only an admin test the connection', async () => {
    const info = await call('ai-engine', 'founder', {});
    expect(info.body).toMatchObject({ kind: 'offline', label: 'Offline composer' });
    expect((await call('ai-engine', 'founder', { test: true })).status).toBe(403);
    const test = await call('ai-engine', 'admin', { test: true });
    expect(test.body.test).toMatchObject({ ok: true });
  });
});

describe('the default writer through the functions, on realistic interviews', () => {
  for (const interview of INTERVIEWS) {
    it(`full stack for ${interview.clientName}: six clean stories, numbers kept, coaching beside the text`, async () => {
      await standIn.db.query('update public.clients set name = $1 where id = $2', [
        interview.clientName,
        ids.clientOfA,
      ]);
      const result = await call('generate-full-stack', 'coachA', {
        clientInfo: { id: ids.clientOfA },
        transcript: interview.text,
        tone: 'warm_encouraging',
        isInterview: true,
      });
      expect(result.status).toBe(200);
      const results = result.body.results as Record<string, string>;
      const coaching = result.body.coaching as Record<string, string[]>;
      const hints = result.body.hints as Record<string, string[]>;
      // A story the interview holds nothing for is skipped: no text, no story made (spec).
      for (const type of interview.skips ?? []) expect(results[type] ?? '', type).toBe('');
      for (const type of STACK_ORDER.filter((t) => !interview.skips?.includes(t))) {
        expect(storyProblems(results[type], interview), type).toEqual([]);
        expect(coaching[type].length, type).toBeGreaterThan(0);
        expect(Array.isArray(hints[type])).toBe(true);
        for (const question of coaching[type]) expect(results[type]).not.toContain(question);
      }
      const all = Object.values(results).join('\n');
      for (const number of interview.numbers) expect(all).toContain(number);
      const stored = await standIn.db.query<{ generated_content: string }>(
        'select generated_content from public.stories where full_stack_generation',
      );
      for (const row of stored.rows)
        for (const secret of interview.privateText) expect(row.generated_content).not.toContain(secret);
    });
  }

  it('single-story transcript mode: the story in the first person, no interviewer line, coaching apart', async () => {
    const result = await call('generate-story', 'founder', {
      story: { id: ids.founderStory, framework_type: 'impact_story', content: { transcript: CLIENT.text } },
      isTranscript: true,
      tone: 'stacy_voice',
    });
    expect(result.status).toBe(200);
    const text = result.body.generated_story as string;
    expect(storyProblems(text, CLIENT)).toEqual([]);
    expect(text).toContain('from 22% to 6%');
    expect(result.body.coaching).toEqual(expect.any(Array));
    expect(text).not.toContain('Questions this story can still answer');
    expect((await storyRow(ids.founderStory)).generated_content).toBe(text);
  });
});
