-- The sync protocol's write path. Every outbox entry carries its own id; applying it records
-- that id, so a replay (a lost response, a retried request) is answered without applying twice.
create table public.applied_mutations (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  table_name text not null,
  row_id uuid not null,
  applied_at timestamptz not null default now()
);
create index applied_mutations_user on public.applied_mutations (user_id, applied_at);
alter table public.applied_mutations enable row level security;

create policy "Users read their own applied mutations" on public.applied_mutations
  for select to authenticated using (user_id = auth.uid());
create policy "Users record their own applied mutations" on public.applied_mutations
  for insert to authenticated with check (user_id = auth.uid());

-- Which columns a client may write through sync, per table.
create or replace function private.sync_writable_columns(p_table text) returns text[]
language sql immutable as $$
  select case p_table
    when 'stories' then array['id', 'title', 'description', 'framework_type', 'status', 'content',
      'generated_content', 'generation_engine', 'user_id', 'client_id', 'full_stack_generation',
      'generation_method', 'deleted_at']
    when 'clients' then array['id', 'name', 'email', 'company', 'coach_id', 'user_id', 'deleted_at']
    when 'todo_profiles' then array['name', 'email']
    when 'todo_user_preferences' then array['user_id', 'preferences']
  end
$$;

-- Applies one mutation as the caller (security invoker: row-level security decides).
--   mutation: {id, table, op: insert|update|delete, row_id, base_version, values}
-- Returns {status: applied|duplicate|conflict|not_found, row}. A conflict returns the
-- server's row so the client can merge or ask the user; nothing is overwritten.
create or replace function public.push_mutation(mutation jsonb) returns jsonb
language plpgsql security invoker set search_path = public, pg_temp as $$
declare
  m_id uuid := (mutation ->> 'id')::uuid;
  m_table text := mutation ->> 'table';
  m_op text := mutation ->> 'op';
  m_row uuid := (mutation ->> 'row_id')::uuid;
  m_base integer := (mutation ->> 'base_version')::integer;
  m_values jsonb := coalesce(mutation -> 'values', '{}'::jsonb);
  allowed text[] := private.sync_writable_columns(mutation ->> 'table');
  key_col text := case when mutation ->> 'table' = 'todo_user_preferences' then 'user_id' else 'id' end;
  cols text;
  server_row jsonb;
  result_row jsonb;
begin
  if m_id is null or m_row is null or allowed is null or m_op not in ('insert', 'update', 'delete') then
    raise exception using errcode = '22023', message = 'Invalid mutation',
      detail = 'A mutation needs id, row_id, a known table and op insert, update or delete';
  end if;
  if jsonb_typeof(m_values) <> 'object' then
    raise exception using errcode = '22023', message = 'Mutation values must be an object';
  end if;

  if exists (select 1 from public.applied_mutations where id = m_id) then
    execute format('select to_jsonb(t) from public.%I t where %I = $1', m_table, key_col) into server_row using m_row;
    return jsonb_build_object('status', 'duplicate', 'row', server_row);
  end if;

  select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) into m_values
  from jsonb_each(m_values) as e(k, v) where k = any (allowed) and k <> key_col;
  if m_op = 'delete' then
    m_values := jsonb_build_object('deleted_at', now());
  end if;

  execute format('select to_jsonb(t) from public.%I t where %I = $1', m_table, key_col) into server_row using m_row;

  if m_op = 'insert' then
    if server_row is not null then
      return jsonb_build_object('status', 'conflict', 'row', server_row);
    end if;
    m_values := m_values || jsonb_build_object(key_col, m_row);
    select string_agg(quote_ident(k), ', ') into cols from jsonb_object_keys(m_values) as k;
    execute format(
      'insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1) returning to_jsonb(%1$I.*)',
      m_table, cols) into result_row using m_values;
  else
    if server_row is null then
      return jsonb_build_object('status', 'not_found', 'row', null);
    end if;
    if m_base is null or (server_row ->> 'version')::integer <> m_base then
      return jsonb_build_object('status', 'conflict', 'row', server_row);
    end if;
    if m_values = '{}'::jsonb then
      result_row := server_row;
    else
      select string_agg(quote_ident(k), ', ') into cols from jsonb_object_keys(m_values) as k;
      execute format(
        'update public.%1$I set (%2$s) = (select %2$s from jsonb_populate_record(null::public.%1$I, $1)) '
        'where %3$I = $2 and version = $3 returning to_jsonb(%1$I.*)',
        m_table, cols, key_col) into result_row using m_values, m_row, m_base;
      if result_row is null then
        -- Visible but not writable for this caller, or moved on between the read and the write.
        execute format('select to_jsonb(t) from public.%I t where %I = $1', m_table, key_col) into server_row using m_row;
        if server_row is not null and (server_row ->> 'version')::integer <> m_base then
          return jsonb_build_object('status', 'conflict', 'row', server_row);
        end if;
        raise exception using errcode = '42501', message = 'You do not have permission to change this row';
      end if;
    end if;
  end if;

  insert into public.applied_mutations (id, table_name, row_id) values (m_id, m_table, m_row);
  return jsonb_build_object('status', 'applied', 'row', result_row);
end $$;
revoke all on function public.push_mutation(jsonb) from public, anon;
grant execute on function public.push_mutation(jsonb) to authenticated, service_role;
