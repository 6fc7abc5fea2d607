// Three-way merge of a synced row: base (the server version my edits started from), mine (the
// local row) and theirs (the server's row now). Pure: no I/O, no clock. Story content and
// preferences merge per key (per section); every other field merges as a whole value.
// Where only one side changed a value, that side wins; where both changed it differently,
// the result keeps mine and reports a conflict so the user decides.

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type RowValues = Readonly<Record<string, unknown>>;

export interface FieldConflict {
  /** The column, e.g. 'title' or 'content'. */
  field: string;
  /** For keyed fields (story content), the section id; null when the whole value conflicts. */
  key: string | null;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult {
  /** The merged values of the merged fields (conflicting places hold mine). */
  merged: Record<string, unknown>;
  conflicts: FieldConflict[];
}

export interface MergeOptions {
  /** Fields to merge; others are ignored. */
  fields: readonly string[];
  /** Fields whose object values merge key by key (story content, preferences). */
  keyedFields?: readonly string[];
}

/** Structural equality for JSON-like values (object key order does not matter). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) if (!sameValue(ao[k], bo[k])) return false;
  return true;
}

type Pick3 = { value: unknown; conflict: boolean };

/** The three-way rule for one value. */
export function mergeValue(base: unknown, mine: unknown, theirs: unknown): Pick3 {
  if (sameValue(mine, theirs)) return { value: mine, conflict: false };
  if (sameValue(mine, base)) return { value: theirs, conflict: false };
  if (sameValue(theirs, base)) return { value: mine, conflict: false };
  return { value: mine, conflict: true };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Merges an object field key by key (story content: section id → text). When any side is not
 * an object (content held as one text), the field merges as a single value.
 */
export function mergeKeyed(
  field: string,
  base: unknown,
  mine: unknown,
  theirs: unknown,
): { value: unknown; conflicts: FieldConflict[] } {
  const b = base ?? {};
  if (!isPlainObject(b) || !isPlainObject(mine) || !isPlainObject(theirs)) {
    const r = mergeValue(base, mine, theirs);
    return { value: r.value, conflicts: r.conflict ? [{ field, key: null, base, mine, theirs }] : [] };
  }
  const out: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  const keys = new Set([...Object.keys(b), ...Object.keys(mine), ...Object.keys(theirs)]);
  for (const key of keys) {
    const r = mergeValue(b[key], mine[key], theirs[key]);
    if (r.conflict) conflicts.push({ field, key, base: b[key], mine: mine[key], theirs: theirs[key] });
    if (r.value !== undefined) out[key] = r.value;
  }
  return { value: out, conflicts };
}

/** Three-way merge of the given fields of a row. `base` null means "no common ancestor". */
export function mergeRow(
  base: RowValues | null,
  mine: RowValues,
  theirs: RowValues,
  options: MergeOptions,
): MergeResult {
  const keyed = new Set(options.keyedFields ?? []);
  const merged: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  for (const field of options.fields) {
    const b = base ? base[field] : undefined;
    if (keyed.has(field)) {
      const r = mergeKeyed(field, b, mine[field], theirs[field]);
      merged[field] = r.value;
      conflicts.push(...r.conflicts);
    } else {
      const r = base ? mergeValue(b, mine[field], theirs[field]) : mergeValue(undefined, mine[field], theirs[field]);
      merged[field] = r.value;
      if (r.conflict) conflicts.push({ field, key: null, base: b, mine: mine[field], theirs: theirs[field] });
    }
  }
  return { merged, conflicts };
}

/** The user's answer for one conflicting place. */
export type ConflictChoice = { pick: 'mine' } | { pick: 'theirs' } | { pick: 'merged'; value: unknown };

/** Applies the user's choices to a merge result; `choices[i]` answers `conflicts[i]`. */
export function applyConflictChoices(
  merged: Readonly<Record<string, unknown>>,
  conflicts: readonly FieldConflict[],
  choices: readonly ConflictChoice[],
): Record<string, unknown> {
  if (choices.length !== conflicts.length) throw new Error('Every conflict needs an answer.');
  const out: Record<string, unknown> = { ...merged };
  conflicts.forEach((c, i) => {
    const choice = choices[i];
    const value = choice.pick === 'mine' ? c.mine : choice.pick === 'theirs' ? c.theirs : choice.value;
    if (c.key === null) {
      out[c.field] = value;
    } else {
      const current = isPlainObject(out[c.field]) ? { ...(out[c.field] as Record<string, unknown>) } : {};
      if (value === undefined) delete current[c.key];
      else current[c.key] = value;
      out[c.field] = current;
    }
  });
  return out;
}

/** The fields of `next` that differ from `prev` (what a patch must carry). */
export function diffValues(
  prev: RowValues | null,
  next: RowValues,
  fields: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (!(f in next)) continue;
    if (!prev || !sameValue(prev[f], next[f])) out[f] = next[f];
  }
  return out;
}
