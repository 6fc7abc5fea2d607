// PostgREST's Preference-Applied header: the preferences it honoured, in its fixed order, and for
// each kind of request only those that apply to it (Response.hs, prefAppliedHeader).
import type { Prefer } from './request-headers.ts';

export type RequestKind = 'read' | 'create' | 'update' | 'delete' | 'rpc';

const APPLIES: Record<RequestKind, ReadonlySet<string>> = {
  read: new Set(['count', 'handling']),
  create: new Set(['resolution', 'missing', 'return', 'count', 'handling']),
  update: new Set(['missing', 'return', 'count', 'handling', 'max-affected']),
  delete: new Set(['return', 'count', 'handling', 'max-affected']),
  rpc: new Set(['count', 'handling', 'max-affected']),
};

export function requestKind(route: 'table' | 'rpc', method: string): RequestKind {
  if (route === 'rpc') return 'rpc';
  if (method === 'POST') return 'create';
  if (method === 'PATCH') return 'update';
  if (method === 'DELETE') return 'delete';
  return 'read';
}

/** Null when nothing was applied. `resolutionApplies`: the table has a primary key or on_conflict. */
export function preferenceApplied(kind: RequestKind, prefer: Prefer, resolutionApplies: boolean): string | null {
  const applies = APPLIES[kind];
  const values: string[] = [];
  const add = (key: keyof Prefer, value: string | number | undefined) => {
    if (value !== undefined && applies.has(key)) values.push(`${key}=${value}`);
  };
  if (resolutionApplies) add('resolution', prefer.resolution);
  add('missing', prefer.missing);
  add('return', prefer.return);
  add('count', prefer.count);
  add('handling', prefer.handling);
  if (prefer.handling === 'strict') add('max-affected', prefer['max-affected']);
  return values.length > 0 ? values.join(', ') : null;
}
