// The Dexie mirror: synced rows, the outbox, pull cursors, a key-value store (session, last
// user), uploads, and the "needs attention" and conflict lists. Versioned: every schema change
// is a new version with an upgrade, never an edit of an old one.
import Dexie, { type Table } from 'dexie';
import type { SyncTable } from '../../domain/sync-protocol';
import type {
  AttentionRecord,
  ClientContentRow,
  ClientRow,
  CommentRow,
  ConflictRecord,
  CursorRecord,
  KvRecord,
  MirrorRow,
  NotificationRecord,
  OutboxEntry,
  PreferencesRow,
  ProfileRow,
  StoryRow,
  UploadRecord,
  VersionRow,
} from './types';

export const DEFAULT_DB_NAME = 'storystack';

/** Version 1: the outbox keyed rows by a single `rowKey` ("stories/<id>"). */
export const SCHEMA_V1: Readonly<Record<string, string>> = {
  stories: 'id, updated_at, user_id, client_id',
  clients: 'id, coach_id, user_id',
  profiles: 'id',
  preferences: 'user_id',
  outbox: '++seq, id, rowKey',
  cursors: 'table',
  kv: 'key',
  uploads: 'id, storyId',
  attention: 'id',
};

/**
 * Version 2: outbox entries name their table and row separately (compound index for "does this
 * row have unsent entries") plus a per-row ordering key that visitor writes and function calls
 * share; conflicts get their own table.
 */
export const SCHEMA_V2: Readonly<Record<string, string>> = {
  ...SCHEMA_V1,
  outbox: '++seq, id, queueKey, [table+rowId]',
  conflicts: 'id, [table+rowId], state',
};

/** Version 3: the notifications the bell lists (src/data/mirror/notifications.ts). */
export const SCHEMA_V3: Readonly<Record<string, string>> = {
  ...SCHEMA_V2,
  notifications: 'id, createdAt',
};

/** Version 4: coach review comments (synced table story_comments). */
export const SCHEMA_V4: Readonly<Record<string, string>> = {
  ...SCHEMA_V3,
  comments: 'id, story_id',
};

/** Version 7: content generated for a client (supabase/migrations/20261124003100_client_content.sql). */
export const SCHEMA_V7: Readonly<Record<string, string>> = {
  ...SCHEMA_V4,
  clientContent: 'id, client_id, created_at',
};

/** Version 9: kept versions of story text (synced table story_versions), newest per story by index. */
export const SCHEMA_V9: Readonly<Record<string, string>> = {
  versions: 'id, story_id, [story_id+created_at]',
};

/**
 * Version 10: outbox entries by kind within a queue, so "is a generation waiting for this story"
 * reads only the story's generation requests: its keystrokes' entries (same queue, another kind)
 * no longer wake that query on every keystroke (src/data/mirror/generation.ts).
 */
export const SCHEMA_V10: Readonly<Record<string, string>> = {
  outbox: '++seq, id, queueKey, [table+rowId], [kind+queueKey]',
};

/** The v1 → v2 transformation of one outbox entry (exported for the upgrade test). */
export function upgradeOutboxEntryV1(entry: Record<string, unknown>): void {
  const rowKey = typeof entry.rowKey === 'string' ? entry.rowKey : null;
  if (rowKey && entry.kind === 'mutation') {
    const slash = rowKey.indexOf('/');
    entry.table = rowKey.slice(0, slash);
    entry.rowId = rowKey.slice(slash + 1);
    entry.queueKey = `${entry.table}:${entry.rowId}`;
  } else {
    entry.queueKey = `${String(entry.kind)}:${String(entry.id)}`;
  }
  delete entry.rowKey;
  entry.sent = Boolean(entry.sent);
  if (entry.state !== 'held') entry.state = 'queued';
}

export class StoryStackDb extends Dexie {
  stories!: Table<StoryRow, string>;
  clients!: Table<ClientRow, string>;
  profiles!: Table<ProfileRow, string>;
  preferences!: Table<PreferencesRow, string>;
  outbox!: Table<OutboxEntry, number>;
  cursors!: Table<CursorRecord, SyncTable>;
  kv!: Table<KvRecord, string>;
  uploads!: Table<UploadRecord, string>;
  attention!: Table<AttentionRecord, string>;
  conflicts!: Table<ConflictRecord, string>;
  notifications!: Table<NotificationRecord, string>;
  comments!: Table<CommentRow, string>;
  clientContent!: Table<ClientContentRow, string>;
  versions!: Table<VersionRow, string>;

  constructor(name = DEFAULT_DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((entry: Record<string, unknown>) => upgradeOutboxEntryV1(entry)),
      );
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(7).stores(SCHEMA_V7);
    this.version(9).stores(SCHEMA_V9);
    this.version(10).stores(SCHEMA_V10);
  }

  /** The mirror table of a server table. */
  rows(table: SyncTable): Table<MirrorRow, string> {
    switch (table) {
      case 'stories':
        return this.stories as Table<MirrorRow, string>;
      case 'clients':
        return this.clients as Table<MirrorRow, string>;
      case 'todo_profiles':
        return this.profiles as Table<MirrorRow, string>;
      case 'todo_user_preferences':
        return this.preferences as Table<MirrorRow, string>;
      case 'story_comments':
        return this.comments as Table<MirrorRow, string>;
      case 'client_content':
        return this.clientContent as Table<MirrorRow, string>;
      case 'story_versions':
        return this.versions as Table<MirrorRow, string>;
    }
  }

  /** Every table a synced write touches (row tables, outbox, conflicts, attention). */
  syncTables(): Table[] {
    return [
      this.stories,
      this.clients,
      this.profiles,
      this.preferences,
      this.comments,
      this.clientContent,
      this.versions,
      this.outbox,
      this.conflicts,
      this.attention,
      this.cursors,
    ];
  }
}

export function createDatabase(name = DEFAULT_DB_NAME): StoryStackDb {
  return new StoryStackDb(name);
}

/** The app's mirror. Tests and a second "device" make their own with createDatabase(name). */
export const db: StoryStackDb = createDatabase();

/**
 * Empties the mirror (sign-out after a sync, or when the user chose to discard unsent changes).
 * Keeps nothing of the user: rows, queue, cursors, session, uploads, attention, conflicts.
 */
export async function clearLocalData(target: StoryStackDb = db): Promise<void> {
  const local = [...target.syncTables(), target.kv, target.uploads, target.notifications];
  await target.transaction('rw', local, async () => {
    await Promise.all(local.map((t) => t.clear()));
  });
}
