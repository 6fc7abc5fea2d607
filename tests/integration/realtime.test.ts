// /realtime/v1/websocket: postgres_changes over a real WebSocket with supabase-js, each change
// delivered only to subscribers whose row-level security lets them read the row.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessToken,
  createUser,
  insertStory,
  subscribeChanges,
  waitFor,
  waitForChange,
  type Change,
  type Row,
  type TestUser,
} from '../support/realtime-helpers.ts';
import { openRaw, realtimeUrl } from '../support/realtime-raw.ts';
import { withCaller, type Caller } from '../../supabase/local/caller.ts';
import { parseFilter, rowMatches } from '../../supabase/local/realtime/filters.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let running: TestStandIn;
let owner: TestUser;
let stranger: TestUser;
let coach: TestUser;
let clientUser: TestUser;
const clients: SupabaseClient[] = [];

async function signedInClient(user: TestUser): Promise<SupabaseClient> {
  const client = running.anonClient();
  clients.push(client);
  await client.realtime.setAuth(user.token);
  return client;
}

beforeAll(async () => {
  running = await startTestStandIn();
  await createUser(running, 'first-admin'); // the first user becomes admin; keep it out of the way
  owner = await createUser(running, 'owner');
  stranger = await createUser(running, 'stranger');
  coach = await createUser(running, 'coach', 'coach');
  clientUser = await createUser(running, 'client', 'client');
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
  await running?.close();
});

describe('postgres_changes', () => {
  it('delivers INSERT, UPDATE and DELETE of a story to its owner', async () => {
    const sub = await subscribeChanges(await signedInClient(owner), 'owner-stories', {
      event: '*',
      schema: 'public',
      table: 'stories',
    });
    const id = await insertStory(running, { userId: owner.id, title: 'First draft' });

    const inserted = await waitForChange(sub, 'INSERT', id);
    expect(inserted).toMatchObject({ schema: 'public', table: 'stories', eventType: 'INSERT' });
    expect(inserted.new).toMatchObject({ id, title: 'First draft', user_id: owner.id, version: 1, content: {} });
    expect(inserted.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);

    await running.db.query('update public.stories set title = $2 where id = $1', [id, 'Second draft']);
    const updated = await waitForChange(sub, 'UPDATE', id);
    expect(updated.new).toMatchObject({ id, title: 'Second draft', version: 2 });
    // With RLS on, the old record carries only the primary key, as on hosted Supabase.
    expect(updated.old).toEqual({ id });

    await running.db.query('delete from public.stories where id = $1', [id]);
    const deleted = await waitForChange(sub, 'DELETE', id);
    expect(deleted.old).toEqual({ id });
    expect(deleted.new).toEqual({});
  });

  it('captures changes written by a signed-in caller under RLS, as REST writes them', async () => {
    const sub = await subscribeChanges(await signedInClient(owner), 'owner-rest-writes', {
      event: 'INSERT',
      schema: 'public',
      table: 'stories',
    });
    const id = randomUUID();
    const caller: Caller = {
      role: 'authenticated',
      claims: { sub: owner.id, role: 'authenticated', email: owner.email, aud: 'authenticated' },
      token: owner.token,
    };
    await withCaller(running.db, caller, {}, (tx) =>
      tx.query('insert into public.stories (id, title) values ($1, $2)', [id, 'Written as the owner']),
    );
    const inserted = await waitForChange(sub, 'INSERT', id);
    expect(inserted.new).toMatchObject({ id, user_id: owner.id });
  });

  it('honours event and column filters', async () => {
    const client = await signedInClient(owner);
    const published = await subscribeChanges(client, 'owner-published', {
      event: 'INSERT',
      schema: 'public',
      table: 'stories',
      filter: 'status=eq.published',
    });
    const mine = await subscribeChanges(client, 'owner-by-user', {
      event: '*',
      schema: 'public',
      table: 'stories',
      filter: `user_id=eq.${owner.id}`,
    });
    const draft = await insertStory(running, { userId: owner.id, title: 'Draft' });
    const live = await insertStory(running, { userId: owner.id, title: 'Live', status: 'published' });
    await waitForChange(published, 'INSERT', live);
    await waitForChange(mine, 'INSERT', live);
    expect(published.changes.map((c) => (c.new as Row).id)).toEqual([live]);
    expect(mine.changes.map((c) => (c.new as Row).id)).toEqual([draft, live]);

    await running.db.query(`update public.stories set status = 'published' where id = $1`, [draft]);
    await waitForChange(mine, 'UPDATE', draft);
    // An INSERT-only binding is not told about updates.
    expect(published.changes).toHaveLength(1);
  });

  it("does not deliver another user's rows", async () => {
    const sub = await subscribeChanges(await signedInClient(stranger), 'stranger-stories', {
      event: '*',
      schema: 'public',
      table: 'stories',
    });
    const theirs = await insertStory(running, { userId: owner.id, title: 'Not for strangers' });
    await running.db.query('update public.stories set title = $2 where id = $1', [theirs, 'Still not']);
    await running.db.query('delete from public.stories where id = $1', [theirs]);
    // Changes are delivered in commit order: once the stranger's own row arrives, the owner's
    // three changes have been decided.
    const own = await insertStory(running, { userId: stranger.id, title: 'Mine' });
    await waitForChange(sub, 'INSERT', own);
    expect(sub.changes.map((c) => [c.eventType, (c.new as Row).id ?? (c.old as Row).id])).toEqual([['INSERT', own]]);
  });

  it("delivers a client's story to their coach, not to another user", async () => {
    const clientId = randomUUID();
    await running.db.query('insert into public.clients (id, name, coach_id, user_id) values ($1, $2, $3, $4)', [
      clientId,
      'Client Co',
      coach.id,
      clientUser.id,
    ]);
    const coachSub = await subscribeChanges(await signedInClient(coach), 'coach-stories', {
      event: 'INSERT',
      schema: 'public',
      table: 'stories',
    });
    const strangerSub = await subscribeChanges(await signedInClient(stranger), 'stranger-client-stories', {
      event: 'INSERT',
      schema: 'public',
      table: 'stories',
    });
    const story = await insertStory(running, { userId: clientUser.id, title: 'Client story', clientId });
    const received = await waitForChange(coachSub, 'INSERT', story);
    expect(received.new).toMatchObject({ id: story, client_id: clientId, user_id: clientUser.id });
    const marker = await insertStory(running, { userId: stranger.id, title: 'Marker' });
    await waitForChange(strangerSub, 'INSERT', marker);
    expect(strangerSub.changes.map((c) => (c.new as Row).id)).toEqual([marker]);
  });

  it('gives the service role every change with the whole old row', async () => {
    const client = running.serviceClient();
    clients.push(client);
    const sub = await subscribeChanges(client, 'service-stories', { event: '*', schema: 'public', table: 'stories' });
    const id = await insertStory(running, { userId: owner.id, title: 'Audited' });
    await running.db.query('delete from public.stories where id = $1', [id]);
    const deleted = await waitForChange(sub, 'DELETE', id);
    expect(deleted.old).toMatchObject({ id, title: 'Audited', user_id: owner.id });
  });

  it('keys rows by their own primary key (preferences by user_id)', async () => {
    const sub = await subscribeChanges(await signedInClient(owner), 'owner-prefs', {
      event: 'UPDATE',
      schema: 'public',
      table: 'todo_user_preferences',
    });
    const strangerSub = await subscribeChanges(await signedInClient(stranger), 'stranger-prefs', {
      event: 'UPDATE',
      schema: 'public',
      table: 'todo_user_preferences',
    });
    await running.db.query(
      `update public.todo_user_preferences set preferences = '{"theme":"dark"}' where user_id = $1`,
      [owner.id],
    );
    await running.db.query(
      `update public.todo_user_preferences set preferences = '{"theme":"light"}' where user_id = $1`,
      [stranger.id],
    );
    const mine = await waitFor(() => sub.changes[0], 'the owner preferences update');
    expect(mine.new).toMatchObject({ user_id: owner.id, preferences: { theme: 'dark' } });
    expect(mine.old).toEqual({ user_id: owner.id });
    await waitFor(() => strangerSub.changes[0], 'the stranger preferences update');
    expect(sub.changes).toHaveLength(1);
    expect(strangerSub.changes.map((c) => (c.new as Row).user_id)).toEqual([stranger.id]);
  });

  it('routes changes to the right binding of a multi-table channel, as the sync engine subscribes', async () => {
    const client = await signedInClient(owner);
    const seen: string[] = [];
    const channel = client.channel('sync-like');
    for (const table of ['stories', 'clients', 'todo_profiles', 'todo_user_preferences']) {
      channel.on('postgres_changes', { event: '*', schema: 'public', table }, (c: Change) =>
        seen.push(`${c.table}:${c.eventType}`),
      );
    }
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : err && reject(err))),
    );
    await running.db.query(`update public.todo_profiles set name = 'Owner Renamed' where id = $1`, [owner.id]);
    await insertStory(running, { userId: owner.id, title: 'Sync me' });
    await waitFor(() => (seen.length >= 2 ? seen : undefined), 'two changes');
    expect(seen).toEqual(['todo_profiles:UPDATE', 'stories:INSERT']);
  });

  it('refuses a join with an expired token, with a clear reason', async () => {
    const client = running.anonClient();
    clients.push(client);
    await client.realtime.setAuth(accessToken(running, owner, -60));
    await expect(
      subscribeChanges(client, 'expired', { event: '*', schema: 'public', table: 'stories' }),
    ).rejects.toThrow(/Token has expired/);
  });

  it('refuses a subscription to a table outside the publication or an invalid filter', async () => {
    const client = await signedInClient(owner);
    await expect(
      subscribeChanges(client, 'not-published', { event: '*', schema: 'public', table: 'applied_mutations' }),
    ).rejects.toThrow(/Unable to subscribe to changes/);
    await expect(
      subscribeChanges(client, 'bad-filter', {
        event: '*',
        schema: 'public',
        table: 'stories',
        filter: 'title=like.%x%',
      }),
    ).rejects.toThrow(/operator must be one of/);
  });
});

describe('protocol', () => {
  it('answers heartbeats and survives malformed frames', async () => {
    const url = realtimeUrl(running.url, { apikey: running.config.anonKey, vsn: '2.0.0' });
    const bad = await openRaw(url);
    bad.sendRaw('this is not json');
    expect((await bad.closed).code).toBe(1003);

    const odd = await openRaw(url);
    odd.send({ not: 'an array' });
    expect(await odd.closed).toMatchObject({ code: 1003, reason: expect.stringMatching(/Malformed message/) });

    const good = await openRaw(url);
    good.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(await good.next((m) => Array.isArray(m) && m[1] === '1')).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    good.send([null, '2', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    expect(await good.next((m) => Array.isArray(m) && m[1] === '2')).toMatchObject([
      null,
      '2',
      'realtime:nowhere',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    good.ws.close();

    // Subscriptions on other sockets still work.
    const sub = await subscribeChanges(await signedInClient(owner), 'after-malformed', {
      event: 'INSERT',
      schema: 'public',
      table: 'stories',
    });
    const id = await insertStory(running, { userId: owner.id, title: 'Still alive' });
    await waitForChange(sub, 'INSERT', id);
  });

  it('speaks vsn 1.0.0 object frames and refreshes the access token', async () => {
    const raw = await openRaw(realtimeUrl(running.url, { apikey: running.config.anonKey, vsn: '1.0.0' }));
    raw.send({
      topic: 'realtime:v1',
      event: 'phx_join',
      ref: '1',
      join_ref: '1',
      payload: {
        access_token: owner.token,
        config: { postgres_changes: [{ event: 'update', schema: 'public', table: 'stories' }] },
      },
    });
    const reply = await raw.next((m) => (m as { ref?: string }).ref === '1');
    expect(reply).toMatchObject({
      topic: 'realtime:v1',
      event: 'phx_reply',
      payload: {
        status: 'ok',
        response: { postgres_changes: [{ event: 'update', schema: 'public', table: 'stories' }] },
      },
    });
    await raw.next((m) => (m as { event?: string }).event === 'system');

    raw.send({
      topic: 'realtime:v1',
      event: 'access_token',
      ref: '2',
      join_ref: '1',
      payload: { access_token: accessToken(running, owner, 7200) },
    });
    await raw.next((m) => (m as { ref?: string }).ref === '2');
    const id = await insertStory(running, { userId: owner.id, title: 'v1' });
    await running.db.query('update public.stories set title = $2 where id = $1', [id, 'v1 again']);
    const change = (await raw.next((m) => (m as { event?: string }).event === 'postgres_changes')) as {
      payload: { ids: number[]; data: { type: string; record: Row } };
    };
    expect(change.payload.data).toMatchObject({ type: 'UPDATE', record: { id, title: 'v1 again' } });

    // An expired token closes the channel with a reason.
    raw.send({
      topic: 'realtime:v1',
      event: 'access_token',
      ref: '3',
      join_ref: '1',
      payload: { access_token: accessToken(running, owner, -5) },
    });
    await raw.next((m) => (m as { event?: string }).event === 'phx_close');
    expect(raw.received).toContainEqual(
      expect.objectContaining({
        event: 'system',
        payload: expect.objectContaining({ status: 'error', message: 'Token has expired' }),
      }),
    );
    raw.ws.close();
  });

  it('closes a channel when its token expires', async () => {
    const raw = await openRaw(realtimeUrl(running.url, { apikey: running.config.anonKey, vsn: '2.0.0' }));
    const shortLived = accessToken(running, owner, 3);
    raw.send(['1', '1', 'realtime:short', 'phx_join', { access_token: shortLived, config: { postgres_changes: [] } }]);
    expect(await raw.next((m) => Array.isArray(m) && m[1] === '1')).toMatchObject([
      '1',
      '1',
      'realtime:short',
      'phx_reply',
      { status: 'ok' },
    ]);
    await raw.next((m) => Array.isArray(m) && m[3] === 'phx_close', 10_000);
    expect(raw.received).toContainEqual([
      '1',
      null,
      'realtime:short',
      'system',
      { channel: 'short', extension: 'system', message: 'Token has expired', status: 'error' },
    ]);
    raw.ws.close();
  });

  it('refuses a socket without a valid API key', async () => {
    await expect(openRaw(realtimeUrl(running.url, { apikey: 'nope', vsn: '2.0.0' }))).rejects.toThrow(/401/);
    await expect(openRaw(realtimeUrl(running.url, { vsn: '2.0.0' }))).rejects.toThrow(/401/);
  });

  it('relays broadcasts to the other members of a topic', async () => {
    const a = await signedInClient(owner);
    const b = await signedInClient(stranger);
    const heard: unknown[] = [];
    const listen = b.channel('room').on('broadcast', { event: 'wave' }, (msg) => heard.push(msg.payload));
    await new Promise<void>((resolve) => listen.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    const speakerHeard: unknown[] = [];
    const speak = a.channel('room').on('broadcast', { event: 'wave' }, (msg) => speakerHeard.push(msg.payload));
    await new Promise<void>((resolve) => speak.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    expect(await speak.send({ type: 'broadcast', event: 'wave', payload: { hello: 'there' } })).toBe('ok');
    await waitFor(() => (heard.length > 0 ? heard : undefined), 'a broadcast');
    expect(heard).toEqual([{ hello: 'there' }]);
    expect(speakerHeard).toEqual([]);
  });
});

describe('presence', () => {
  it('shares tracked state with the other members and drops it on leave', async () => {
    const a = await signedInClient(owner);
    const b = await signedInClient(stranger);
    const watcher = b.channel('lobby', { config: { presence: { key: 'watcher' } } });
    watcher.on('presence', { event: 'sync' }, () => undefined);
    await new Promise<void>((resolve) => watcher.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    const tracker = a.channel('lobby', { config: { presence: { key: 'owner' } } });
    tracker.on('presence', { event: 'sync' }, () => undefined);
    await new Promise<void>((resolve) => tracker.subscribe((s) => s === 'SUBSCRIBED' && resolve()));
    expect(await tracker.track({ online_at: 'now' })).toBe('ok');
    const state = await waitFor(() => watcher.presenceState()['owner'], 'the tracked presence');
    expect(state).toEqual([expect.objectContaining({ online_at: 'now' })]);
    await a.removeChannel(tracker);
    await waitFor(() => (watcher.presenceState()['owner'] ? undefined : true), 'the presence to leave');
  });
});

describe('filters', () => {
  const columns = new Set(['id', 'status', 'version', 'title']);
  const types = new Map([
    ['id', 'uuid'],
    ['status', 'text'],
    ['version', 'int4'],
    ['title', 'text'],
  ]);
  const row = { id: 'A1', status: 'draft', version: 3, title: 'a,b' };
  const cases: [string, boolean][] = [
    ['status=eq.draft', true],
    ['status=neq.draft', false],
    ['version=gt.2', true],
    ['version=gte.4', false],
    ['version=lt.10', true],
    ['version=lte.3', true],
    ['status=in.(draft,published)', true],
    ['status=not.in.(draft,published)', false],
    ['title=eq."a,b"', true],
    ['id=eq.a1', true],
    ['status=eq.draft,version=gt.5', false],
  ];
  it.each(cases)('%s → %s', (filter, expected) => {
    const parsed = parseFilter(filter, columns);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(rowMatches(parsed.conditions, row, types)).toBe(expected);
  });

  it('refuses unknown operators and columns', () => {
    expect(parseFilter('status=like.dr%', columns)).toMatchObject({ ok: false });
    expect(parseFilter('owner=eq.x', columns)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/unknown column owner/),
    });
    expect(parseFilter('nonsense', columns)).toMatchObject({ ok: false });
  });
});
