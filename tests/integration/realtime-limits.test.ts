// Issue 26 item 2: no realtime client can grow the server. A socket that stops reading is dropped
// once its queue passes the cap (and everything the server held for it is freed); sockets per
// address and per user are capped with a clean refusal; a large row's change carries its id, not
// its 150 KB (hosted Realtime's rule for records over max_record_bytes).
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_REALTIME_LIMITS } from '../../supabase/local/realtime/limits.ts';
import {
  createUser,
  subscribeChanges,
  waitFor,
  waitForChange,
  type Row,
  type Subscribed,
} from '../support/realtime-helpers.ts';
import { openRaw, realtimeUrl, resumeReading, stopReading, type RawSocket } from '../support/realtime-raw.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let running: TestStandIn;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  running = await startTestStandIn();
  await createUser(running, 'first-admin');
});
afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
  await running?.close();
});

/** A story whose record stays under the record limit but weighs about 50 KB. */
async function heavyStory(userId: string): Promise<string> {
  const id = randomUUID();
  await running.db.query(
    `insert into public.stories (id, user_id, title, content) values ($1, $2, 'heavy', jsonb_build_object('hook', $3::text))`,
    [id, userId, 'h'.repeat(50_000)],
  );
  return id;
}

const touch = (id: string, i: number) =>
  running.db.query('update public.stories set title = $2 where id = $1', [id, `heavy ${i}`]);

let refs = 0;
/** Joins `count` channels on one raw socket, each listening to updates of one story. */
async function joinMany(socket: RawSocket, token: string, storyId: string, count: number): Promise<void> {
  const wanted: string[] = [];
  for (let i = 0; i < count; i++) {
    const ref = String(++refs);
    wanted.push(ref);
    socket.send({
      topic: `realtime:many-${i}`,
      event: 'phx_join',
      ref,
      join_ref: ref,
      payload: {
        access_token: token,
        config: {
          postgres_changes: [{ event: 'UPDATE', schema: 'public', table: 'stories', filter: `id=eq.${storyId}` }],
        },
      },
    });
  }
  for (const ref of wanted) {
    const reply = (await socket.next((m) => (m as { ref?: string }).ref === ref)) as { payload: { status: string } };
    expect(reply.payload.status).toBe('ok');
  }
}

/** Sends a join and resolves with the server's reply ({status, response}). */
async function joinAs(socket: RawSocket, token: string, topic: string) {
  const ref = String(++refs);
  socket.send({ topic, event: 'phx_join', ref, join_ref: ref, payload: { access_token: token, config: {} } });
  const reply = (await socket.next((m) => (m as { ref?: string }).ref === ref)) as {
    payload: { status: string; response: { reason?: string } };
  };
  return reply.payload;
}

const rawUrl = () => realtimeUrl(running.url, { apikey: running.config.anonKey, vsn: '1.0.0' });

describe('a socket that stops reading', () => {
  it('is dropped once its queue passes the cap, and the server forgets it', async () => {
    const user = await createUser(running, 'paused');
    const storyId = await heavyStory(user.id);
    const socket = await openRaw(rawUrl());
    await joinMany(socket, user.token, storyId, 100);
    expect(running.realtime.stats()).toMatchObject({ sockets: 1, subscriptions: 100, droppedSlow: 0 });

    stopReading(socket.ws);
    // Each update is 100 messages of about 50 KB for this socket: the kernel's buffers fill
    // first, then the server's queue, which is capped.
    for (let i = 0; i < 60 && running.realtime.stats().droppedSlow === 0; i++) {
      await touch(storyId, i);
      await new Promise((r) => setTimeout(r, 20));
    }
    await waitFor(
      () => (running.realtime.stats().droppedSlow === 1 ? true : undefined),
      'the slow socket to be dropped',
    );
    // Never more than the cap waited in the server for it (plus one message).
    await waitFor(
      () => (running.realtime.stats().sockets === 0 ? true : undefined),
      'the dropped socket to be closed',
      5000,
    );
    expect(running.realtime.stats()).toEqual({ sockets: 0, subscriptions: 0, queuedBytes: 0, droppedSlow: 1 });

    resumeReading(socket.ws);
    const closed = await socket.closed;
    // 1013 when the close frame got through, 1006 when the socket had to be cut: realtime-js
    // reconnects after either (any close it did not ask for).
    expect([1013, 1006]).toContain(closed.code);
  });

  it('does not stop a supabase-js client for good: it reconnects, rejoins and hears the next change', async () => {
    const user = await createUser(running, 'reconnects');
    const storyId = await heavyStory(user.id);
    const transports: WebSocket[] = [];
    class RecordedWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols);
        transports.push(this);
      }
    }
    const client = createClient(running.url, running.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: RecordedWebSocket as never },
    });
    clients.push(client);
    await client.realtime.setAuth(user.token);
    const binding = { event: 'UPDATE' as const, schema: 'public', table: 'stories', filter: `id=eq.${storyId}` };
    const subs: Subscribed[] = [];
    for (let i = 0; i < 60; i++) subs.push(await subscribeChanges(client, `js-${i}`, binding));
    const dropsBefore = running.realtime.stats().droppedSlow;

    stopReading(transports[0]);
    for (let i = 0; i < 80 && running.realtime.stats().droppedSlow === dropsBefore; i++) {
      await touch(storyId, i);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(running.realtime.stats().droppedSlow).toBe(dropsBefore + 1);
    resumeReading(transports[0]);

    await waitFor(() => (transports.length > 1 ? true : undefined), 'realtime-js to reconnect', 15_000);
    await waitFor(
      () => (running.realtime.stats().subscriptions >= 60 ? true : undefined),
      'the channels to be joined again',
      15_000,
    );
    const before = subs[59].changes.length;
    await running.db.query("update public.stories set title = 'after the drop' where id = $1", [storyId]);
    const heard = await waitFor(
      () => subs[59].changes.slice(before).find((c) => (c.new as Row).title === 'after the drop'),
      'the change after reconnecting',
    );
    expect((heard.new as Row).id).toBe(storyId);
  });
});

describe('sockets per address and per user', () => {
  let capped: TestStandIn;
  beforeAll(async () => {
    capped = await startTestStandIn({ realtimeLimits: { maxSocketsPerAddress: 3, maxSocketsPerUser: 2 } });
  });
  afterAll(async () => {
    await capped?.close();
  });
  const url = () => realtimeUrl(capped.url, { apikey: capped.config.anonKey, vsn: '1.0.0' });

  it('refuses a socket past the per-address cap with a 429 that says why, and frees the place on close', async () => {
    const open = [await openRaw(url()), await openRaw(url()), await openRaw(url())];
    await expect(openRaw(url())).rejects.toThrow(
      /^Upgrade refused with 429: .*Too many realtime connections from this address \(at most 3\)/,
    );
    open[0].ws.close();
    await open[0].closed;
    await waitFor(() => (capped.realtime.stats().sockets === 2 ? true : undefined), 'the socket to be released');
    const again = await openRaw(url());
    for (const socket of [...open.slice(1), again]) socket.ws.close();
    await Promise.all([...open.slice(1), again].map((s) => s.closed));
  });

  it("refuses a user's join on a socket past the per-user cap, not another user's", async () => {
    await createUser(capped, 'first-admin');
    const owner = await createUser(capped, 'owner');
    const other = await createUser(capped, 'other');
    const sockets = [await openRaw(url()), await openRaw(url()), await openRaw(url())];
    expect(await joinAs(sockets[0], owner.token, 'realtime:a')).toMatchObject({ status: 'ok' });
    expect(await joinAs(sockets[1], owner.token, 'realtime:b')).toMatchObject({ status: 'ok' });
    // More channels on a socket the user already holds are fine.
    expect(await joinAs(sockets[1], owner.token, 'realtime:b2')).toMatchObject({ status: 'ok' });
    expect(await joinAs(sockets[2], owner.token, 'realtime:c')).toEqual({
      status: 'error',
      response: {
        reason: 'Too many realtime connections for this user (at most 2); close other tabs or devices',
      },
    });
    expect(await joinAs(sockets[2], other.token, 'realtime:d')).toMatchObject({ status: 'ok' });
    sockets[0].ws.close();
    await sockets[0].closed;
    await waitFor(() => (capped.realtime.stats().sockets === 2 ? true : undefined), 'the socket to be released');
    expect(await joinAs(sockets[2], owner.token, 'realtime:e')).toMatchObject({ status: 'ok' });
    for (const socket of sockets.slice(1)) socket.ws.close();
  });
});

describe('a large row', () => {
  it('arrives with its id and short columns, without its 150 KB, as hosted Realtime trims it', async () => {
    const user = await createUser(running, 'big');
    const client = running.anonClient();
    clients.push(client);
    await client.realtime.setAuth(user.token);
    const sub = await subscribeChanges(client, 'big-rows', { event: '*', schema: 'public', table: 'stories' });
    const id = randomUUID();
    await running.db.query(
      `insert into public.stories (id, user_id, title, content) values ($1, $2, 'big one', jsonb_build_object('hook', $3::text))`,
      [id, user.id, 'b'.repeat(150_000)],
    );
    const inserted = await waitForChange(sub, 'INSERT', id);
    const row = inserted.new as Row;
    expect(row).toMatchObject({ id, user_id: user.id, title: 'big one', version: 1 });
    expect(row).not.toHaveProperty('content');
    expect(inserted.errors).toEqual(['Error 413: Payload Too Large']);
    expect(JSON.stringify(inserted).length).toBeLessThan(DEFAULT_REALTIME_LIMITS.maxRecordBytes);

    await running.db.query("update public.stories set title = 'big two' where id = $1", [id]);
    const updated = await waitForChange(sub, 'UPDATE', id);
    expect(updated.new).toMatchObject({ id, title: 'big two' });
    expect(updated.new).not.toHaveProperty('content');
    expect(updated.old).toEqual({ id });
  });
});
