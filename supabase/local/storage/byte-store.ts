// Where object bytes live: files under DATA_DIR/storage (or memory when DATA_DIR=memory), each
// named by the object's version. A write goes to a temporary file first and is put in place only
// when every byte has arrived, so a broken upload never leaves a half file under a version name.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super('The object exceeded the maximum allowed size');
  }
}

export interface StoredBytes {
  version: string;
  size: number;
  /** The MD5 of the bytes, quoted, as S3 and hosted Storage give it. */
  eTag: string;
}

export interface ByteStore {
  /** Reads the stream to the end (failing past maxBytes) and keeps it under a new version. */
  write(source: Readable, maxBytes: number): Promise<StoredBytes>;
  /** Opens the bytes now, so a later removal of the version does not cut a download short. */
  open(version: string): Promise<ReadableStream<Uint8Array> | null>;
  remove(version: string): Promise<void>;
}

interface Measure {
  size: number;
  eTag(): string;
}

/** Counts and hashes bytes, and fails the stream as soon as it passes the limit. */
function sizeGuard(maxBytes: number): { guard: Transform; measure: Measure } {
  const hash = createHash('md5');
  const measure: Measure = { size: 0, eTag: () => `"${hash.digest('hex')}"` };
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      measure.size += chunk.length;
      if (measure.size > maxBytes) return done(new TooLargeError(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { guard, measure };
}

/**
 * Pipes the source into the guard without tying their fates: when the guard refuses (too large),
 * the source stays open, so the caller can read the rest of the request and still answer.
 */
function feed(source: Readable, guard: Transform): Transform {
  source.once('error', (error) => guard.destroy(error));
  source.pipe(guard);
  return guard;
}

const VERSION_PATTERN = /^[0-9a-f-]{36}$/;

export function diskByteStore(root: string): ByteStore {
  const objects = join(root, 'objects');
  const incoming = join(root, 'incoming');
  mkdirSync(objects, { recursive: true });
  // Whatever was arriving when the last process stopped is incomplete by definition.
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(incoming, { recursive: true });
  const pathOf = (version: string) => {
    if (!VERSION_PATTERN.test(version)) throw new Error('Not a stored version');
    return join(objects, version);
  };
  return {
    async write(source, maxBytes) {
      const version = randomUUID();
      const temporary = join(incoming, version);
      const { guard, measure } = sizeGuard(maxBytes);
      const writer = createWriteStream(temporary);
      try {
        await pipeline(feed(source, guard), writer);
        await rename(temporary, pathOf(version));
      } catch (error) {
        // The stream opens its file lazily: wait until it is closed, or a refusal that came first
        // would remove nothing and the file would be created after.
        if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      return { version, size: measure.size, eTag: measure.eTag() };
    },
    async open(version) {
      try {
        const handle = await open(pathOf(version), 'r');
        return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(version) {
      await rm(pathOf(version), { force: true });
    },
  };
}

export function memoryByteStore(): ByteStore {
  const kept = new Map<string, Buffer>();
  return {
    async write(source, maxBytes) {
      const chunks: Buffer[] = [];
      const { guard, measure } = sizeGuard(maxBytes);
      await pipeline(feed(source, guard), async (stream: AsyncIterable<Buffer>) => {
        for await (const chunk of stream) chunks.push(chunk);
      });
      const version = randomUUID();
      kept.set(version, Buffer.concat(chunks));
      return { version, size: measure.size, eTag: measure.eTag() };
    },
    async open(version) {
      const bytes = kept.get(version);
      if (!bytes) return null;
      return Readable.toWeb(Readable.from([bytes])) as ReadableStream<Uint8Array>;
    },
    async remove(version) {
      kept.delete(version);
    },
  };
}
