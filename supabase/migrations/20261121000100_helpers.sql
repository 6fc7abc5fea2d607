-- Shared building blocks: the private schema, row bookkeeping and role helpers used by policies.
create schema if not exists private;
revoke all on schema private from public;
-- Callers may run the helpers that policies and triggers call; the tables in here stay closed.
grant usage on schema private to anon, authenticated, service_role;

-- Every synced row carries a server-maintained version and updated_at (the pull cursor).
-- clock_timestamp() rather than now(): rows written later in a long transaction sort later.
create or replace function private.touch_row() returns trigger
language plpgsql as $$
begin
  new.updated_at := clock_timestamp();
  if tg_op = 'INSERT' then
    new.version := 1;
  else
    new.version := old.version + 1;
    new.created_at := old.created_at;
  end if;
  return new;
end $$;

-- True for the service role and the database owner, never for a signed-in or anonymous caller.
create or replace function private.is_privileged_caller() returns boolean
language sql stable as $$
  select current_user not in ('anon', 'authenticated')
$$;
