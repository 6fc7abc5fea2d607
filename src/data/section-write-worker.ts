// A dedicated worker that runs writeStorySection: the IndexedDB transaction of a keystroke then
// commits on this thread, not behind the page's main thread, which is busy drawing that same
// keystroke (docs/sync.md). The page keeps the journal (localStorage exists only there).
import { ZodError } from 'zod';
import { RowNotFoundError } from './row-writes';
import { isQuotaError } from './storage-full';
import { SignedOutError, writeStorySection, type SectionWrite } from './section-writes';
import type { SectionWriteReply } from './section-write-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; write: SectionWrite }>) => void) | null;
  postMessage(message: SectionWriteReply): void;
};

function errorKind(error: unknown): Extract<SectionWriteReply, { ok: false }>['kind'] {
  if (error instanceof SignedOutError) return 'signed-out';
  if (error instanceof RowNotFoundError) return 'not-found';
  if (error instanceof ZodError) return 'invalid';
  if (isQuotaError(error)) return 'quota';
  return 'failed';
}

scope.onmessage = (event) => {
  const { id, write } = event.data;
  writeStorySection(write).then(
    (result) => scope.postMessage({ id, ok: true, result, durableAt: performance.timeOrigin + performance.now() }),
    (error: unknown) =>
      scope.postMessage({
        id,
        ok: false,
        kind: errorKind(error),
        message: error instanceof Error ? error.message : String(error),
        issues: error instanceof ZodError ? error.issues.map((i) => ({ message: i.message, path: i.path })) : [],
      }),
  );
};
