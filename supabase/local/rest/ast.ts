// The typed shape of a PostgREST request once parsed: select lists, filter trees, order, paging.
import { z } from 'zod';

export const filterOperatorSchema = z.enum([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
export type FilterOperator = z.infer<typeof filterOperatorSchema>;

export const isValueSchema = z.enum(['null', 'true', 'false', 'unknown']);

/** A column, optionally followed by JSON path steps (`content->>title`). */
export interface Field {
  name: string;
  path: { arrow: '->' | '->>'; key: string }[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: Field; alias?: string; cast?: string }
  | {
      kind: 'embed';
      relation: string;
      hint?: string;
      inner: boolean;
      alias?: string;
      /** `...rel(cols)`: the embedded columns are lifted into the parent object. */
      spread: boolean;
      select: SelectItem[];
    };

export type Condition =
  | {
      kind: 'filter';
      field: Field;
      negate: boolean;
      op: FilterOperator;
      value: string;
      list?: string[];
      /** `like(any).{a,b}`: the value is a list compared with any/all of it. */
      quantifier?: 'any' | 'all';
      /** `fts(english).word`: the text search configuration. */
      language?: string;
    }
  | { kind: 'group'; op: 'and' | 'or'; negate: boolean; conditions: Condition[] };

export interface OrderTerm {
  field: Field;
  /** `order=users(name)`: a column of a to-one embed. */
  relation?: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** Filters, order and paging for one level: the root table or an embedded one (keyed by its name). */
export interface Modifiers {
  where: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ReadQuery {
  select: SelectItem[];
  root: Modifiers;
  /** Keyed by the embed's alias or relation name, e.g. `stories` for `stories.order=...`. */
  embedded: Map<string, Modifiers>;
  /** Query parameters that are not reserved words nor filters (RPC arguments on GET). */
  extra: Map<string, string>;
}

export const pagingSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
