-- "Record again" before the first recording was transcribed (issue 21, item 14): the answer then
-- names the new recording, and append_voice_transcript used to skip the first one, so the words
-- said in it never reached the answer. Now every recording of a story adds its words to its
-- section once, whether or not the answer still names it; only the one it names is marked
-- '#transcribed'. "Once" is kept in a ledger of transcribed recordings (a row per path).
create table private.voice_transcripts (
  path text primary key,
  story_id uuid not null references public.stories (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- Every note already marked counts as transcribed (a replayed request for it changes nothing).
insert into private.voice_transcripts (path, story_id)
select split_part(v.value, '#', 1), s.id
from public.stories s,
  jsonb_each_text(case when jsonb_typeof(s.content) = 'object' then s.content else '{}'::jsonb end) v
where v.key like '%\_\_voice' and v.value like '%#transcribed'
on conflict do nothing;

-- True the first time a recording is claimed. Called by append_voice_transcript only after the
-- caller's own row-level security let it lock the story for update (SELECT ... FOR UPDATE applies
-- the UPDATE policies); the claim rolls back with a failed update.
create or replace function private.claim_voice_transcript(p_story_id uuid, p_path text) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.voice_transcripts (path, story_id) values (p_path, p_story_id) on conflict do nothing;
  return found;
end $$;
revoke all on function private.claim_voice_transcript(uuid, text) from public, anon;
grant execute on function private.claim_voice_transcript(uuid, text) to authenticated, service_role;

create or replace function public.append_voice_transcript(
  p_story_id uuid, p_section_id text, p_path text, p_text text
) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  old public.stories;
  voice_key text := p_section_id || '__voice';
  named boolean;
  answer text;
  updated jsonb;
begin
  if p_section_id !~ '^[a-z0-9_]{1,64}$' or p_path !~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.[a-z0-9]{1,10}$'
     or split_part(p_path, '/', 1) <> p_story_id::text then
    raise exception using errcode = '22023', message = 'Unknown voice note';
  end if;
  select * into old from public.stories where id = p_story_id and deleted_at is null for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Story not found, or you are not allowed to change it';
  end if;
  if jsonb_typeof(old.content) <> 'object' or old.content ->> voice_key = p_path || '#transcribed'
     or not private.claim_voice_transcript(p_story_id, p_path) then
    return jsonb_build_object('status', 'skipped', 'row', to_jsonb(old));
  end if;
  -- The note the answer names now is marked; one replaced by "Record again" adds its words only.
  named := old.content ->> voice_key is not distinct from p_path;
  answer := coalesce(old.content ->> p_section_id, '');
  answer := case when btrim(answer) = '' then btrim(p_text) else answer || E'\n\n' || btrim(p_text) end;
  update public.stories s set
    content = s.content || jsonb_build_object(p_section_id, answer)
      || case when named then jsonb_build_object(voice_key, p_path || '#transcribed') else '{}'::jsonb end
  where s.id = p_story_id
  returning to_jsonb(s.*) into updated;
  if updated is null then
    raise exception using errcode = '42501', message = 'You are not allowed to change this story';
  end if;
  return jsonb_build_object('status', 'applied', 'row', updated);
end $$;
revoke all on function public.append_voice_transcript(uuid, text, text, text) from public, anon;
grant execute on function public.append_voice_transcript(uuid, text, text, text) to authenticated;
