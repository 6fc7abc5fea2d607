// Batch push: the due mutations (the first entry of each row's queue, so per-row order holds)
// go in rpc/push_mutations requests bounded by count and bytes; every other entry kind keeps
// its own request. A batch's answer is split back into one result per entry, in the shapes a
// single push produces, so the engine handles both the same way.
import { PUSH_BATCH_MAX_BYTES, PUSH_BATCH_MAX_MUTATIONS } from '../domain/limits';
import { pushBatchResponseSchema } from '../domain/sync-protocol';
import type { MutationEntry, OutboxEntry } from '../data/mirror/types';
import type { RemoteResult } from './ports';

export interface BatchLimits {
  maxMutations: number;
  maxBytes: number;
}

export const DEFAULT_BATCH_LIMITS: BatchLimits = {
  maxMutations: PUSH_BATCH_MAX_MUTATIONS,
  maxBytes: PUSH_BATCH_MAX_BYTES,
};

export type PushWork = { kind: 'single'; entry: OutboxEntry } | { kind: 'batch'; entries: MutationEntry[] };

const encoder = new TextEncoder();

/**
 * Bytes a mutation adds to a batch body, measured when the batch is planned: a patch that
 * coalesces into the entry before it is marked in flight may add a little, which the request
 * body limit (twice PUSH_BATCH_MAX_BYTES) absorbs.
 */
export function mutationBytes(entry: MutationEntry): number {
  return encoder.encode(JSON.stringify(entry.values)).length + 200;
}

/** Groups due entries into requests; a batch of one goes as a single push. */
export function planPush(due: readonly OutboxEntry[], limits: BatchLimits = DEFAULT_BATCH_LIMITS): PushWork[] {
  const work: PushWork[] = [];
  let batch: MutationEntry[] = [];
  let bytes = 0;
  const flush = () => {
    if (batch.length === 1) work.push({ kind: 'single', entry: batch[0] });
    else if (batch.length > 1) work.push({ kind: 'batch', entries: batch });
    batch = [];
    bytes = 0;
  };
  for (const entry of due) {
    if (entry.kind !== 'mutation') {
      work.push({ kind: 'single', entry });
      continue;
    }
    const size = mutationBytes(entry);
    if (batch.length > 0 && (batch.length >= limits.maxMutations || bytes + size > limits.maxBytes)) flush();
    batch.push(entry);
    bytes += size;
  }
  flush();
  return work;
}

/**
 * The HTTP status PostgREST would answer for a SQLSTATE, so an item refused inside a batch is
 * classified exactly like the same refusal of a single push (4xx: needs attention; 5xx/503: retry).
 */
export function statusForSqlState(code: string): number {
  if (code === '42501') return 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (/^(08|53)/.test(code)) return 503;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|XX)/.test(code)) return 500;
  return 400;
}

/**
 * One result per mutation from a push_mutations answer, or null when the answer does not fit
 * the protocol (not an array of results, or not one per mutation).
 */
export function splitBatchResults(data: unknown, count: number): RemoteResult<unknown>[] | null {
  const parsed = pushBatchResponseSchema.safeParse(data);
  if (!parsed.success || parsed.data.length !== count) return null;
  return parsed.data.map((item): RemoteResult<unknown> => {
    if (item.status !== 'error') return { ok: true, data: item };
    return { ok: false, kind: 'http', status: statusForSqlState(item.code), code: item.code, message: item.message };
  });
}
