-- Beta access: codes are stored hashed, checked by the server, and required to register.
create table private.beta_codes (
  code_hash text primary key,
  label text,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table private.beta_attempts (
  caller text primary key,
  window_start timestamptz not null,
  failures integer not null default 0
);

-- Sets the one active code (service role / SQL editor): select private.set_beta_code('my-code');
create or replace function private.set_beta_code(p_code text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_code is null or length(btrim(p_code)) < 4 then
    raise exception using errcode = '22023', message = 'A beta code needs at least 4 characters';
  end if;
  if exists (
    select 1 from private.beta_codes where active and extensions.crypt(btrim(p_code), code_hash) = code_hash
  ) then
    return;
  end if;
  update private.beta_codes set active = false where active;
  insert into private.beta_codes (code_hash, label)
  values (extensions.crypt(btrim(p_code), extensions.gen_salt('bf', 8)), 'configured');
end $$;
revoke all on function private.set_beta_code(text) from public, anon, authenticated;

create or replace function private.beta_code_matches(p_code text) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_code is not null and exists (
    select 1 from private.beta_codes
    where active and extensions.crypt(btrim(p_code), code_hash) = code_hash
  )
$$;

create or replace function private.request_caller() returns text
language sql stable as $$
  select coalesce(
    nullif(split_part(coalesce(current_setting('request.headers', true), '{}')::jsonb ->> 'x-forwarded-for', ',', 1), ''),
    coalesce(current_setting('request.headers', true), '{}')::jsonb ->> 'x-real-ip',
    'unknown')
$$;

-- The landing page's gate. Ten wrong codes in fifteen minutes from one address answer 429.
create or replace function public.check_beta_code(code text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  who text := private.request_caller();
  attempt private.beta_attempts%rowtype;
begin
  select * into attempt from private.beta_attempts where caller = who;
  if found and attempt.window_start > now() - interval '15 minutes' and attempt.failures >= 10 then
    raise exception using errcode = 'PT429', message = 'Too many attempts. Please wait a few minutes and try again.';
  end if;
  if private.beta_code_matches(code) then
    return true;
  end if;
  insert into private.beta_attempts as a (caller, window_start, failures) values (who, now(), 1)
  on conflict (caller) do update set
    failures = case when a.window_start > now() - interval '15 minutes' then a.failures + 1 else 1 end,
    window_start = case when a.window_start > now() - interval '15 minutes' then a.window_start else now() end;
  return false;
end $$;
revoke all on function public.check_beta_code(text) from public;
grant execute on function public.check_beta_code(text) to anon, authenticated, service_role;

-- Registration without a valid code is refused by the database itself, so the gate cannot be
-- skipped by calling the auth API directly. Users made by an admin (app_metadata.created_by =
-- 'admin', which only the service role can set) need no code.
create or replace function private.require_beta_code() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if coalesce(new.raw_app_meta_data ->> 'created_by', '') = 'admin' then
    return new;
  end if;
  if not private.beta_code_matches(new.raw_user_meta_data ->> 'beta_code') then
    raise exception using errcode = '28000', message = 'A valid beta access code is required to register.';
  end if;
  new.raw_user_meta_data := new.raw_user_meta_data - 'beta_code';
  return new;
end $$;

create trigger require_beta_code before insert on auth.users
  for each row execute function private.require_beta_code();

-- A profile and default preferences for every new user; the very first user becomes admin.
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  requested_role text := new.raw_app_meta_data ->> 'role';
  full_name text := nullif(btrim(concat_ws(' ',
    new.raw_user_meta_data ->> 'first_name', new.raw_user_meta_data ->> 'last_name')), '');
begin
  perform pg_advisory_xact_lock(hashtext('storystack.first_admin'));
  insert into public.todo_profiles (id, email, name, role)
  values (
    new.id,
    new.email,
    coalesce(full_name, nullif(btrim(new.raw_user_meta_data ->> 'name'), ''), split_part(new.email, '@', 1)),
    case
      when not exists (select 1 from public.todo_profiles) then 'admin'
      when requested_role in ('admin', 'coach', 'user', 'client') then requested_role
      else 'user'
    end
  );
  insert into public.todo_user_preferences (user_id) values (new.id);
  return new;
end $$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- Email changes made through the auth API reach the profile.
create or replace function private.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.todo_profiles set email = new.email where id = new.id;
  return new;
end $$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();
