// Stories and clients read as the caller, so only what row-level security lets them see is used.
import type { StoryLike } from './composer/mod.ts';
import type { FunctionEnv } from './http.ts';
import { restCall } from './rest.ts';

const STORY_COLUMNS = 'id,title,description,framework_type,status,content,generated_content,client_id';

/** The named stories; null when any of them is not readable by the caller. */
export async function readStories(
  env: FunctionEnv,
  authorization: string,
  ids: string[],
): Promise<StoryLike[] | null | 'error'> {
  const unique = [...new Set(ids)];
  const r = await restCall(
    env,
    authorization,
    'GET',
    `stories?select=${STORY_COLUMNS}&deleted_at=is.null&id=in.(${unique.join(',')})`,
  );
  if (!r.ok || !Array.isArray(r.data)) return 'error';
  if (r.data.length !== unique.length) return null;
  const byId = new Map((r.data as StoryLike[]).map((s) => [s.id, s]));
  return unique.map((id) => byId.get(id)!);
}

/** The caller's most recently updated stories (theirs and, for a coach, their clients'). */
export async function readRecentStories(env: FunctionEnv, authorization: string, limit = 40): Promise<StoryLike[]> {
  const r = await restCall(
    env,
    authorization,
    'GET',
    `stories?select=${STORY_COLUMNS}&deleted_at=is.null&order=updated_at.desc&limit=${limit}`,
  );
  return r.ok && Array.isArray(r.data) ? (r.data as StoryLike[]) : [];
}

export async function readClientName(
  env: FunctionEnv,
  authorization: string,
  id: string | undefined,
): Promise<string | null | 'forbidden'> {
  if (!id) return null;
  const r = await restCall(env, authorization, 'GET', `clients?select=name&id=eq.${id}&deleted_at=is.null`);
  if (!r.ok || !Array.isArray(r.data)) return null;
  const row = r.data[0] as { name?: string } | undefined;
  return row ? (row.name ?? null) : 'forbidden';
}
