// list(): the direct children of a folder, as hosted Storage's storage.search answers: files with
// their row, sub-folders as entries whose id and metadata are null; sorted, searched and paged.
import { z } from 'zod';
import type { Queryable } from '../db.ts';
import { objectsUnder } from './objects-sql.ts';

export const listBodySchema = z.object({
  prefix: z.string().default(''),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().optional(),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});
export type ListBody = z.infer<typeof listBodySchema>;

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
}

export async function listEntries(tx: Queryable, bucket: string, body: ListBody): Promise<ListEntry[]> {
  const folder = body.prefix === '' || body.prefix.endsWith('/') ? body.prefix : `${body.prefix}/`;
  const rows = await objectsUnder(tx, bucket, folder);
  const entries = new Map<string, ListEntry>();
  for (const row of rows) {
    const rest = row.name.slice(folder.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (body.search && !name.toLowerCase().startsWith(body.search.toLowerCase())) continue;
    if (slash !== -1) {
      if (!entries.has(`d:${name}`)) {
        entries.set(`d:${name}`, {
          name,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
      continue;
    }
    entries.set(`f:${name}`, {
      name,
      id: row.id,
      updated_at: row.updated_at,
      created_at: row.created_at,
      last_accessed_at: row.last_accessed_at,
      metadata: row.metadata,
    });
  }
  const { column, order } = body.sortBy;
  const key = (e: ListEntry) => (column === 'name' ? e.name : (e[column] ?? ''));
  const sorted = [...entries.values()].sort((a, b) => {
    const c = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    return order === 'asc' ? c : -c;
  });
  return sorted.slice(body.offset, body.offset + body.limit);
}
