-- Settings (issue 10): the client's "show my email" choice reaches their coach's devices, the
-- security log reads the auth audit trail, and an account can be deleted with everything in it.

-- 1. privacy.show_email on the profile ------------------------------------------------------------
-- Preferences are private to their owner, but a coach's client list must honour the client's
-- show_email (off by default). The profile, which the coach already reads and syncs, carries a
-- copy that only the preferences row decides: whatever a profile write says is replaced.
alter table public.todo_profiles add column show_email boolean not null default false;

create or replace function private.preference_show_email(p_user uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select case when jsonb_typeof(p.preferences -> 'privacy' -> 'show_email') = 'boolean'
                 then (p.preferences -> 'privacy' ->> 'show_email')::boolean end
       from public.todo_user_preferences p
      where p.user_id = p_user and p.deleted_at is null),
    false)
$$;
revoke all on function private.preference_show_email(uuid) from public, anon;
grant execute on function private.preference_show_email(uuid) to authenticated, service_role;

create or replace function private.profile_show_email() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.show_email := private.preference_show_email(new.id);
  return new;
end $$;

create trigger todo_profiles_show_email before insert or update on public.todo_profiles
  for each row execute function private.profile_show_email();

-- Touches the profile only when the value changes, so other preference saves cost no profile sync.
create or replace function private.preferences_show_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.todo_profiles
     set show_email = private.preference_show_email(new.user_id)
   where id = new.user_id and show_email is distinct from private.preference_show_email(new.user_id);
  return null;
end $$;

create trigger todo_user_preferences_show_email after insert or update on public.todo_user_preferences
  for each row execute function private.preferences_show_email();

update public.todo_profiles p set show_email = private.preference_show_email(p.id)
 where p.show_email is distinct from private.preference_show_email(p.id);

-- 2. The security log ------------------------------------------------------------------------------
-- GoTrue writes auth.audit_log_entries (hosted, and the stand-in in the same shape): sign-ins,
-- sign-outs, password changes, and on the stand-in failed sign-ins too. A user reads their own
-- entries, newest first, at most 50, without token refreshes; the table stays closed to the API.
create or replace function public.my_security_events(max_rows integer default 20)
returns table (id uuid, action text, ip_address text, created_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select e.id, e.payload ->> 'action', nullif(e.ip_address, ''), e.created_at
    from auth.audit_log_entries e
   where auth.uid() is not null
     and e.payload ->> 'actor_id' = auth.uid()::text
     -- Hosted GoTrue also logs every token refresh; those would push the events that matter out.
     and e.payload ->> 'action' not in ('token_refreshed', 'token_revoked')
   order by e.created_at desc, e.id
   limit greatest(1, least(coalesce(max_rows, 20), 50))
$$;
revoke all on function public.my_security_events(integer) from public, anon;
grant execute on function public.my_security_events(integer) to authenticated, service_role;

-- 3. Account deletion ------------------------------------------------------------------------------
-- Called by the delete-account function with the caller's own token, so it can only ever act on
-- auth.uid(). Removes what is the user's and not someone else's work; the function then deletes
-- the auth user, whose cascade takes the profile and what is left (sessions, outbox receipts).
--   - their stories (and so their versions and files), and stories about their own client record;
--   - their own client record(s), and as a coach the client records that have no account of
--     their own (only the coach holds them); clients with an account keep it and lose the coach;
--   - preferences, generation requests, outbox receipts, their audit entries; their comments and
--     invitations go by cascade with the profile and the auth user.
-- Rows vanish rather than become tombstones, so every device is told to compare its rows with
-- the server's keys once (the tombstone purge's mark, at this transaction).
create or replace function public.delete_my_account_data() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  own_clients uuid[];
  gone_stories integer;
  gone_clients integer;
  mark bigint := pg_current_xact_id()::text::bigint;
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'Sign in to delete your account';
  end if;
  if (select role from public.todo_profiles where id = uid) = 'admin'
     and not exists (select 1 from public.todo_profiles
                      where role = 'admin' and id <> uid and deleted_at is null) then
    raise exception using errcode = 'P0001',
      message = 'You are the only admin. Make someone else an admin before deleting your account.';
  end if;

  select coalesce(array_agg(id), '{}') into own_clients from public.clients
   where user_id = uid or (coach_id = uid and user_id is null);

  with gone as (
    delete from public.stories where user_id = uid or client_id = any (own_clients) returning 1
  ) select count(*) into gone_stories from gone;
  with gone as (
    delete from public.clients where id = any (own_clients) returning 1
  ) select count(*) into gone_clients from gone;
  update public.clients set coach_id = null where coach_id = uid;

  delete from public.todo_user_preferences where user_id = uid;
  delete from public.generation_requests where user_id = uid;
  delete from public.applied_mutations where user_id = uid;
  begin
    delete from auth.audit_log_entries where payload ->> 'actor_id' = uid::text;
  exception when insufficient_privilege then
    null; -- a project where the owner may not touch the auth schema keeps GoTrue's trail
  end;

  insert into private.sync_purges as p (table_name, purged_through_txid)
  values ('stories', mark), ('clients', mark), ('todo_profiles', mark), ('story_comments', mark)
  on conflict (table_name) do update
    set purged_through_txid = greatest(p.purged_through_txid, excluded.purged_through_txid);

  return jsonb_build_object('stories', gone_stories, 'clients', gone_clients);
end $$;
revoke all on function public.delete_my_account_data() from public, anon;
grant execute on function public.delete_my_account_data() to authenticated;

-- 4. Failed sign-ins on hosted Supabase --------------------------------------------------------
-- Hosted GoTrue does not log a wrong password. Its "password verification attempt" auth hook
-- (Team and Enterprise plans: Authentication → Hooks → Password verification, Postgres function
-- public.hook_password_verification_attempt) calls this on every attempt; a failed one becomes a
-- login_failed entry in the same trail (without an address: the hook is not given one). It never
-- blocks a sign-in. The stand-in records failed sign-ins itself and does not call it.
create or replace function public.hook_password_verification_attempt(event jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := nullif(event ->> 'user_id', '')::uuid;
begin
  if uid is not null and (event ->> 'valid') = 'false' then
    insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
    select '00000000-0000-0000-0000-000000000000', gen_random_uuid(),
           json_build_object('actor_id', u.id::text, 'actor_username', coalesce(u.email, ''),
                             'actor_via_sso', false, 'action', 'login_failed', 'log_type', 'account',
                             'traits', json_build_object('provider', 'email', 'source', 'hook')),
           now(), ''
      from auth.users u where u.id = uid;
  end if;
  return jsonb_build_object('decision', 'continue');
exception when others then
  return jsonb_build_object('decision', 'continue'); -- the log must never stand in a sign-in's way
end $$;
revoke all on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
  end if;
end $$;
