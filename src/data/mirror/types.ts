// Row types of the local mirror. Server rows as PostgREST returns them, plus `base`: the server
// version the local row was last based on (what a three-way merge compares against).
import type { ConflictSource } from '../../domain/conflict-wording';
import { z } from 'zod';
import { FRAMEWORK_TYPES } from '../../domain/frameworks';
import { PRONOUN_VALUES, type Pronouns } from '../../domain/pronouns';
import { STORY_STATUSES, type StoryStatus } from '../../domain/story-rules';
import {
  GENERATED_CONTENT_MAX_CHARS,
  SECTION_ID_MAX_CHARS,
  STORY_CONTENT_MAX_CHARS,
  STORY_SECTIONS_MAX,
  STORY_TOO_LONG_MESSAGE,
  TITLE_MAX_CHARS,
  TITLE_TOO_LONG_MESSAGE,
  contentChars,
} from '../../domain/limits';
import type { SyncTable } from '../../domain/sync-protocol';

export type { SyncTable } from '../../domain/sync-protocol';

/** The source of one paragraph of a generated text (see supabase/functions/_shared/composer). */
export interface GenerationSource {
  kind: 'answer' | 'transcript' | 'story' | 'framework';
  label: string;
  excerpt: string;
  sectionId?: string;
  storyId?: string;
}

/** Story content: section id → text; some flows hold a single text. */
export type StoryContentValue = Record<string, string> | string;

export interface StoryFields {
  id: string;
  title: string;
  description: string | null;
  framework_type: string;
  status: StoryStatus;
  content: StoryContentValue;
  generated_content: string | null;
  generation_engine: string | null;
  /** Where each paragraph of generated_content came from (server-written, offline composer). */
  generation_sources?: GenerationSource[] | null;
  user_id: string | null;
  client_id: string | null;
  full_stack_generation: boolean;
  generation_method: string | null;
  /** Who changed the story last (set by the server; absent on rows not yet sent). */
  updated_by?: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  deleted_at: string | null;
}

export interface ClientFields {
  id: string;
  name: string;
  email: string | null;
  company: string | null;
  /** How the writer refers to the client; null: not set ("they"). Absent on rows synced before the column. */
  pronouns?: Pronouns | null;
  coach_id: string | null;
  user_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  deleted_at: string | null;
}

export interface ProfileFields {
  id: string;
  email: string | null;
  name: string | null;
  role: 'admin' | 'coach' | 'user' | 'client';
  /** The owner's privacy.show_email, copied by the server (read-only here). */
  show_email?: boolean;
  created_at: string;
  updated_at: string;
  version: number;
  deleted_at: string | null;
}

export interface PreferencesFields {
  user_id: string;
  preferences: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  version: number;
  deleted_at: string | null;
}

/** A coach's comment on a story or one of its sections, or a suggested rewrite of a section. */
export interface CommentFields {
  id: string;
  story_id: string;
  section_id: string | null;
  author_id: string;
  kind: 'comment' | 'suggestion';
  body: string;
  suggested_text: string | null;
  status: 'open' | 'accepted' | 'declined' | 'resolved';
  created_at: string;
  updated_at: string;
  version: number;
  deleted_at: string | null;
}

/** LinkedIn content or a funnel strategy generated for a client (server-written, pull only). */
export interface ClientContentFields {
  id: string;
  client_id: string;
  user_id: string;
  kind: 'linkedin' | 'funnel';
  content: string;
  engine: string | null;
  story_ids: string[];
  created_at: string;
  updated_at: string;
  version: number;
  deleted_at: string | null;
}

/** What made a kept version of a story's text (public.story_versions.reason). */
export type VersionReason = 'typed' | 'generated' | 'restored' | 'suggestion' | 'replaced_by_generation';

/** A kept version of a story's text (synced table story_versions; never changed once made). */
export interface VersionFields {
  id: string;
  story_id: string;
  created_by: string | null;
  reason: VersionReason;
  title: string | null;
  content: Record<string, string> | string | null;
  generated_content: string | null;
  generation_engine: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  deleted_at: string | null;
}

/** `base` is null for a row made on this device that the server has not acknowledged yet. */
export type StoryRow = StoryFields & { base: StoryFields | null };
export type ClientRow = ClientFields & { base: ClientFields | null };
export type ProfileRow = ProfileFields & { base: ProfileFields | null };
export type PreferencesRow = PreferencesFields & { base: PreferencesFields | null };
export type CommentRow = CommentFields & { base: CommentFields | null };
export type ClientContentRow = ClientContentFields & { base: ClientContentFields | null };
export type VersionRow = VersionFields & { base: VersionFields | null };
export type MirrorRow = StoryRow | ClientRow | ProfileRow | PreferencesRow | CommentRow | ClientContentRow | VersionRow;

// ---- the outbox -------------------------------------------------------------------------------

interface EntryCommon {
  /** Auto-increment: the global order of entries. */
  seq?: number;
  /** The mutation id the server uses to ignore a replay. */
  id: string;
  /** Entries with the same key are sent strictly in order (one row, or one visitor write). */
  queueKey: string;
  createdAt: number;
  attempts: number;
  /** Epoch ms before which the entry waits (backoff). */
  nextAttemptAt: number;
  /** True once a request has left the device: the entry may have applied, never coalesce into it. */
  sent: boolean;
  /** queued → inflight → gone; held while a conflict on its row waits for the user. */
  state: 'queued' | 'inflight' | 'held';
  lastError: string | null;
  /**
   * The account that made the change (absent on visitor writes and on entries written before
   * this field existed). The engine never sends it under another account's token.
   */
  userId?: string | null;
}

export interface MutationEntry extends EntryCommon {
  kind: 'mutation';
  table: SyncTable;
  rowId: string;
  op: 'insert' | 'update';
  /** The changed writable fields (coalesced patches merge here). */
  values: Record<string, unknown>;
  /**
   * The server version these changes were made on (null for an insert). Taken when the entry is
   * written, never at send time, so a replay of an old change meets the conflict check. Absent
   * on entries written before this field existed: the row's base is used then.
   */
  baseVersion?: number | null;
}

/** A visitor write: POST /rest/v1/rpc/<name> (join_waitlist). */
export interface RpcEntry extends EntryCommon {
  kind: 'rpc';
  name: string;
  args: Record<string, unknown>;
}

/** A plain insert with a client-made id (leads); a replay's unique violation counts as done. */
export interface InsertEntry extends EntryCommon {
  kind: 'insert';
  table: string;
  values: Record<string, unknown>;
}

/** A function call (generation): POST /functions/v1/<name> with mutation_id in the body. */
export interface InvokeEntry extends EntryCommon {
  kind: 'invoke';
  name: string;
  /** What is sent; with `readFrom`, only the choices made when queued (tone, mode) and the fallback. */
  body: Record<string, unknown>;
  /**
   * The row the body is read from when the entry is SENT (src/data/mirror/invoke-bodies.ts), so the
   * request uses the row as it is then (edits made while it waited), not a copy taken when queued.
   */
  readFrom?: { table: SyncTable; rowId: string; recipe: InvokeRecipe };
  /**
   * Queue keys of other rows the call reads on the server (a client's stories): it is not sent
   * while an entry queued before it waits in one of them.
   */
  waitsFor?: string[];
}

/** How an invoke body is built from its row at send time (src/data/mirror/invoke-bodies.ts). */
export type InvokeRecipe = 'story-generation';

/**
 * A file kept on the device (the `uploads` table holds its bytes) sent to Storage: PUT-like
 * upsert at a path fixed when it was queued, so a retry replaces the same object, never adds one.
 */
export interface FileUploadEntry extends EntryCommon {
  kind: 'upload';
  uploadId: string;
  bucket: 'recordings' | 'documents';
  /** `{story_id}/{upload_id}.{ext}`: the story's policies decide who may write and read it. */
  path: string;
  contentType: string;
}

export type OutboxEntry = MutationEntry | RpcEntry | InsertEntry | InvokeEntry | FileUploadEntry;

export type NotificationKind = 'generation' | 'conflict' | 'refused' | 'comment' | 'suggestion' | 'invitation';

/** One entry of the bell's list. Derived ones (a conflict, a refused write) share their record's id. */
export interface NotificationRecord {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where opening it leads (an app path), or null. */
  link: string | null;
  createdAt: number;
  readAt: number | null;
}

/** A write the server refused for good, with the user's text kept. */
export interface AttentionRecord {
  id: string;
  entry: OutboxEntry;
  /** The row as the user had it when the write was refused (mutations only). */
  localRow: Record<string, unknown> | null;
  status: number | null;
  message: string;
  createdAt: number;
}

/** Both sides changed the same place; the user picks mine / theirs / a merged text. */
export interface ConflictRecord {
  id: string;
  table: SyncTable;
  rowId: string;
  base: Record<string, unknown> | null;
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
  /** What merged cleanly; conflicting places hold mine until resolved. */
  merged: Record<string, unknown>;
  conflicts: { field: string; key: string | null; base: unknown; mine: unknown; theirs: unknown }[];
  state: 'open' | 'resolved';
  createdAt: number;
  resolvedAt: number | null;
  /** The user's answers, kept with the losing text. */
  resolution: unknown[] | null;
  /**
   * Where "theirs" came from: the server (another device, the default), another tab of this
   * device, or a deletion made elsewhere while this device kept typing.
   */
  source?: ConflictSource;
}

/**
 * A table's pull position (src/sync/pull-cursor.ts). A record of the older (updated_at, id)
 * format does not parse and the table is pulled again from the start.
 */
export interface CursorRecord {
  table: SyncTable;
  userId: string | null;
  /** After the row (txid, key); null before the first row. */
  txid: number | null;
  key: string | null;
  /** Rows a pull skipped because they had unsent changes: key → the server version skipped. */
  skipped: Record<string, number>;
  /** The purge mark (pull_changes' purged_through) this device has compared its rows with. */
  purgeChecked?: number | null;
}

export interface KvRecord {
  key: string;
  value: unknown;
}

export interface UploadRecord {
  id: string;
  name: string;
  type: 'transcript' | 'document' | 'recording';
  mime: string;
  /** The text read from the file, when it is text. */
  content: string | null;
  blob: Blob | null;
  storyId: string | null;
  createdAt: number;
  /** Where the file lives in Storage once queued for it (absent on files kept only here). */
  remote?: { bucket: 'recordings' | 'documents'; path: string } | null;
  /** When Storage took the file (epoch ms); null while it waits in the outbox. */
  uploadedAt?: number | null;
  /** A voice note: the section it answers and its length. */
  sectionId?: string | null;
  durationMs?: number | null;
}

// ---- inputs (zod: one schema for the form and the outbox payload) ----------------------------

const tooLong = STORY_TOO_LONG_MESSAGE;

/** Section id → text (or one text), within the limits the SQL check enforces. */
export const storyContentSchema = z
  .union([
    z
      .record(z.string().min(1).max(SECTION_ID_MAX_CHARS), z.string())
      .refine((c) => Object.keys(c).length <= STORY_SECTIONS_MAX, 'A story has too many sections.'),
    z.string(),
  ])
  .refine((c) => contentChars(c) <= STORY_CONTENT_MAX_CHARS, tooLong);

// Field rules without defaults (patches must not fill in defaults for fields they do not touch).
const storyFields = {
  title: z.string().max(TITLE_MAX_CHARS, TITLE_TOO_LONG_MESSAGE),
  description: z.string().max(2000).nullable(),
  framework_type: z.enum(FRAMEWORK_TYPES),
  status: z.enum(STORY_STATUSES),
  content: storyContentSchema,
  generated_content: z.string().max(GENERATED_CONTENT_MAX_CHARS, tooLong).nullable(),
  generation_engine: z.string().max(200).nullable(),
  client_id: z.string().uuid().nullable(),
  full_stack_generation: z.boolean(),
  generation_method: z.enum(['transcript', 'ai', 'interview', 'manual', 'questions', 'framework']).nullable(),
};

export const storyInputSchema = z.object({
  id: z.string().uuid().optional(),
  title: storyFields.title.default(''),
  description: storyFields.description.default(null),
  framework_type: storyFields.framework_type.default('five_point'),
  status: storyFields.status.default('draft'),
  content: storyFields.content.default({}),
  generated_content: storyFields.generated_content.default(null),
  generation_engine: storyFields.generation_engine.default(null),
  user_id: z.string().uuid().nullable().optional(),
  client_id: storyFields.client_id.default(null),
  full_stack_generation: storyFields.full_stack_generation.default(false),
  generation_method: storyFields.generation_method.default(null),
});
export type StoryInput = z.input<typeof storyInputSchema>;

export const storyPatchSchema = z.object(storyFields).partial().strict();

/** The typed text of a story (title, content, generated story) against its limits; other fields pass. */
export const storyTextSchema = z
  .object({ title: storyFields.title, content: storyFields.content, generated_content: storyFields.generated_content })
  .partial();
export type StoryPatch = z.input<typeof storyPatchSchema>;

const clientFields = {
  name: z.string().trim().min(1, 'Please enter a name').max(200),
  email: z.string().max(320).nullable(),
  company: z.string().max(200).nullable(),
  pronouns: z.enum(PRONOUN_VALUES).nullable(),
  coach_id: z.string().uuid().nullable(),
  user_id: z.string().uuid().nullable(),
};

export const clientInputSchema = z.object({
  id: z.string().uuid().optional(),
  name: clientFields.name,
  email: clientFields.email.default(null),
  company: clientFields.company.default(null),
  pronouns: clientFields.pronouns.default(null),
  coach_id: clientFields.coach_id.optional(),
  user_id: clientFields.user_id.default(null),
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const clientPatchSchema = z.object(clientFields).partial().strict();
export type ClientPatch = z.input<typeof clientPatchSchema>;

export const profilePatchSchema = z
  .object({ name: z.string().max(200).nullable(), email: z.string().max(320).nullable() })
  .partial()
  .strict();
export type ProfilePatch = z.input<typeof profilePatchSchema>;

export const preferencesPatchSchema = z.record(z.string(), z.unknown());
