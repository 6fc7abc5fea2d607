import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { clearLocalData, createDatabase } from '../../../../src/data/mirror/db';
import {
  countPendingChanges,
  enqueueInsert,
  enqueueInvoke,
  enqueueRpc,
  onOutboxChange,
} from '../../../../src/data/mirror/outbox';
import { createStory, deleteStory, updateStory } from '../../../../src/data/mirror/stories';
import { typeSection } from '../../../support/type-section';
import { addClient, deleteClient, updateClient } from '../../../../src/data/mirror/clients';
import { updatePreferences } from '../../../../src/data/mirror/preferences';
import { forgetUser, lastUser, rememberUser } from '../../../../src/data/remote/session-cache';
import { createKvAuthStorage } from '../../../../src/data/remote/auth-storage';
import type { MutationEntry } from '../../../../src/data/mirror/types';
import { signedInDatabase } from '../../../support/signed-in-database';

let n = 0;
const fresh = () => signedInDatabase(`writes-${n++}`);

afterEach(() => setDataDeps());

describe('story writes', () => {
  it('commits the row and its outbox entry together', async () => {
    const db = fresh();
    const id = await createStory({ title: 'My story', content: { hook: 'Once' } }, db);
    const row = await db.stories.get(id);
    expect(row).toMatchObject({ id, title: 'My story', content: { hook: 'Once' }, base: null, version: 0 });
    const entries = (await db.outbox.toArray()) as MutationEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'mutation',
      table: 'stories',
      rowId: id,
      op: 'insert',
      sent: false,
      state: 'queued',
    });
    expect(entries[0].values).toMatchObject({
      title: 'My story',
      content: { hook: 'Once' },
      status: 'draft',
      framework_type: 'five_point',
    });
    expect(entries[0].values).toHaveProperty('user_id', 'user-1');
  });

  it('commits neither when the outbox write fails', async () => {
    const db = fresh();
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(createStory({ title: 'Lost?' }, db)).rejects.toThrow('disk full');
    expect(await db.stories.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rolls the row back when the entry update fails', async () => {
    const db = fresh();
    const id = await createStory({ title: 'Before' }, db);
    // Mark the insert as sent so the next patch needs a new entry, then make adding fail.
    await db.outbox.toCollection().modify({ sent: true });
    db.outbox.hook('creating', () => {
      throw new Error('quota');
    });
    await expect(updateStory(id, { title: 'After' }, db)).rejects.toThrow('quota');
    expect((await db.stories.get(id))?.title).toBe('Before');
  });

  it('coalesces patches into the row entry that was never sent', async () => {
    const db = fresh();
    const id = await createStory({ title: 'T' }, db);
    await typeSection(id, 'hook', 'a', db);
    await typeSection(id, 'hook', 'ab', db);
    await typeSection(id, 'problem', 'p', db);
    await updateStory(id, { status: 'in_review' }, db);
    const entries = (await db.outbox.toArray()) as MutationEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0].op).toBe('insert');
    expect(entries[0].values).toMatchObject({ content: { hook: 'ab', problem: 'p' }, status: 'in_review', title: 'T' });
  });

  it('starts a new entry, in order, once the last one has been sent', async () => {
    const db = fresh();
    const id = await createStory({ title: 'T' }, db);
    await db.outbox.toCollection().modify({ sent: true, state: 'inflight' });
    await updateStory(id, { title: 'T2' }, db);
    await updateStory(id, { title: 'T3' }, db);
    const entries = (await db.outbox.orderBy('seq').toArray()) as MutationEntry[];
    expect(entries.map((e) => [e.op, e.values.title])).toEqual([
      ['insert', 'T'],
      ['update', 'T3'],
    ]);
    expect(entries[0].seq! < entries[1].seq!).toBe(true);
  });

  it('deletes as a tombstone and rejects unknown rows', async () => {
    const db = fresh();
    const id = await createStory({ title: 'Bye' }, db);
    // As if the server had acknowledged the insert.
    await db.outbox.clear();
    const acked = await db.stories.get(id);
    await db.stories.update(id, { version: 1, base: { ...acked!, version: 1 } });
    await deleteStory(id, db);
    const row = await db.stories.get(id);
    expect(row?.deleted_at).toBeTruthy();
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect(entry).toMatchObject({ op: 'update', values: { deleted_at: row?.deleted_at } });
    await expect(updateStory('00000000-0000-4000-8000-000000000000', { title: 'x' }, db)).rejects.toThrow('not found');
  });

  it('validates input with the shared schema and changes nothing on bad input', async () => {
    const db = fresh();
    await expect(createStory({ title: 'x'.repeat(301) }, db)).rejects.toThrow();
    await expect(createStory({ framework_type: 'nope' as 'five_point' }, db)).rejects.toThrow();
    expect(await db.stories.count()).toBe(0);
    expect(await countPendingChanges(db)).toBe(0);
  });

  it('keeps a single-text content when a section is written', async () => {
    const db = fresh();
    const id = await createStory({ content: 'one long text' }, db);
    await typeSection(id, 'hook', 'h', db);
    expect((await db.stories.get(id))?.content).toEqual({ text: 'one long text', hook: 'h' });
  });

  it('uses the remembered user as owner and tells listeners', async () => {
    const db = fresh();
    await rememberUser({ id: '11111111-1111-4111-8111-111111111111', email: 'a@b.co', role: 'coach', name: 'Ann' }, db);
    let told = 0;
    const off = onOutboxChange(() => told++);
    const id = await createStory({ title: 'Mine' }, db);
    off();
    expect((await db.stories.get(id))?.user_id).toBe('11111111-1111-4111-8111-111111111111');
    expect(told).toBe(1);
  });

  it('tells listeners outside the write’s transaction: an edit of the generated text lets them read any table', async () => {
    const db = fresh();
    const id = await createStory({ title: 'Mine', content: { hook: 'Once upon a time' } }, db);
    await updateStory(id, { generated_content: 'The first text.' }, db);
    const reads: Promise<number>[] = [];
    // The sync runner counts what waits, uploads included; a table the edit's transaction does not cover.
    const off = onOutboxChange(() => reads.push(db.uploads.count()));
    await updateStory(id, { generated_content: 'My own ending.', status: 'in_review' }, db);
    off();
    expect(reads).toHaveLength(1);
    await expect(reads[0]).resolves.toBe(0);
    expect((await db.stories.get(id))?.generated_content).toBe('My own ending.');
  });
});

describe('clients and preferences', () => {
  it('writes clients with the coach defaulting to the user', async () => {
    const db = fresh();
    await rememberUser({ id: '22222222-2222-4222-8222-222222222222', email: null, role: 'coach', name: null }, db);
    const id = await addClient({ name: 'Acme' }, db);
    await updateClient(id, { company: 'Acme Inc' }, db);
    await deleteClient(id, db);
    const row = await db.clients.get(id);
    expect(row).toMatchObject({ coach_id: '22222222-2222-4222-8222-222222222222', company: 'Acme Inc' });
    expect(row?.deleted_at).toBeTruthy();
    const entries = (await db.outbox.toArray()) as MutationEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0].values).toMatchObject({
      name: 'Acme',
      company: 'Acme Inc',
      coach_id: '22222222-2222-4222-8222-222222222222',
    });
    await expect(addClient({ name: '  ' }, db)).rejects.toThrow('Please enter a name');
  });

  it("sends a client's pronouns with the record and with an edit, and keeps anything else out", async () => {
    const db = fresh();
    await rememberUser({ id: '22222222-2222-4222-8222-222222222222', email: null, role: 'coach', name: null }, db);
    const maria = await addClient({ name: 'Maria', pronouns: 'she' }, db);
    expect((await db.clients.get(maria))?.pronouns).toBe('she');
    expect(((await db.outbox.toArray()) as MutationEntry[])[0].values).toMatchObject({ pronouns: 'she' });
    await updateClient(maria, { pronouns: 'he' }, db);
    expect(((await db.outbox.toArray()) as MutationEntry[])[0].values).toMatchObject({ pronouns: 'he' });
    // Not set: null, sent as null (the server's "they").
    const sam = await addClient({ name: 'Sam' }, db);
    expect((await db.clients.get(sam))?.pronouns).toBeNull();
    await expect(updateClient(sam, { pronouns: 'xe' as never }, db)).rejects.toThrow();
    await expect(addClient({ name: 'Kim', pronouns: 'she/her' as never }, db)).rejects.toThrow();
    expect((await db.clients.get(sam))?.pronouns).toBeNull();
  });

  it('merges preference groups', async () => {
    const db = fresh();
    await updatePreferences('u1', { theme: 'dark' }, db);
    await updatePreferences('u1', { privacy: { show_email: true } }, db);
    expect((await db.preferences.get('u1'))?.preferences).toEqual({ theme: 'dark', privacy: { show_email: true } });
    const entries = (await db.outbox.toArray()) as MutationEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ table: 'todo_user_preferences', rowId: 'u1', op: 'insert' });
  });
});

describe('visitor writes and function calls', () => {
  it('queues rpc, insert and invoke entries that each have their own id and queue key', async () => {
    const db = fresh();
    const a = await enqueueRpc('join_waitlist', { email: 'a@b.co' }, db);
    const b = await enqueueInsert('leads', { name: 'N', email: 'n@b.co' }, db);
    const c = await enqueueInvoke('generate-story', { story: {} }, db);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.kind)).toEqual(['rpc', 'insert', 'invoke']);
    expect(new Set(entries.map((e) => e.queueKey)).size).toBe(3);
    expect(entries[0].id).toBe(a);
    expect(entries[1]).toMatchObject({ values: { id: b } });
    expect(entries[2].id).toBe(c);
    expect(await countPendingChanges(db)).toBe(3);
  });
});

describe('session cache and auth storage', () => {
  it('remembers and forgets the last user', async () => {
    const db = createDatabase(`writes-${n++}`);
    expect(await lastUser(db)).toBeNull();
    await rememberUser({ id: 'u', email: 'e@x.co', role: 'admin', name: 'E' }, db);
    expect(await lastUser(db)).toEqual({ id: 'u', email: 'e@x.co', role: 'admin', name: 'E' });
    await forgetUser(db);
    expect(await lastUser(db)).toBeNull();
  });

  it('stores the supabase session in kv', async () => {
    const db = fresh();
    const storage = createKvAuthStorage(db);
    expect(await storage.getItem('sb-auth-token')).toBeNull();
    await storage.setItem('sb-auth-token', '{"access_token":"x"}');
    expect(await storage.getItem('sb-auth-token')).toBe('{"access_token":"x"}');
    await storage.removeItem('sb-auth-token');
    expect(await storage.getItem('sb-auth-token')).toBeNull();
  });

  it('clearLocalData empties everything', async () => {
    const db = fresh();
    await createStory({ title: 'x' }, db);
    await rememberUser({ id: 'u', email: null, role: 'user', name: null }, db);
    await clearLocalData(db);
    expect(await db.stories.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.kv.count()).toBe(0);
  });
});
