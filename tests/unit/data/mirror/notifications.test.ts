// The bell's notifications in the mirror: idempotent by id, trimmed to the newest 100, read
// marks, a version-2 database upgraded without losing anything, and conflicts and refused
// writes noticed once each.
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { SCHEMA_V2, createDatabase } from '../../../../src/data/mirror/db';
import {
  NOTIFICATIONS_KEPT,
  listNotifications,
  markAllRead,
  markRead,
  noticeAttention,
  notify,
} from '../../../../src/data/mirror/notifications';
import { noticeGeneration } from '../../../../src/data/mirror/generation-notices';
import type { AttentionRecord, ConflictRecord, StoryRow, ClientRow } from '../../../../src/data/mirror/types';
import { recordName } from '../../../../src/domain/attention-text';
import { rememberUser } from '../../../../src/data/remote/session-cache';
import { updatePreferences } from '../../../../src/data/mirror/preferences';

let n = 0;
const fresh = () => createDatabase(`notifications-${n++}`);
let clock = 1_000;
afterEach(() => setDataDeps());

function tick() {
  setDataDeps({ now: () => ++clock });
}

describe('notifications', () => {
  it("follows the user's story and client toggles; conflicts and refused writes always show", async () => {
    const db = fresh();
    const userId = '11111111-1111-4111-8111-111111111111';
    await rememberUser({ id: userId, email: 'a@example.com', role: 'coach', name: 'A' }, db);
    await notify({ id: 'on', kind: 'generation', title: 'Your story is ready', body: '' }, db);
    await updatePreferences(
      userId,
      { notifications: { email: true, browser: true, stories: false, clients: false } },
      db,
    );
    await notify({ id: 'story-off', kind: 'generation', title: 'Your story is ready', body: '' }, db);
    await notify({ id: 'comment-off', kind: 'comment', title: 'New comment', body: '' }, db);
    await notify({ id: 'conflict', kind: 'conflict', title: 'Changed on two devices', body: '' }, db);
    expect((await listNotifications(db)).map((x) => x.id).sort()).toEqual(['conflict', 'on']);
  });

  it('lists newest first, adds an id once, and keeps only the newest 100', async () => {
    const db = fresh();
    tick();
    await notify({ id: 'g1', kind: 'generation', title: 'Your story is ready', body: 'b' }, db);
    await notify({ id: 'g1', kind: 'generation', title: 'Your story is ready', body: 'b' }, db);
    expect(await db.notifications.count()).toBe(1);
    for (let i = 0; i < NOTIFICATIONS_KEPT + 5; i++) await notify({ kind: 'generation', title: `t${i}`, body: '' }, db);
    const list = await listNotifications(db);
    expect(list).toHaveLength(NOTIFICATIONS_KEPT);
    expect(list[0].title).toBe(`t${NOTIFICATIONS_KEPT + 4}`);
    expect(list.some((x) => x.id === 'g1')).toBe(false);
  });

  it('marks one, then all, as read', async () => {
    const db = fresh();
    tick();
    const a = await notify({ kind: 'comment', title: 'a', body: '' }, db);
    await notify({ kind: 'comment', title: 'b', body: '' }, db);
    await markRead(a, db);
    expect((await listNotifications(db)).map((x) => x.readAt !== null)).toEqual([false, true]);
    await markAllRead(db);
    expect((await listNotifications(db)).every((x) => x.readAt !== null)).toBe(true);
  });

  it('notices each open conflict and refused write once, naming the record', async () => {
    const db = fresh();
    tick();
    await db.conflicts.add({
      id: 'c1',
      table: 'stories',
      rowId: 's1',
      base: null,
      mine: { title: 'My origin' },
      theirs: { title: 'My origin' },
      merged: {},
      conflicts: [],
      state: 'open',
      createdAt: 5,
      resolvedAt: null,
      resolution: null,
    } as unknown as ConflictRecord);
    await db.attention.add({
      id: 'a1',
      entry: { kind: 'mutation', table: 'stories', rowId: 's2' },
      localRow: { title: 'Pricing' },
      status: 403,
      message: 'refused',
      createdAt: 6,
    } as unknown as AttentionRecord);
    expect(await noticeAttention(recordName, db)).toBe(2);
    expect(await noticeAttention(recordName, db)).toBe(0);
    const [refused, conflict] = await listNotifications(db);
    expect(conflict).toMatchObject({ id: 'c1', kind: 'conflict', link: '/dashboard/attention', createdAt: 5 });
    expect(conflict.body).toBe('Story “My origin” was changed in two places. Choose which text to keep.');
    expect(refused.body).toMatch(/^Story “Pricing”: the server refused it\./);
  });

  it('records finished generations once, names whose and what, tells a failed full stack apart', async () => {
    const db = fresh();
    const coach = '22222222-2222-4222-8222-222222222222';
    await rememberUser({ id: coach, email: 'carl@example.com', role: 'coach', name: 'Carl' }, db);
    const record = (id: string, name: string, user_id: string | null) =>
      ({
        id,
        name,
        user_id,
        coach_id: coach,
        email: null,
        company: null,
        created_at: '',
        updated_at: '',
        version: 1,
        deleted_at: null,
        base: null,
      }) as unknown as ClientRow;
    await db.clients.bulkPut([
      record('fiona', 'Fiona', '33333333-3333-4333-8333-333333333333'),
      record('own', 'Carl', coach),
    ]);
    const story = (id: string, framework_type: string, client_id: string | null) =>
      ({
        id,
        framework_type,
        client_id,
        user_id: coach,
        title: 'x',
        status: 'in_review',
        content: {},
        updated_at: '',
        base: null,
      }) as unknown as StoryRow;
    await db.stories.bulkPut([story('s-fiona', 'backstory', 'fiona'), story('s-own', 'job_story', null)]);

    await noticeGeneration({ entryId: 'e1', name: 'generate-story', result: { story_id: 's-fiona' } }, db);
    await noticeGeneration({ entryId: 'e1', name: 'generate-story', result: { story_id: 's-fiona' } }, db);
    await noticeGeneration({ entryId: 'e2', name: 'generate-story', result: { story_id: 's-own' } }, db);
    await noticeGeneration(
      {
        entryId: 'e3',
        name: 'generate-full-stack',
        result: { success: false },
        body: { clientInfo: { id: 'fiona', name: 'Fiona' } },
      },
      db,
    );
    await noticeGeneration(
      {
        entryId: 'e4',
        name: 'generate-full-stack',
        result: { stories: { backstory: 's1', job_story: 's2', target_audience: 's3' } },
        body: { clientInfo: { id: 'gone', name: 'Gina' } },
      },
      db,
    );
    await noticeGeneration(
      { entryId: 'e5', name: 'generate-linkedin', result: {}, body: { client: { id: 'fiona', name: 'Fiona' } } },
      db,
    );
    await noticeGeneration(
      { entryId: 'e6', name: 'generate-funnel', result: {}, body: { client: { id: 'own', name: 'Carl' } } },
      db,
    );
    await noticeGeneration({ entryId: 'e7', name: 'storystack-ai', result: { answer: 'hi' } }, db);
    const byId = Object.fromEntries((await listNotifications(db)).map((x) => [x.id, x]));
    expect(Object.keys(byId).sort()).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6'].map((e) => `generation:${e}`));
    expect(byId['generation:e1'].title).toBe("Fiona's Backstory is ready");
    expect(byId['generation:e1'].link).toBe(
      '/dashboard/stories/create?type=backstory&client=fiona&storyId=s-fiona&showGenerated=true',
    );
    expect(byId['generation:e2'].title).toBe('Your Job Story is ready');
    expect(byId['generation:e3'].title).toBe("Fiona's StoryStack could not be generated");
    expect(byId['generation:e4'].title).toBe("Gina's StoryStack is ready");
    expect(byId['generation:e4'].body).toBe('3 new stories are waiting for review in Stories.');
    expect(byId['generation:e5'].title).toBe("Fiona's LinkedIn content is ready");
    expect(byId['generation:e5'].link).toBe('/dashboard/monetization/profile-optimization?client=fiona');
    expect(byId['generation:e6'].title).toBe('Your funnel strategy is ready');
  });

  it('opens a version-2 database: the rows stay and the bell starts empty', async () => {
    const name = `notifications-upgrade-${n++}`;
    const v2 = new Dexie(name);
    v2.version(2).stores(SCHEMA_V2);
    await v2.open();
    await v2.table('stories').put({ id: 's1', title: 'Kept', updated_at: '2026-01-01', base: null });
    v2.close();
    const db = createDatabase(name);
    expect((await db.stories.get('s1'))?.title).toBe('Kept');
    expect(await db.notifications.count()).toBe(0);
  });
});
