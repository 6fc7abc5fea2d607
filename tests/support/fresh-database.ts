// With DATABASE_URL set, each test file gets its own new database on that server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  /** The URL to hand to the stand-in, or undefined on PGlite (in memory: fresh already). */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * With DATABASE_TEMPLATE set too (tests/hosted/run.sh), a copy of that already deployed database
 * instead, reached as DATABASE_USER: the hosted-shaped database, where roles and ownership are the
 * platform's and nothing here may create them.
 */
async function templateCopy(baseUrl: string, template: string, user: string | undefined): Promise<FreshDatabase> {
  const name = `storystack_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}${user ? ` owner ${user}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  if (user) url.username = user;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * With DATABASE_URL set, a new empty database on that server for one test file, so files never
 * share rows (and the "first user becomes admin" rule holds in each). The cluster-wide API roles
 * are made here under a lock first: bootstrap.sql's check-then-create would race when several
 * files start at once.
 */
export async function freshDatabase(baseUrl = process.env.DATABASE_URL): Promise<FreshDatabase> {
  if (!baseUrl) return { url: undefined, drop: async () => undefined };
  const template = process.env.DATABASE_TEMPLATE;
  if (template) return templateCopy(baseUrl, template, process.env.DATABASE_USER);
  const name = `storystack_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
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
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
