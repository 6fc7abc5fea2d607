// PostgREST subset. Filled in by the rest work.
import { Hono } from 'hono';
import type { StandInDeps } from '../app.ts';

export function restRoutes(_deps: StandInDeps): Hono {
  return new Hono();
}
