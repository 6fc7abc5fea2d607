// People (issue 10) through the API: adding a client links an existing account; invitations
// register into the right client record once and expire; an admin's new user sets a password
// through a one-time link; coach review comments are read only by the story's owner, the
// client's coach and admins, and change only as the rules allow.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshClient } from '../support/auth-helpers.ts';
import { createPersonas, ids, resetWorld, type PersonaSet, type UserPersona } from '../support/personas.ts';
import { pullAll } from '../support/pull-all.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let personas: PersonaSet;

beforeAll(async () => {
  standIn = await startTestStandIn();
  personas = await createPersonas(standIn);
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(async () => {
  // Accounts a test registered would be linked to the world's client records by their email.
  await standIn.db.exec(`
    delete from public.story_comments;
    delete from private.invitations;
    delete from auth.users where email like 'bea%@matrix.test' or email like 'new.coach@%';
  `);
  await resetWorld(standIn.db);
});

async function push(
  persona: UserPersona,
  table: string,
  op: 'insert' | 'update',
  rowId: string,
  values: Record<string, unknown>,
  baseVersion: number | null = null,
) {
  return personas.client(persona).rpc('push_mutation', {
    mutation: { id: randomUUID(), table, op, row_id: rowId, base_version: baseVersion, values },
  });
}

async function invite(persona: UserPersona, clientId: string) {
  return personas.client(persona).rpc('invite_client', { p_client_id: clientId });
}

describe('adding a client', () => {
  it('links the record to an existing account with that email, and to nobody otherwise', async () => {
    const linked = randomUUID();
    const { data, error } = await push('coachA', 'clients', 'insert', linked, {
      name: 'Finn',
      email: 'FOUNDER@matrix.test ',
      coach_id: ids.coachA,
    });
    expect(error).toBeNull();
    expect(data.status).toBe('applied');
    expect(data.row.user_id).toBe(ids.founder);

    const fresh = randomUUID();
    const other = await push('coachA', 'clients', 'insert', fresh, {
      name: 'Nobody Yet',
      email: 'nobody@matrix.test',
      coach_id: ids.coachA,
    });
    expect(other.data.row.user_id).toBeNull();

    // A coach cannot attach an account by naming it directly.
    const forced = await push('coachA', 'clients', 'insert', randomUUID(), {
      name: 'Forced',
      email: 'nobody2@matrix.test',
      coach_id: ids.coachA,
      user_id: ids.founder,
    });
    expect(forced.error?.code).toBe('42501');
  });
});

describe("a client's pronouns", () => {
  const pronounsOf = async (id: string) =>
    (await standIn.db.query<{ pronouns: string | null }>('select pronouns from public.clients where id = $1', [id]))
      .rows[0]?.pronouns;

  it('the coach sets them through sync, on a new record and on an existing one, and devices read them', async () => {
    const maria = randomUUID();
    const added = await push('coachA', 'clients', 'insert', maria, {
      name: 'Maria Lopez',
      pronouns: 'she',
      coach_id: ids.coachA,
    });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ status: 'applied', row: { pronouns: 'she' } });

    // Not set on a record made before (null), then set by its coach.
    expect(await pronounsOf(ids.clientOfA)).toBeNull();
    const { rows } = await standIn.db.query<{ version: number }>('select version from public.clients where id = $1', [
      ids.clientOfA,
    ]);
    const set = await push('coachA', 'clients', 'update', ids.clientOfA, { pronouns: 'he' }, rows[0].version);
    expect(set.error).toBeNull();
    expect(set.data).toMatchObject({ status: 'applied', row: { pronouns: 'he' } });
    expect(await pronounsOf(ids.clientOfA)).toBe('he');

    const read = await personas.client('coachA').from('clients').select('pronouns').eq('id', maria).single();
    expect(read.data).toEqual({ pronouns: 'she' });
    // Back to not set.
    const unset = await push('coachA', 'clients', 'update', maria, { pronouns: null }, added.data.row.version);
    expect(unset.data).toMatchObject({ status: 'applied', row: { pronouns: null } });
  });

  it('refuses any other value in the database, on insert and on update, and changes nothing', async () => {
    const { rows } = await standIn.db.query<{ version: number }>('select version from public.clients where id = $1', [
      ids.clientOfA,
    ]);
    const updated = await push('coachA', 'clients', 'update', ids.clientOfA, { pronouns: 'xe' }, rows[0].version);
    expect(updated.error?.code).toBe('23514');
    expect(await pronounsOf(ids.clientOfA)).toBeNull();

    const id = randomUUID();
    const inserted = await push('coachA', 'clients', 'insert', id, {
      name: 'Xe',
      pronouns: 'she/her',
      coach_id: ids.coachA,
    });
    expect(inserted.error?.code).toBe('23514');
    expect(await pronounsOf(id)).toBeUndefined();

    // The same check holds for writes that do not go through sync.
    const direct = await personas.client('coachA').from('clients').update({ pronouns: 'xe' }).eq('id', ids.clientOfA);
    expect(direct.error?.code).toBe('23514');
  });
});

describe('client invitations', () => {
  it('only the client’s coach (or an admin) invites, and only a record without an account', async () => {
    expect((await invite('coachA', ids.clientOfB)).error?.message).toBe('You can only invite your own clients');
    expect((await invite('founder', ids.clientOfB)).error?.message).toBe('You can only invite your own clients');
    expect((await invite('coachA', ids.clientOfA)).error?.message).toBe('This client already has an account');
    const ok = await invite('coachB', ids.clientOfB);
    expect(ok.error).toBeNull();
    expect(ok.data.token).toMatch(/^[0-9a-f]{48}$/);
    expect((await invite('admin', ids.clientOfB)).error).toBeNull();
    // The database keeps only a hash.
    const stored = await standIn.db.query<{ token_hash: string }>('select token_hash from private.invitations');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(ok.data.token);
  });

  it('registers into the right client record without a beta code, once, for the invited email only', async () => {
    const { data } = await invite('coachB', ids.clientOfB);
    const token = data.token as string;

    const details = await standIn.anonClient().rpc('invitation_details', { p_token: token });
    expect(details.data).toMatchObject({
      kind: 'client',
      email: 'bea@matrix.test',
      company: 'Bea Ltd',
      name: 'Bea Prospect',
      invited_by: 'Bo Coach',
      role: 'client',
    });

    // Another address with the token is not let in (no beta code either).
    const wrong = await freshClient(standIn).auth.signUp({
      email: 'someone.else@matrix.test',
      password: 'secret-123',
      options: { data: { invitation: token } },
    });
    expect(wrong.error).not.toBeNull();

    const bea = freshClient(standIn);
    const signUp = await bea.auth.signUp({
      email: 'bea@matrix.test',
      password: 'secret-123',
      options: { data: { invitation: token, first_name: 'Bea', last_name: 'Prospect' } },
    });
    expect(signUp.error).toBeNull();
    const userId = signUp.data.user!.id;
    const profile = await standIn.db.query<{ role: string; name: string }>(
      'select role, name from public.todo_profiles where id = $1',
      [userId],
    );
    expect(profile.rows[0]).toEqual({ role: 'client', name: 'Bea Prospect' });
    const record = await standIn.db.query<{ user_id: string }>('select user_id from public.clients where id = $1', [
      ids.clientOfB,
    ]);
    expect(record.rows[0].user_id).toBe(userId);
    const meta = await standIn.db.query<{ raw_user_meta_data: Record<string, unknown> }>(
      'select raw_user_meta_data from auth.users where id = $1',
      [userId],
    );
    expect(meta.rows[0].raw_user_meta_data).not.toHaveProperty('invitation');

    // Spent: the link says so, and cannot register anyone else.
    expect((await standIn.anonClient().rpc('invitation_details', { p_token: token })).data).toBeNull();
    const again = await freshClient(standIn).auth.signUp({
      email: 'bea.two@matrix.test',
      password: 'secret-123',
      options: { data: { invitation: token } },
    });
    expect(again.error).not.toBeNull();

    // Her own new stories belong to her client record, so her coach reads them.
    const storyId = randomUUID();
    const written = await bea.rpc('push_mutation', {
      mutation: {
        id: randomUUID(),
        table: 'stories',
        op: 'insert',
        row_id: storyId,
        base_version: null,
        values: {
          title: 'Why Bea Ltd exists',
          framework_type: 'backstory',
          content: { origin: 'A bet.' },
          user_id: userId,
        },
      },
    });
    expect(written.data.row.client_id).toBe(ids.clientOfB);
    const seen = await personas.client('coachB').from('stories').select('id').eq('id', storyId);
    expect(seen.data).toEqual([{ id: storyId }]);
  });

  it('expires, and a new link retires the older one', async () => {
    const first = (await invite('coachB', ids.clientOfB)).data.token as string;
    const second = (await invite('coachB', ids.clientOfB)).data.token as string;
    const anon = standIn.anonClient();
    expect((await anon.rpc('invitation_details', { p_token: first })).data).toBeNull();
    expect((await anon.rpc('invitation_details', { p_token: second })).data).not.toBeNull();
    await standIn.db.exec(`update private.invitations set expires_at = now() - interval '1 second'`);
    expect((await anon.rpc('invitation_details', { p_token: second })).data).toBeNull();
    const late = await freshClient(standIn).auth.signUp({
      email: 'bea@matrix.test',
      password: 'secret-123',
      options: { data: { invitation: second } },
    });
    expect(late.error).not.toBeNull();
  });
});

describe('an admin’s new user', () => {
  it('gets a one-time link to set a password; no password is handed over', async () => {
    const { data, error } = await personas.client('admin').functions.invoke('admin-create-user', {
      body: { email: 'new.coach@matrix.test', name: 'Nora Coach', role: 'coach' },
      headers: { origin: 'https://app.example.com' },
    });
    expect(error).toBeNull();
    expect(data).not.toHaveProperty('temporaryPassword');
    const url = new URL(data.invitationUrl as string);
    expect(url.origin + url.pathname).toBe('https://app.example.com/register');
    const token = url.searchParams.get('invite')!;

    const anon = standIn.anonClient();
    expect((await anon.rpc('invitation_details', { p_token: token })).data).toMatchObject({
      kind: 'account',
      email: 'new.coach@matrix.test',
      role: 'coach',
      name: 'Nora Coach',
    });
    const short = await anon.rpc('accept_account_invitation', { p_token: token, p_password: '123' });
    expect(short.error?.message).toBe('Password must be at least 6 characters long');
    const accepted = await anon.rpc('accept_account_invitation', { p_token: token, p_password: 'her-own-pass' });
    expect(accepted.data).toEqual({ email: 'new.coach@matrix.test' });

    const signIn = await freshClient(standIn).auth.signInWithPassword({
      email: 'new.coach@matrix.test',
      password: 'her-own-pass',
    });
    expect(signIn.error).toBeNull();
    const twice = await anon.rpc('accept_account_invitation', { p_token: token, p_password: 'taken-over' });
    expect(twice.error?.message).toBe('This invitation link is invalid or has expired.');
  });

  it('only an admin makes an account link', async () => {
    const { error } = await personas.client('coachA').rpc('invite_account', { p_user_id: ids.founder });
    expect(error?.message).toBe('Only admins can invite users');
  });
});

describe('coach review comments', () => {
  async function comment(persona: UserPersona, values: Record<string, unknown>) {
    const id = randomUUID();
    const result = await push(persona, 'story_comments', 'insert', id, {
      story_id: ids.clientStory,
      author_id: ids[persona],
      ...values,
    });
    return { id, ...result };
  }

  it('the coach comments and suggests on a client’s story; the client, the coach and admins read them, no one else', async () => {
    const note = await comment('coachA', { body: 'Open with the morning you almost quit.' });
    expect(note.error).toBeNull();
    expect(note.data.status).toBe('applied');
    const suggestion = await comment('coachA', {
      kind: 'suggestion',
      section_id: 'situation',
      body: 'Sharper: say who is busy.',
      suggested_text: 'Busy founders who write at 6 a.m.',
    });
    expect(suggestion.error).toBeNull();

    const read = async (p: UserPersona) =>
      ((await personas.client(p).from('story_comments').select('id').eq('story_id', ids.clientStory)).data ?? [])
        .length;
    expect(await read('client')).toBe(2);
    expect(await read('coachA')).toBe(2);
    expect(await read('admin')).toBe(2);
    expect(await read('coachB')).toBe(0);
    expect(await read('founder')).toBe(0);

    // Through the sync pull as well.
    expect(await pullAll(personas.client('client'), 'story_comments')).toHaveLength(2);

    expect((await comment('coachB', { body: 'Not my client.' })).error?.code).toBe('42501');
    expect((await comment('founder', { body: 'Nor mine.' })).error?.code).toBe('42501');
  });

  it('the owner answers a suggestion but cannot rewrite the coach’s words, nor suggest to themselves', async () => {
    const suggestion = await comment('coachA', {
      kind: 'suggestion',
      section_id: 'situation',
      body: 'Try this.',
      suggested_text: 'Busy founders at 6 a.m.',
    });
    const accepted = await push('client', 'story_comments', 'update', suggestion.id, { status: 'accepted' }, 1);
    expect(accepted.error).toBeNull();
    expect(accepted.data.row.status).toBe('accepted');

    const rewrite = await push('client', 'story_comments', 'update', suggestion.id, { body: 'I said so.' }, 2);
    expect(rewrite.error?.message).toBe('Only the author can change a comment');

    const own = await comment('client', {
      kind: 'suggestion',
      section_id: 'situation',
      body: 'Me to me',
      suggested_text: 'x',
    });
    expect(own.error?.code).toBe('42501');
    expect((await comment('client', { body: 'Thanks, I will try that.' })).error).toBeNull();
  });

  it('keeps the same limits as the app', async () => {
    const long = await comment('coachA', { body: 'x'.repeat(5001) });
    expect(long.error).not.toBeNull();
    const blank = await comment('coachA', { body: '   ' });
    expect(blank.error).not.toBeNull();
  });
});
