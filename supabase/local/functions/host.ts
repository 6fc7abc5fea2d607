// Mounts every supabase/functions/<name>/handler.ts at /functions/v1/<name>. It refuses a missing
// or bad JWT before the handler runs, as the hosted gateway with verify_jwt = true would: stricter
// than config.toml's verify_jwt = false, under which each function checks the token itself (that
// path runs under Deno without this host, tests/deno/).
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import type { FunctionEnv, FunctionHandler } from '../../functions/_shared/http.ts';
import { secondsNow, type FunctionRegistry, type StandInDeps } from '../deps.ts';
import { callerIsLive, resolveCaller } from '../caller.ts';

const functionsDir = fileURLToPath(new URL('../../functions/', import.meta.url));

/** Every function with a handler.ts. A module is imported on its function's first request, not
 *  here: importing all of them (the AI providers, the composer's lexicon) was about a quarter of
 *  a start's CPU, paid by every `npm run serve` and test stand-in, most of which call none. */
export async function loadFunctions(dir = functionsDir): Promise<FunctionRegistry> {
  const registry: FunctionRegistry = new Map();
  for (const name of readdirSync(dir)) {
    if (name.startsWith('_')) continue;
    const file = join(dir, name, 'handler.ts');
    if (existsSync(file)) registry.set(name, importedOnFirstCall(name, file));
  }
  return registry;
}

function importedOnFirstCall(name: string, file: string): FunctionHandler {
  let loaded: Promise<FunctionHandler> | null = null;
  return async (req, env) => {
    loaded ??= import(pathToFileURL(file).href).then((mod: { handler?: unknown }) => {
      if (typeof mod.handler !== 'function')
        throw new Error(`supabase/functions/${name}/handler.ts exports no handler`);
      return mod.handler as FunctionHandler;
    });
    return (await loaded)(req, env);
  };
}

export function functionEnv(deps: StandInDeps): FunctionEnv {
  return {
    ...deps.config.functionsEnv,
    SUPABASE_URL: deps.publicUrl(),
    SUPABASE_ANON_KEY: deps.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: deps.config.serviceRoleKey,
    // As hosted hands them to Edge Functions: JSON dictionaries of named keys.
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: deps.config.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: deps.config.secretKey }),
  };
}

export function functionRoutes(deps: StandInDeps): Hono {
  const app = new Hono();
  app.all('/:name', async (c) => {
    const handler = deps.functions.get(c.req.param('name'));
    if (!handler) return c.json({ error: `Function not found: ${c.req.param('name')}` }, 404);
    if (c.req.method !== 'OPTIONS') {
      const now = secondsNow(deps);
      const caller = await resolveCaller(c.req.raw.headers, deps.config, now);
      if (!caller.ok) return c.json({ code: caller.status, message: caller.message }, caller.status);
      if (!(await callerIsLive(deps.db, caller.caller))) {
        return c.json({ code: 401, message: 'User from sub claim in JWT does not exist' }, 401);
      }
    }
    try {
      return await handler(c.req.raw, functionEnv(deps));
    } catch (error) {
      console.error(`[functions/${c.req.param('name')}] unexpected error:`, error);
      return c.json({ error: 'The function failed unexpectedly. Please try again.' }, 500);
    }
  });
  return app;
}
