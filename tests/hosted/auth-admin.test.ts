// On the hosted-shaped database (tests/hosted/run.sh): GoTrue writes auth.users as
// supabase_auth_admin, not as the migrations' owner, so the sign-up trigger, the profile it makes
// and an account's removal are checked as that role, on a database whose `postgres` is no superuser.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../support/fresh-database.ts';

let database: FreshDatabase;
let owner: pg.Client;
let gotrue: pg.Client;

function as(role: string): pg.Client {
  const url = new URL(database.url!);
  url.username = role;
  return new pg.Client({ connectionString: url.toString() });
}

beforeAll(async () => {
  if (!process.env.DATABASE_TEMPLATE) throw new Error('Run through tests/hosted/run.sh (a hosted-shaped database).');
  database = await freshDatabase();
  owner = as('postgres');
  gotrue = as('supabase_auth_admin');
  await owner.connect();
  await gotrue.connect();
  await owner.query(`select private.set_beta_code('hosted-code')`);
});

afterAll(async () => {
  await owner?.end();
  await gotrue?.end();
  await database?.drop();
});

/** What GoTrue's sign-up inserts (its own columns; the app's data in raw_user_meta_data). */
function signUp(email: string, data: Record<string, unknown>) {
  const id = randomUUID();
  return gotrue
    .query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, 'x',
               '{"provider":"email","providers":["email"]}', $3)`,
      [id, email, JSON.stringify(data)],
    )
    .then(() => id);
}

describe('the hosted-shaped database', () => {
  it('has the platform’s owners: postgres is no superuser, auth and storage are their services’', async () => {
    const { rows } = await owner.query<{ superuser: boolean; bypassrls: boolean; users: string; objects: string }>(`
      select (select rolsuper from pg_roles where rolname = current_user) as superuser,
             (select rolbypassrls from pg_roles where rolname = current_user) as bypassrls,
             (select tableowner from pg_tables where schemaname = 'auth' and tablename = 'users') as users,
             (select tableowner from pg_tables where schemaname = 'storage' and tablename = 'objects') as objects`);
    expect(rows[0]).toEqual({
      superuser: false,
      bypassrls: true,
      users: 'supabase_auth_admin',
      objects: 'supabase_storage_admin',
    });
    const history = await owner.query('select version from supabase_migrations.schema_migrations');
    expect(history.rowCount).toBeGreaterThanOrEqual(20);
  });
});

describe('sign-up as GoTrue makes it (supabase_auth_admin)', () => {
  it('refuses a wrong beta code with the trigger’s message', async () => {
    await expect(signUp('guess@example.com', { beta_code: 'wrong-code' })).rejects.toMatchObject({
      code: '28000',
      message: 'A valid beta access code is required to register.',
    });
    const { rowCount } = await owner.query(`select 1 from auth.users where email = 'guess@example.com'`);
    expect(rowCount).toBe(0);
  });

  it('takes the right code, keeps it out of the stored metadata and makes the first user the admin', async () => {
    const id = await signUp('first@example.com', { beta_code: 'hosted-code', first_name: 'Ada', last_name: 'Coach' });
    const user = await owner.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where id = $1',
      [id],
    );
    expect(user.rows[0].meta).toEqual({ first_name: 'Ada', last_name: 'Coach' });
    const profile = await owner.query('select name, role, email from public.todo_profiles where id = $1', [id]);
    expect(profile.rows[0]).toEqual({ name: 'Ada Coach', role: 'admin', email: 'first@example.com' });
    const preferences = await owner.query('select 1 from public.todo_user_preferences where user_id = $1', [id]);
    expect(preferences.rowCount).toBe(1);
  });

  it('removes an account as GoTrue’s admin delete does, its profile and preferences going with it', async () => {
    const id = await signUp('leaving@example.com', { beta_code: 'hosted-code' });
    await gotrue.query('delete from auth.users where id = $1', [id]);
    const left = await owner.query(
      `select (select count(*) from public.todo_profiles where id = $1)::int as profiles,
              (select count(*) from public.todo_user_preferences where user_id = $1)::int as preferences`,
      [id],
    );
    expect(left.rows[0]).toEqual({ profiles: 0, preferences: 0 });
  });
});

describe('the Before User Created hook, as GoTrue calls it (supabase_auth_admin)', () => {
  const event = (ip: string, data: Record<string, unknown>) =>
    JSON.stringify({
      metadata: { name: 'before-user-created', ip_address: ip },
      user: { email: 'hook@example.com', app_metadata: { provider: 'email' }, user_metadata: data },
    });
  const hook = async (ip: string, data: Record<string, unknown>) =>
    (
      await gotrue.query<{ answer: Record<string, unknown> }>('select public.hook_before_user_created($1) as answer', [
        event(ip, data),
      ])
    ).rows[0].answer;

  it('answers 422 for a wrong code, counts it per address, and locks the address with a 429 after ten', async () => {
    for (let i = 0; i < 10; i++) {
      expect(await hook('203.0.113.7', { beta_code: `guess-${i}` })).toEqual({
        error: { http_code: 422, message: 'A valid beta access code is required to register.' },
      });
    }
    const locked = await hook('203.0.113.7', { beta_code: 'hosted-code' });
    expect(locked.error).toMatchObject({
      http_code: 429,
      message: 'Too many wrong beta codes. Please try again in 15 minutes.',
    });
    // Another address, the right code: let through; no code at all is the trigger's to refuse.
    expect(await hook('198.51.100.1', { beta_code: 'hosted-code' })).toEqual({});
    expect(await hook('203.0.113.7', {})).toEqual({});
  });

  it('is GoTrue’s to call, not the API roles’', async () => {
    const { rows } = await owner.query<{ anon: boolean; authenticated: boolean; auth_admin: boolean }>(`
      select has_function_privilege('anon', 'public.hook_before_user_created(jsonb)', 'execute') as anon,
             has_function_privilege('authenticated', 'public.hook_before_user_created(jsonb)', 'execute') as authenticated,
             has_function_privilege('supabase_auth_admin', 'public.hook_before_user_created(jsonb)', 'execute') as auth_admin`);
    expect(rows[0]).toEqual({ anon: false, authenticated: false, auth_admin: true });
  });

  it('keeps the beta code and invitation token out of the identity GoTrue writes', async () => {
    const id = await signUp('identity@example.com', { beta_code: 'hosted-code', first_name: 'Ida' });
    await gotrue.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider)
       values ($1::text, $1::uuid, $2, 'email')`,
      [
        id,
        JSON.stringify({
          sub: id,
          email: 'identity@example.com',
          beta_code: 'hosted-code',
          invitation: 'x',
          first_name: 'Ida',
        }),
      ],
    );
    const { rows } = await owner.query('select identity_data as data from auth.identities where user_id = $1', [id]);
    expect(rows[0].data).toEqual({ sub: id, email: 'identity@example.com', first_name: 'Ida' });
  });
});
