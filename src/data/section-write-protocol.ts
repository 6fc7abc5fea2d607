// Messages between the page and the section-write worker (section-write-worker.ts).
import type { SectionWriteResult } from './section-writes';

export type SectionWriteReply =
  | {
      id: number;
      ok: true;
      result: SectionWriteResult;
      /** When the transaction committed, in epoch ms (performance.timeOrigin + now in the worker). */
      durableAt: number;
    }
  | {
      id: number;
      ok: false;
      kind: 'signed-out' | 'not-found' | 'invalid' | 'quota' | 'failed';
      message: string;
      issues: { message: string; path: PropertyKey[] }[];
    };
