// With DATABASE_URL set, each test file gets its own new database on that server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  /** The URL to hand to the stand-in, or undefined on PGlite (in memory: fresh already). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** Runs `work` on one admin connection to the server, then closes it. */
async function onServer(baseUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new database made by `create`, reached as `user` (default: the base URL's), dropped by drop(). */
async function newDatabase(
  baseUrl: string,
  create: (admin: pg.Client, name: string) => Promise<unknown>,
  user?: string,
): Promise<FreshDatabase> {
  const name = `storystack_test_${randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, (admin) => create(admin, name));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  if (user) url.username = user;
  return {
    url: url.toString(),
    drop: () => onServer(baseUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * With DATABASE_URL set, a new empty database on that server for one test file, so files never
 * share rows (and the "first user becomes admin" rule holds in each). The cluster-wide API roles
 * are made here under a lock first: bootstrap.sql's check-then-create would race when several
 * files start at once.
 * With DATABASE_TEMPLATE set too (tests/hosted/run.sh), a copy of that already deployed database
 * instead, reached as DATABASE_USER: the hosted-shaped database, where roles and ownership are the
 * platform's and nothing here may create them.
 */
export async function freshDatabase(baseUrl = process.env.DATABASE_URL): Promise<FreshDatabase> {
  if (!baseUrl) return { url: undefined, drop: async () => undefined };
  const template = process.env.DATABASE_TEMPLATE;
  const user = process.env.DATABASE_USER;
  if (template) {
    return newDatabase(
      baseUrl,
      (admin, name) => admin.query(`create database ${name} template ${template}${user ? ` owner ${user}` : ''}`),
      user,
    );
  }
  return newDatabase(baseUrl, async (admin, name) => {
    await admin.query(`select pg_advisory_lock(hashtext('storystack.test_roles'))`);
    await admin.query(`
      do $$
      begin
        if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
        if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
        if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
      end $$;
      grant anon, authenticated, service_role to current_user;
    `);
    await admin.query(`select pg_advisory_unlock(hashtext('storystack.test_roles'))`);
    await admin.query(`create database ${name} template template0`);
  });
}
