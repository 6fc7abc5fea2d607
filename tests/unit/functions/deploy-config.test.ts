// What the Supabase CLI uploads when it bundles without Docker: each function with the import map
// that config.toml names for it. A function without one, or a bare import the map does not
// resolve, deploys only where Docker runs; a loose version range lets Deno pick another release
// than the one the tests ran.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

/** The relative imports of a file under supabase/functions that leave the folder (the CLI's bundler
 *  cannot read outside it in every mode, supabase/cli#3467). */
function importsLeavingFunctions(file: string, text: string): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)]
    .map((m) => m[1])
    .filter((spec) => relative(FUNCTIONS, resolve(dirname(file), spec)).startsWith('..'));
}

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

describe('the functions folder deploys on its own', () => {
  const files = sourceFiles(FUNCTIONS);

  it('catches an import that leaves supabase/functions', () => {
    const handler = join(FUNCTIONS, 'generate-story/handler.ts');
    const planted = [
      "import { isAnswered } from '../../../src/domain/story-rules.ts';",
      "import { json } from '../_shared/http.ts';",
    ].join('\n');
    expect(importsLeavingFunctions(handler, planted)).toEqual(['../../../src/domain/story-rules.ts']);
    const shared = join(FUNCTIONS, '_shared/ai/engine.ts');
    expect(importsLeavingFunctions(shared, "export * from '../../../local/db.ts';")).toHaveLength(1);
    expect(importsLeavingFunctions(shared, "import { z } from '../schemas.ts';")).toEqual([]);
  });

  it('no file imports anything outside it', () => {
    const leaving = files.flatMap((file) =>
      importsLeavingFunctions(file, readFileSync(file, 'utf8')).map((spec) => `${relative(FUNCTIONS, file)}: ${spec}`),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(leaving).toEqual([]);
  });
});
