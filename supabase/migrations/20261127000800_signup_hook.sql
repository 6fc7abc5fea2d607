-- Sign-up rules hosted Supabase runs too (issue 23).
--
-- 1. The beta-code lockout as a "Before User Created" Auth Hook. Hosted GoTrue inserts into
--    auth.users itself, so the trigger there could refuse a wrong code but never count it (its
--    transaction rolls back) and GoTrue answered 500 "Database error saving new user". GoTrue calls
--    this function before that transaction, with the request's IP address, and commits what it
--    writes: ten wrong codes from one address in fifteen minutes lock that address (the same store
--    as rpc/check_beta_code), and a refusal is a 4xx with the message. Enable it in the dashboard:
--    Authentication → Hooks → Before User Created → Postgres function public.hook_before_user_created
--    (docs/deploy.md). The stand-in's /auth/v1/signup calls it the same way.
--    Only a sign-up that carries a code is counted: users an operator or the service role adds,
--    invited addresses and client invitations pass here and are decided by the trigger on auth.users.
create or replace function public.hook_before_user_created(event jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  new_user jsonb := coalesce(event -> 'user', '{}');
  data jsonb := coalesce(new_user -> 'user_metadata', '{}');
  v_email text := lower(btrim(coalesce(new_user ->> 'email', '')));
  detail text;
begin
  if not (data ? 'beta_code')
     or coalesce(new_user -> 'app_metadata' ->> 'created_by', '') = 'admin'
     or exists (select 1 from private.beta_invites i where i.email = v_email)
     or (jsonb_typeof(data -> 'invitation') = 'string' and private.invitation_admits(data ->> 'invitation', v_email)) then
    return '{}';
  end if;
  if private.beta_code_attempt(event -> 'metadata' ->> 'ip_address',
                               case when jsonb_typeof(data -> 'beta_code') = 'string' then data ->> 'beta_code' end) then
    return '{}';
  end if;
  return jsonb_build_object('error', jsonb_build_object(
    'http_code', 422, 'message', 'A valid beta access code is required to register.'));
exception when sqlstate 'PT429' then
  get stacked diagnostics detail = pg_exception_detail;
  return jsonb_build_object('error', jsonb_build_object(
    'http_code', 429,
    'message', replace(sqlerrm, 'Too many wrong codes.', 'Too many wrong beta codes.'),
    'retry_after', coalesce(substring(detail from 'retry_after=(\d+)')::integer, 60)));
end $$;

revoke all on function public.hook_before_user_created(jsonb) from public, anon, authenticated;
-- GoTrue runs hooks as supabase_auth_admin (a role hosted Supabase has; the stand-in calls it as the owner).
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant usage on schema public to supabase_auth_admin;
    grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;
  end if;
end $$;

-- 2. GoTrue copies the sign-up data into the email identity's identity_data as well as into
--    raw_user_meta_data; the beta code and the invitation token stay out of both.
create or replace function private.strip_identity_secrets() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.identity_data := new.identity_data - 'beta_code' - 'invitation';
  return new;
end $$;

create trigger strip_identity_secrets before insert or update of identity_data on auth.identities
  for each row execute function private.strip_identity_secrets();

-- Identities written before this migration.
update auth.identities set identity_data = identity_data - 'beta_code' - 'invitation'
where identity_data ?| array['beta_code', 'invitation'];
