// The SQL behind each storage call. Every function takes the transaction it runs in: the caller's
// (row-level security decides, as on hosted Storage) or the stand-in's own (public and signed reads,
// after the bucket or the signature said yes).
import type { Queryable } from '../db.ts';

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

export interface ObjectRow {
  id: string;
  name: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** Timestamps as ISO text whichever driver read them (PGlite and node-postgres give Dates). */
function normalize<T extends { created_at: string; updated_at: string; last_accessed_at?: string }>(row: T): T {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(row.last_accessed_at === undefined ? {} : { last_accessed_at: iso(row.last_accessed_at) }),
  };
}

// bigint as a JSON number whichever driver reads it (node-postgres gives int8 as text).
const BUCKET_COLUMNS =
  'id, name, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';
const OBJECT_COLUMNS = 'id, name, version, metadata, created_at, updated_at, last_accessed_at';

export async function findBucket(q: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await q.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ? normalize(rows[0]) : null;
}

export async function listBuckets(q: Queryable): Promise<BucketRow[]> {
  return (await q.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows.map(normalize);
}

export async function findObject(q: Queryable, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0] ? normalize(rows[0]) : null;
}

export interface ObjectWrite {
  bucket: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
  upsert: boolean;
}

/** Inserts the row (or, with upsert, points the existing row at the new bytes). */
export async function writeObject(q: Queryable, w: ObjectWrite): Promise<{ id: string }> {
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata)
    values ($1, $2, $3::uuid, $3, $4, $5::jsonb)`;
  const conflict = w.upsert
    ? ` on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata,
        owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await q.query<{ id: string }>(`${insert}${conflict} returning id`, [
    w.bucket,
    w.name,
    w.owner,
    w.version,
    JSON.stringify(w.metadata),
  ]);
  return rows[0];
}

export async function deleteObjects(q: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const { rows } = await q.query<ObjectRow & { bucket_id: string }>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
     returning bucket_id, ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows.map(normalize);
}

export async function moveObject(
  q: Queryable,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
     where bucket_id = $1 and name = $2`,
    [from.bucket, from.name, to.bucket, to.name],
  );
  return rowCount > 0;
}

/** At most this many rows are read for one listing (a folder's direct children come from them). */
export const LIST_SCAN_MAX = 10_000;

export async function objectsUnder(q: Queryable, bucket: string, prefix: string): Promise<ObjectRow[]> {
  const pattern = prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`) + '%';
  const { rows } = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 order by name limit $3`,
    [bucket, pattern, LIST_SCAN_MAX],
  );
  return rows.map(normalize);
}

/** Versions whose bytes no row points at any more (queued by the stand-in's trigger). */
export async function takeUnreferencedVersions(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ version: string }>(
    `delete from storage.stand_in_unreferenced_bytes
     where version in (select version from storage.stand_in_unreferenced_bytes limit 500) returning version`,
  );
  return rows.map((r) => r.version);
}
