// Messages between the page (worker-transport.ts) and the story-text worker (worker.ts).
import type { EncodedError } from './errors';
import type { TextWrite, TextWriteResult, WritePhases } from './transaction';

export interface TextWriteRequest {
  id: number;
  write: TextWrite;
}

export type TextWriteReply =
  | {
      id: number;
      ok: true;
      result: TextWriteResult;
      /** When the transaction committed, in epoch ms (performance.timeOrigin + now in the worker). */
      durableAt: number;
      /** When the worker got the request, in epoch ms, and the transaction's steps. */
      phases: WritePhases & { receivedAt: number };
    }
  | ({ id: number; ok: false } & EncodedError);
