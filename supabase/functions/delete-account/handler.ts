// Deletes the caller's own account: whatever the body says, the account is the one the bearer
// token belongs to, as checked by the auth service (GET /auth/v1/user), never read from the body.
// First the data (rpc/delete_my_account_data, run with the caller's token so the database itself
// can only act on auth.uid()), then the auth user through the admin API, whose cascade takes the
// profile, the sessions and the rest. A failure after the data step leaves an empty account
// that the same call finishes later.
import { json, preflight, type FunctionEnv, type FunctionHandler } from '../_shared/http.ts';
import { restCall } from '../_shared/rest.ts';
import { adminHeaders, publicApiKey } from '../_shared/api-keys.ts';

export interface DeleteAccountResult {
  deleted: true;
  stories: number;
  clients: number;
}

const FAILED = 'Failed to delete account';

function base(env: FunctionEnv): string {
  return env.SUPABASE_URL.replace(/\/+$/, '');
}

/** The caller's user id as the auth service sees their token, or a response to give back. */
async function verifiedCaller(
  env: FunctionEnv,
  authorization: string,
): Promise<{ ok: true; id: string } | { ok: false; response: Response }> {
  let answer: Response;
  try {
    answer = await fetch(`${base(env)}/auth/v1/user`, {
      headers: { apikey: publicApiKey(env), authorization },
    });
  } catch {
    return { ok: false, response: json({ error: 'The auth service could not be reached. Please try again.' }, 503) };
  }
  const body = (await answer.json().catch(() => null)) as { id?: unknown } | null;
  if (!answer.ok || typeof body?.id !== 'string') {
    return { ok: false, response: json({ error: 'Your session has expired. Please sign in again.' }, 401) };
  }
  return { ok: true, id: body.id };
}

export const handler: FunctionHandler = async (req, env) => {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return json({ error: 'Use POST' }, 405, { allow: 'POST, OPTIONS' });
  const authorization = req.headers.get('authorization');
  if (!authorization) return json({ error: 'Sign in to delete your account' }, 401);
  // The body is read and ignored: there is nothing in it this function would act on.
  await req.arrayBuffer().catch(() => undefined);

  const caller = await verifiedCaller(env, authorization);
  if (!caller.ok) return caller.response;

  const data = await restCall(env, authorization, 'POST', 'rpc/delete_my_account_data', {});
  if (!data.ok) {
    // The only-admin refusal is a sentence for the user; anything else is the spec's message.
    if (data.code === 'P0001') return json({ error: data.message }, 409);
    return json({ error: FAILED }, data.status === 401 ? 401 : 502);
  }
  const counts = (data.data ?? {}) as { stories?: unknown; clients?: unknown };

  let removed: Response;
  try {
    removed = await fetch(`${base(env)}/auth/v1/admin/users/${encodeURIComponent(caller.id)}`, {
      method: 'DELETE',
      headers: {
        ...adminHeaders(env),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ should_soft_delete: false }),
    });
  } catch {
    return json({ error: FAILED }, 503);
  }
  // Already gone (a retry after a lost answer) counts as done.
  if (!removed.ok && removed.status !== 404) return json({ error: FAILED }, 502);
  const result: DeleteAccountResult = {
    deleted: true,
    stories: typeof counts.stories === 'number' ? counts.stories : 0,
    clients: typeof counts.clients === 'number' ? counts.clients : 0,
  };
  return json(result);
};
