-- Voice notes (issues 8 and 13): a section's voice note is recorded in the story itself, under the
-- content key '<section_id>__voice' whose value is the Storage path of the recording in the
-- `recordings` bucket ('<story_id>/<recording_id>.webm'), and '#transcribed' appended once its
-- words have been added to the answer. Being a content key, it syncs and merges per section like
-- the answer beside it, and it reaches whoever may read the story (the coach of the client).
--
-- The transcribe-audio function reads the recording from Storage as the caller and adds the words
-- through this function, as the caller too (row-level security on stories decides). It is
-- idempotent: a retried request finds the path already marked and changes nothing.
create or replace function public.append_voice_transcript(
  p_story_id uuid, p_section_id text, p_path text, p_text text
) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  old public.stories;
  voice_key text := p_section_id || '__voice';
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
  -- Only the voice note the answer names now, and only once.
  if jsonb_typeof(old.content) <> 'object' or old.content ->> voice_key is distinct from p_path then
    return jsonb_build_object('status', 'skipped', 'row', to_jsonb(old));
  end if;
  answer := coalesce(old.content ->> p_section_id, '');
  answer := case when btrim(answer) = '' then btrim(p_text) else answer || E'\n\n' || btrim(p_text) end;
  update public.stories s set
    content = s.content || jsonb_build_object(p_section_id, answer, voice_key, p_path || '#transcribed')
  where s.id = p_story_id
  returning to_jsonb(s.*) into updated;
  if updated is null then
    raise exception using errcode = '42501', message = 'You are not allowed to change this story';
  end if;
  return jsonb_build_object('status', 'applied', 'row', updated);
end $$;
revoke all on function public.append_voice_transcript(uuid, text, text, text) from public, anon;
grant execute on function public.append_voice_transcript(uuid, text, text, text) to authenticated;
