// Runs each keystroke's transaction in a dedicated worker (worker.ts) when the browser has
// one, else in the page. The worker's commit is not gated by the page's main thread, so a
// keystroke is durable while the page is still drawing it. The answer comes back as a message;
// the outbox listeners (the sync runner) live in the page and are told here.
import { notifyOutboxChange } from '../mirror/outbox';
import { decodeError } from './errors';
import { writeStoryText, type TextWrite, type TextWriteResult } from './transaction';
import type { TextWriteReply } from './worker-protocol';

interface Waiting {
  write: TextWrite;
  resolve(result: TextWriteResult): void;
  reject(error: unknown): void;
}

let worker: Worker | null | undefined; // undefined: not started yet; null: none, write in the page
let nextId = 1;
const waiting = new Map<number, Waiting>();
/** When a write committed and its steps, on this page's performance timeline (ms since timeOrigin). */
export interface DurableTiming {
  durableAt: number;
  /** Request → worker, worker → reads answered, reads → writes issued, writes → commit. */
  phases: { toWorker: number; reads: number; writes: number; commit: number } | null;
}
const timings = new WeakMap<TextWrite, DurableTiming>();
const sentTimes = new WeakMap<TextWrite, number>();

function settle(reply: TextWriteReply): void {
  const w = waiting.get(reply.id);
  if (!w) return;
  waiting.delete(reply.id);
  if (!reply.ok) {
    w.reject(decodeError(reply));
    return;
  }
  const { receivedAt, readAt, writtenAt } = reply.phases;
  const sentAt = sentTimes.get(w.write);
  timings.set(w.write, {
    durableAt: reply.durableAt - performance.timeOrigin,
    phases:
      sentAt !== undefined && readAt !== undefined && writtenAt !== undefined
        ? {
            toWorker: receivedAt - performance.timeOrigin - sentAt,
            reads: readAt - receivedAt,
            writes: writtenAt - readAt,
            commit: reply.durableAt - writtenAt,
          }
        : null,
  });
  notifyOutboxChange();
  w.resolve(reply.result);
}

/** A worker that cannot run (no script offline, no module workers): every write goes to the page. */
function giveUpOnWorker(): void {
  worker?.terminate();
  worker = null;
  const stranded = [...waiting.values()];
  waiting.clear();
  for (const w of stranded) writeStoryText(w.write).then(w.resolve, w.reject);
}

function sectionWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: 'storystack-section-writes',
    });
    started.onmessage = (event: MessageEvent<TextWriteReply>) => settle(event.data);
    started.onerror = (event) => {
      event.preventDefault();
      giveUpOnWorker();
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/** writeStoryText, in the worker when there is one. */
export function writeInWorker(write: TextWrite): Promise<TextWriteResult> {
  const target = sectionWorker();
  if (!target) return writeStoryText(write);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { write, resolve, reject });
    sentTimes.set(write, performance.now());
    target.postMessage({ id, write });
  });
}

/** When a write made through writeInWorker committed, and its steps (null: written in the page). */
export function durableTimeOf(write: TextWrite): DurableTiming | undefined {
  return timings.get(write);
}
