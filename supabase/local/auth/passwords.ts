// Password hashing with bcrypt on a small pool of worker threads: a sign-in storm costs CPU on
// the workers, never time on the thread that serves every other request (pgcrypto's crypt() ran
// inside the single database connection and stalled everything behind it). Same hash format as
// pgcrypto ($2a$), so existing rows and SQL-made hashes keep working.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

type JobInput = { kind: 'hash'; password: string; cost: number } | { kind: 'compare'; password: string; hash: string };
type Reply = { id: number; ok: true; result: string | boolean } | { id: number; ok: false; message: string };

interface Pending {
  worker: Worker;
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

const WORKER_URL = new URL('./password-worker.mjs', import.meta.url);
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));

class PasswordPool {
  private readonly workers: Worker[] = [];
  private readonly busy = new Map<Worker, number>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  run(job: JobInput): Promise<string | boolean> {
    const id = this.nextId++;
    const worker = this.pick();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      this.busy.set(worker, (this.busy.get(worker) ?? 0) + 1);
      worker.ref();
      worker.postMessage({ ...job, id });
    });
  }

  private pick(): Worker {
    if (this.workers.length < POOL_SIZE) {
      const idle = this.workers.find((w) => (this.busy.get(w) ?? 0) === 0);
      if (idle) return idle;
      return this.spawn();
    }
    return this.workers.reduce((a, b) => ((this.busy.get(a) ?? 0) <= (this.busy.get(b) ?? 0) ? a : b));
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_URL);
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const left = (this.busy.get(worker) ?? 1) - 1;
      this.busy.set(worker, left);
      // An idle pool never keeps the process alive.
      if (left === 0) worker.unref();
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new Error(reply.message));
    });
    worker.on('error', (error) => this.retire(worker, error));
    worker.on('exit', () => this.retire(worker, new Error('The password worker stopped')));
    this.workers.push(worker);
    this.busy.set(worker, 0);
    return worker;
  }

  private retire(worker: Worker, error: Error): void {
    const index = this.workers.indexOf(worker);
    if (index < 0) return;
    this.workers.splice(index, 1);
    this.busy.delete(worker);
    for (const [id, waiting] of this.pending) {
      if (waiting.worker !== worker) continue;
      this.pending.delete(id);
      waiting.reject(error);
    }
  }
}

const pool = new PasswordPool();

export async function hashPassword(password: string, cost: number): Promise<string> {
  const result = await pool.run({ kind: 'hash', password, cost });
  return String(result);
}

/** False for an empty or malformed hash (a user with no password signs in with none). */
export async function passwordMatchesHash(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return (await pool.run({ kind: 'compare', password, hash })) === true;
}

/** Spends one bcrypt's time at this cost, so an unknown email answers no faster than a known one. */
export async function spendPasswordCheck(password: string, cost: number): Promise<void> {
  await hashPassword(password, cost);
}
