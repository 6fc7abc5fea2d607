// The Edge Functions' contract, written once for every runtime: Node (the stand-in's functions
// host, tests/integration/functions-contract.test.ts) and Deno (the handlers under Deno.serve,
// as Supabase's Edge Runtime runs them, tests/deno/functions.test.ts). Only web APIs and
// node:assert, so Deno reads it as it is; the world it acts on (users, clients, stories) is made
// by tests/contract/context.ts on the stand-in both runtimes call.
import assert from 'node:assert/strict';

export type ContractPersona = 'admin' | 'coachA' | 'coachB' | 'founder' | 'client' | 'exCoach';

export interface ContractContext {
  /** Where the functions answer: `<stand-in>/functions/v1` on Node, the Deno server on Deno. */
  functionsUrl: string;
  anonKey: string;
  /** The project's publishable key (`sb_publishable_…`), sent as apikey by an app built on the new keys. */
  publishableKey: string;
  tokens: Record<ContractPersona, string>;
  ids: Record<'clientOfA' | 'clientOfB' | 'founderStory' | 'storyOfA' | 'storyOfB', string>;
  /** The founder's token signed with the project's asymmetric key (ES256, published as JWKS). */
  asymmetricToken: string;
  /** The same claims signed with another key, under the project key's kid. */
  forgedAsymmetricToken: string;
  /** The founder's claims signed (HS256) with a secret that is not the project's. */
  forgedLegacyToken: string;
}

export interface ContractCase {
  name: string;
  run(ctx: ContractContext): Promise<void>;
}

export const FUNCTION_NAMES = [
  'admin-create-user',
  'ai-engine',
  'delete-account',
  'generate-full-stack',
  'generate-funnel',
  'generate-linkedin',
  'generate-story',
  'generate-story-simple',
  'storystack-ai',
  'transcribe-audio',
] as const;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(
  ctx: ContractContext,
  name: string,
  persona: ContractPersona | { token: string },
  body: unknown,
  apikey = ctx.anonKey,
): Promise<Answer> {
  const token = typeof persona === 'string' ? ctx.tokens[persona] : persona.token;
  const response = await fetch(`${ctx.functionsUrl}/${name}`, {
    method: 'POST',
    headers: {
      apikey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
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

const INTERVIEW =
  'Jonas ran a small bakery in Leeds and sold forty loaves a day. We rebuilt his story around his grandmother’s ' +
  'recipe book. Six months later he sells three hundred loaves a day and has opened a second shop.';

export const cases: ContractCase[] = [
  ...FUNCTION_NAMES.map((name) => ({
    name: `${name} answers a browser's preflight with the CORS headers`,
    async run(ctx: ContractContext) {
      const origin = 'https://app.example.com';
      const response = await fetch(`${ctx.functionsUrl}/${name}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      // 200 from the function itself, 204 where the stand-in's CORS layer answers first.
      assert.ok(response.ok, `status ${response.status}`);
      assert.ok(['*', origin].includes(response.headers.get('access-control-allow-origin') ?? ''));
      assert.match(response.headers.get('access-control-allow-headers') ?? '', /authorization/i);
      await response.body?.cancel();
    },
  })),
  {
    name: 'admin-create-user refuses a caller who is not an admin',
    async run(ctx) {
      const result = await call(ctx, 'admin-create-user', 'founder', { email: 'someone@example.com', role: 'coach' });
      assert.equal(result.status, 403);
    },
  },
  {
    name: 'admin-create-user lets an admin add a coach, answered with an invitation link',
    async run(ctx) {
      const result = await call(ctx, 'admin-create-user', 'admin', { email: ' New.Coach@Example.com ', role: 'coach' });
      assert.equal(result.status, 201);
      assert.equal((result.body.user as { email: string }).email, 'new.coach@example.com');
      assert.match(new URL(result.body.invitationUrl as string).searchParams.get('invite') ?? '', /^[0-9a-f]{48}$/);
    },
  },
  {
    // The functions call Supabase with whichever keys their env holds (_shared/api-keys.ts): the
    // new ones where the stand-in's host hands them over, the legacy JWTs in the Deno run.
    name: 'with the publishable key as apikey, an admin adds a coach and a story is written',
    async run(ctx) {
      const added = await call(
        ctx,
        'admin-create-user',
        'admin',
        { email: 'keys.coach@example.com', role: 'coach' },
        ctx.publishableKey,
      );
      assert.equal(added.status, 201);
      assert.equal((added.body.user as { email: string }).email, 'keys.coach@example.com');
      const story = await call(
        ctx,
        'generate-story-simple',
        'founder',
        { content: INTERVIEW, frameworkType: 'impact_story' },
        ctx.publishableKey,
      );
      assert.equal(story.status, 200);
    },
  },
  {
    name: 'ai-engine names the offline composer and lets only an admin test it',
    async run(ctx) {
      const info = await call(ctx, 'ai-engine', 'founder', {});
      assert.equal(info.body.kind, 'offline');
      assert.equal(info.body.label, 'Offline composer');
      assert.equal((await call(ctx, 'ai-engine', 'founder', { test: true })).status, 403);
      assert.equal(((await call(ctx, 'ai-engine', 'admin', { test: true })).body.test as { ok: boolean }).ok, true);
    },
  },
  {
    name: 'generate-story-simple writes a story from the answers and needs content',
    async run(ctx) {
      const result = await call(ctx, 'generate-story-simple', 'founder', {
        content: INTERVIEW,
        frameworkType: 'impact_story',
      });
      assert.equal(result.status, 200);
      assert.match(result.body.story as string, /Jonas/);
      const empty = await call(ctx, 'generate-story-simple', 'founder', { frameworkType: 'backstory' });
      assert.equal(empty.status, 400);
      assert.equal(empty.body.message, 'Please provide some content first');
    },
  },
  {
    name: 'generate-story writes the caller’s story and refuses someone else’s',
    async run(ctx) {
      const content = {
        overview: 'I help bakers tell their story.',
        origin: 'I grew up above my dad’s bakery in Leeds.',
      };
      const own = await call(ctx, 'generate-story', 'founder', {
        story: { id: ctx.ids.founderStory, framework_type: 'backstory', content },
        tone: 'stacy_voice',
      });
      assert.equal(own.status, 200);
      assert.equal(own.body.engine, 'Offline composer');
      assert.match(own.body.generated_story as string, /bakery in Leeds/);
      const other = await call(ctx, 'generate-story', 'founder', {
        story: { id: ctx.ids.storyOfB, framework_type: 'differentiation', content: { overview: 'Speed.' } },
      });
      assert.equal(other.status, 404);
      assert.equal(other.body.message, 'Story not found, or you are not allowed to change it.');
    },
  },
  {
    name: 'generate-full-stack needs a client and refuses another coach’s',
    async run(ctx) {
      const none = await call(ctx, 'generate-full-stack', 'coachA', { transcript: INTERVIEW });
      assert.equal(none.status, 400);
      assert.equal(none.body.error, 'Please select a client');
      const other = await call(ctx, 'generate-full-stack', 'coachA', {
        clientInfo: { id: ctx.ids.clientOfB },
        transcript: INTERVIEW,
      });
      assert.equal(other.status, 403);
      assert.equal(other.body.success, false);
    },
  },
  {
    name: 'generate-linkedin and generate-funnel need a story, with the spec messages',
    async run(ctx) {
      const linkedin = await call(ctx, 'generate-linkedin', 'coachA', { stories: [] });
      assert.equal(linkedin.body.message, 'Please select at least one story to generate LinkedIn content');
      const funnel = await call(ctx, 'generate-funnel', 'coachA', { stories: [] });
      assert.equal(funnel.body.message, 'Please select at least one story to generate funnel strategy');
      assert.equal(
        (await call(ctx, 'generate-linkedin', 'coachA', { client: null, stories: [{ id: ctx.ids.storyOfB }] })).status,
        403,
      );
    },
  },
  {
    name: 'storystack-ai refuses a blank message and answers a question',
    async run(ctx) {
      const blank = await call(ctx, 'storystack-ai', 'founder', { message: '   ' });
      assert.equal(blank.status, 400);
      assert.equal(blank.body.error, 'Please type a message');
      const answer = await call(ctx, 'storystack-ai', 'founder', {
        message: 'How does a story become a LinkedIn post?',
      });
      assert.equal(answer.status, 200);
    },
  },
  {
    name: 'a token signed with the project’s asymmetric key (ES256, from its JWKS) is accepted',
    async run(ctx) {
      const info = await call(ctx, 'ai-engine', { token: ctx.asymmetricToken }, {});
      assert.equal(info.status, 200);
      assert.equal(info.body.kind, 'offline');
      const story = await call(
        ctx,
        'generate-story-simple',
        { token: ctx.asymmetricToken },
        {
          content: INTERVIEW,
          frameworkType: 'impact_story',
        },
      );
      assert.equal(story.status, 200);
    },
  },
  {
    // With verify_jwt = false no gateway checks it: the function does (supabase/functions/_shared/verify-token.ts).
    name: 'a token signed with another key is refused with 401, before anything runs',
    async run(ctx) {
      for (const name of ['ai-engine', 'generate-story-simple', 'transcribe-audio', 'admin-create-user']) {
        const answer = await call(
          ctx,
          name,
          { token: ctx.forgedAsymmetricToken },
          { content: INTERVIEW, email: 'x@example.com' },
        );
        assert.ok([401, 403].includes(answer.status), `${name}: ${answer.status}`);
      }
      assert.equal((await call(ctx, 'ai-engine', { token: ctx.forgedAsymmetricToken }, {})).status, 401);
      // A legacy token signed with the wrong secret: refused too, though only PostgREST can check it.
      const forgedLegacy = await fetch(`${ctx.functionsUrl}/transcribe-audio`, {
        method: 'POST',
        headers: {
          apikey: ctx.anonKey,
          authorization: `Bearer ${ctx.forgedLegacyToken}`,
          'content-type': 'audio/webm',
        },
        body: new Uint8Array([1, 2, 3]),
      });
      assert.equal(forgedLegacy.status, 401);
      await forgedLegacy.body?.cancel();
    },
  },
  {
    name: 'transcribe-audio takes only POST',
    async run(ctx) {
      const response = await fetch(`${ctx.functionsUrl}/transcribe-audio`, {
        method: 'GET',
        headers: { apikey: ctx.anonKey, authorization: `Bearer ${ctx.tokens.founder}` },
      });
      assert.equal(response.status, 405);
      assert.equal(response.headers.get('allow'), 'POST, OPTIONS');
      await response.body?.cancel();
    },
  },
  {
    // Last: the account is gone afterwards.
    name: 'delete-account deletes the caller’s own account and nobody else’s',
    async run(ctx) {
      const result = await call(ctx, 'delete-account', 'exCoach', { user_id: 'someone-else' });
      assert.equal(result.status, 200);
      assert.equal(result.body.deleted, true);
      const again = await call(ctx, 'delete-account', 'exCoach', {});
      assert.equal(again.status, 401);
    },
  },
];
