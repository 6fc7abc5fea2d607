// Two devices of one user edit the same stories offline, then reconnect, against the real
// stand-in over HTTP: different sections merge, the same section becomes a conflict the user
// resolves, nothing is lost and no row is duplicated.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createPlainUser, type Device, type TestUser } from '../../bench/sync/devices';
import { randomUUID } from 'node:crypto';
import { resolveConflict } from '../../src/data/mirror/attention';
import { rememberUser } from '../../src/data/remote/session-cache';
import { writeStoryText } from '../../src/data/story-text';
import { createStory, updateStory } from '../../src/data/mirror/stories';
import { typeSection } from '../support/type-section';
import { startTestStandIn, type TestStandIn } from '../support/stand-in';

let standIn: TestStandIn;
let user: TestUser;
let laptop: Device;
let phone: Device;

beforeAll(async () => {
  standIn = await startTestStandIn();
  user = await createPlainUser(standIn);
  laptop = createDevice({ standIn, user, name: 'sync-laptop' });
  phone = createDevice({ standIn, user, name: 'sync-phone' });
});

afterAll(async () => {
  laptop?.db.close();
  phone?.db.close();
  await standIn?.close();
});

async function serverStory(id: string) {
  const { rows } = await standIn.db.query<{ content: Record<string, string>; title: string; version: number }>(
    'select content, title, version from public.stories where id = $1',
    [id],
  );
  return rows[0];
}

describe('two devices, one user', () => {
  it('merges edits to different sections made offline on both devices', async () => {
    const id = await createStory({ title: 'Origin', content: { hook: 'h', problem: 'p', solution: 's' } }, laptop.db);
    expect((await laptop.sync()).outcome).toBe('synced');
    await phone.sync();
    expect((await phone.db.stories.get(id))?.content).toEqual({ hook: 'h', problem: 'p', solution: 's' });

    laptop.online.value = false;
    phone.online.value = false;
    await typeSection(id, 'hook', 'laptop hook', laptop.db);
    await updateStory(id, { title: 'Laptop title' }, laptop.db);
    await typeSection(id, 'problem', 'phone problem', phone.db);
    await updateStory(id, { status: 'in_review' }, phone.db);
    expect((await laptop.sync()).outcome).toBe('offline');

    laptop.online.value = true;
    phone.online.value = true;
    expect((await laptop.sync()).outcome).toBe('synced');
    const phoneReport = await phone.sync();
    expect(phoneReport).toMatchObject({ outcome: 'synced', pending: 0, attention: 0 });
    await laptop.sync();

    const expected = { hook: 'laptop hook', problem: 'phone problem', solution: 's' };
    expect((await serverStory(id)).content).toEqual(expected);
    expect((await laptop.db.stories.get(id))?.content).toEqual(expected);
    expect((await phone.db.stories.get(id))?.content).toEqual(expected);
    expect(await phone.db.stories.get(id)).toMatchObject({ title: 'Laptop title', status: 'in_review' });
    expect(phone.events.some((e) => e.type === 'merged')).toBe(true);
  });

  it('surfaces the same section changed on both devices, keeps both texts, and settles', async () => {
    const id = await createStory({ title: 'Clash', content: { hook: 'base hook', problem: 'p' } }, phone.db);
    await phone.sync();
    await laptop.sync();

    laptop.online.value = false;
    phone.online.value = false;
    await typeSection(id, 'hook', 'laptop words', laptop.db);
    await typeSection(id, 'hook', 'phone words', phone.db);
    await typeSection(id, 'problem', 'phone problem', phone.db);
    laptop.online.value = true;
    phone.online.value = true;

    await laptop.sync();
    const report = await phone.sync();
    expect(report.attention).toBe(1);
    const [conflict] = await phone.db.conflicts.where('state').equals('open').toArray();
    expect(conflict.conflicts).toEqual([
      { field: 'content', key: 'hook', base: 'base hook', mine: 'phone words', theirs: 'laptop words' },
    ]);
    // While the user decides, the server keeps the laptop's text and the phone keeps its own.
    expect((await serverStory(id)).content).toEqual({ hook: 'laptop words', problem: 'p' });
    expect((await phone.db.stories.get(id))?.content).toEqual({ hook: 'phone words', problem: 'phone problem' });

    await resolveConflict(conflict.id, [{ pick: 'merged', value: 'phone words. laptop words' }], phone.db);
    expect(await phone.sync()).toMatchObject({ outcome: 'synced', pending: 0, attention: 0 });
    await laptop.sync();

    const final = { hook: 'phone words. laptop words', problem: 'phone problem' };
    expect((await serverStory(id)).content).toEqual(final);
    expect((await laptop.db.stories.get(id))?.content).toEqual(final);
    // The losing text stays reachable in the resolved record.
    expect((await phone.db.conflicts.get(conflict.id))?.theirs).toMatchObject({ content: { hook: 'laptop words' } });
  });

  it('keeps exactly one server row per story and an empty queue on both devices', async () => {
    const { rows } = await standIn.db.query<{ n: string; distinct_ids: string }>(
      'select count(*)::text as n, count(distinct id)::text as distinct_ids from public.stories where user_id = $1',
      [user.id],
    );
    expect(rows[0]).toEqual({ n: '2', distinct_ids: '2' });
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(await phone.db.outbox.count()).toBe(0);
    expect((await laptop.db.stories.toArray()).length).toBe(2);
  });

  it('replays a lost response without applying twice, and tombstones reach the other device', async () => {
    const id = await createStory({ title: 'Replay' }, laptop.db);
    const [entry] = await laptop.db.outbox.toArray();
    // Deliver the entry once by hand (as if the response was lost), then let the engine replay it.
    const first = await fetch(`${standIn.url}/rest/v1/rpc/push_mutation`, {
      method: 'POST',
      headers: {
        apikey: standIn.config.anonKey,
        authorization: `Bearer ${laptop.session.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        mutation: {
          id: entry.id,
          table: 'stories',
          op: 'insert',
          row_id: id,
          base_version: null,
          values: { title: 'Replay' },
        },
      }),
    });
    expect((await first.json()).status).toBe('applied');
    await laptop.db.outbox.toCollection().modify({ sent: true, state: 'inflight' });
    expect((await laptop.sync()).outcome).toBe('synced');
    expect((await serverStory(id)).version).toBe(1);

    await phone.sync();
    expect(await phone.db.stories.get(id)).toBeTruthy();
    const { deleteStory } = await import('../../src/data/mirror/stories');
    await deleteStory(id, laptop.db);
    await laptop.sync();
    await phone.sync();
    expect((await phone.db.stories.get(id))?.deleted_at).toBeTruthy(); // a tombstone, hidden by every read
  });

  it('sends with a fresh token after expiry (401 → refresh → retry)', async () => {
    laptop.session.token = user.token(-10);
    const before = laptop.session.refreshes;
    const id = await createStory({ title: 'After expiry' }, laptop.db);
    expect((await laptop.sync()).outcome).toBe('synced');
    expect(laptop.session.refreshes).toBe(before + 1);
    expect(await serverStory(id)).toBeTruthy();
  });

  it('a new story two tabs typed into offline reaches the server once the conflict is resolved', async () => {
    await rememberUser({ id: user.id, email: user.email, role: 'user', name: null }, laptop.db);
    const id = randomUUID();
    const write = (text: string, expected: string) =>
      writeStoryText(
        { userId: user.id, storyId: id, sectionId: 'origin', text, expected, create: { title: 'Two tabs' } },
        laptop.db,
      );
    laptop.online.value = false;
    expect(await write('typed in tab A', '')).toBe('saved');
    expect(await write('typed in tab B', '')).toBe('conflict');
    const conflict = (await laptop.db.conflicts.toArray()).find((c) => c.rowId === id);
    await resolveConflict(conflict?.id ?? '', [{ pick: 'mine' }], laptop.db);
    laptop.online.value = true;
    expect(await laptop.sync()).toMatchObject({ outcome: 'synced', attention: 0 });
    expect((await serverStory(id))?.content).toEqual({ origin: 'typed in tab B' });
    expect(await write('typed in tab B, and more', 'typed in tab B')).toBe('saved');
    expect(await laptop.sync()).toMatchObject({ outcome: 'synced', attention: 0 });
    expect((await serverStory(id))?.content).toEqual({ origin: 'typed in tab B, and more' });
  });
});
