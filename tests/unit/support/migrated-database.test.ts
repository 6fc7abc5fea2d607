// The PGlite templates in the temp folder: building a new one deletes those unused for an hour.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMigratedMemoryDatabase, pruneTemplates } from '../../support/migrated-database.ts';

const HOUR = 60 * 60 * 1000;
let dir = '';

function file(name: string, ageMs: number, now: number): string {
  const path = join(dir, name);
  writeFileSync(path, 'x');
  const when = new Date(now - ageMs);
  utimesSync(path, when, when);
  return path;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pruneTemplates', () => {
  it('deletes other templates and partial writes unused for an hour, and nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'storystack-prune-test-'));
    const now = Date.now();
    const keep = file('storystack-pglite-aaaa.tar', 5 * HOUR, now);
    file('storystack-pglite-bbbb.tar', 2 * HOUR, now);
    file('storystack-pglite-cccc.tar.123.456.partial', 3 * HOUR, now);
    file('storystack-pglite-dddd.tar', 10 * 60 * 1000, now);
    file('other-tool.tar', 5 * HOUR, now);

    const pruned = pruneTemplates(keep, now, dir);

    expect(pruned.map((p) => p.slice(dir.length + 1)).sort()).toEqual([
      'storystack-pglite-bbbb.tar',
      'storystack-pglite-cccc.tar.123.456.partial',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'other-tool.tar',
      'storystack-pglite-aaaa.tar',
      'storystack-pglite-dddd.tar',
    ]);
  });
});

describe('openMigratedMemoryDatabase', () => {
  it('opens every migration in the one database, with no template databases to unpack and 16MB of shared buffers', async () => {
    const db = await openMigratedMemoryDatabase();
    try {
      const databases = await db.query<{ datname: string }>('select datname from pg_database order by datname');
      expect(databases.rows.map((row) => row.datname)).toEqual(['postgres']);
      const buffers = await db.query<{ shared_buffers: string }>('show shared_buffers');
      expect(buffers.rows[0]?.shared_buffers).toBe('16MB');
      const stories = await db.query<{ count: number }>('select count(*)::int as count from public.stories');
      expect(stories.rows[0]?.count).toBe(0);
    } finally {
      await db.close();
    }
  });
});
