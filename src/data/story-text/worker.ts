// A dedicated worker that runs the keystroke's transaction (transaction.ts): the IndexedDB
// transaction then commits on this thread, not behind the page's main thread, which is busy
// drawing that same keystroke (docs/sync.md). The page keeps the journal (localStorage exists
// only there).
import { encodeError } from './errors';
import { writeStoryText, type WritePhases } from './transaction';
import type { TextWriteReply, TextWriteRequest } from './worker-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TextWriteRequest>) => void) | null;
  postMessage(message: TextWriteReply): void;
};

scope.onmessage = (event) => {
  const { id, write } = event.data;
  const phases: WritePhases & { receivedAt: number } = { receivedAt: performance.timeOrigin + performance.now() };
  writeStoryText(write, undefined, phases).then(
    (result) =>
      scope.postMessage({ id, ok: true, result, durableAt: performance.timeOrigin + performance.now(), phases }),
    (error: unknown) => scope.postMessage({ id, ok: false, ...encodeError(error) }),
  );
};
