// Sign-up, the token endpoint (password and refresh_token grants) and logout.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db.ts';
import { gotrueError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import {
  pgErrorCode,
  pgErrorMessage,
  SIGN_IN_RATE_LIMIT_PREFIX,
  tooManyRequests,
  type AuthContext,
} from './context.ts';
import { requireUser } from './guard.ts';
import { hashPassword, spendPasswordCheck } from './passwords.ts';
import { createSession, endSessions, rotateRefreshToken, sessionResponse } from './sessions.ts';
import {
  EMAIL_APP_METADATA,
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
  passwordMatches,
  recordSignIn,
} from './users.ts';
import {
  checkPassword,
  invalidEmail,
  logoutScopeSchema,
  normalizeEmail,
  parseJsonBody,
  passwordGrantBodySchema,
  refreshGrantBodySchema,
  signUpBodySchema,
} from './validation.ts';

const INVALID_CREDENTIALS = 'Invalid login credentials';
// The text the beta-access trigger raises (supabase/migrations/*_beta_access.sql).
const BETA_CODE_REQUIRED_MESSAGE = 'A valid beta access code is required to register.';

const hookAnswerSchema = z.object({
  error: z.object({ http_code: z.number().int(), message: z.string(), retry_after: z.number().optional() }).optional(),
});

/** Calls public.hook_before_user_created with GoTrue's payload; a Response when it refuses. */
async function beforeUserCreated(
  db: Queryable,
  address: string,
  email: string,
  data: Record<string, unknown>,
): Promise<Response | null> {
  const event = {
    metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'before-user-created', ip_address: address },
    user: {
      aud: 'authenticated',
      role: '',
      email,
      phone: '',
      app_metadata: EMAIL_APP_METADATA,
      user_metadata: data,
      identities: [],
      is_anonymous: false,
    },
  };
  const { rows } = await db.query<{ answer: unknown }>('select public.hook_before_user_created($1::jsonb) as answer', [
    JSON.stringify(event),
  ]);
  const error = hookAnswerSchema.parse(rows[0]?.answer ?? {}).error;
  if (!error) return null;
  if (error.http_code === 429) {
    const response = gotrueError(429, 'over_request_rate_limit', error.message);
    response.headers.set('retry-after', String(error.retry_after ?? 60));
    return response;
  }
  return gotrueError(error.http_code, 'beta_code_required', error.message);
}

export function sessionRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  const { db, config } = ctx.deps;

  app.post('/signup', async (c) => {
    const address = ctx.clientAddress(c);
    const body = await parseJsonBody(c.req.raw, signUpBodySchema);
    if (!body.ok) return body.response;
    const email = normalizeEmail(body.value.email);
    if (!email) return invalidEmail();
    const weak = checkPassword(body.value.password);
    if (weak) return weak;
    // GoTrue's "Before User Created" hook, as hosted runs it when enabled (migration
    // 20261127000800): it counts wrong codes per address in the same store as rpc/check_beta_code
    // and answers 422, or 429 once the address is locked. A sign-up without a code is not counted;
    // asking here whether it has a valid invitation, before anything else, means that someone
    // without either cannot learn which emails are registered from "User already registered".
    const data = body.value.data ?? {};
    const refused = await beforeUserCreated(db, address, email, data);
    if (refused) return refused;
    if (!('beta_code' in data)) {
      const invitation = data.invitation;
      const { rows } = await db.query<{ ok: boolean }>('select private.invitation_admits($1, $2) as ok', [
        typeof invitation === 'string' ? invitation : null,
        email,
      ]);
      if (rows[0]?.ok !== true) return gotrueError(422, 'beta_code_required', BETA_CODE_REQUIRED_MESSAGE);
    }
    if (await findUserByEmail(db, email)) return gotrueError(422, 'user_already_exists', 'User already registered');

    const passwordHash = await hashPassword(body.value.password, config.bcryptCost);
    const now = ctx.nowSeconds();
    try {
      const session = await db.transaction(async (tx) => {
        const inserted = await insertUser(tx, {
          email,
          passwordHash,
          emailConfirmed: true, // autoconfirm: the stand-in sends no email
          userMetadata: body.value.data ?? {},
          appMetadata: { ...EMAIL_APP_METADATA },
        });
        const started = await createSession(tx, inserted.id, now);
        const user = (await recordSignIn(tx, inserted.id)) ?? inserted;
        await recordAudit(tx, inserted, 'user_signedup', address);
        return sessionResponse(user, started.sessionId, started.refreshToken, ctx.tokenSettings(now), now);
      });
      const answer = await session;
      ctx.knownAddresses.remember(`pair:${email}|${address}`);
      return c.json(answer);
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === '23505') return gotrueError(422, 'user_already_exists', 'User already registered');
      // The beta-access trigger refuses registration without a valid code.
      if (code === '28000') return gotrueError(422, 'beta_code_required', pgErrorMessage(error));
      throw error;
    }
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return passwordGrant(ctx, c.req.raw, ctx.clientAddress(c));
    if (grant === 'refresh_token') return refreshGrant(ctx, c.req.raw);
    return gotrueError(
      400,
      'validation_failed',
      'unsupported_grant_type: use grant_type=password or grant_type=refresh_token',
    );
  });

  app.post('/logout', async (c) => {
    const scope = logoutScopeSchema.safeParse(c.req.query('scope') ?? 'global');
    if (!scope.success) return gotrueError(400, 'validation_failed', 'scope must be one of global, local, others');
    const caller = await requireUser(db, c.req.raw.headers, config, ctx.nowSeconds(), {
      allowEndedSession: true,
    });
    if (!caller.ok) return caller.response;
    await db.transaction(async (tx) => {
      await endSessions(tx, caller.value.user.id, caller.value.sessionId, scope.data);
      await recordAudit(tx, caller.value.user, 'logout', ctx.clientAddress(c));
    });
    return c.body(null, 204);
  });

  return app;
}

async function passwordGrant(ctx: AuthContext, request: Request, address: string): Promise<Response> {
  const { db, config } = ctx.deps;
  const body = await parseJsonBody(request, passwordGrantBodySchema);
  if (!body.ok) return body.response;
  const email = body.value.email.trim().toLowerCase();
  const emailKey = `email:${email}`;
  const addressKey = `address:${address}`;
  const pairKey = `pair:${email}|${address}`;
  // An account that has signed in from this address before is not locked out of it by failures
  // on other accounts from here, nor by failures on this account from elsewhere.
  const known = ctx.knownAddresses.has(pairKey);
  const wait = Math.max(
    ctx.pairLimiter.blockedFor(pairKey),
    known ? 0 : ctx.addressLimiter.blockedFor(addressKey),
    known ? 0 : ctx.emailSpreadLimiter.blockedFor(emailKey),
  );
  if (wait > 0) return tooManyRequests(SIGN_IN_RATE_LIMIT_PREFIX, wait);
  const fail = () => {
    // The first failure of this pair in the window adds one address to the email's spread.
    if (ctx.pairLimiter.failures(pairKey) === 0) ctx.emailSpreadLimiter.recordFailure(emailKey);
    ctx.pairLimiter.recordFailure(pairKey);
    ctx.addressLimiter.recordFailure(addressKey);
    return gotrueError(400, 'invalid_credentials', INVALID_CREDENTIALS);
  };

  const user = await findUserByEmail(db, email);
  if (!user || user.deleted_at !== null) {
    await spendPasswordCheck(body.value.password, config.bcryptCost);
    return fail();
  }
  if (!(await passwordMatches(db, user.id, body.value.password))) {
    await recordAudit(db, user, 'login_failed', address);
    return fail();
  }
  if (!user.email_confirmed_at) return gotrueError(400, 'email_not_confirmed', 'Email not confirmed');
  const now = ctx.nowSeconds();
  if (isBanned(user, now)) return gotrueError(400, 'user_banned', 'User is banned');

  ctx.pairLimiter.reset(pairKey);
  ctx.knownAddresses.remember(pairKey);
  const session = await db.transaction(async (tx) => {
    const started = await createSession(tx, user.id, now);
    const signedIn = (await recordSignIn(tx, user.id)) ?? user;
    await recordAudit(tx, user, 'login', address);
    return sessionResponse(signedIn, started.sessionId, started.refreshToken, ctx.tokenSettings(now), now);
  });
  return Response.json(await session);
}

async function refreshGrant(ctx: AuthContext, request: Request): Promise<Response> {
  const { db } = ctx.deps;
  const body = await parseJsonBody(request, refreshGrantBodySchema);
  if (!body.ok) return body.response;
  const now = ctx.nowSeconds();
  const outcome = await db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, body.value.refresh_token, now);
    if (!rotated.ok) return rotated;
    const user = await findUserById(tx, rotated.userId);
    if (!user || user.deleted_at !== null) return { ok: false as const, reason: 'not_found' as const };
    if (isBanned(user, now)) return { ok: false as const, reason: 'banned' as const };
    return {
      ok: true as const,
      session: sessionResponse(
        user,
        rotated.sessionId,
        rotated.refreshToken,
        ctx.tokenSettings(now),
        rotated.signedInAt,
      ),
    };
  });
  if (outcome.ok) return Response.json(await outcome.session);
  if (outcome.reason === 'already_used') {
    return gotrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  if (outcome.reason === 'banned') return gotrueError(400, 'user_banned', 'User is banned');
  return gotrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
}
