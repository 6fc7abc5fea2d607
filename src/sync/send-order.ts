// Which outbox entries may be sent now. Entries of one queue key go strictly in order, with two
// exceptions that keep a function call from running on text the server does not have yet: a call
// that reads its row when sent waits behind every edit of that row (even one queued after it),
// and a call that reads other rows (waitsFor) waits for what was queued before it in theirs.
import type { OutboxEntry } from '../data/mirror/types';

/** Queue key → the seq of its newest row edit. */
export function lastEditOf(entries: readonly OutboxEntry[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries)
    if (e.kind === 'mutation') out.set(e.queueKey, Math.max(out.get(e.queueKey) ?? 0, e.seq as number));
  return out;
}

/** A call that reads its row when sent, with an edit of that row queued after it (not yet out). */
export function readsBehindEdit(e: OutboxEntry, lastEdit: ReadonlyMap<string, number>): boolean {
  return (
    e.kind === 'invoke' &&
    !!e.readFrom &&
    e.state !== 'inflight' &&
    (lastEdit.get(e.queueKey) ?? -1) > (e.seq as number)
  );
}

/** The first entry of every queue key that may be sent at `now`, oldest first (`all` in seq order). */
export function sendableEntries(all: readonly OutboxEntry[], now: number): OutboxEntry[] {
  const lastEdit = lastEditOf(all);
  const firstOfQueue = new Map<string, number>();
  for (const e of all) if (!firstOfQueue.has(e.queueKey)) firstOfQueue.set(e.queueKey, e.seq as number);
  const seen = new Set<string>();
  const out: OutboxEntry[] = [];
  for (const e of all) {
    if (seen.has(e.queueKey) || readsBehindEdit(e, lastEdit)) continue;
    seen.add(e.queueKey);
    if (e.kind === 'invoke' && e.waitsFor?.some((k) => (firstOfQueue.get(k) ?? Infinity) < (e.seq as number))) continue;
    if (e.state === 'queued' && e.nextAttemptAt <= now) out.push(e);
  }
  return out;
}
