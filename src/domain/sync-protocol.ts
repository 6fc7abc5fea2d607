// The sync protocol, types only plus the zod schemas that check what crosses the wire.
// Mirrors supabase/migrations/20261121000700_sync.sql (push_mutation) and
// 20261123000200_sync_pull.sql (pull_changes, pull_rows, push_mutations).
import { z } from 'zod';

export const SYNC_PROTOCOL_VERSION = 2;

/** Server tables the mirror keeps in step. */
export const SYNC_TABLES = [
  'todo_profiles',
  'clients',
  'stories',
  'todo_user_preferences',
  'story_comments',
  'client_content',
  'story_versions',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/** The key column per table (preferences are keyed by their owner). */
export const KEY_COLUMN: Readonly<Record<SyncTable, string>> = {
  todo_profiles: 'id',
  clients: 'id',
  stories: 'id',
  todo_user_preferences: 'user_id',
  story_comments: 'id',
  client_content: 'id',
  story_versions: 'id',
};

/** Columns a client may write through push_mutation (private.sync_writable_columns), minus the key. */
export const WRITABLE_FIELDS: Readonly<Record<SyncTable, readonly string[]>> = {
  stories: [
    'title',
    'description',
    'framework_type',
    'status',
    'content',
    'generated_content',
    'generation_engine',
    'user_id',
    'client_id',
    'full_stack_generation',
    'generation_method',
    'deleted_at',
  ],
  clients: ['name', 'email', 'company', 'pronouns', 'coach_id', 'user_id', 'deleted_at'],
  todo_profiles: ['name', 'email'],
  todo_user_preferences: ['preferences'],
  story_comments: ['story_id', 'section_id', 'author_id', 'kind', 'body', 'suggested_text', 'status', 'deleted_at'],
  // Written only by the generation functions on the server (pull only).
  client_content: [],
  story_versions: [
    'story_id',
    'created_by',
    'reason',
    'title',
    'content',
    'generated_content',
    'generation_engine',
    'created_at',
  ],
};

/**
 * The fields of `row` that a write of `table` sends: the table's writable fields that are set.
 * A user_id goes only when known (a story's author is the signed-in user; a client's is null
 * by default).
 */
export function writableValues(table: SyncTable, row: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of WRITABLE_FIELDS[table]) {
    const v = (row as Record<string, unknown>)[f];
    if (v === undefined || (f === 'user_id' && v === null)) continue;
    out[f] = v;
  }
  return out;
}

/** Fields whose object values merge per key (story sections, preference groups). */
export const KEYED_FIELDS: Readonly<Record<SyncTable, readonly string[]>> = {
  stories: ['content'],
  clients: [],
  todo_profiles: [],
  todo_user_preferences: ['preferences'],
  story_comments: [],
  client_content: [],
  story_versions: [],
};

export type MutationOp = 'insert' | 'update' | 'delete';

export interface MutationRequest {
  id: string;
  table: SyncTable;
  op: MutationOp;
  row_id: string;
  base_version: number | null;
  values: Record<string, unknown>;
}

export const serverRowSchema = z
  .object({ version: z.number().int(), updated_at: z.string(), deleted_at: z.string().nullable().optional() })
  .catchall(z.unknown());
export type ServerRow = z.infer<typeof serverRowSchema>;

export const pushResponseSchema = z.object({
  status: z.enum(['applied', 'duplicate', 'conflict', 'not_found']),
  row: serverRowSchema.nullable(),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;
export type PushStatus = PushResponse['status'];

/**
 * A pull cursor: the (transaction id, key) of the last row seen in one table. The server only
 * hands out rows of finished transactions, so nothing can commit behind it.
 */
export const pullCursorSchema = z.object({ txid: z.number().int().nonnegative(), key: z.string().min(1) });
export type PullCursor = z.infer<typeof pullCursorSchema>;

/** rpc/pull_changes: a page of rows (unreadable rows are dropped) and the cursor after it. */
export const pullPageSchema = z.object({
  rows: z.array(z.unknown()).transform((raw) =>
    raw.flatMap((r) => {
      const parsed = serverRowSchema.safeParse(r);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
  next: pullCursorSchema.nullable(),
  /** The highest transaction id a tombstone purge removed from this table (null: none yet). */
  purged_through: z.number().int().nonnegative().nullable().default(null),
  /**
   * On the last page: committed rows wait behind a transaction still running (the pull returns
   * rows below the oldest one only); pull again shortly. A server from before says nothing: false.
   */
  held_back: z.boolean().default(false),
});
export type PullPage = z.infer<typeof pullPageSchema>;

/** rpc/sync_keys: keys the caller may read, in key order (compared after a missed purge). */
export const syncKeysSchema = z.array(z.string().min(1));

/** rpc/sync_scope: the caller's scope version (moves when the rows they may read change). */
export const syncScopeSchema = z.object({ version: z.number().int().nonnegative() });

/** rpc/sync_versions: every key the caller may read now, in key order, with its version. */
export const syncVersionsSchema = z
  .object({ keys: z.array(z.string().min(1)), versions: z.array(z.number().int()) })
  .refine((v) => v.keys.length === v.versions.length, 'keys and versions differ in length');
export type SyncVersions = z.infer<typeof syncVersionsSchema>;

/** rpc/pull_rows: rows by key (unreadable rows are dropped). */
export const pulledRowsSchema = pullPageSchema.shape.rows;

/** One result of rpc/push_mutations: push_mutation's answer, or the error that refused it. */
export const pushItemErrorSchema = z.object({ status: z.literal('error'), code: z.string(), message: z.string() });
export const pushBatchResponseSchema = z.array(z.union([pushResponseSchema, pushItemErrorSchema]));
export type PushBatchItem = z.infer<typeof pushBatchResponseSchema>[number];
