// Settings through the API: account deletion leaves nothing of the user behind (every table of
// every schema is searched for their id and email), the security log shows the caller's own
// sign-ins, failed sign-ins and password changes with the connection's address, and a client's
// show_email choice reaches the profile their coach reads.
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClient, signUpUser } from '../support/auth-helpers.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;

beforeAll(async () => {
  standIn = await startTestStandIn();
  // The first account becomes the admin: nobody below is the only admin.
  await signUpUser(standIn, 'first.admin@settings.test', 'admin-pass-1');
});

afterAll(async () => {
  await standIn?.close();
});

async function setRole(id: string, role: string): Promise<void> {
  await standIn.db.query('update public.todo_profiles set role = $2 where id = $1', [id, role]);
}

async function deleteAccount(
  client: SupabaseClient,
  body: Record<string, unknown> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await client.functions.invoke('delete-account', { body });
  if (error) {
    if (!(error instanceof FunctionsHttpError)) throw error;
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return { status: 200, body: data as Record<string, unknown> };
}

/**
 * Every row, in every table of every schema, whose text mentions one of `needles`: "schema.table: n".
 * Not searched: the stand-in's realtime change log (_realtime_local, its stand-in for the WAL,
 * pruned after seconds), which hosted Supabase keeps outside any table.
 */
async function rowsMentioning(needles: string[]): Promise<string[]> {
  const { rows: tables } = await standIn.db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema', '_realtime_local')`,
  );
  const found: string[] = [];
  for (const t of tables) {
    const { rows } = await standIn.db.query<{ n: number }>(
      `select count(*)::int as n from "${t.schema}"."${t.name}" x where ${needles
        .map((_, i) => `strpos(lower(x::text), $${i + 1}) > 0`)
        .join(' or ')}`,
      needles.map((n) => n.toLowerCase()),
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${t.schema}.${t.name}: ${rows[0].n}`);
  }
  return found;
}

describe('delete-account', () => {
  it('removes the caller and everything of theirs, whatever the body names, and keeps other people', async () => {
    const coach = await signUpUser(standIn, 'leaving.coach@settings.test', 'leaving-pass-1');
    const coachId = coach.session.user.id;
    await setRole(coachId, 'coach');
    const client = await signUpUser(standIn, 'staying.client@settings.test', 'staying-pass-1');
    const clientId = client.session.user.id;

    // The coach's world: a story of their own, a client without an account with a story about
    // them, a client who has an account (linked), preferences, a stored recording, a generation.
    const ownStory = randomUUID();
    const bareClient = randomUUID();
    const bareStory = randomUUID();
    const linkedClient = randomUUID();
    const linkedStoryByClient = randomUUID();
    const c = coach.client;
    expect((await c.from('stories').insert({ id: ownStory, title: 'My backstory' })).error).toBeNull();
    expect(
      (await c.from('clients').insert({ id: bareClient, name: 'Bare Client', coach_id: coachId })).error,
    ).toBeNull();
    expect(
      (await c.from('stories').insert({ id: bareStory, title: 'About Bare', client_id: bareClient })).error,
    ).toBeNull();
    await standIn.db.query(
      `insert into public.clients (id, name, email, coach_id, user_id) values ($1, 'Staying Client', $2, $3, $4)`,
      [linkedClient, 'staying.client@settings.test', coachId, clientId],
    );
    await standIn.db.query(`insert into public.stories (id, title, user_id, client_id) values ($1, 'Mine', $2, $3)`, [
      linkedStoryByClient,
      clientId,
      linkedClient,
    ]);
    expect(
      (
        await c
          .from('todo_user_preferences')
          .update({ preferences: { theme: 'dark' } })
          .eq('user_id', coachId)
      ).error,
    ).toBeNull();
    const upload = await c.storage
      .from('recordings')
      .upload(`${ownStory}/note.webm`, new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }));
    expect(upload.error).toBeNull();
    const claim = await c.rpc('claim_generation', {
      p_id: randomUUID(),
      p_function: 'generate-story',
      p_limit: 10,
      p_window_seconds: 60,
    });
    expect(claim.error).toBeNull();
    await standIn.db.query(
      `insert into public.story_versions (story_id, created_by, reason, title) values ($1, $2, 'typed', 'Old title')`,
      [ownStory, coachId],
    );
    // A review comment of the coach's on the client's story.
    await standIn.db.query(
      `insert into public.story_comments (story_id, author_id, body) values ($1, $2, 'Lovely opening line.')`,
      [linkedStoryByClient, coachId],
    );
    // Sign-ins and a failed one are in the audit trail too.
    await freshClient(standIn).auth.signInWithPassword({ email: 'leaving.coach@settings.test', password: 'nope-nope' });
    expect(await rowsMentioning([coachId, 'leaving.coach@settings.test'])).not.toEqual([]);

    // The body names the other user: ignored, the caller's own account goes.
    const answer = await deleteAccount(c, { user_id: clientId, userId: clientId, id: clientId });
    expect(answer).toEqual({ status: 200, body: { deleted: true, stories: 2, clients: 1 } });

    expect(await rowsMentioning([coachId, 'leaving.coach@settings.test'])).toEqual([]);

    // The client keeps their account, their record (without a coach) and their story.
    const { rows: linked } = await standIn.db.query<{ coach_id: string | null; user_id: string }>(
      'select coach_id, user_id from public.clients where id = $1',
      [linkedClient],
    );
    expect(linked).toEqual([{ coach_id: null, user_id: clientId }]);
    const { rows: kept } = await standIn.db.query('select id from public.stories where id = $1', [linkedStoryByClient]);
    expect(kept).toHaveLength(1);
    expect((await client.client.auth.getUser()).error).toBeNull();

    // Gone for good: no sign-in, and every device is told to compare its rows once.
    const again = await freshClient(standIn).auth.signInWithPassword({
      email: 'leaving.coach@settings.test',
      password: 'leaving-pass-1',
    });
    expect(again.error).toMatchObject({ code: 'invalid_credentials' });
    const { rows: marks } = await standIn.db.query<{ table_name: string }>(
      'select table_name from private.sync_purges order by table_name',
    );
    // story_versions: their stories went, and so did they (20261124005100_story_versions_sync.sql).
    expect(marks.map((m) => m.table_name)).toEqual([
      'clients',
      'stories',
      'story_comments',
      'story_versions',
      'todo_profiles',
    ]);
  });

  it('refuses the only admin, and a visitor', async () => {
    const lone = await signUpUser(standIn, 'lone.admin@settings.test', 'lone-pass-1');
    await setRole(lone.session.user.id, 'admin');
    await standIn.db.query(`update public.todo_profiles set role = 'user' where role = 'admin' and id <> $1`, [
      lone.session.user.id,
    ]);
    const refused = await deleteAccount(lone.client);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('You are the only admin. Make someone else an admin before deleting your account.');
    expect((await lone.client.auth.getUser()).error).toBeNull();

    const visitor = await deleteAccount(standIn.anonClient());
    expect(visitor.status).toBe(401);
  });
});

describe('security log', () => {
  it("lists the caller's sign-ins, failed sign-ins and password changes with the connection's address", async () => {
    const forged = { 'x-forwarded-for': '203.0.113.9' };
    const user = await signUpUser(standIn, 'logged@settings.test', 'logged-pass-1');
    const other = await signUpUser(standIn, 'other.logged@settings.test', 'other-pass-1');
    const wrong = await freshClient(standIn, forged).auth.signInWithPassword({
      email: 'logged@settings.test',
      password: 'wrong-password',
    });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials' });
    const signedIn = freshClient(standIn, forged);
    expect(
      (await signedIn.auth.signInWithPassword({ email: 'logged@settings.test', password: 'logged-pass-1' })).error,
    ).toBeNull();
    expect(
      (await signedIn.auth.updateUser({ password: 'logged-pass-2', current_password: 'logged-pass-1' })).error,
    ).toBeNull();

    const { data, error } = await signedIn.rpc('my_security_events', { max_rows: 10 });
    expect(error).toBeNull();
    const events = data as { action: string; ip_address: string | null; created_at: string }[];
    expect(events.map((e) => e.action)).toEqual(['user_updated_password', 'login', 'login_failed', 'user_signedup']);
    // No proxy is trusted here: the forged header is not the address.
    for (const e of events) expect(e.ip_address).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(Number.isNaN(Date.parse(events[0].created_at))).toBe(false);

    // Only one's own, and a small limit however many are asked for.
    const theirs = await other.client.rpc('my_security_events', { max_rows: 1000 });
    expect((theirs.data as { action: string }[]).map((e) => e.action)).toEqual(['user_signedup']);
    const limited = await user.client.rpc('my_security_events', { max_rows: 2 });
    expect(limited.data).toHaveLength(2);
    // The table itself is not reachable through the API, and visitors get nothing.
    expect((await standIn.anonClient().rpc('my_security_events')).error).not.toBeNull();
  });

  it("records hosted GoTrue's failed password attempts through the verification hook, never blocking", async () => {
    const user = await signUpUser(standIn, 'hooked@settings.test', 'hooked-pass-1');
    const id = user.session.user.id;
    const call = (valid: boolean) =>
      standIn.db.query<{ answer: { decision: string } }>(
        'select public.hook_password_verification_attempt($1::jsonb) as answer',
        [JSON.stringify({ user_id: id, valid })],
      );
    expect((await call(false)).rows[0].answer).toEqual({ decision: 'continue' });
    expect((await call(true)).rows[0].answer).toEqual({ decision: 'continue' });
    const { data } = await user.client.rpc('my_security_events');
    expect((data as { action: string; ip_address: string | null }[]).slice(0, 2)).toMatchObject([
      { action: 'login_failed', ip_address: null },
      { action: 'user_signedup' },
    ]);
    // Not callable through the API.
    const refused = await user.client.rpc('hook_password_verification_attempt', {
      event: { user_id: id, valid: false },
    });
    expect(refused.error).not.toBeNull();
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const proxied = await startTestStandIn({ trustedProxies: ['loopback'] });
    try {
      await signUpUser(proxied, 'first@proxy.test', 'first-pass-1');
      const client = freshClient(proxied, { 'x-forwarded-for': '198.51.100.7' });
      const { data } = await client.auth.signUp({
        email: 'behind@proxy.test',
        password: 'behind-pass-1',
        options: { data: { beta_code: 'test-beta-code' } },
      });
      expect(data.session).not.toBeNull();
      const { data: events } = await client.rpc('my_security_events');
      expect(events).toMatchObject([{ action: 'user_signedup', ip_address: '198.51.100.7' }]);
    } finally {
      await proxied.close();
    }
  });
});

describe('privacy: show_email', () => {
  it("follows the client's preference onto the profile their coach reads, and only the preference decides", async () => {
    const coach = await signUpUser(standIn, 'privacy.coach@settings.test', 'privacy-pass-1');
    await setRole(coach.session.user.id, 'coach');
    const client = await signUpUser(standIn, 'privacy.client@settings.test', 'privacy-pass-2');
    const clientId = client.session.user.id;
    await standIn.db.query(`insert into public.clients (id, name, coach_id, user_id) values ($1, 'P', $2, $3)`, [
      randomUUID(),
      coach.session.user.id,
      clientId,
    ]);
    const seen = async () =>
      (await coach.client.from('todo_profiles').select('show_email').eq('id', clientId).single()).data as {
        show_email: boolean;
      };
    expect(await seen()).toEqual({ show_email: false });

    const on = await client.client
      .from('todo_user_preferences')
      .update({ preferences: { privacy: { profile_visible: true, show_email: true, allow_messages: true } } })
      .eq('user_id', clientId);
    expect(on.error).toBeNull();
    expect(await seen()).toEqual({ show_email: true });

    // Writing the profile's copy directly changes nothing.
    await client.client.from('todo_profiles').update({ show_email: false, name: 'Priv' }).eq('id', clientId);
    expect(await seen()).toEqual({ show_email: true });
  });
});
