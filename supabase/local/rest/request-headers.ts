// Reads the PostgREST request headers: Prefer, Accept, Accept-/Content-Profile and Range.
import { z } from 'zod';
import { RestError } from './rest-error.ts';

const preferSchema = z.object({
  return: z.enum(['representation', 'minimal', 'headers-only']).optional().catch(undefined),
  count: z.enum(['exact', 'planned', 'estimated']).optional().catch(undefined),
  resolution: z.enum(['merge-duplicates', 'ignore-duplicates']).optional().catch(undefined),
  missing: z.enum(['default', 'null']).optional().catch(undefined),
});
export type Prefer = z.infer<typeof preferSchema>;

/** `Prefer: return=representation, count=exact` (several headers arrive joined by commas). */
export function parsePrefer(header: string | null): Prefer {
  const entries: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key && value) entries[key.trim()] = value.trim();
  }
  return preferSchema.parse(entries);
}

export type Representation = 'array' | 'object';

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
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${value}`);
}

/** Only schema `public` is exposed. */
export function checkProfile(headers: Headers, method: string): void {
  const name = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = headers.get(name);
  if (profile !== null && profile.trim() !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
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
