// PostgREST subset at /rest/v1: tables (GET/HEAD/POST/PATCH/DELETE) and /rpc/<fn>.
// Every request runs as the caller's role inside one transaction, so RLS decides access; GET and
// HEAD run read-only, as PostgREST runs them.
import { Hono, type Context } from 'hono';
import { secondsNow, type StandInDeps } from '../deps.ts';
import { resolveCaller, requestHeadersForSql, UnknownUserError, withCaller, type Caller } from '../caller.ts';
import { clientAddress } from '../client-address.ts';
import { postgrestError } from '../errors.ts';
import { inspectJson, isJsonContentType } from '../json-input.ts';
import { createFailureLimiter, retryPhrase } from '../rate-limit.ts';
import { SchemaCache, type Catalog } from './catalog.ts';
import { REST_LIMITS } from './limits.ts';
import { planRpc, planTable, type Plan, type PlanRequest } from './plan.ts';
import { preferenceApplied, requestKind } from './preference-applied.ts';
import { parseReadQuery } from './query-parser.ts';
import { checkProfile, parseAccept, parsePrefer, parseRange } from './request-headers.ts';
import { respond, runPlan } from './respond.ts';
import { CatalogMiss, isPgError, pgErrorResponse, RestError } from './rest-error.ts';
import { argumentNames } from './rpc-builder.ts';
import type { JsonObject } from './write-builder.ts';

const VISITOR_WRITE_TARGETS = new Set(['table:leads', 'rpc:join_waitlist']);

const isPlainObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

async function readBody(request: Request): Promise<JsonObject | JsonObject[] | undefined> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  // text/plain and forms are what a cross-site page can post without a preflight.
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new RestError(
      415,
      'PGRST107',
      'The request body must be JSON (Content-Type: application/json)',
      `Content-Type was ${request.headers.get('content-type')?.slice(0, 100)}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'invalid JSON';
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', reason);
  }
  const problem = inspectJson(parsed);
  if (problem) throw new RestError(400, 'PGRST102', problem);
  if (isPlainObject(parsed)) return parsed;
  if (Array.isArray(parsed) && parsed.every(isPlainObject)) {
    if (parsed.length > REST_LIMITS.rowsPerWrite) {
      throw new RestError(
        413,
        'PGRST413',
        `A request may write at most ${REST_LIMITS.rowsPerWrite} rows (this one has ${parsed.length})`,
        null,
        'Send the rows in several requests',
      );
    }
    return parsed;
  }
  throw new RestError(400, 'PGRST102', 'The body must be a JSON object or an array of JSON objects');
}

/** Plans against the cached catalog; an unknown name waits for the next shared reload and plans again. */
async function withCatalog(cache: SchemaCache, make: (catalog: Catalog) => Plan): Promise<Plan> {
  const catalog = await cache.get();
  try {
    return make(catalog);
  } catch (error) {
    if (!(error instanceof CatalogMiss)) throw error;
    return make(await cache.refresh(catalog));
  }
}

export interface RestRoutes {
  app: Hono;
  cache: SchemaCache;
}

export function restRoutes(deps: StandInDeps): Hono {
  return createRestRoutes(deps).app;
}

export function createRestRoutes(deps: StandInDeps): RestRoutes {
  const app = new Hono();
  const cache = new SchemaCache(deps.db, undefined, deps.config.catalogReloadIntervalMs);
  const nowSeconds = () => secondsNow(deps);
  const visitorWrites = createFailureLimiter({
    maxFailures: deps.config.visitorWritesPerHour,
    windowSeconds: 3600,
    now: nowSeconds,
  });

  /** Leads and waitlist sign-ups count per address (rows, not requests); the service role is free. */
  const visitorLimit = (key: string, caller: Caller, rows: number): Response | null => {
    if (caller.role === 'service_role') return null;
    const max = deps.config.visitorWritesPerHour;
    const used = visitorWrites.failures(key);
    if (used + rows <= max) {
      visitorWrites.recordFailure(key, rows);
      return null;
    }
    visitorWrites.recordFailure(key, Math.max(0, max - used));
    const wait = Math.max(1, visitorWrites.blockedFor(key));
    const response = postgrestError(
      429,
      'over_request_rate_limit',
      `Too many submissions from your address. ${retryPhrase(wait)}`,
      `At most ${max} per hour from one address`,
    );
    response.headers.set('retry-after', String(wait));
    return response;
  };

  const handle = async (c: Context, kind: 'table' | 'rpc', name: string): Promise<Response> => {
    const request = c.req.raw;
    const headers = request.headers;
    const resolved = await resolveCaller(headers, deps.config, nowSeconds());
    if (!resolved.ok) {
      const response = postgrestError(resolved.status, resolved.code, resolved.message);
      // resolved.message is one of caller.ts's fixed sentences: safe in a header.
      response.headers.set('WWW-Authenticate', `Bearer error="invalid_token", error_description="${resolved.message}"`);
      return response;
    }
    const caller: Caller = resolved.caller;
    try {
      const method = request.method;
      checkProfile(headers, method);
      const accept = parseAccept(headers.get('accept'));
      const prefer = parsePrefer(headers.get('prefer'));
      const params = new URL(request.url).searchParams;
      const body = method === 'POST' || method === 'PATCH' ? await readBody(request) : undefined;
      const range = parseRange(headers.get('range'));
      const plan = await withCatalog(cache, (catalog) => {
        const query = parseReadQuery(
          params,
          kind === 'rpc' && (method === 'GET' || method === 'HEAD') ? argumentNames(catalog, name) : undefined,
        );
        const req: PlanRequest = { method, name, query, params, prefer, accept, range, body };
        return kind === 'rpc' ? planRpc(catalog, req) : planTable(catalog, req);
      });
      const address = clientAddress(c, deps.config.trustedProxies);
      if (method === 'POST' && VISITOR_WRITE_TARGETS.has(`${kind}:${name}`)) {
        const refused = visitorLimit(address, caller, Array.isArray(body) ? body.length : 1);
        if (refused) return refused;
      }
      const sqlHeaders = requestHeadersForSql(headers, address);
      const readOnly = method === 'GET' || method === 'HEAD';
      const outcome = await withCaller(deps.db, caller, sqlHeaders, (tx) => runPlan(tx, plan, accept), { readOnly });
      const response = respond(plan, outcome, method, accept, prefer);
      const applied = preferenceApplied(requestKind(kind, method), prefer, plan.resolutionApplies ?? false);
      if (applied) response.headers.set('preference-applied', applied);
      // A schema negotiated by profile is named beside the content type (contentTypeHeaders).
      const profile = headers.get(method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile');
      if (profile !== null && response.headers.has('content-type')) response.headers.set('content-profile', 'public');
      return response;
    } catch (error) {
      if (error instanceof RestError) return error.toResponse();
      if (error instanceof UnknownUserError) {
        const response = postgrestError(401, 'PGRST301', error.message);
        response.headers.set('WWW-Authenticate', 'Bearer error="invalid_token"');
        return response;
      }
      if (isPgError(error)) return pgErrorResponse(error, caller.role);
      throw error;
    }
  };

  app.all('/rpc/:fn', (c) => handle(c, 'rpc', c.req.param('fn')));
  app.all('/:table', (c) => handle(c, 'table', c.req.param('table')));
  return { app, cache };
}
