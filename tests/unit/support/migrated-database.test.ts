// The PGlite templates in the temp folder: building a new one deletes those unused for an hour.
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneTemplates } from '../../support/migrated-database.ts';

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
