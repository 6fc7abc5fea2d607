// Version history through the real stand-in over HTTP: versions kept offline on a client's device
// arrive once (a lost answer replayed is not applied twice), and they are read by whoever may read
// the story (the client's coach) and by nobody else (another coach); nobody changes them.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDevice, type Device } from '../../bench/sync/devices';
import { setDataDeps } from '../../src/data/mirror/clock';
import { writeStoryText } from '../../src/data/story-text';
import { rememberUser } from '../../src/data/remote/session-cache';
import type { MutationEntry, StoryRow } from '../../src/data/mirror/types';
import { restoreVersion, storyVersions } from '../../src/data/mirror/versions';
import { updateStory } from '../../src/data/mirror/stories';
import { VERSION_PAUSE_MS } from '../../src/domain/version-rules';
import { createPersonas, ids, resetWorld, userToken, type PersonaSet } from '../support/personas.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let personas: PersonaSet;
let device: Device;
let n = 0;
let clock = Date.now();

beforeAll(async () => {
  standIn = await startTestStandIn();
  personas = await createPersonas(standIn);
});
afterAll(async () => {
  setDataDeps();
  device?.db.close();
  await standIn?.close();
});
beforeEach(async () => {
  await standIn.db.exec('delete from public.story_versions; delete from public.applied_mutations;');
  await resetWorld(standIn.db);
  clock = Date.now();
  setDataDeps({ now: () => clock });
  device = createDevice({
    standIn,
    name: `versions-client-${n++}`,
    user: {
      id: ids.client,
      email: 'client@matrix.test',
      token: (seconds = 3600) => userToken('client', standIn.config.jwtSecret, seconds),
    },
  });
  await rememberUser({ id: ids.client, email: 'client@matrix.test', role: 'client', name: 'Cleo' }, device.db);
});

const sectionsOf = async (id: string) =>
  ((await device.db.stories.get(id)) as StoryRow).content as Record<string, string>;

async function type(text: string) {
  const expected = (await sectionsOf(ids.clientStory)).situation ?? '';
  await writeStoryText(
    { userId: ids.client, storyId: ids.clientStory, sectionId: 'situation', text, expected },
    device.db,
  );
}

async function serverVersions() {
  const { rows } = await standIn.db.query<{ id: string; reason: string; content: Record<string, string> }>(
    'select id, reason, content from public.story_versions where story_id = $1 order by created_at',
    [ids.clientStory],
  );
  return rows;
}

describe('versions kept offline', () => {
  it('arrive once, with their dates, even when a lost answer is replayed', async () => {
    expect((await device.sync()).outcome).toBe('synced');
    expect((await sectionsOf(ids.clientStory)).situation).toBe('Busy.');

    device.online.value = false;
    clock += VERSION_PAUSE_MS;
    await type('Busy founders with no time for marketing.');
    clock += VERSION_PAUSE_MS;
    await type('Busy founders with no time, and no budget, for marketing.');
    const [newest] = await storyVersions(ids.clientStory, device.db);
    await restoreVersion(
      newest.id,
      {
        applySection: async (sectionId, text) => {
          const expected = (await sectionsOf(ids.clientStory))[sectionId] ?? '';
          const result = await writeStoryText(
            { userId: ids.client, storyId: ids.clientStory, sectionId, text, expected },
            device.db,
          );
          return result === 'saved';
        },
        setGenerated: (text) => updateStory(ids.clientStory, { generated_content: text }, device.db),
      },
      device.db,
    );
    expect((await device.sync()).outcome).toBe('offline');
    expect(await serverVersions()).toEqual([]);

    // The engine sends every version; the same mutation sent again (an answer lost on the way
    // back, the device retrying) is answered 'duplicate' and stored once.
    const first = (await device.db.outbox.toArray()).find(
      (e): e is MutationEntry => e.kind === 'mutation' && e.table === 'story_versions',
    ) as MutationEntry;
    device.online.value = true;
    expect((await device.sync({ pull: false })).outcome).toBe('synced');
    const replay = await personas.client('client').rpc('push_mutation', {
      mutation: {
        id: first.id,
        table: 'story_versions',
        op: 'insert',
        row_id: first.rowId,
        base_version: null,
        values: first.values,
      },
    });
    expect(replay.data.status).toBe('duplicate');

    const rows = await serverVersions();
    expect(rows.map((r) => [r.reason, r.content.situation])).toEqual([
      ['typed', 'Busy.'],
      ['typed', 'Busy founders with no time for marketing.'],
      ['typed', 'Busy founders with no time, and no budget, for marketing.'],
      ['restored', 'Busy founders with no time for marketing.'],
    ]);
    const local = await storyVersions(ids.clientStory, device.db);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(local.map((v) => v.id)));
    // Acknowledged: the panel stops saying "Not synced yet".
    expect(local.every((v) => v.base !== null)).toBe(true);
    // The dates are when the versions were made on the device, not when they arrived.
    const { rows: dates } = await standIn.db.query<{ id: string; created_at: Date }>(
      'select id, created_at from public.story_versions where story_id = $1',
      [ids.clientStory],
    );
    for (const d of dates)
      expect(new Date(d.created_at).getTime()).toBe(Date.parse(local.find((v) => v.id === d.id)?.created_at ?? ''));
    const { rows: story } = await standIn.db.query<{ content: Record<string, string> }>(
      'select content from public.stories where id = $1',
      [ids.clientStory],
    );
    expect(story[0].content.situation).toBe('Busy founders with no time for marketing.');

    // A second device of the client reads the history offline after one pull.
    const phone = createDevice({
      standIn,
      name: `versions-phone-${n++}`,
      user: {
        id: ids.client,
        email: 'client@matrix.test',
        token: (s = 3600) => userToken('client', standIn.config.jwtSecret, s),
      },
    });
    expect((await phone.sync()).outcome).toBe('synced');
    expect((await storyVersions(ids.clientStory, phone.db)).map((v) => v.reason)).toEqual([
      'restored',
      'typed',
      'typed',
      'typed',
    ]);
    phone.db.close();
  });
});

describe('versions removed with their story', () => {
  it('leave the devices too (a purged story, a deleted account)', async () => {
    await standIn.db.query(
      `insert into public.story_versions (story_id, created_by, reason, content) values ($1, $2, 'typed', '{"situation":"Busy."}')`,
      [ids.clientStory, ids.client],
    );
    expect((await device.sync()).outcome).toBe('synced');
    expect(await storyVersions(ids.clientStory, device.db)).toHaveLength(1);
    await standIn.db.query('delete from public.stories where id = $1', [ids.clientStory]);
    expect((await device.sync()).outcome).toBe('synced');
    expect(await storyVersions(ids.clientStory, device.db)).toEqual([]);
  });
});

describe('who reads versions', () => {
  beforeEach(async () => {
    await standIn.db.query(
      `insert into public.story_versions (story_id, created_by, reason, content) values ($1, $2, 'typed', '{"situation":"Busy."}')`,
      [ids.clientStory, ids.client],
    );
  });

  it('the client and the client’s coach read them; another coach does not', async () => {
    for (const [persona, count] of [
      ['client', 1],
      ['coachA', 1],
      ['admin', 1],
      ['coachB', 0],
      ['founder', 0],
    ] as const) {
      const { data, error } = await personas
        .client(persona)
        .from('story_versions')
        .select('id')
        .eq('story_id', ids.clientStory);
      expect(error, persona).toBeNull();
      expect(data?.length, persona).toBe(count);
    }
  });

  it('another coach cannot add one, and nobody changes or deletes one', async () => {
    const added = await personas
      .client('coachB')
      .from('story_versions')
      .insert({
        story_id: ids.clientStory,
        created_by: ids.coachB,
        reason: 'typed',
        content: { situation: 'Mine now' },
      });
    expect(added.error?.code).toBe('42501');
    const changed = await personas
      .client('client')
      .from('story_versions')
      .update({ reason: 'restored' })
      .eq('story_id', ids.clientStory)
      .select();
    expect(changed.data ?? []).toEqual([]);
    const deleted = await personas
      .client('client')
      .from('story_versions')
      .delete()
      .eq('story_id', ids.clientStory)
      .select();
    expect(deleted.data ?? []).toEqual([]);
    expect((await serverVersions()).map((r) => r.reason)).toEqual(['typed']);
  });
});
