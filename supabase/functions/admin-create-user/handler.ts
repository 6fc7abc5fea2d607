// The admin's "add user" form, made real: an admin names an email, an optional name and a role;
// the account is created through the auth admin API with a random password nobody ever sees, and
// the admin gets a one-time invitation link (7 days) with which the new user sets their own
// password (rpc accept_account_invitation). No password travels in clear.
// Who may do it is decided by the database: the caller's own profile, read with their JWT.
// The schema is the add-user form's own (one definition, in _shared/domain, re-exported by src/domain).
import { addUserSchema, type AddUserInput } from '../_shared/domain/admin-users.ts';
import { json, preflight, type FunctionEnv, type FunctionHandler } from '../_shared/http.ts';
import { restCall, restGet } from '../_shared/rest.ts';
import { callerSubject } from '../_shared/verify-token.ts';
import { adminHeaders } from '../_shared/api-keys.ts';

export interface AddUserResult {
  user: { id: string; email: string; role: AddUserInput['role'] };
  invitationUrl: string;
  expiresAt: string;
}

/** A password nobody knows (32 random bytes as hex): the account is unusable until the invitation. */
export function unusablePassword(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Where the app lives: SITE_URL when configured, else the calling page's own origin (only ever shown
 * back to the admin who called, so a forged Origin misleads nobody but its sender).
 */
export function appOrigin(req: Request, env: FunctionEnv): string {
  const configured = env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const origin = req.headers.get('origin');
  if (origin && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  return env.SUPABASE_URL.replace(/\/+$/, '');
}

async function callerIsAdmin(
  env: FunctionEnv,
  authorization: string,
): Promise<{ ok: true; admin: boolean } | { ok: false; response: Response }> {
  const sub = await callerSubject(authorization, env);
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
  const password = unusablePassword();

  let created: Response;
  try {
    created = await fetch(`${env.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        ...adminHeaders(env),
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
  const invitation = await restCall(env, authorization, 'POST', 'rpc/invite_account', { p_user_id: body.id });
  const link = invitation.ok ? (invitation.data as { token?: unknown; expires_at?: unknown } | null) : null;
  if (typeof link?.token !== 'string' || typeof link.expires_at !== 'string') {
    return json({ error: 'The user was created, but the invitation link could not be made. Please try again.' }, 502);
  }
  const result: AddUserResult = {
    user: { id: body.id, email: typeof body.email === 'string' ? body.email : input.email, role: input.role },
    invitationUrl: `${appOrigin(req, env)}/register?invite=${link.token}`,
    expiresAt: link.expires_at,
  };
  return json(result, 201);
};
