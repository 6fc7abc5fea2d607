-- A hosted-shaped database: the roles, ownership and grants hosted Supabase has before a project's
-- migrations run, written from Supabase's published init scripts (supabase/postgres
-- migrations/db/init-scripts and the auth/storage permission migrations). Run by tests/hosted/run.sh
-- as the cluster's superuser `supabase_admin`, after supabase/local/bootstrap.sql and
-- storage/bootstrap.sql made the auth and storage tables in the shapes the stand-in writes.
-- What it leaves: `postgres` a non-superuser (BYPASSRLS, CREATEROLE) that owns the database and
-- applies the migrations; `auth` owned by supabase_auth_admin, `storage` by supabase_storage_admin,
-- both with every privilege on their tables granted to `postgres`, as hosted grants them.

create role postgres login createrole createdb replication bypassrls;
create role authenticator login noinherit;
create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin set search_path = storage;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- PostgREST connects as authenticator and switches to the caller's role; `postgres` may too.
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
-- Hosted lets `postgres` create policies on storage.objects through supautils' policy_grants;
-- without supautils, membership of the table owner's role is the nearest grant that allows it.
grant supabase_storage_admin to postgres;

do $$ begin execute format('alter database %I owner to postgres', current_database()); end $$;
alter publication supabase_realtime owner to postgres;
grant usage on schema extensions to postgres;

-- What `postgres` makes in public is the API roles' to use (row-level security decides the rows).
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;

-- auth and storage belong to their services' roles, as GoTrue's and storage-api's own migrations leave them.
do $$
declare
  owners constant jsonb := '{"auth": "supabase_auth_admin", "storage": "supabase_storage_admin"}';
  item record;
begin
  for item in select n.nspname as schema, c.relname as name, c.relkind as kind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('auth', 'storage') and c.relkind in ('r', 'S', 'v', 'p')
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))
  loop
    execute format('alter %s %I.%I owner to %I', case item.kind when 'S' then 'sequence' when 'v' then 'view' else 'table' end,
      item.schema, item.name, owners ->> item.schema);
  end loop;
  for item in select n.nspname as schema, p.oid::regprocedure as signature
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('auth', 'storage')
  loop
    execute format('alter function %s owner to %I', item.signature, owners ->> item.schema);
  end loop;
  execute 'alter schema auth owner to supabase_auth_admin';
  execute 'alter schema storage owner to supabase_storage_admin';
end $$;

grant usage on schema auth to postgres;
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;
grant usage on schema storage to postgres;
grant all on all tables in schema storage to postgres;
grant all on all sequences in schema storage to postgres;
grant all on all routines in schema storage to postgres;

-- The CLI keeps its own migration history; the stand-in's copy of that table goes.
drop schema supabase_migrations cascade;
