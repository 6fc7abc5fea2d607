// What every part of the stand-in is handed: a leaf module (it imports only types), so the route
// modules and app.ts, which composes them, all depend on it and never on each other.
import type { FunctionHandler } from '../functions/_shared/http.ts';
import type { StandInConfig } from './config.ts';
import type { Database } from './db.ts';

/** Function handlers by name; server.ts loads supabase/functions/<name>/handler.ts. */
export type FunctionRegistry = Map<string, FunctionHandler>;

export interface StandInDeps {
  db: Database;
  config: StandInConfig;
  functions: FunctionRegistry;
  /** Seconds since the epoch; handed in so tests can move time (read it through secondsNow). */
  now?: () => number;
  /** The URL the stand-in is reachable at (functions call back into it like on Supabase). */
  publicUrl: () => string;
}

/** Whole seconds since the epoch: deps.now when a test set it, else the wall clock. Read on every
 *  call, so a test can move the clock of a running stand-in. */
export function secondsNow(deps: Pick<StandInDeps, 'now'>): number {
  return Math.floor(deps.now ? deps.now() : Date.now() / 1000);
}
