// Runs each section write in a dedicated worker (section-write-worker.ts) when the browser has
// one, else in the page. The worker's commit is not gated by the page's main thread, so a
// keystroke is durable while the page is still drawing it. The answer comes back as a message;
// the outbox listeners (the sync runner) live in the page and are told here.
import { ZodError, type ZodIssue } from 'zod';
import { notifyOutboxChange } from './outbox';
import { RowNotFoundError } from './row-writes';
import type { SectionWriteReply } from './section-write-protocol';
import { SignedOutError, writeStorySection, type SectionWrite, type SectionWriteResult } from './section-writes';

interface Waiting {
  write: SectionWrite;
  resolve(result: SectionWriteResult): void;
  reject(error: unknown): void;
}

let worker: Worker | null | undefined; // undefined: not started yet; null: none, write in the page
let nextId = 1;
const waiting = new Map<number, Waiting>();
const durableAt = new WeakMap<SectionWrite, number>();

function errorFrom(reply: Extract<SectionWriteReply, { ok: false }>): Error {
  switch (reply.kind) {
    case 'signed-out':
      return new SignedOutError();
    case 'not-found':
      return Object.assign(new RowNotFoundError('The story'), { message: reply.message });
    case 'invalid':
      return new ZodError(reply.issues as ZodIssue[]);
    case 'quota':
      return Object.assign(new Error(reply.message), { name: 'QuotaExceededError' });
    case 'failed':
      return new Error(reply.message);
  }
}

function settle(reply: SectionWriteReply): void {
  const w = waiting.get(reply.id);
  if (!w) return;
  waiting.delete(reply.id);
  if (!reply.ok) {
    w.reject(errorFrom(reply));
    return;
  }
  durableAt.set(w.write, reply.durableAt - performance.timeOrigin);
  notifyOutboxChange();
  w.resolve(reply.result);
}

/** A worker that cannot run (no script offline, no module workers): every write goes to the page. */
function giveUpOnWorker(): void {
  worker?.terminate();
  worker = null;
  const stranded = [...waiting.values()];
  waiting.clear();
  for (const w of stranded) writeStorySection(w.write).then(w.resolve, w.reject);
}

function sectionWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./section-write-worker.ts', import.meta.url), {
      type: 'module',
      name: 'storystack-section-writes',
    });
    started.onmessage = (event: MessageEvent<SectionWriteReply>) => settle(event.data);
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

/** writeStorySection, in the worker when there is one. */
export function writeSection(write: SectionWrite): Promise<SectionWriteResult> {
  const target = sectionWorker();
  if (!target) return writeStorySection(write);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { write, resolve, reject });
    target.postMessage({ id, write });
  });
}

/** When a write made through writeSection committed, on this page's performance timeline. */
export function durableTimeOf(write: SectionWrite): number | undefined {
  return durableAt.get(write);
}
