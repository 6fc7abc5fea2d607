// Hosted Realtime's rule for a large change (realtime.apply_rls with max_record_bytes): when the
// record is over the limit, every value whose JSON text is over 64 bytes is left out of `record`
// and `old_record`, and `errors` says "Error 413: Payload Too Large". Keys, numbers, timestamps
// and short text stay, so a client learns which row changed and pulls it (the sync engine treats
// realtime only as a signal to pull). The stand-in's limit is lower than hosted's 1 MB default
// (a per-project setting there), so a paused socket cannot be fed 150 KB per message.
import type { ChangeRow } from './capture.ts';

export const PAYLOAD_TOO_LARGE = 'Error 413: Payload Too Large';
/** Values up to this many bytes of JSON stay in an over-limit record (hosted's constant). */
const KEPT_VALUE_BYTES = 64;

export interface FittedChange {
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  errors: string[] | null;
}

// One change goes to many subscribers: measured and trimmed once.
const fitted = new WeakMap<ChangeRow, FittedChange>();

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? 'null');

function smallValuesOnly(row: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (jsonBytes(value) <= KEPT_VALUE_BYTES) out[key] = value;
  }
  return out;
}

export function fitChange(change: ChangeRow, maxRecordBytes: number): FittedChange {
  const known = fitted.get(change);
  if (known) return known;
  // Hosted measures the WAL record: the new row, or for a DELETE the old row's identity.
  const size = jsonBytes(change.record ?? change.oldRecord);
  const result: FittedChange =
    size <= maxRecordBytes
      ? { record: change.record, oldRecord: change.oldRecord, errors: null }
      : {
          record: smallValuesOnly(change.record),
          oldRecord: smallValuesOnly(change.oldRecord),
          errors: [PAYLOAD_TOO_LARGE],
        };
  fitted.set(change, result);
  return result;
}
