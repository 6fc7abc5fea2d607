// PostgREST subset at /rest/v1: tables (GET/HEAD/POST/PATCH/DELETE) and /rpc/<fn>.
// Every request runs as the caller's role inside one transaction, so RLS decides access.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { StandInDeps } from '../app.ts';
import { requestHeadersForSql, resolveCaller, withCaller, type Caller } from '../caller.ts';
import { postgrestError } from '../errors.ts';
import { SchemaCache, type Catalog } from './catalog.ts';
import { planRpc, planTable, type Plan, type PlanRequest } from './plan.ts';
import { parseReadQuery } from './query-parser.ts';
import { checkProfile, parseAccept, parsePrefer, parseRange } from './request-headers.ts';
import { respond, runPlan } from './respond.ts';
import { CatalogMiss, isPgError, pgErrorResponse, RestError } from './rest-error.ts';
import { argumentNames } from './rpc-builder.ts';
import type { JsonObject } from './write-builder.ts';

const isPlainObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

async function readBody(request: Request): Promise<JsonObject | JsonObject[] | undefined> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', reason);
  }
  if (isPlainObject(parsed)) return parsed;
  if (Array.isArray(parsed) && parsed.every(isPlainObject)) return parsed;
  throw new RestError(400, 'PGRST102', 'The body must be a JSON object or an array of JSON objects');
}

function clientAddress(c: Context): string | undefined {
  // In-process requests (app.request) have no socket to ask.
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  return getConnInfo(c).remote.address;
}

/** Plans against the cached catalog; an unknown name reloads it once and plans again. */
async function withCatalog(cache: SchemaCache, make: (catalog: Catalog) => Plan): Promise<Plan> {
  try {
    return make(await cache.get());
  } catch (error) {
    if (!(error instanceof CatalogMiss)) throw error;
    return make(await cache.refresh());
  }
}

export function restRoutes(deps: StandInDeps): Hono {
  const app = new Hono();
  const cache = new SchemaCache(deps.db);

  const handle = async (c: Context, kind: 'table' | 'rpc', name: string): Promise<Response> => {
    const request = c.req.raw;
    const headers = request.headers;
    const resolved = resolveCaller(headers, deps.config.jwtSecret);
    if (!resolved.ok) {
      const response = postgrestError(resolved.status, resolved.code, resolved.message);
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
      const sqlHeaders = requestHeadersForSql(headers, clientAddress(c));
      const outcome = await withCaller(deps.db, caller, sqlHeaders, (tx) => runPlan(tx, plan, accept));
      return respond(plan, outcome, method, accept, prefer);
    } catch (error) {
      if (error instanceof RestError) return error.toResponse();
      if (isPgError(error)) return pgErrorResponse(error, caller.role);
      throw error;
    }
  };

  app.all('/rpc/:fn', (c) => handle(c, 'rpc', c.req.param('fn')));
  app.all('/:table', (c) => handle(c, 'table', c.req.param('table')));
  return app;
}
