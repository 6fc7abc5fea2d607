// Reads the PostgREST request headers: Prefer, Accept, Accept-/Content-Profile and Range.
import { z } from 'zod';
import { RestError } from './rest-error.ts';

const preferShape = {
  return: z.enum(['representation', 'minimal', 'headers-only']),
  count: z.enum(['exact', 'planned', 'estimated']),
  resolution: z.enum(['merge-duplicates', 'ignore-duplicates']),
  missing: z.enum(['default', 'null']),
  handling: z.enum(['strict', 'lenient']),
  'max-affected': z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  tx: z.enum(['commit', 'rollback']),
  timezone: z.string().max(100),
};
const preferSchema = z.object({
  return: preferShape.return.optional().catch(undefined),
  count: preferShape.count.optional().catch(undefined),
  resolution: preferShape.resolution.optional().catch(undefined),
  missing: preferShape.missing.optional().catch(undefined),
  handling: preferShape.handling.optional().catch(undefined),
  'max-affected': preferShape['max-affected'].optional().catch(undefined),
});
export type Prefer = z.infer<typeof preferSchema>;

/**
 * `Prefer: return=representation, count=exact` (several headers arrive joined by commas). With
 * `handling=strict` an unknown preference is refused, as PostgREST 13 does (PGRST122).
 */
export function parsePrefer(header: string | null): Prefer {
  const entries: Record<string, string> = {};
  const invalid: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const text = part.trim();
    if (text === '') continue;
    const [key, value] = text.split('=').map((s) => s.trim());
    const known = key in preferShape && value !== undefined;
    if (known && preferShape[key as keyof typeof preferShape].safeParse(value).success) entries[key] = value;
    else invalid.push(text);
  }
  const prefer = preferSchema.parse(entries);
  if (prefer.handling === 'strict' && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefer;
}

export type Representation = 'array' | 'object' | 'csv';

export interface AcceptInfo {
  shape: Representation;
  stripNulls: boolean;
}

/** The media types PostgREST offers for JSON; anything else is 406 PGRST107. */
export function parseAccept(header: string | null): AcceptInfo {
  const value = (header ?? '').trim();
  if (value === '') return { shape: 'array', stripNulls: false };
  for (const option of value.split(',')) {
    const [type, ...parameters] = option.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return { shape: 'object', stripNulls };
    if (['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'].includes(type)) {
      return { shape: 'array', stripNulls };
    }
    if (type === 'text/csv') return { shape: 'csv', stripNulls: false };
  }
  throw mediaTypeRefused(value);
}

export const mediaTypeRefused = (value: string) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${value}`);

/** The schemas the API serves (hosted's db-schemas also lists graphql_public, which the stand-in lacks). */
export const EXPOSED_SCHEMAS = ['public'];

/** Only schema `public` is exposed; another answers as PostgREST's UnacceptableSchema. */
export function checkProfile(headers: Headers, method: string): void {
  const name = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = headers.get(name)?.trim();
  if (profile !== undefined && !EXPOSED_SCHEMAS.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile.slice(0, 100)}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
    );
  }
}

/** `Range: 0-9` as offset and limit. */
export function parseRange(header: string | null): { offset: number; limit?: number } | null {
  const match = header?.trim().match(/^(?:items=)?(\d+)-(\d*)$/);
  if (!match) return null;
  const from = Number(match[1]);
  if (match[2] === '') return { offset: from };
  const to = Number(match[2]);
  if (to < from)
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The lower boundary must be lower than or equal to the upper boundary (${from}-${to})`,
    );
  return { offset: from, limit: to - from + 1 };
}
