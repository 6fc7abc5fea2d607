// The realtime DELETE probe puts a deleted row back for a moment, inside a transaction that is
// rolled back, to ask RLS whether a subscriber could read it. When the probe cannot run (here: the
// old row cannot be put back, as with a DATABASE_URL user without the needed rights), the DELETE
// is withheld: failing open sent the primary key of every deleted row to every subscriber.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFromToken, type Caller } from '../../supabase/local/caller.ts';
import { mayRead } from '../../supabase/local/realtime/access.ts';
import { loadPublishedTables, type ChangeRow, type TableInfo } from '../../supabase/local/realtime/capture.ts';
import { createUser, type TestUser } from '../support/rest-fixtures.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let standIn: TestStandIn;
let owner: TestUser;
let stranger: TestUser;
let stories: TableInfo;

beforeAll(async () => {
  standIn = await startTestStandIn();
  owner = await createUser(standIn, 'probe-owner@example.com');
  stranger = await createUser(standIn, 'probe-stranger@example.com');
  const tables = [...(await loadPublishedTables(standIn.db)).values()];
  stories = tables.find((t) => t.schema === 'public' && t.table === 'stories')!;
});
afterAll(async () => {
  await standIn?.close();
});

async function callerOf(token: string): Promise<Caller> {
  const result = await callerFromToken(token, standIn.config, Math.floor(Date.now() / 1000));
  if (!result.ok) throw new Error(result.message);
  return result.caller;
}

async function deletedStory(): Promise<Record<string, unknown>> {
  const id = randomUUID();
  const { rows } = await standIn.db.query<Record<string, unknown>>(
    `insert into public.stories (id, user_id, title) values ($1, $2, 'Gone soon') returning *`,
    [id, owner.id],
  );
  await standIn.db.query('delete from public.stories where id = $1', [id]);
  return rows[0];
}

const deleteOf = (oldRecord: Record<string, unknown>): ChangeRow => ({
  id: '1',
  schema: 'public',
  table: 'stories',
  type: 'DELETE',
  record: null,
  oldRecord,
  commitTimestamp: new Date().toISOString(),
});

describe('the realtime DELETE probe', () => {
  it('lets RLS decide when it runs: the owner may see the delete, a stranger and a visitor may not', async () => {
    const change = deleteOf(await deletedStory());
    expect(await mayRead(standIn.db, await callerOf(owner.token), stories, change)).toBe(true);
    expect(await mayRead(standIn.db, await callerOf(stranger.token), stories, change)).toBe(false);
    expect(await mayRead(standIn.db, await callerOf(standIn.config.anonKey), stories, change)).toBe(false);
  });

  it('withholds the delete from everyone but the service role when the probe fails', async () => {
    const full = await deletedStory();
    // Only the key: the row cannot be put back (title is required), so the probe fails in the database.
    const change = deleteOf({ id: full.id });
    expect(await mayRead(standIn.db, await callerOf(owner.token), stories, change)).toBe(false);
    expect(await mayRead(standIn.db, await callerOf(standIn.config.anonKey), stories, change)).toBe(false);
    expect(await mayRead(standIn.db, await callerOf(standIn.config.serviceRoleKey), stories, change)).toBe(true);
  });
});
