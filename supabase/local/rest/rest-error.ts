// Errors as PostgREST reports them, and the mapping from Postgres errors to HTTP statuses.
import type { ApiRole } from '../caller.ts';
import { postgrestError } from '../errors.ts';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A sentence, or (PGRST201) the ambiguous relationships as objects. */
    readonly details: string | Record<string, string>[] | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    const response =
      typeof this.details === 'string' || this.details === null
        ? postgrestError(this.status, this.code, this.message, this.details, this.hint)
        : Response.json(
            { code: this.code, message: this.message, details: this.details, hint: this.hint },
            { status: this.status },
          );
    for (const [name, value] of Object.entries(this.headers)) response.headers.set(name, value);
    return response;
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown; severity?: unknown };
  return (
    typeof e.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(e.code) &&
    typeof e.message === 'string' &&
    typeof e.severity === 'string'
  );
}

/** PostgREST's table: https://docs.postgrest.org/en/stable/references/errors.html */
export function statusForSqlState(code: string, role: ApiRole): number {
  const custom = code.match(/^PT(\d{3})$/);
  if (custom) return Number(custom[1]);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code.startsWith('53')) return 503;
  if (code.startsWith('54')) return 400;
  if (code === '57014') return 500;
  return 400;
}

// Classes whose messages describe the server's insides (buffers, prepared statements, memory),
// never the request: the caller gets a plain sentence, the operator the log line.
const INTERNAL_CLASSES = ['XX', '08', '26', '58', 'F0', '53', '57'];

function plainMessage(code: string): { code: string; message: string } | null {
  // "cannot execute DELETE in a read-only transaction" would tell what the SQL behind a view did.
  if (code === '25006') return { code, message: 'This request changes data, so it cannot be made with GET or HEAD.' };
  // Text the database cannot hold (a NUL, invalid UTF-8) that got past the request checks.
  if (code === '22021') return { code: 'PGRST100', message: 'The request holds text the database cannot store.' };
  if (code.startsWith('54'))
    return { code: 'PGRST100', message: 'The request is too complex for the database (too deep or too large).' };
  // Unbound or untyped parameters are the stand-in's own fault, never the caller's.
  if (code === '42P18' || INTERNAL_CLASSES.includes(code.slice(0, 2)))
    return { code: 'PGRST000', message: 'The database could not run this request.' };
  return null;
}

export function pgErrorResponse(error: PgError, role: ApiRole): Response {
  const plain = plainMessage(error.code);
  if (plain) {
    console.error(`[stand-in rest] database error ${error.code}: ${error.message}`);
    const unavailable = /^(08|53)/.test(error.code);
    const status = plain.code === 'PGRST000' ? (unavailable ? 503 : 500) : statusForSqlState(error.code, role);
    return postgrestError(status, plain.code, plain.message);
  }
  const status = statusForSqlState(error.code, role);
  const response = postgrestError(status, error.code, error.message, error.detail || null, error.hint || null);
  if (status === 401) response.headers.set('WWW-Authenticate', 'Bearer');
  return response;
}

/** A name the cached catalog does not know: the caller reloads the catalog once and tries again. */
export class CatalogMiss extends RestError {}

export const unknownTable = (name: string) =>
  new CatalogMiss(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);

export const unknownColumn = (table: string, column: string) =>
  new CatalogMiss(400, '42703', `column ${table}.${column} does not exist`);
