// Applies bootstrap.sql and storage/bootstrap.sql (what hosted Supabase provides; skipped on a
// database whose platform already did), then each supabase/migrations file once, in order,
// recorded in supabase_migrations.schema_migrations as the Supabase CLI does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './db.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
export const migrationsDir = join(here, '..', 'migrations');

export interface MigrationReport {
  applied: string[];
}

/**
 * Whether the `auth` schema exists and belongs to someone else: a database the platform set up
 * (hosted Supabase, tests/hosted's copy of it), whose auth and storage the stand-in leaves alone.
 */
async function platformOwnsAuth(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ owned: boolean }>(
    `select to_regnamespace('auth') is not null and not has_schema_privilege('auth', 'CREATE') as owned`,
  );
  return rows[0]?.owned === true;
}

export async function migrate(db: Database, dir = migrationsDir): Promise<MigrationReport> {
  if (!(await platformOwnsAuth(db))) {
    await db.exec(readFileSync(join(here, 'bootstrap.sql'), 'utf8'));
    await db.exec(readFileSync(join(here, 'storage', 'bootstrap.sql'), 'utf8'));
  }
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
    applied.push(file);
  }
  return { applied };
}
