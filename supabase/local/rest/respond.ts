// Runs a plan as the caller and shapes PostgREST's answer: status, Content-Range, body.
import type { Queryable } from '../db.ts';
import type { Plan } from './plan.ts';
import type { AcceptInfo, Prefer } from './request-headers.ts';
import { RestError } from './rest-error.ts';

export interface Outcome {
  body: string | null;
  page: number;
  total: number | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** Runs inside the caller's transaction, so a refused single-object answer rolls the write back. */
export async function runPlan(tx: Queryable, plan: Plan, accept: AcceptInfo): Promise<Outcome> {
  if (plan.sql === null) return { body: plan.output === 'rows' ? '[]' : null, page: 0, total: null };
  const result = await tx.query<{ body?: string | null; page?: number | string; total?: number | string | null }>(
    plan.sql,
    plan.params,
  );
  if (plan.output === 'affected') return { body: null, page: result.rowCount, total: null };
  const row = result.rows[0] ?? {};
  const outcome: Outcome = {
    body: row.body ?? null,
    page: Number(row.page ?? 0),
    total: row.total === undefined || row.total === null ? null : Number(row.total),
  };
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

function contentRange(offset: number, page: number, total: number | null): string {
  const size = total === null ? '*' : String(total);
  return page === 0 ? `*/${size}` : `${offset}-${offset + page - 1}/${size}`;
}

/** PostgREST's return=headers-only: 201, no body, a Location for a single inserted row. */
function headersOnly(location: NonNullable<Plan['location']>, outcome: Outcome, prefer: Prefer): Response {
  const headers = new Headers({ 'content-range': contentRange(0, outcome.page, prefer.count ? outcome.page : null) });
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
      return new Response(head ? null : (outcome.body ?? 'null'), { status: 200, headers });
    case 'object': {
      headers.set('content-type', JSON_TYPE);
      const body = outcome.page === 0 || !outcome.body ? 'null' : outcome.body.slice(1, -1);
      return new Response(head ? null : body, { status: 200, headers });
    }
    case 'affected': {
      const total = prefer.count ? outcome.page : null;
      headers.set('content-range', contentRange(0, outcome.page, total));
      return new Response(null, { status: plan.status, headers });
    }
    case 'rows': {
      if (plan.location) return headersOnly(plan.location, outcome, prefer);
      const isRead = method === 'GET' || method === 'HEAD';
      const total = isRead ? outcome.total : prefer.count ? outcome.page : null;
      headers.set('content-range', contentRange(plan.offset, outcome.page, total));
      const single = accept.shape === 'object';
      headers.set('content-type', single ? OBJECT_TYPE : JSON_TYPE);
      let status = plan.status;
      if (isRead && total !== null && (plan.offset > 0 || plan.offset + outcome.page < total)) status = 206;
      const body = outcome.body ?? '[]';
      return new Response(head ? null : single ? body.slice(1, -1) : body, { status, headers });
    }
  }
}
