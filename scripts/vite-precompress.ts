// Writes a brotli (.br, best quality) and a gzip (.gz) copy beside every hashed text asset of the
// build, once, so a server sends them as they are (supabase/local/static.ts; nginx's
// brotli_static/gzip_static) instead of compressing the same bytes again in every process. The
// best brotli level costs about 9 CPU-seconds for the whole build: paid at build time, not by the
// first visitor of each server, nor by each of the browser suite's stand-ins.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { MIN_COMPRESS_BYTES } from '../supabase/local/static.ts';

type OutputBundle = Rolldown.OutputBundle;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The hashed text assets: the ones static.ts sends from these copies. */
const PRECOMPRESSED = /^assets\/.+\.(js|css|svg)$/;

async function precompress(path: string, bytes: Uint8Array): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** Compresses the bundle's hashed text assets, as written to outDir. */
export async function precompressBundle(outDir: string, bundle: OutputBundle): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const [fileName, output] of Object.entries(bundle)) {
    if (!PRECOMPRESSED.test(fileName)) continue;
    const source = output.type === 'chunk' ? output.code : output.source;
    const bytes = typeof source === 'string' ? Buffer.from(source) : source;
    if (bytes.byteLength < MIN_COMPRESS_BYTES) continue;
    jobs.push(precompress(join(outDir, fileName), bytes));
  }
  // zlib's async calls run on libuv's thread pool: the files compress side by side.
  await Promise.all(jobs);
}

export function precompressAssets(): Plugin {
  return {
    name: 'storystack-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      await precompressBundle(options.dir ?? 'dist', bundle);
    },
  };
}
