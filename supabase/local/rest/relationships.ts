// Finds the relationship an embedding names (`clients(name)`, `messages(id)`,
// `sender:users!messages_sender_id_fkey(name)`, `tags(*)` through a join table), as PostgREST's
// schema cache does: by target name, foreign key constraint or column, with an optional hint.
// https://docs.postgrest.org/en/v13/references/api/resource_embedding.html
import type { Catalog, ForeignKey, TableInfo } from './catalog.ts';
import { CatalogMiss, RestError } from './rest-error.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Relationship {
  target: TableInfo;
  cardinality: Cardinality;
  /** True when the parent holds the key (many-to-one, or one-to-one from the referencing side). */
  parentHoldsKey: boolean;
  /** The constraint joining parent and target (for many-to-many: the junction's key to the parent). */
  fk: ForeignKey;
  /** Parent and target columns joined pairwise (direct relationships). */
  parentColumns: string[];
  targetColumns: string[];
  junction?: { table: TableInfo; toParent: ForeignKey; toTarget: ForeignKey };
}

export const isToOne = (rel: Relationship) => rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));
const isUnique = (table: TableInfo, columns: string[]) => table.uniques.some((u) => sameSet(u, columns));
const within = (columns: string[], key: string[]) => columns.every((c) => key.includes(c));

/** Every relationship leaving `parent`. */
function relationshipsOf(catalog: Catalog, parent: TableInfo): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of parent.foreignKeys) {
    const target = catalog.tables.get(fk.refTable);
    if (!target) continue;
    out.push({
      target,
      cardinality: isUnique(parent, fk.columns) ? 'one-to-one' : 'many-to-one',
      parentHoldsKey: true,
      fk,
      parentColumns: fk.columns,
      targetColumns: fk.refColumns,
    });
  }
  for (const table of catalog.tables.values()) {
    for (const fk of table.foreignKeys) {
      if (fk.refTable !== parent.name) continue;
      out.push({
        target: table,
        cardinality: isUnique(table, fk.columns) ? 'one-to-one' : 'one-to-many',
        parentHoldsKey: false,
        fk,
        parentColumns: fk.refColumns,
        targetColumns: fk.columns,
      });
      // A junction: both of its keys are part of its primary key.
      if (table.primaryKey.length === 0 || !within(fk.columns, table.primaryKey)) continue;
      for (const other of table.foreignKeys) {
        if (other === fk || !within(other.columns, table.primaryKey)) continue;
        const target = catalog.tables.get(other.refTable);
        if (!target) continue;
        out.push({
          target,
          cardinality: 'many-to-many',
          parentHoldsKey: false,
          fk,
          parentColumns: fk.refColumns,
          targetColumns: other.refColumns,
          junction: { table, toParent: fk, toTarget: other },
        });
      }
    }
  }
  return out;
}

const single = (columns: string[], name: string) => columns.length === 1 && columns[0] === name;

function matchesName(parent: TableInfo, rel: Relationship, name: string): boolean {
  if (rel.target.name === name) {
    // A table that references itself: its name embeds the children; the key column, the parent.
    return !(rel.target.name === parent.name && rel.parentHoldsKey && !rel.junction);
  }
  if (rel.junction) return false;
  return rel.fk.name === name || (rel.parentHoldsKey && single(rel.parentColumns, name));
}

function matchesHint(rel: Relationship, hint: string | undefined): boolean {
  if (hint === undefined) return true;
  if (rel.junction) return rel.junction.table.name === hint;
  return rel.fk.name === hint || single(rel.parentColumns, hint) || single(rel.targetColumns, hint);
}

const columnList = (columns: string[]) => `(${columns.join(', ')})`;

/** One entry of PGRST201's `details`, as PostgREST's compressedRel prints it. */
function describe(parent: TableInfo, rel: Relationship): Record<string, string> {
  const embedding = `${parent.name} with ${rel.target.name}`;
  if (rel.junction) {
    const { table, toParent, toTarget } = rel.junction;
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${table.name} using ${toParent.name}${columnList(toParent.columns)} and ${toTarget.name}${columnList(toTarget.columns)}`,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding,
    relationship: `${rel.fk.name} using ${parent.name}${columnList(rel.parentColumns)} and ${rel.target.name}${columnList(rel.targetColumns)}`,
  };
}

export function findRelationship(catalog: Catalog, parent: TableInfo, relation: string, hint?: string): Relationship {
  const all = relationshipsOf(catalog, parent);
  const named = all.filter((rel) => matchesName(parent, rel, relation));
  const candidates = named
    .filter((rel) => matchesHint(rel, hint))
    .sort((a, b) => (a.junction?.table.name ?? a.fk.name).localeCompare(b.junction?.table.name ?? b.fk.name));
  if (candidates.length === 0) {
    // A name the catalog does not know may be a table created since it was read.
    const Miss = named.length === 0 && !catalog.tables.has(relation) ? CatalogMiss : RestError;
    throw new Miss(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${relation}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema 'public', but no matches were found.`,
    );
  }
  if (candidates.length > 1) {
    const options = candidates.map(
      (rel) => `'${rel.target.name}!${rel.junction ? rel.junction.table.name : rel.fk.name}'`,
    );
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${relation}'`,
      candidates.map((rel) => describe(parent, rel)),
      `Try changing '${relation}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return candidates[0];
}
