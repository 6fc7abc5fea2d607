// Finds the foreign key that links two tables for an embedding (`clients(name)`,
// `stories(id)`, `coach:todo_profiles!coach_id(name)`), in either direction.
import type { Catalog, ForeignKey, TableInfo } from './catalog.ts';
import { RestError } from './rest-error.ts';

export interface Relationship {
  target: TableInfo;
  /** many-to-one: the parent holds the key (object or null); one-to-many: the target does (array). */
  kind: 'many-to-one' | 'one-to-many';
  fk: ForeignKey;
}

const matchesHint = (fk: ForeignKey, hint: string | undefined) =>
  hint === undefined || fk.name === hint || (fk.columns.length === 1 && fk.columns[0] === hint);

export function findRelationship(
  catalog: Catalog,
  parent: TableInfo,
  relation: string,
  hint?: string,
): Relationship | 'unknown-table' {
  const candidates: Relationship[] = [];
  const target = catalog.tables.get(relation);
  if (target) {
    for (const fk of parent.foreignKeys) {
      if (fk.refTable === target.name && matchesHint(fk, hint)) candidates.push({ target, kind: 'many-to-one', fk });
    }
    for (const fk of target.foreignKeys) {
      if (fk.refTable === parent.name && fk.table !== parent.name && matchesHint(fk, hint)) {
        candidates.push({ target, kind: 'one-to-many', fk });
      }
    }
  } else {
    // The relation may be named by a foreign key column or constraint of the parent.
    for (const fk of parent.foreignKeys) {
      const byName = fk.name === relation || (fk.columns.length === 1 && fk.columns[0] === relation);
      const ref = catalog.tables.get(fk.refTable);
      if (byName && ref && (hint === undefined || hint === ref.name))
        candidates.push({ target: ref, kind: 'many-to-one', fk });
    }
    if (candidates.length === 0) return 'unknown-table';
  }
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${relation}' in the schema cache`,
      hint
        ? `Searched for a foreign key relationship between '${parent.name}' and '${relation}' using the hint '${hint}'`
        : null,
    );
  }
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${relation}'`,
      candidates.map((c) => `${c.fk.name} (${c.kind})`).join(', '),
      `Try changing '${relation}' to one of: ${candidates.map((c) => `'${relation}!${c.fk.name}'`).join(', ')}`,
    );
  }
  return candidates[0];
}
