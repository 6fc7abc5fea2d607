-- Security round 2 (issue 26), the database's part: no code check in a read-only transaction, and
-- an insert that meets a row the caller cannot see is refused as row-level security refuses it.

-- 1. The beta code on GET ---------------------------------------------------------------------------
-- PostgREST runs GET and HEAD in a read-only transaction. There a right code answered 200 true
-- and a wrong one failed on recording the attempt (405), and the failure was rolled back: an
-- uncounted oracle. Nothing is compared in a read-only transaction; the stand-in refuses GET on
-- any volatile function before it runs (PGRST101), hosted PostgREST reaches this (25006, 405).
create or replace function public.check_beta_code(code text) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if current_setting('transaction_read_only') = 'on' then
    raise exception using errcode = '25006', message = 'Check the code with POST.';
  end if;
  return private.beta_code_attempt(private.request_caller(), code);
end $$;
revoke all on function public.check_beta_code(text) from public;
grant execute on function public.check_beta_code(text) to anon, authenticated, service_role;

-- 2. Ids of rows the caller cannot see ----------------------------------------------------------------
-- An insert (plain, upsert, or push_mutation's) with the id of another user's row answered 409
-- duplicate key, which confirmed that the row exists. It is now refused with the answer any
-- insert the caller may not make gets (42501: 403, or 401 for a visitor). A duplicate of a row
-- the caller can see still answers 409 (the sync engine takes that as its own earlier insert
-- arriving twice). Not leads: a visitor cannot read the lead it sent, and its replay must stay 409.

-- Only the tables below: this reads past row-level security. Static queries (plans kept for the
-- session) rather than EXECUTE: this runs for every row inserted, 1,000 in the largest request.
create or replace function private.row_id_taken(p_table text, p_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  case p_table
    when 'stories' then return exists (select 1 from public.stories where id = p_id);
    when 'clients' then return exists (select 1 from public.clients where id = p_id);
    when 'story_comments' then return exists (select 1 from public.story_comments where id = p_id);
    when 'story_versions' then return exists (select 1 from public.story_versions where id = p_id);
    when 'client_content' then return exists (select 1 from public.client_content where id = p_id);
    when 'generation_requests' then return exists (select 1 from public.generation_requests where id = p_id);
    when 'applied_mutations' then return exists (select 1 from public.applied_mutations where id = p_id);
    else raise exception using errcode = '22023', message = 'row_id_taken does not cover this table';
  end case;
end $$;
revoke all on function private.row_id_taken(text, uuid) from public;
grant execute on function private.row_id_taken(text, uuid) to anon, authenticated, service_role;

-- Runs as the caller, so "visible" is what row-level security lets the caller read.
create or replace function private.refuse_hidden_id() returns trigger
language plpgsql security invoker set search_path = '' as $$
declare
  visible boolean;
begin
  if new.id is null or not private.row_id_taken(tg_table_name, new.id) then
    return new;
  end if;
  begin
    execute format('select exists (select 1 from public.%I where id = $1)', tg_table_name) into visible using new.id;
  exception when insufficient_privilege then
    visible := false;
  end;
  if not visible then
    raise exception using errcode = '42501',
      message = format('new row violates row-level security policy for table "%s"', tg_table_name);
  end if;
  return new;
end $$;
revoke all on function private.refuse_hidden_id() from public;
grant execute on function private.refuse_hidden_id() to anon, authenticated, service_role;

do $$
declare
  t text;
begin
  foreach t in array array['stories', 'clients', 'story_comments', 'story_versions', 'client_content',
                           'generation_requests', 'applied_mutations'] loop
    execute format('drop trigger if exists %I on public.%I', t || '_refuse_hidden_id', t);
    execute format(
      'create trigger %I before insert on public.%I for each row execute function private.refuse_hidden_id()',
      t || '_refuse_hidden_id', t);
  end loop;
end $$;
