// Stories and clients read as the caller, so only what row-level security lets them see is used.
import type { ReadableClient } from './composer/assistant-client.ts';
import type { StoryLike } from './composer/mod.ts';
import type { FunctionEnv } from './http.ts';
import { UUID_PATTERN } from './ids.ts';
import { restCall } from './rest.ts';

const STORY_COLUMNS =
  'id,title,description,framework_type,status,content,generated_content,generation_sources,client_id';

/** The rows a GET returns, as the caller; none when the read fails. */
async function readRows<T>(env: FunctionEnv, authorization: string, path: string): Promise<T[]> {
  const r = await restCall(env, authorization, 'GET', path);
  return r.ok && Array.isArray(r.data) ? (r.data as T[]) : [];
}

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

/**
 * The caller's own stories, most recent first: the ones they wrote for themselves and the ones
 * written for their own client record. Read with their token, so row-level security applies
 * too; a coach's or an admin's wider reach (their clients' stories, everyone's) is left out.
 */
export async function readOwnStories(
  env: FunctionEnv,
  authorization: string,
  userId: string,
  limit = 40,
): Promise<StoryLike[]> {
  if (!UUID_PATTERN.test(userId)) return [];
  const records = await readRows<{ id: string }>(
    env,
    authorization,
    `clients?select=id&user_id=eq.${userId}&deleted_at=is.null`,
  );
  const clientIds = records.map((c) => c.id);
  const filter = clientIds.length
    ? `or=(and(user_id.eq.${userId},client_id.is.null),client_id.in.(${clientIds.join(',')}))`
    : `user_id=eq.${userId}&client_id=is.null`;
  return readRows<StoryLike>(
    env,
    authorization,
    `stories?select=${STORY_COLUMNS}&deleted_at=is.null&${filter}&order=updated_at.desc&limit=${limit}`,
  );
}

/**
 * The client records the caller can read other than their own (a coach's clients, every client
 * for an admin; none for a founder or a client): row-level security decides which.
 */
export async function readOtherClients(
  env: FunctionEnv,
  authorization: string,
  userId: string,
  limit = 1000,
): Promise<ReadableClient[]> {
  if (!UUID_PATTERN.test(userId)) return [];
  const rows = await readRows<ReadableClient>(
    env,
    authorization,
    `clients?select=id,name,pronouns&deleted_at=is.null&or=(user_id.is.null,user_id.neq.${userId})&order=name.asc&limit=${limit}`,
  );
  return rows.filter((c) => typeof c.name === 'string');
}

/** A client's stories, most recent first, as the caller may read them. */
export async function readClientStories(
  env: FunctionEnv,
  authorization: string,
  clientId: string,
  limit = 40,
): Promise<StoryLike[]> {
  if (!UUID_PATTERN.test(clientId)) return [];
  return readRows<StoryLike>(
    env,
    authorization,
    `stories?select=${STORY_COLUMNS}&deleted_at=is.null&client_id=eq.${clientId}&order=updated_at.desc&limit=${limit}`,
  );
}

/**
 * The stack stories of several clients (what "How are my clients doing?" needs: type, status and
 * whether a text was generated), as the caller may read them.
 */
export async function readClientsStacks(
  env: FunctionEnv,
  authorization: string,
  clientIds: string[],
): Promise<(StoryLike & { client_id: string })[]> {
  const ids = clientIds.filter((id) => UUID_PATTERN.test(id));
  if (!ids.length) return [];
  return readRows<StoryLike & { client_id: string }>(
    env,
    authorization,
    `stories?select=id,framework_type,status,generated_content,client_id&deleted_at=is.null&client_id=in.(${ids.join(',')})&limit=2000`,
  );
}

/** The name of the caller's coach, when a coach keeps their client record (read as the caller:
 *  a client may read their coach's profile); null for anyone else. */
export async function readOwnCoachName(
  env: FunctionEnv,
  authorization: string,
  userId: string,
): Promise<string | null> {
  if (!UUID_PATTERN.test(userId)) return null;
  const [record] = await readRows<{ coach_id?: string }>(
    env,
    authorization,
    `clients?select=coach_id&user_id=eq.${userId}&deleted_at=is.null&coach_id=not.is.null&limit=1`,
  );
  const coachId = record?.coach_id;
  if (!coachId || !UUID_PATTERN.test(coachId) || coachId === userId) return null;
  const [profile] = await readRows<{ name?: string }>(env, authorization, `todo_profiles?select=name&id=eq.${coachId}`);
  const name = profile?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
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
