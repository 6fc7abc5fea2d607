// GoTrue subset. Filled in by the auth work.
import { Hono } from 'hono';
import type { StandInDeps } from '../app.ts';

export function authRoutes(_deps: StandInDeps): Hono {
  const app = new Hono();
  app.get('/health', (c) => c.json({ version: 'stand-in', name: 'GoTrue', description: 'StoryStack local auth' }));
  return app;
}
