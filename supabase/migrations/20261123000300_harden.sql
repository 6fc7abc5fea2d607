-- Hardening (issue 12): beta-code attempts in one pruned store an operator can clear, users an
-- operator adds from the dashboard, the profile email following the auth email, helpers closed to
-- callers that do not need them, and applied_mutations pruned after the longest offline period.

-- 1. Beta-code attempts ---------------------------------------------------------------------------
-- One store for the landing page's gate (rpc/check_beta_code) and sign-up: ten wrong codes in
-- fifteen minutes from one address lock that address until the window ends. The message says
-- when to try again; an operator can lift the lock early with public.clear_beta_lockouts().
create index if not exists beta_attempts_window on private.beta_attempts (window_start);

create or replace function private.beta_code_attempt(p_caller text, p_code text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  who text := left(coalesce(nullif(btrim(p_caller), ''), 'unknown'), 100);
  attempt private.beta_attempts%rowtype;
  wait_seconds integer;
  wait_minutes integer;
begin
  select * into attempt from private.beta_attempts where caller = who;
  if found and attempt.window_start > now() - interval '15 minutes' and attempt.failures >= 10 then
    wait_seconds := greatest(1, ceil(extract(epoch from attempt.window_start + interval '15 minutes' - now()))::integer);
    wait_minutes := greatest(1, ceil(wait_seconds / 60.0)::integer);
    raise exception using errcode = 'PT429',
      message = format('Too many wrong codes. Please try again in %s minute%s.', wait_minutes,
                       case when wait_minutes = 1 then '' else 's' end),
      detail = format('retry_after=%s', wait_seconds),
      hint = 'The site''s operator can lift this lock early.';
  end if;
  if private.beta_code_matches(p_code) then
    return true;
  end if;
  -- Windows that have ended are dropped as new failures arrive: the table holds at most the
  -- addresses that failed in the last fifteen minutes, however many addresses there are.
  delete from private.beta_attempts where window_start <= now() - interval '15 minutes' and caller <> who;
  insert into private.beta_attempts as a (caller, window_start, failures) values (who, now(), 1)
  on conflict (caller) do update set
    failures = case when a.window_start > now() - interval '15 minutes' then a.failures + 1 else 1 end,
    window_start = case when a.window_start > now() - interval '15 minutes' then a.window_start else now() end;
  return false;
end $$;
revoke all on function private.beta_code_attempt(text, text) from public, anon, authenticated;

create or replace function public.check_beta_code(code text) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  return private.beta_code_attempt(private.request_caller(), code);
end $$;
revoke all on function public.check_beta_code(text) from public;
grant execute on function public.check_beta_code(text) to anon, authenticated, service_role;

-- Lifts the lock of one address, or of every address when none is given. Returns how many
-- addresses were unlocked. Service role only (npm run beta:unlock, or the SQL editor).
create or replace function public.clear_beta_lockouts(address text default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  cleared integer;
begin
  delete from private.beta_attempts where address is null or caller = btrim(address);
  get diagnostics cleared = row_count;
  return cleared;
end $$;
revoke all on function public.clear_beta_lockouts(text) from public, anon, authenticated;
grant execute on function public.clear_beta_lockouts(text) to service_role;

-- Only the server's own functions compare codes.
revoke all on function private.beta_code_matches(text) from public, anon, authenticated;

-- 2. Users an operator adds ------------------------------------------------------------------------
-- Hosted Supabase's dashboard ("Add user") and auth.admin.createUser() insert into auth.users as
-- the same database role as a sign-up does, so the trigger cannot tell them apart by who writes.
-- An operator names the address first (select private.invite_user('a@b.c');) and that one
-- registration then needs no code; app_metadata.created_by = 'admin' keeps working for the API.
create table if not exists private.beta_invites (
  email text primary key check (email = lower(btrim(email)) and length(email) between 3 and 320),
  created_at timestamptz not null default now()
);

create or replace function private.invite_user(p_email text) returns void
language sql security definer set search_path = '' as $$
  insert into private.beta_invites (email) values (lower(btrim(p_email))) on conflict (email) do nothing
$$;
revoke all on function private.invite_user(text) from public, anon, authenticated;

create or replace function private.require_beta_code() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- An invitation is spent by the registration of its address, whichever way it is made.
  delete from private.beta_invites where email = lower(btrim(new.email));
  if found or coalesce(new.raw_app_meta_data ->> 'created_by', '') = 'admin' then
    return new;
  end if;
  if not private.beta_code_matches(new.raw_user_meta_data ->> 'beta_code') then
    raise exception using errcode = '28000', message = 'A valid beta access code is required to register.';
  end if;
  new.raw_user_meta_data := new.raw_user_meta_data - 'beta_code';
  return new;
end $$;

-- 3. The profile email follows the auth email ------------------------------------------------------
-- A user could set their profile's email to anyone's address. The profile now takes only the
-- address of its account (the auth trigger copies it on change); changing it goes through the
-- auth API (PUT /auth/v1/user), which checks that nobody else holds it.
create or replace function private.account_email(p_user uuid) returns text
language sql stable security definer set search_path = '' as $$
  select email from auth.users where id = p_user
$$;
revoke all on function private.account_email(uuid) from public, anon;
grant execute on function private.account_email(uuid) to authenticated, service_role;

create or replace function private.guard_profile_email() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.email is distinct from old.email and not private.is_privileged_caller()
     and new.email is distinct from private.account_email(new.id) then
    raise exception using errcode = '42501',
      message = 'The profile email follows your account''s email; change it in your account settings.';
  end if;
  return new;
end $$;

drop trigger if exists todo_profiles_guard_email on public.todo_profiles;
create trigger todo_profiles_guard_email before update of email on public.todo_profiles
  for each row execute function private.guard_profile_email();

-- 4. Helpers the API need not offer ----------------------------------------------------------------
-- Policies call these as the signed-in caller; a visitor never needs them, as RPC or otherwise.
revoke execute on function public.app_role() from public, anon;
revoke execute on function public.is_admin() from public, anon;
revoke execute on function public.is_coach() from public, anon;
revoke execute on function public.coaches_client(uuid) from public, anon;
revoke execute on function public.is_own_client_record(uuid) from public, anon;
grant execute on function public.app_role(), public.is_admin(), public.is_coach(),
  public.coaches_client(uuid), public.is_own_client_record(uuid) to authenticated, service_role;

-- 5. applied_mutations stays bounded ---------------------------------------------------------------
-- A replayed outbox entry is recognised by its id for as long as its record is kept. The product
-- supports devices offline for up to 90 days (docs/sync.md); records older than that are dropped.
-- A replay younger than that is still answered 'duplicate', so it applies exactly once.
create or replace function private.prune_applied_mutations(keep interval default interval '90 days')
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  dropped integer;
begin
  if keep < interval '90 days' then
    raise exception using errcode = '22023', message = 'Applied mutations must be kept for at least 90 days';
  end if;
  delete from public.applied_mutations where applied_at < now() - keep;
  get diagnostics dropped = row_count;
  return dropped;
end $$;
revoke all on function private.prune_applied_mutations(interval) from public, anon, authenticated;
create index if not exists applied_mutations_applied_at on public.applied_mutations (applied_at);
