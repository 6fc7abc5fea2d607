-- What hosted Supabase Storage provides before a project's migrations run: the `storage` schema
-- with `buckets` and `objects` (the columns storage-api and the dashboard use), row-level security
-- on both, and the path helpers policies call (storage.foldername, filename, extension).
-- Idempotent; the stand-in runs it after bootstrap.sql on every start.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  -- Names the stored bytes: a new upload of the same path gets a new version, so the old bytes
  -- stay readable until the row that points at them is gone.
  version text,
  user_metadata jsonb,
  constraint objects_bucket_name unique (bucket_id, name)
);
create index if not exists objects_name_prefix on storage.objects (bucket_id, name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language sql immutable as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable as $$
  select case when storage.filename(name) like '%.%'
    then reverse(split_part(reverse(storage.filename(name)), '.', 1)) else '' end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Stand-in only (hosted storage-api deletes from S3 itself): bytes whose row is gone or now points
-- at a newer version. Filled in the same transaction as the delete, so a rolled-back delete keeps
-- its bytes; the stand-in removes the files after commit and empties the queue.
create table if not exists storage.stand_in_unreferenced_bytes (
  version text primary key,
  queued_at timestamptz not null default now()
);
revoke all on storage.stand_in_unreferenced_bytes from anon, authenticated, service_role;

create or replace function storage.stand_in_queue_unreferenced_bytes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.version is not null and (tg_op = 'DELETE' or new.version is distinct from old.version) then
    insert into storage.stand_in_unreferenced_bytes (version) values (old.version) on conflict do nothing;
  end if;
  return null;
end $$;

drop trigger if exists objects_queue_unreferenced_bytes on storage.objects;
create trigger objects_queue_unreferenced_bytes after delete or update on storage.objects
  for each row execute function storage.stand_in_queue_unreferenced_bytes();
