// A fresh in-memory PGlite database that already has every migration, for test stand-ins.
// Creating an empty PGlite cluster (initdb) and migrating it costs about 3 s; starting from a
// tarball of a migrated cluster costs under 1 s. The tarball is made once per set of SQL files
// (its name carries their hash, so a changed migration makes a new one) and kept in the temp
// folder; concurrent test workers write it atomically (write, then rename). Each database
// loaded from it is independent: no rows are shared between test files. The template has no
// template0 or template1 (nothing makes a database from them on PGlite; they were a third of its
// bytes and two thirds of its files, each unpacked on every open), and test databases start with
// 16MB of shared buffers instead of 128MB: together half of an open's CPU (docs/test-timing.md),
// paid about a hundred times a run. A tarball is touched
// on every use; building a new one deletes the ones nobody used for an hour (about 27 MB each,
// one per migration edit, they would pile up in the temp folder otherwise).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { openDatabase, type Database } from '../../supabase/local/db.ts';
import { migrate, migrationsDir } from '../../supabase/local/migrate.ts';

const supabaseDir = join(migrationsDir, '..');
const localDir = join(supabaseDir, 'local');
const PREFIX = 'storystack-pglite-';
const UNUSED_FOR_MS = 60 * 60 * 1000;
const SQL_FILES = [join(localDir, 'bootstrap.sql'), join(localDir, 'storage', 'bootstrap.sql')];
/** What is done to the migrated cluster before it is dumped: part of the template's name. */
const TRIM = [
  'ALTER DATABASE template1 WITH IS_TEMPLATE false',
  'DROP DATABASE template1',
  'ALTER DATABASE template0 WITH IS_TEMPLATE false',
  'DROP DATABASE template0',
  'CHECKPOINT',
];
/** The shared_buffers of every test database opened from the template. */
const SHARED_BUFFERS = '16MB';

function templatePath(): string {
  const hash = createHash('sha256');
  const pglitePackage = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const pglite = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string };
  hash.update(pglite.version).update(TRIM.join(';'));
  const migrations = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(migrationsDir, f));
  // Names relative to supabase/, so every clone of the project shares one tarball.
  for (const file of [...SQL_FILES, ...migrations]) hash.update(relative(supabaseDir, file)).update(readFileSync(file));
  return join(tmpdir(), `${PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Deletes other templates (and partial writes) that have not been used for an hour. */
export function pruneTemplates(keep: string, now = Date.now(), dir = tmpdir()): string[] {
  const pruned: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!name.startsWith(PREFIX) || path === keep) continue;
    try {
      if (now - statSync(path).mtimeMs < UNUSED_FOR_MS) continue;
      rmSync(path, { force: true });
      pruned.push(path);
    } catch {
      // Another worker pruned or renamed it first.
    }
  }
  return pruned;
}

async function buildTemplate(path: string): Promise<void> {
  const db = await openDatabase({ dataDir: 'memory' });
  try {
    await migrate(db);
    for (const sql of TRIM) await db.exec(sql);
    if (!db.dumpDataDir) throw new Error('PGlite cannot dump its data folder.');
    const tarball = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    const partial = `${path}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, path);
  } finally {
    await db.close();
  }
  pruneTemplates(path);
}

/** The template's bytes, built first if missing (or pruned by another clone meanwhile). */
async function readTemplate(path: string) {
  try {
    const bytes = readFileSync(path);
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Not ours to touch (another user's temp file): it may be pruned early, and then rebuilt.
    }
    return bytes;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await buildTemplate(path);
    return readFileSync(path);
  }
}

/** The migrated template's tarball on disk (built first if missing), to unpack as a data folder. */
export async function migratedTemplateFile(): Promise<string> {
  const path = templatePath();
  await readTemplate(path);
  return path;
}

/** The template's bytes, read once a process: each database opened from them copies them. */
let loaded: { path: string; bytes: Buffer } | null = null;

/** An in-memory PGlite database with every migration applied (migrate() on it is a no-op). */
export async function openMigratedMemoryDatabase(): Promise<Database> {
  const path = templatePath();
  if (loaded?.path !== path) loaded = { path, bytes: await readTemplate(path) };
  return openDatabase({ dataDir: 'memory', loadDataDir: loaded.bytes, sharedBuffers: SHARED_BUFFERS });
}
