// The admin's "add user" form, made real: an admin names an email, an optional name and a role;
// the account is created through the auth admin API with a temporary password to hand over.
// Who may do it is decided by the database: the caller's own profile, read with their JWT.
// The schema is the add-user form's own (one definition, in src/domain).
import { addUserSchema, type AddUserInput } from '../../../src/domain/admin-users.ts';
import { json, preflight, type FunctionEnv, type FunctionHandler } from '../_shared/http.ts';
import { bearerSubject, restGet } from '../_shared/rest.ts';

export interface AddUserResult {
  user: { id: string; email: string; role: AddUserInput['role'] };
  temporaryPassword: string;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 16 characters from an alphabet without look-alikes (no 0/O, 1/l/I): easy to read out. */
export function temporaryPassword(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of the alphabet size; the tiny bias does not matter for a one-time password.
  return Array.from(bytes, (b) => PASSWORD_ALPHABET[b % PASSWORD_ALPHABET.length]).join('');
}

async function callerIsAdmin(
  env: FunctionEnv,
  authorization: string,
): Promise<{ ok: true; admin: boolean } | { ok: false; response: Response }> {
  const sub = bearerSubject(authorization);
  if (!sub) return { ok: true, admin: false };
  const result = await restGet<{ role: string }>(
    env,
    authorization,
    `todo_profiles?select=role&id=eq.${encodeURIComponent(sub)}`,
  );
  if (!result.ok) {
    if (result.status === 401)
      return { ok: false, response: json({ error: 'Your session has expired. Please sign in again.' }, 401) };
    return { ok: false, response: json({ error: 'Could not check your permissions. Please try again.' }, 502) };
  }
  return { ok: true, admin: result.rows[0]?.role === 'admin' };
}

export const handler: FunctionHandler = async (req, env) => {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return json({ error: 'Use POST' }, 405, { allow: 'POST, OPTIONS' });

  const authorization = req.headers.get('authorization');
  if (!authorization) return json({ error: 'Sign in to add users' }, 401);
  const permission = await callerIsAdmin(env, authorization);
  if (!permission.ok) return permission.response;
  if (!permission.admin) return json({ error: 'Only admins can add users' }, 403);

  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    return json({ error: 'The request body must be JSON' }, 400);
  }
  const parsed = addUserSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return json({ error: issue.message, field: issue.path.join('.') || null }, 400);
  }
  const input = parsed.data;
  const password = temporaryPassword();

  let created: Response;
  try {
    created = await fetch(`${env.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: env.SUPABASE_SERVICE_ROLE_KEY,
        authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email: input.email,
        password,
        email_confirm: true,
        // Only the service role can set app_metadata: created_by admin lets the account skip the
        // beta code, and the profile trigger takes the role from here.
        app_metadata: { created_by: 'admin', role: input.role },
        user_metadata: input.name ? { name: input.name } : {},
      }),
    });
  } catch {
    return json({ error: 'The auth service could not be reached. Please try again.' }, 503);
  }
  const body = (await created.json().catch(() => null)) as {
    id?: unknown;
    email?: unknown;
    error_code?: unknown;
    msg?: unknown;
  } | null;
  if (!created.ok) {
    if (created.status === 422 && (body?.error_code === 'email_exists' || body?.error_code === 'user_already_exists')) {
      return json({ error: 'A user with this email address already exists' }, 409);
    }
    const message = typeof body?.msg === 'string' ? body.msg : 'The user could not be created. Please try again.';
    return json({ error: message }, created.status >= 500 ? 502 : 400);
  }
  if (typeof body?.id !== 'string') return json({ error: 'The auth service gave an unexpected answer.' }, 502);
  const result: AddUserResult = {
    user: { id: body.id, email: typeof body.email === 'string' ? body.email : input.email, role: input.role },
    temporaryPassword: password,
  };
  return json(result, 201);
};
