// The build's precompressed copies (scripts/vite-precompress.ts): a .br and a .gz beside each
// hashed text asset big enough to gain from it, each decompressing to the asset's own bytes.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressBundle } from '../../../scripts/vite-precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const big = 'export const story = "Six stories. One stack. Every sale.";\n'.repeat(60);

async function build(
  bundle: Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array }>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'storystack-precompress-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  await precompressBundle(dir, bundle as unknown as Rolldown.OutputBundle);
  return dir;
}

describe('precompressBundle', () => {
  it('writes a best-level brotli and a gzip copy of each hashed text asset', async () => {
    const dir = await build({
      'assets/index-AbCdEfGh.js': { type: 'chunk', code: big },
      'assets/index-AbCdEfGh.css': { type: 'asset', source: Buffer.from(big.replace(/export/g, '.a')) },
    });
    const js = join(dir, 'assets/index-AbCdEfGh.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(big);
    expect(readFileSync(`${js}.br`).byteLength).toBeLessThan(big.length / 10);
    const css = join(dir, 'assets/index-AbCdEfGh.css');
    expect(brotliDecompressSync(readFileSync(`${css}.br`)).toString()).toBe(big.replace(/export/g, '.a'));
  });

  it('leaves alone small files, binary assets and files outside assets/', async () => {
    const dir = await build({
      'assets/tiny-AbCdEfGh.js': { type: 'chunk', code: 'export {};' },
      'assets/icon-AbCdEfGh.png': { type: 'asset', source: Buffer.alloc(4096, 1) },
      'sw.js': { type: 'chunk', code: big },
    });
    for (const file of ['assets/tiny-AbCdEfGh.js', 'assets/icon-AbCdEfGh.png', 'sw.js']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });
});
