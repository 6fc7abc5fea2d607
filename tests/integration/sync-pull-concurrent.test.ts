// Pull under concurrent writers on a real PostgreSQL (PGlite runs one writer at a time, so the
// race cannot happen there and this file is skipped without DATABASE_URL). Row A is written in a
// transaction that stays open while row B is written and committed; a device pulls in between.
// A cursor stamped before commit (updated_at) moves past A, which then commits behind it and is
// never pulled. The transaction-id cursor must not pass A until A's transaction has ended.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createPlainUser, type Device, type TestUser } from '../../bench/sync/devices';
import { startTestStandIn, type TestStandIn } from '../support/stand-in';

const onRealPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onRealPostgres)('pull with concurrent writers (real PostgreSQL)', () => {
  let standIn: TestStandIn;
  let user: TestUser;
  let device: Device;
  let writerA: pg.Client;
  let writerB: pg.Client;

  beforeAll(async () => {
    standIn = await startTestStandIn();
    user = await createPlainUser(standIn);
    device = createDevice({ standIn, user, name: `pull-concurrent-${randomUUID()}` });
    writerA = new pg.Client({ connectionString: standIn.config.databaseUrl });
    writerB = new pg.Client({ connectionString: standIn.config.databaseUrl });
    await Promise.all([writerA.connect(), writerB.connect()]);
  });

  afterAll(async () => {
    await writerA?.query('rollback').catch(() => undefined);
    await Promise.all([writerA?.end(), writerB?.end()]);
    device?.db.close();
    await standIn?.close();
  });

  const insertStory = (client: pg.Client, id: string, title: string) =>
    client.query('insert into public.stories (id, title, user_id) values ($1, $2, $3)', [id, title, user.id]);

  it('does not move past a row whose transaction is still open; pulls it once committed', async () => {
    expect(standIn.config.databaseUrl).toBeTruthy();
    const a = randomUUID();
    const b = randomUUID();
    await writerA.query('begin');
    await insertStory(writerA, a, 'written first, committed last');
    await insertStory(writerB, b, 'written second, committed first');

    // One run: B is committed but held back behind A's open transaction, and the run says so
    // (the app's runner pulls again by timer: nothing else would wake it when A ends).
    expect(await device.engine.run()).toMatchObject({ outcome: 'synced', heldBack: true });
    expect(await device.db.stories.get(a)).toBeUndefined();
    expect(await device.db.stories.get(b)).toBeUndefined();

    await writerA.query('commit');
    expect((await device.sync()).outcome).toBe('synced');
    expect((await device.db.stories.get(a))?.title).toBe('written first, committed last');
    expect((await device.db.stories.get(b))?.title).toBe('written second, committed first');
  });
});
