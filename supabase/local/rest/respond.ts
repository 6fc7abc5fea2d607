// Runs a plan as the caller and shapes PostgREST's answer: status, Content-Range, body.
import type { Queryable } from '../db.ts';
import type { Plan } from './plan.ts';
import type { AcceptInfo, Prefer } from './request-headers.ts';
import { RestError } from './rest-error.ts';

export interface Outcome {
  body: string | null;
  page: number;
  total: number | null;
  /** Rows an upsert inserted (rather than updated). */
  inserted?: number;
}

/** count=estimated: the exact count while it is within db-max-rows (hosted: 1000), the planner's above. */
const MAX_ROWS = 1000;

async function plannedRows(tx: Queryable, planned: NonNullable<Plan['planned']>): Promise<number> {
  const result = await tx.query<Record<string, unknown>>(planned.sql, planned.params);
  const cell = Object.values(result.rows[0] ?? {})[0];
  const parsed: unknown = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const rows = (parsed as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : 0;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** Runs inside the caller's transaction, so a refused single-object answer rolls the write back. */
export async function runPlan(tx: Queryable, plan: Plan, accept: AcceptInfo): Promise<Outcome> {
  if (plan.sql === null) return { body: plan.output === 'rows' ? '[]' : null, page: 0, total: null };
  const result = await tx.query<{ body?: string | null; page?: number | string; total?: number | string | null }>(
    plan.sql,
    plan.params,
  );
  const row = (result.rows[0] ?? {}) as (typeof result.rows)[number] & { inserted?: number | string };
  const inserted = row.inserted === undefined ? undefined : Number(row.inserted);
  const outcome: Outcome =
    plan.output === 'affected'
      ? { body: null, page: plan.counted ? Number(row.page ?? 0) : result.rowCount, total: null, inserted }
      : {
          body: row.body ?? null,
          page: Number(row.page ?? 0),
          total: row.total === undefined || row.total === null ? null : Number(row.total),
          inserted,
        };
  // Thrown inside the caller's transaction, so the change is rolled back.
  if (plan.maxAffected !== undefined && outcome.page > plan.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${outcome.page} rows`,
    );
  }
  if (plan.planned) {
    const estimate = await plannedRows(tx, plan.planned);
    const exact = outcome.total;
    outcome.total = plan.planned.mode === 'estimated' && exact !== null && exact <= MAX_ROWS ? exact : estimate;
  }
  if (plan.output === 'affected') return outcome;
  if (plan.output === 'rows' && accept.shape === 'object' && outcome.page !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${outcome.page} rows`,
    );
  }
  return outcome;
}

const upsertStatus = (plan: Plan, outcome: Outcome) => (plan.upsert && outcome.inserted === 0 ? 200 : plan.status);

// Inserts and deletes answer "*/*" ("*/N" counted: contentRangeH 1 0), updates "0-(N-1)/*".
const mutationRange = (method: string, outcome: Outcome, prefer: Prefer) =>
  method === 'PATCH'
    ? contentRange(0, outcome.page, prefer.count ? outcome.page : null)
    : `*/${prefer.count ? outcome.page : '*'}`;

function contentRange(offset: number, page: number, total: number | null): string {
  const size = total === null ? '*' : String(total);
  return page === 0 ? `*/${size}` : `${offset}-${offset + page - 1}/${size}`;
}

/** PostgREST's return=headers-only: 201, no body, a Location for a single inserted row. */
function headersOnly(location: NonNullable<Plan['location']>, outcome: Outcome, prefer: Prefer): Response {
  const headers = new Headers({ 'content-range': mutationRange('POST', outcome, prefer) });
  const rows: unknown = JSON.parse(outcome.body ?? '[]');
  if (Array.isArray(rows) && rows.length === 1 && typeof rows[0] === 'object' && rows[0] !== null) {
    const key = rows[0] as Record<string, unknown>;
    const query = location.keys
      .map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(key[k]))}`)
      .join('&');
    headers.set('location', `/${encodeURIComponent(location.table)}?${query}`);
  }
  return new Response(null, { status: 201, headers });
}

export function respond(plan: Plan, outcome: Outcome, method: string, accept: AcceptInfo, prefer: Prefer): Response {
  const headers = new Headers();
  const head = method === 'HEAD';
  switch (plan.output) {
    case 'void':
      return new Response(null, { status: 204 });
    case 'scalar':
      headers.set('content-type', JSON_TYPE);
      // A function returning one value is one row (rangeStatusHeader of the call).
      headers.set('content-range', prefer.count ? '0-0/1' : '0-0/*');
      return new Response(head ? null : (outcome.body ?? 'null'), { status: 200, headers });
    case 'object': {
      headers.set('content-type', JSON_TYPE);
      headers.set(
        'content-range',
        outcome.page === 0 ? `*/${prefer.count ? 0 : '*'}` : `0-0/${prefer.count ? 1 : '*'}`,
      );
      const body = outcome.page === 0 || !outcome.body ? 'null' : outcome.body.slice(1, -1);
      return new Response(head ? null : body, { status: 200, headers });
    }
    case 'affected': {
      headers.set('content-range', mutationRange(method, outcome, prefer));
      return new Response(null, { status: upsertStatus(plan, outcome), headers });
    }
    case 'rows': {
      if (plan.location) return headersOnly(plan.location, outcome, prefer);
      const isRead = plan.read === true;
      const total = outcome.total ?? (prefer.count && !isRead ? outcome.page : null);
      headers.set(
        'content-range',
        isRead ? contentRange(plan.offset, outcome.page, total) : mutationRange(method, outcome, prefer),
      );
      const single = accept.shape === 'object';
      headers.set('content-type', single ? OBJECT_TYPE : accept.shape === 'csv' ? CSV_TYPE : JSON_TYPE);
      // PostgREST's rangeStatus: an offset past the counted rows is 416, with the error as body.
      if (isRead && total !== null && plan.offset > total) {
        const refused = new RestError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          `An offset of ${plan.offset} was requested, but there are only ${total} rows.`,
        ).toResponse();
        refused.headers.set('content-range', contentRange(plan.offset, outcome.page, total));
        return refused;
      }
      let status = upsertStatus(plan, outcome);
      if (isRead && total !== null && (plan.offset > 0 || plan.offset + outcome.page < total)) status = 206;
      const body = outcome.body ?? '[]';
      return new Response(head ? null : single ? body.slice(1, -1) : body, { status, headers });
    }
  }
}
