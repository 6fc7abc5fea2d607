// /admin/users: user management for the service role only.
import { Hono, type Context } from 'hono';
import { gotrueError } from '../errors.ts';
import { pgErrorCode, pgErrorMessage, type AuthContext } from './context.ts';
import { requireServiceRole } from './guard.ts';
import { hashPassword } from './passwords.ts';
import { EMAIL_TAKEN } from './user-routes.ts';
import {
  DEFAULT_AUD,
  deleteUser,
  EMAIL_APP_METADATA,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  mergeMetadata,
  softDeleteUser,
  toGoTrueUser,
  updateUser,
  type UserChanges,
} from './users.ts';
import {
  adminCreateUserBodySchema,
  adminDeleteUserBodySchema,
  adminUpdateUserBodySchema,
  checkPassword,
  invalidEmail,
  listUsersQuerySchema,
  normalizeEmail,
  parseBanDuration,
  parseJsonBody,
  userIdSchema,
} from './validation.ts';

const userNotFound = () => gotrueError(404, 'user_not_found', 'User not found');
const badBanDuration = () =>
  gotrueError(400, 'validation_failed', "ban_duration must be 'none' or a duration such as '24h' (at most 2562047h)");

export function adminRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  const { db, config } = ctx.deps;

  app.use('/admin/*', async (c, next) => {
    const admin = await requireServiceRole(c.req.raw.headers, config, ctx.nowSeconds());
    if (!admin.ok) return admin.response;
    await next();
  });

  const userIdParam = (c: Context): string | null => {
    const parsed = userIdSchema.safeParse(c.req.param('id'));
    return parsed.success ? parsed.data.toLowerCase() : null;
  };

  app.post('/admin/users', async (c) => {
    const body = await parseJsonBody(c.req.raw, adminCreateUserBodySchema);
    if (!body.ok) return body.response;
    const email = normalizeEmail(body.value.email);
    if (!email) return invalidEmail();
    if (body.value.password !== undefined) {
      const weak = checkPassword(body.value.password);
      if (weak) return weak;
    }
    const ban = body.value.ban_duration === undefined ? undefined : parseBanDuration(body.value.ban_duration);
    if (ban === null) return badBanDuration();
    if (await findUserByEmail(db, email)) return gotrueError(422, 'email_exists', EMAIL_TAKEN);
    const passwordHash =
      body.value.password === undefined ? null : await hashPassword(body.value.password, config.bcryptCost);
    try {
      const row = await db.transaction(async (tx) => {
        // The service role needs no beta code: the same invitation an operator gives on hosted
        // Supabase (private.invite_user, docs/deploy.md), used at once by the trigger.
        await tx.query('select private.invite_user($1)', [email]);
        return insertUser(tx, {
          email,
          passwordHash,
          emailConfirmed: body.value.email_confirm === true,
          userMetadata: body.value.user_metadata ?? {},
          appMetadata: { ...EMAIL_APP_METADATA, ...(body.value.app_metadata ?? {}) },
          bannedForSeconds: typeof ban === 'number' ? ban : undefined,
        });
      });
      return c.json(toGoTrueUser(row));
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === '23505') return gotrueError(422, 'email_exists', EMAIL_TAKEN);
      if (code === '28000') return gotrueError(422, 'beta_code_required', pgErrorMessage(error));
      throw error;
    }
  });

  app.get('/admin/users', async (c) => {
    const query = listUsersQuerySchema.parse({
      page: c.req.query('page') || undefined,
      per_page: c.req.query('per_page') || undefined,
    });
    const { rows, total } = await listUsers(db, query.page, query.per_page);
    const lastPage = Math.max(1, Math.ceil(total / query.per_page));
    const links: string[] = [];
    if (query.page < lastPage)
      links.push(`</admin/users?page=${query.page + 1}&per_page=${query.per_page}>; rel="next"`);
    links.push(`</admin/users?page=${lastPage}&per_page=${query.per_page}>; rel="last"`);
    c.header('x-total-count', String(total));
    c.header('link', links.join(', '));
    return c.json({ users: rows.map(toGoTrueUser), aud: DEFAULT_AUD });
  });

  app.get('/admin/users/:id', async (c) => {
    const id = userIdParam(c);
    const row = id ? await findUserById(db, id) : null;
    return row ? c.json(toGoTrueUser(row)) : userNotFound();
  });

  app.put('/admin/users/:id', async (c) => {
    const id = userIdParam(c);
    const existing = id ? await findUserById(db, id) : null;
    if (!existing) return userNotFound();
    const body = await parseJsonBody(c.req.raw, adminUpdateUserBodySchema);
    if (!body.ok) return body.response;
    const changes: UserChanges = { confirmEmail: body.value.email_confirm === true };
    if (body.value.email !== undefined) {
      const email = normalizeEmail(body.value.email);
      if (!email) return invalidEmail();
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== existing.id) return gotrueError(422, 'email_exists', EMAIL_TAKEN);
      changes.email = email;
    }
    if (body.value.password !== undefined) {
      const weak = checkPassword(body.value.password);
      if (weak) return weak;
      changes.passwordHash = await hashPassword(body.value.password, config.bcryptCost);
    }
    if (body.value.ban_duration !== undefined) {
      const ban = parseBanDuration(body.value.ban_duration);
      if (ban === null) return badBanDuration();
      changes.ban = ban;
    }
    if (body.value.user_metadata)
      changes.userMetadata = mergeMetadata(existing.raw_user_meta_data, body.value.user_metadata);
    if (body.value.app_metadata)
      changes.appMetadata = mergeMetadata(existing.raw_app_meta_data, body.value.app_metadata);
    try {
      const row = await db.transaction((tx) => updateUser(tx, existing.id, changes));
      return row ? c.json(toGoTrueUser(row)) : userNotFound();
    } catch (error) {
      if (pgErrorCode(error) === '23505') return gotrueError(422, 'email_exists', EMAIL_TAKEN);
      throw error;
    }
  });

  app.delete('/admin/users/:id', async (c) => {
    const id = userIdParam(c);
    if (!id) return userNotFound();
    const body = await parseJsonBody(c.req.raw, adminDeleteUserBodySchema);
    if (!body.ok) return body.response;
    const removed = await db.transaction((tx) =>
      body.value.should_soft_delete ? softDeleteUser(tx, id) : deleteUser(tx, id),
    );
    return removed ? c.json({}) : userNotFound();
  });

  return app;
}
