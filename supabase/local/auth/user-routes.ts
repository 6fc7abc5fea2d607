// The signed-in user's own record: GET /user and PUT /user.
import { Hono } from 'hono';
import { gotrueError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { pgErrorCode, SIGN_IN_RATE_LIMIT_PREFIX, tooManyRequests, type AuthContext } from './context.ts';
import { requireUser } from './guard.ts';
import { hashPassword } from './passwords.ts';
import { endSessions } from './sessions.ts';
import {
  findUserByEmail,
  mergeMetadata,
  passwordMatches,
  toGoTrueUser,
  updateUser,
  type UserChanges,
} from './users.ts';
import { checkPassword, invalidEmail, normalizeEmail, parseJsonBody, updateUserBodySchema } from './validation.ts';

export const EMAIL_TAKEN = 'A user with this email address has already been registered';

export function userRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  const { db, config } = ctx.deps;

  app.get('/user', async (c) => {
    const caller = await requireUser(db, c.req.raw.headers, config, ctx.nowSeconds());
    if (!caller.ok) return caller.response;
    return c.json(toGoTrueUser(caller.value.user));
  });

  app.put('/user', async (c) => {
    const caller = await requireUser(db, c.req.raw.headers, config, ctx.nowSeconds());
    if (!caller.ok) return caller.response;
    const body = await parseJsonBody(c.req.raw, updateUserBodySchema);
    if (!body.ok) return body.response;
    const { user, sessionId } = caller.value;
    const changes: UserChanges = {};

    if (body.value.email !== undefined) {
      const email = normalizeEmail(body.value.email);
      if (!email) return invalidEmail();
      if (email !== user.email) {
        const holder = await findUserByEmail(db, email);
        if (holder && holder.id !== user.id) return gotrueError(422, 'email_exists', EMAIL_TAKEN);
        changes.email = email;
      }
    }
    if (body.value.password !== undefined) {
      // As hosted GoTrue with "require current password" on: a stolen access token alone cannot
      // take the account over. Wrong guesses count with failed sign-ins (same email and address).
      const address = ctx.clientAddress(c);
      const pairKey = `pair:${user.email ?? user.id}|${address}`;
      const wait = ctx.pairLimiter.blockedFor(pairKey);
      if (wait > 0) return tooManyRequests(SIGN_IN_RATE_LIMIT_PREFIX, wait);
      if (!body.value.current_password) {
        return gotrueError(400, 'current_password_required', 'Current password required when setting new password.');
      }
      if (!(await passwordMatches(db, user.id, body.value.current_password))) {
        ctx.pairLimiter.recordFailure(pairKey);
        return gotrueError(400, 'current_password_mismatch', 'Current password does not match.');
      }
      const weak = checkPassword(body.value.password);
      if (weak) return weak;
      if (await passwordMatches(db, user.id, body.value.password)) {
        return gotrueError(422, 'same_password', 'New password should be different from the old password.');
      }
      changes.passwordHash = await hashPassword(body.value.password, config.bcryptCost);
    }
    if (body.value.data) changes.userMetadata = mergeMetadata(user.raw_user_meta_data, body.value.data);

    try {
      const updated = await db.transaction(async (tx) => {
        const row = await updateUser(tx, user.id, changes);
        // As GoTrue does: a new password signs out every other session of the user.
        if (changes.passwordHash !== undefined && sessionId) await endSessions(tx, user.id, sessionId, 'others');
        if (changes.passwordHash !== undefined) {
          await recordAudit(tx, user, 'user_updated_password', ctx.clientAddress(c));
        }
        return row;
      });
      if (!updated) return gotrueError(404, 'user_not_found', 'User not found');
      return c.json(toGoTrueUser(updated));
    } catch (error) {
      if (pgErrorCode(error) === '23505') return gotrueError(422, 'email_exists', EMAIL_TAKEN);
      throw error;
    }
  });

  return app;
}
