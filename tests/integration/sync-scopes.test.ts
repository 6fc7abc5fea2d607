// Access changes reach every open device (issue 20 §3), against the stand-in over HTTP (and the
// real PostgreSQL with scripts/with-postgres.sh). Each user has two devices, each driven only by
// what Realtime tells it (as the app's runner is): an admin moves a client to another coach,
// unlinks a client's account, demotes a coach; a client's account is deleted. Within 10 s every device drops what its user may no
// longer read and gains what they may read now, rows stamped long before its cursor included; an
// unsent change to a row that left the user's reach becomes a needs-attention item with its text.
import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createPlainUser, createUser, type Device, type TestUser } from '../../bench/sync/devices';
import { updateStory } from '../../src/data/mirror/stories';
import { LOST_ACCESS_MESSAGE } from '../../src/sync/scope';
import { startTestStandIn, type TestStandIn } from '../support/stand-in';

let standIn: TestStandIn;
let admin: TestUser;
const open: { device: Device; client: SupabaseClient; idle: () => Promise<unknown> }[] = [];

beforeAll(async () => {
  standIn = await startTestStandIn();
  admin = await createPlainUser(standIn);
  await standIn.db.query(`update public.todo_profiles set role = 'admin' where id = $1`, [admin.id]);
});

afterEach(async () => {
  for (const { device, client, idle } of open.splice(0)) {
    await client.removeAllChannels();
    await idle();
    device.db.close();
  }
});

afterAll(async () => {
  await standIn?.close();
});

async function userWithRole(role: 'coach' | 'client' | 'user'): Promise<TestUser> {
  const user = await createUser(standIn);
  await standIn.db.query('update public.todo_profiles set role = $2 where id = $1', [user.id, role]);
  return user;
}

/** A device that syncs on start and whenever Realtime says its user's scope moved (one run at a time). */
async function openDevice(user: TestUser, name: string): Promise<Device> {
  const device = createDevice({ standIn, user, name: `${name}-${user.id}` });
  const client = standIn.clientWithToken(user.token());
  await client.realtime.setAuth(user.token());
  let running: Promise<unknown> | null = null;
  let again = false;
  open.push({
    device,
    client,
    idle: async () => {
      while (running) await running;
    },
  });
  const request = () => {
    if (running) {
      again = true;
      return;
    }
    running = device
      .sync()
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          request();
        }
      });
  };
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`scopes-${name}-${user.id}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'sync_scopes' }, () => request())
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(status));
      });
  });
  await device.sync();
  return device;
}

async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const has = (device: Device, table: 'stories' | 'clients' | 'profiles', id: string) =>
  device.db[table].get(id).then(Boolean);

async function addClient(coach: TestUser, account: TestUser | null, name: string): Promise<string> {
  const { rows } = await standIn.db.query<{ id: string }>(
    'insert into public.clients (name, coach_id, user_id) values ($1, $2, $3) returning id',
    [name, coach.id, account?.id ?? null],
  );
  return rows[0].id;
}

async function addStory(owner: TestUser, clientId: string | null, title: string, text: string): Promise<string> {
  const { rows } = await standIn.db.query<{ id: string }>(
    `insert into public.stories (title, user_id, client_id, content) values ($1, $2, $3, jsonb_build_object('hook', $4::text)) returning id`,
    [title, owner.id, clientId, text],
  );
  return rows[0].id;
}

/** As the admin, through the REST API (policies, guards and triggers as in production). */
async function asAdmin(table: string, id: string, values: Record<string, unknown>): Promise<void> {
  const { error } = await standIn.clientWithToken(admin.token()).from(table).update(values).eq('id', id);
  expect(error).toBeNull();
}

describe('access changes reach every open device', () => {
  it('a client moved to another coach leaves the old coach’s devices and reaches the new coach’s, with its older stories', async () => {
    const [carl, dana, gina] = [await userWithRole('coach'), await userWithRole('coach'), await userWithRole('client')];
    const record = await addClient(carl, gina, 'Gina');
    const ginaStory = await addStory(gina, record, 'Gina origin', 'Gina wrote this before the move');
    const carlDraft = await addStory(gina, record, 'Gina pitch', 'first words');
    // Dana's own work comes later, so her devices' cursors are past Gina's stories.
    const danaOwn = await addStory(dana, null, 'Dana own', 'mine');

    const carlLaptop = await openDevice(carl, 'carl-laptop');
    const carlPhone = await openDevice(carl, 'carl-phone');
    const danaLaptop = await openDevice(dana, 'dana-laptop');
    const danaPhone = await openDevice(dana, 'dana-phone');
    expect(await has(carlPhone, 'stories', ginaStory)).toBe(true);
    expect(await has(danaLaptop, 'stories', danaOwn)).toBe(true);
    expect(await has(danaLaptop, 'stories', ginaStory)).toBe(false);

    // Carl's phone has an edit of Gina's pitch waiting for a retry when the admin moves her.
    await updateStory(carlDraft, { content: { hook: 'Carl’s unsent words' } }, carlPhone.db);
    await carlPhone.db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + 3_600_000 });

    await asAdmin('clients', record, { coach_id: dana.id });

    for (const device of [carlLaptop, carlPhone]) {
      await until(`${device.name} drops Gina`, async () => {
        const left = await Promise.all([
          has(device, 'clients', record),
          has(device, 'stories', ginaStory),
          has(device, 'stories', carlDraft),
        ]);
        return left.every((x) => !x);
      });
    }
    for (const device of [danaLaptop, danaPhone]) {
      await until(`${device.name} gains Gina and her stories`, async () => {
        const got = await Promise.all([
          has(device, 'clients', record),
          has(device, 'stories', ginaStory),
          has(device, 'profiles', gina.id),
        ]);
        return got.every(Boolean);
      });
      expect((await device.db.stories.get(ginaStory))?.content).toEqual({ hook: 'Gina wrote this before the move' });
    }

    // Nothing of Carl's edit is lost: it waits in needs attention, with his text, and was not sent.
    expect(await carlPhone.db.outbox.count()).toBe(0);
    const [item] = await carlPhone.db.attention.toArray();
    expect(item).toMatchObject({ message: LOST_ACCESS_MESSAGE, entry: { rowId: carlDraft } });
    expect(item.localRow).toMatchObject({ content: { hook: 'Carl’s unsent words' } });
    const { rows } = await standIn.db.query<{ content: unknown }>('select content from public.stories where id = $1', [
      carlDraft,
    ]);
    expect(rows[0].content).toEqual({ hook: 'first words' });
    // Carl's other device had nothing waiting: nothing to attend to, nothing of Gina left.
    expect(await carlLaptop.db.attention.count()).toBe(0);
    expect(JSON.stringify(await carlLaptop.db.stories.toArray())).not.toContain('Gina');
  });

  it('an unlinked account loses its coach’s profile and the stories written about it, keeps its own', async () => {
    const [coach, client] = [await userWithRole('coach'), await userWithRole('client')];
    const record = await addClient(coach, client, 'Hana');
    const aboutHer = await addStory(coach, record, 'Written for Hana', 'by the coach');
    const hers = await addStory(client, null, 'Hana own', 'her own words');

    const laptop = await openDevice(client, 'hana-laptop');
    const phone = await openDevice(client, 'hana-phone');
    expect(await has(phone, 'stories', aboutHer)).toBe(true);
    expect(await has(phone, 'profiles', coach.id)).toBe(true);

    await asAdmin('clients', record, { user_id: null });

    for (const device of [laptop, phone]) {
      await until(`${device.name} drops the coach’s side`, async () => {
        const left = await Promise.all([
          has(device, 'clients', record),
          has(device, 'stories', aboutHer),
          has(device, 'profiles', coach.id),
        ]);
        return left.every((x) => !x);
      });
      expect(await has(device, 'stories', hers)).toBe(true);
      expect(await device.db.attention.count()).toBe(0);
    }

    // Linked again: the same rows, stamped before the devices' cursors, come back.
    await asAdmin('clients', record, { user_id: client.id });
    for (const device of [laptop, phone]) {
      await until(`${device.name} gains the coach’s side again`, async () =>
        (await Promise.all([has(device, 'stories', aboutHer), has(device, 'profiles', coach.id)])).every(Boolean),
      );
    }
  });

  it('a client’s account deleted: the coach’s devices drop the stories it wrote and its profile', async () => {
    const [coach, client] = [await userWithRole('coach'), await userWithRole('client')];
    const record = await addClient(coach, client, 'Jo');
    const written = await addStory(client, record, 'Jo story', 'Jo words');
    const laptop = await openDevice(coach, 'deleted-side-laptop');
    const phone = await openDevice(coach, 'deleted-side-phone');
    expect(await has(phone, 'stories', written)).toBe(true);
    expect(await has(phone, 'profiles', client.id)).toBe(true);

    // The operator deletes the account (its stories go with it; the record stays, unlinked).
    await standIn.db.query('delete from auth.users where id = $1', [client.id]);

    for (const device of [laptop, phone]) {
      await until(`${device.name} drops what the account held`, async () => {
        const left = await Promise.all([has(device, 'stories', written), has(device, 'profiles', client.id)]);
        return left.every((x) => !x);
      });
      expect(await has(device, 'clients', record)).toBe(true);
    }
    const { rows } = await standIn.db.query('select 1 from public.sync_scopes where user_id = $1', [client.id]);
    expect(rows).toHaveLength(0);
  });

  it('a coach demoted to user loses every client’s rows on both devices, keeps their own stories', async () => {
    const [coach, client] = [await userWithRole('coach'), await userWithRole('client')];
    const record = await addClient(coach, client, 'Ivo');
    const clientStory = await addStory(client, record, 'Ivo story', 'Ivo words');
    const own = await addStory(coach, null, 'Coach own', 'coach words');

    const laptop = await openDevice(coach, 'demoted-laptop');
    const phone = await openDevice(coach, 'demoted-phone');
    expect(await has(laptop, 'stories', clientStory)).toBe(true);

    await asAdmin('todo_profiles', coach.id, { role: 'user' });

    for (const device of [laptop, phone]) {
      await until(`${device.name} drops the clients`, async () => {
        const left = await Promise.all([
          has(device, 'clients', record),
          has(device, 'stories', clientStory),
          has(device, 'profiles', client.id),
        ]);
        return left.every((x) => !x);
      });
      expect(await has(device, 'stories', own)).toBe(true);
      expect((await device.db.profiles.get(coach.id))?.role).toBe('user');
    }
  });
});
