// What the Supabase CLI uploads when it bundles without Docker: each function with the import map
// that config.toml names for it. A function without one, or a bare import the map does not
// resolve, deploys only where Docker runs; a loose version range lets Deno pick another release
// than the one the tests ran.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionTables } from '../../support/functions-config.ts';

const ROOT = join(import.meta.dirname, '../../..');
const FUNCTIONS = join(ROOT, 'supabase/functions');

const functionNames = readdirSync(FUNCTIONS).filter(
  (name) => !name.startsWith('_') && statSync(join(FUNCTIONS, name)).isDirectory(),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const bareImports = [
  ...new Set(
    sourceFiles(FUNCTIONS).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)].map((m) => m[1]),
    ),
  ),
].filter((spec) => !spec.startsWith('npm:') && !spec.startsWith('jsr:') && !spec.startsWith('node:'));

const importMap = JSON.parse(readFileSync(join(FUNCTIONS, 'deno.json'), 'utf8')) as { imports: Record<string, string> };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

describe('the functions deploy without Docker', () => {
  const tables = functionTables(readFileSync(join(ROOT, 'supabase/config.toml'), 'utf8'));

  it.each(functionNames)('%s names the import map in config.toml', (name) => {
    expect(tables.get(name)?.import_map).toBe('./functions/deno.json');
  });

  it('finds the functions and their bare imports', () => {
    expect(functionNames.length).toBeGreaterThanOrEqual(10);
    expect(bareImports).toContain('zod');
  });

  it.each(bareImports)('the import map resolves %s', (spec) => {
    expect(importMap.imports[spec]).toMatch(/^npm:/);
  });

  it.each(Object.entries(importMap.imports))('%s is pinned to the version package-lock.json installs', (_, target) => {
    const match = /^npm:(@?[^@/]+(?:\/[^@/]+)?)@([^/]+)/.exec(target);
    expect(match, target).not.toBeNull();
    const [, pkg, version] = match!;
    expect(version).toBe(lock.packages[`node_modules/${pkg}`]?.version);
  });
});
