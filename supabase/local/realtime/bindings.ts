// A join's postgres_changes requests checked against the published tables and turned into
// bindings, or the reason the join is refused (hosted Realtime's wording for an unknown table).
import type { TableInfo } from './capture.ts';
import { parseFilter } from './filters.ts';
import type { PgBinding } from './hub.ts';
import type { PostgresChangeBindingRequest } from './protocol.ts';

let nextBindingId = 1;

export type BindingsResult = { ok: true; bindings: PgBinding[] } | { ok: false; reason: string };

export async function resolveBindings(
  requests: PostgresChangeBindingRequest[],
  /** The published tables, reloaded when asked for one it does not know. */
  publishedTables: (refresh: boolean) => Promise<Map<string, TableInfo>>,
): Promise<BindingsResult> {
  const bindings: PgBinding[] = [];
  for (const req of requests) {
    const wildcard = !req.table || req.table === '*';
    let tables = await publishedTables(false);
    const lookup = () =>
      wildcard
        ? [...tables.values()].filter((t) => t.schema === req.schema)
        : [tables.get(`${req.schema}.${req.table}`)].filter((t) => t !== undefined);
    if (lookup().length === 0) {
      tables = await publishedTables(true);
    }
    const found = lookup();
    if (found.length === 0) {
      return {
        ok: false,
        reason: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: ${req.schema}, table: ${req.table ?? '*'}, filters: [${req.filter ?? ''}]]`,
      };
    }
    const columns = new Set(
      wildcard ? found.flatMap((t) => t.columns.map((c) => c.name)) : found[0].columns.map((c) => c.name),
    );
    const filter = parseFilter(req.filter, columns);
    if (!filter.ok) return { ok: false, reason: filter.reason };
    bindings.push({
      id: nextBindingId++,
      event: req.event.toUpperCase() as PgBinding['event'],
      requestedEvent: req.event,
      schema: req.schema,
      table: req.table,
      filter: req.filter,
      conditions: filter.conditions,
    });
  }
  return { ok: true, bindings };
}
