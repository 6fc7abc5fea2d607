-- Invitations (issue 10): a coach invites a client into the client record they made, and an admin
-- hands a new account a link to set its own password. Either way the link carries a random token
-- the database keeps only as a hash; it works once and expires.
--
--   client invitation:  /register?invite=TOKEN -> sign-up with {invitation: TOKEN}; no beta code,
--                        the new account becomes role 'client' and owner of the client record.
--   account invitation: /register?invite=TOKEN -> accept_account_invitation(TOKEN, password) sets
--                        the password of the account admin-create-user made; the user signs in.

create table private.invitations (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  kind text not null check (kind in ('client', 'account')),
  email text not null check (email = lower(btrim(email)) and length(email) between 3 and 320),
  role text not null check (role in ('admin', 'coach', 'user', 'client')),
  client_id uuid references public.clients (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  check ((kind = 'client') = (client_id is not null)),
  check ((kind = 'account') = (user_id is not null))
);
create index invitations_client on private.invitations (client_id);
create index invitations_user on private.invitations (user_id);

create or replace function private.invitation_hash(p_token text) returns text
language sql immutable set search_path = '' as $$
  select encode(extensions.digest(convert_to(coalesce(p_token, ''), 'UTF8'), 'sha256'), 'hex')
$$;
revoke all on function private.invitation_hash(text) from public, anon, authenticated;

-- The live invitation of a token (unused, unexpired), or no row.
create or replace function private.live_invitation(p_token text) returns private.invitations
language sql stable security definer set search_path = '' as $$
  select * from private.invitations
  where token_hash = private.invitation_hash(p_token) and used_at is null and expires_at > now()
$$;
revoke all on function private.live_invitation(text) from public, anon, authenticated;

-- Makes an invitation, retiring the earlier unused ones for the same record: only the newest
-- link works. Returns {token, expires_at}.
create or replace function private.issue_invitation(
  p_kind text, p_email text, p_role text, p_client uuid, p_user uuid
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  token text := encode(extensions.gen_random_bytes(24), 'hex');
  expires timestamptz := now() + interval '7 days';
begin
  update private.invitations set expires_at = least(expires_at, now())
  where used_at is null and (client_id = p_client or user_id = p_user);
  insert into private.invitations (token_hash, kind, email, role, client_id, user_id, created_by, expires_at)
  values (private.invitation_hash(token), p_kind, lower(btrim(p_email)), p_role, p_client, p_user, auth.uid(), expires);
  return jsonb_build_object('token', token, 'expires_at', expires);
end $$;
revoke all on function private.issue_invitation(text, text, text, uuid, uuid) from public, anon, authenticated;

-- The client's coach (or an admin) invites the person behind a client record to their own account.
create or replace function public.invite_client(p_client_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  target public.clients;
begin
  select * into target from public.clients where id = p_client_id and deleted_at is null;
  if target.id is null or not (public.coaches_client(p_client_id) or public.is_admin()) then
    raise exception using errcode = '42501', message = 'You can only invite your own clients';
  end if;
  if target.user_id is not null then
    raise exception using errcode = '22023', message = 'This client already has an account';
  end if;
  if coalesce(btrim(target.email), '') = '' then
    raise exception using errcode = '22023', message = 'Add the client''s email before inviting them';
  end if;
  return private.issue_invitation('client', target.email, 'client', target.id, null);
end $$;
revoke all on function public.invite_client(uuid) from public, anon;
grant execute on function public.invite_client(uuid) to authenticated, service_role;

-- An admin's link for an account made with admin-create-user: its holder sets the password.
create or replace function public.invite_account(p_user_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  target_email text;
  target_role text;
begin
  -- (private.is_privileged_caller() would be true here: this function runs as its owner.)
  if not (public.is_admin() or coalesce(auth.role(), '') = 'service_role') then
    raise exception using errcode = '42501', message = 'Only admins can invite users';
  end if;
  select u.email, coalesce(p.role, 'user') into target_email, target_role
  from auth.users u left join public.todo_profiles p on p.id = u.id where u.id = p_user_id;
  if target_email is null then
    raise exception using errcode = '22023', message = 'No such user';
  end if;
  return private.issue_invitation('account', target_email, target_role, null, p_user_id);
end $$;
revoke all on function public.invite_account(uuid) from public, anon;
grant execute on function public.invite_account(uuid) to authenticated, service_role;

-- What the register page shows for a link: null when it is unknown, used or expired. The token is
-- 192 random bits, so the answer reveals nothing to someone guessing.
create or replace function public.invitation_details(p_token text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  inv private.invitations := private.live_invitation(p_token);
begin
  if inv.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'kind', inv.kind,
    'email', inv.email,
    'role', inv.role,
    'expires_at', inv.expires_at,
    'name', coalesce(
      (select name from public.clients where id = inv.client_id),
      (select name from public.todo_profiles where id = inv.user_id)),
    'company', (select company from public.clients where id = inv.client_id),
    'invited_by', (select coalesce(name, split_part(email, '@', 1)) from public.todo_profiles where id = inv.created_by));
end $$;
revoke all on function public.invitation_details(text) from public;
grant execute on function public.invitation_details(text) to anon, authenticated, service_role;

-- The holder of an account invitation sets the account's password (bcrypt, as the auth server
-- stores it) and the link is spent. Returns the email to sign in with.
create or replace function public.accept_account_invitation(p_token text, p_password text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  inv private.invitations := private.live_invitation(p_token);
begin
  if inv.id is null or inv.kind <> 'account' then
    raise exception using errcode = '22023', message = 'This invitation link is invalid or has expired.';
  end if;
  if p_password is null or length(p_password) < 6 then
    raise exception using errcode = '22023', message = 'Password must be at least 6 characters long';
  end if;
  if octet_length(p_password) > 72 then
    raise exception using errcode = '22023', message = 'Password must be at most 72 characters long';
  end if;
  update auth.users
  set encrypted_password = extensions.crypt(p_password, extensions.gen_salt('bf', 10)),
      email_confirmed_at = coalesce(email_confirmed_at, now()),
      updated_at = now()
  where id = inv.user_id;
  update private.invitations set used_at = now() where id = inv.id;
  return jsonb_build_object('email', inv.email);
end $$;
revoke all on function public.accept_account_invitation(text, text) from public;
grant execute on function public.accept_account_invitation(text, text) to anon, authenticated, service_role;

-- Whether a sign-up of this address may use this token instead of the beta code (the local auth
-- server asks before it creates anything, as it does for the code; the trigger below decides).
create or replace function private.invitation_admits(p_token text, p_email text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select kind = 'client' and email = lower(btrim(p_email))
                   from private.live_invitation(p_token) where id is not null), false)
$$;
revoke all on function private.invitation_admits(text, text) from public, anon, authenticated;

-- Sign-up: a live client invitation for this address stands in for the beta code. It is spent
-- here, and the account is marked so the after-insert trigger links the client record.
create or replace function private.require_beta_code() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  inv private.invitations := private.live_invitation(new.raw_user_meta_data ->> 'invitation');
begin
  new.raw_user_meta_data := new.raw_user_meta_data - 'invitation';
  if inv.id is not null and inv.kind = 'client' and inv.email = lower(btrim(new.email)) then
    update private.invitations set used_at = now() where id = inv.id;
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb)
      || jsonb_build_object('role', inv.role, 'invited_client', inv.client_id);
    new.raw_user_meta_data := new.raw_user_meta_data - 'beta_code';
    return new;
  end if;
  -- An operator's address invitation is spent by the registration of its address.
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

-- Runs after on_auth_user_created (triggers fire in name order), once the profile exists.
create or replace function private.link_invited_client() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.clients set user_id = new.id
  where id = (new.raw_app_meta_data ->> 'invited_client')::uuid and user_id is null;
  return new;
end $$;

create trigger on_auth_user_invited after insert on auth.users
  for each row when (new.raw_app_meta_data ? 'invited_client')
  execute function private.link_invited_client();

-- Adding a client whose email already has an account links the record to it, so their stories
-- reach the coach without a second sign-up.
create or replace function private.account_id_for_email(p_email text) returns uuid
language sql stable security definer set search_path = '' as $$
  select id from auth.users where lower(email) = lower(btrim(p_email)) limit 1
$$;
revoke all on function private.account_id_for_email(text) from public, anon;
grant execute on function private.account_id_for_email(text) to authenticated, service_role;

create or replace function private.link_client_account() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  account uuid;
begin
  if new.user_id is null and coalesce(btrim(new.email), '') <> '' then
    account := private.account_id_for_email(new.email);
    -- A coach is never their own client.
    if account is not null and account is distinct from new.coach_id then
      new.user_id := account;
    end if;
  end if;
  return new;
end $$;

create trigger clients_link_account before insert on public.clients
  for each row execute function private.link_client_account();

drop policy "Coaches add clients to themselves" on public.clients;
create policy "Coaches add clients to themselves" on public.clients
  for insert to authenticated with check (
    coach_id = auth.uid() and public.is_coach()
    and (user_id is null or user_id = private.account_id_for_email(email))
  );

-- A client's own new stories belong to their client record, so their coach sees them.
create or replace function private.story_default_client() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.client_id is null and new.user_id = auth.uid() then
    new.client_id := (
      select id from public.clients
      where user_id = new.user_id and deleted_at is null
      order by created_at limit 1);
  end if;
  return new;
end $$;

create trigger stories_default_client before insert on public.stories
  for each row execute function private.story_default_client();
