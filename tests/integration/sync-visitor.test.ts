// Writes that are not rows of the mirror, through the engine against the stand-in: a visitor's
// waitlist sign-up and lead (queued offline, sent once with the anon key, replays harmless),
// and the signed-in user's preferences and profile (keyed by user id).
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createPlainUser, type TestUser } from '../../bench/sync/devices';
import { enqueueInsert, enqueueRpc } from '../../src/data/mirror/outbox';
import { updatePreferences, updateProfile } from '../../src/data/mirror/preferences';
import { createDatabase } from '../../src/data/mirror/db';
import { createSyncEngine } from '../../src/sync/engine';
import { createDexieStore } from '../../src/sync/local-store';
import { noLock } from '../../src/sync/ports';
import { createHttpRemote } from '../../src/sync/remote';
import { startTestStandIn, type TestStandIn } from '../support/stand-in';

let standIn: TestStandIn;
let user: TestUser;

beforeAll(async () => {
  standIn = await startTestStandIn();
  user = await createPlainUser(standIn);
});

afterAll(async () => {
  await standIn?.close();
});

describe('visitor writes', () => {
  it('sends a queued waitlist sign-up and lead as the anonymous visitor, once', async () => {
    const db = createDatabase('sync-visitor');
    const online = { value: false };
    const engine = createSyncEngine({
      store: createDexieStore(db),
      remote: createHttpRemote({ url: standIn.url, anonKey: standIn.config.anonKey }),
      auth: { getSession: async () => null, refresh: async () => false },
      clock: { now: () => Date.now() },
      random: Math.random,
      connectivity: { isOnline: () => online.value },
      lock: noLock,
    });
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    await enqueueRpc('join_waitlist', { email, first_name: 'Vi', last_name: 'Sitor', source: 'footer' }, db);
    const leadId = await enqueueInsert('leads', { name: 'Lee Visitor', email }, db);
    expect((await engine.run()).outcome).toBe('offline');
    online.value = true;
    const report = await engine.run();
    expect(report).toMatchObject({ outcome: 'synced', pending: 0, attention: 0 });

    // A replay (lost answer) of both is harmless.
    await enqueueRpc('join_waitlist', { email, first_name: 'Vi', last_name: 'Sitor', source: 'footer' }, db);
    await enqueueInsert('leads', { id: leadId, name: 'Lee Visitor', email }, db);
    expect(await engine.run()).toMatchObject({ outcome: 'synced', pending: 0, attention: 0 });

    const waitlist = await standIn.db.query('select email from public.waitlist_signups where email = $1', [email]);
    const leads = await standIn.db.query('select id from public.leads where email = $1', [email]);
    expect(waitlist.rows).toHaveLength(1);
    expect(leads.rows).toEqual([{ id: leadId }]);
    db.close();
  });

  it('moves an invalid visitor write to attention and keeps what was typed', async () => {
    const db = createDatabase('sync-visitor-bad');
    const engine = createSyncEngine({
      store: createDexieStore(db),
      remote: createHttpRemote({ url: standIn.url, anonKey: standIn.config.anonKey }),
      auth: { getSession: async () => null, refresh: async () => false },
      clock: { now: () => Date.now() },
      random: Math.random,
      connectivity: { isOnline: () => true },
      lock: noLock,
    });
    await enqueueInsert('leads', { name: 'No Email', email: 'not-an-email', message: 'my long message' }, db);
    const report = await engine.run();
    expect(report).toMatchObject({ pending: 0, attention: 1 });
    const [record] = await db.attention.toArray();
    expect(record.status).toBeGreaterThanOrEqual(400);
    expect(record.status).toBeLessThan(500);
    expect(JSON.stringify(record.entry)).toContain('my long message');
    db.close();
  });
});

describe('preferences and profile', () => {
  it('creates and merges preferences and changes the profile name through push_mutation', async () => {
    const device = createDevice({ standIn, user, name: 'sync-prefs' });
    await device.sync();
    // The server made a default preferences row? Either way the device writes through sync.
    await updatePreferences(user.id, { theme: 'dark' }, device.db);
    expect(await device.sync()).toMatchObject({ outcome: 'synced', pending: 0, attention: 0 });
    const other = createDevice({ standIn, user, name: 'sync-prefs-2' });
    await other.sync();
    await updatePreferences(user.id, { privacy: { show_email: true } }, other.db);
    await updatePreferences(user.id, { theme: 'light' }, device.db);
    await device.sync();
    expect(await other.sync()).toMatchObject({ outcome: 'synced', attention: 0 });
    const { rows } = await standIn.db.query<{ preferences: Record<string, unknown> }>(
      'select preferences from public.todo_user_preferences where user_id = $1',
      [user.id],
    );
    expect(rows[0].preferences).toMatchObject({ theme: 'light', privacy: { show_email: true } });

    expect(await device.db.profiles.get(user.id)).toBeTruthy();
    await updateProfile(user.id, { name: 'Renamed' }, device.db);
    expect(await device.sync()).toMatchObject({ outcome: 'synced', attention: 0 });
    const profile = await standIn.db.query<{ name: string }>('select name from public.todo_profiles where id = $1', [
      user.id,
    ]);
    expect(profile.rows[0].name).toBe('Renamed');
    device.db.close();
    other.db.close();
  });
});
