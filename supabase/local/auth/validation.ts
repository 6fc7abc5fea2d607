// Request bodies of the GoTrue subset, validated with zod. Unknown fields that supabase-js
// sends (gotrue_meta_security, code_challenge, ...) are accepted and dropped.
import { z } from 'zod';
import { UUID_PATTERN } from '../../functions/_shared/ids.ts';
import { gotrueError } from '../errors.ts';
import { inspectJson, isJsonContentType } from '../json-input.ts';

export const MIN_PASSWORD_LENGTH = 6;
// bcrypt ignores everything past 72 bytes; GoTrue refuses longer passwords for that reason.
export const MAX_PASSWORD_LENGTH = 72;

const metadataSchema = z.record(z.string(), z.unknown());

export const signUpBodySchema = z.object({
  email: z.string({ error: 'Signup requires an email address' }).max(255, 'Email address is too long'),
  password: z.string({ error: 'Signup requires a valid password' }),
  data: metadataSchema.nullish(),
});

export const passwordGrantBodySchema = z.object({
  email: z.string({ error: 'Sign-in requires an email address' }).max(255, 'Email address is too long'),
  password: z.string({ error: 'Sign-in requires a password' }),
});

export const refreshGrantBodySchema = z.object({
  refresh_token: z.string({ error: 'refresh_token required' }).min(1, 'refresh_token required').max(255),
});

export const updateUserBodySchema = z.object({
  email: z.string().max(255, 'Email address is too long').optional(),
  password: z.string().optional(),
  current_password: z.string().max(1000).optional(),
  data: metadataSchema.nullish(),
});

export const adminCreateUserBodySchema = z.object({
  email: z.string({ error: 'An email address is required' }).max(255, 'Email address is too long'),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadataSchema.nullish(),
  app_metadata: metadataSchema.nullish(),
  ban_duration: z.string().optional(),
});

export const adminUpdateUserBodySchema = z.object({
  email: z.string().max(255, 'Email address is too long').optional(),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadataSchema.nullish(),
  app_metadata: metadataSchema.nullish(),
  ban_duration: z.string().optional(),
});

export const adminDeleteUserBodySchema = z.object({
  should_soft_delete: z.boolean().optional(),
});

export const listUsersQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').catch(1),
  per_page: z.coerce.number().int('per_page must be a whole number').min(1).max(1000).catch(50),
});

export const logoutScopeSchema = z.enum(['global', 'local', 'others']);

// Any 8-4-4-4-12 hex id, as Postgres accepts (seeded users need not be RFC 4122 v4).
export const userIdSchema = z.string().regex(UUID_PATTERN);

export type ParseResult<T> = { ok: true; value: T } | { ok: false; response: Response };

export function issuesMessage(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Reads a JSON body (an empty body counts as {}) and validates it. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<ParseResult<T>> {
  const text = await request.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    // A form or text/plain post is what a cross-site page can send without asking: only JSON here.
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return {
        ok: false,
        response: gotrueError(
          415,
          'validation_failed',
          'The request body must be JSON (Content-Type: application/json).',
        ),
      };
    }
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, response: gotrueError(400, 'bad_json', 'Could not parse request body as JSON.') };
    }
    const problem = inspectJson(raw);
    if (problem) return { ok: false, response: gotrueError(400, 'validation_failed', problem) };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, response: gotrueError(400, 'bad_json', 'The request body must be a JSON object.') };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, response: gotrueError(400, 'validation_failed', issuesMessage(parsed.error)) };
  return { ok: true, value: parsed.data };
}

const emailSchema = z.email();

/** Lower-cased and trimmed, as GoTrue stores it; null when it is not an email address. */
export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return emailSchema.safeParse(email).success ? email : null;
}

export function invalidEmail(): Response {
  return gotrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
}

/** A refusal for a password that is too short or too long, or null when it is acceptable. */
export function checkPassword(password: string): Response | null {
  if (password.length < MIN_PASSWORD_LENGTH || password.trim() === '') {
    const msg =
      password.trim() === '' && password.length >= MIN_PASSWORD_LENGTH
        ? 'Password cannot be only spaces.'
        : `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
    return Response.json(
      { code: 422, error_code: 'weak_password', msg, weak_password: { reasons: ['length'], message: msg } },
      { status: 422 },
    );
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_LENGTH) {
    return gotrueError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  return null;
}

// Go's time.Duration tops out at about 2,562,047 hours; GoTrue refuses longer bans.
const MAX_BAN_SECONDS = 2_562_047 * 3600;

/**
 * GoTrue's ban_duration: 'none' or a Go duration such as '24h', '90m', '876000h' (GoTrue's "ban
 * forever", a hundred years). Seconds, or null if invalid.
 */
export function parseBanDuration(value: string): number | 'none' | null {
  if (value === 'none') return 'none';
  const match = /^(\d{1,16})(h|m|s)$/.exec(value.trim());
  if (!match) return null;
  const n = Number(match[1]);
  const seconds = match[2] === 'h' ? n * 3600 : match[2] === 'm' ? n * 60 : n;
  return seconds >= 0 && seconds <= MAX_BAN_SECONDS ? seconds : null;
}
