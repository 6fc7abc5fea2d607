// The local stand-in for hosted Supabase: createApp(deps) composes the HTTP surface that
// supabase-js speaks (auth, rest, functions; realtime is attached to the server in server.ts)
// and serves the built PWA. Handlers are web-standard Request -> Response.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { REQUEST_BODY_MAX_BYTES } from '../../src/domain/limits.ts';
import { apiCors } from './cors.ts';
import type { StandInDeps } from './deps.ts';
import { gotrueError, postgrestError } from './errors.ts';
import { authRoutes } from './auth/routes.ts';
import { restRoutes } from './rest/routes.ts';
import { functionRoutes } from './functions/host.ts';
import { serveStatic } from './static.ts';
import { storageRoutes } from './storage/routes.ts';

export const MAX_BODY_BYTES = REQUEST_BODY_MAX_BYTES;
const BODY_TOO_LARGE = `Request body is larger than ${MAX_BODY_BYTES / (1024 * 1024)} MB`;

export function createApp(deps: StandInDeps): Hono {
  const app = new Hono();
  const api = ['/auth/v1/*', '/rest/v1/*', '/functions/v1/*'];
  for (const path of api) {
    app.use(
      path,
      apiCors({
        allowHeaders: [
          'prefer',
          'accept',
          'accept-profile',
          'content-profile',
          'x-supabase-api-version',
          'x-retry-count',
        ],
        allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        exposeHeaders: ['content-range', 'x-total-count', 'retry-after'],
      }),
    );
  }
  app.use(
    '/rest/v1/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => postgrestError(413, 'PGRST413', BODY_TOO_LARGE),
    }),
  );
  app.use(
    '/auth/v1/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => gotrueError(413, 'request_too_large', BODY_TOO_LARGE),
    }),
  );
  app.use(
    '/functions/v1/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => Response.json({ error: BODY_TOO_LARGE }, { status: 413 }),
    }),
  );

  app.route('/auth/v1', authRoutes(deps));
  app.route('/rest/v1', restRoutes(deps));
  app.route('/functions/v1', functionRoutes(deps));
  app.route('/storage/v1', storageRoutes(deps));

  app.get('/health', (c) => c.json({ ok: true }));
  app.all('/auth/v1/*', () => gotrueError(404, 'not_found', 'Not found'));
  app.all('/rest/v1/*', () => postgrestError(404, 'PGRST000', 'Not found'));
  app.get('*', (c) => {
    const url = new URL(c.req.url);
    return serveStatic(
      deps.config.staticDir,
      url.pathname,
      {
        supabaseUrl: url.origin,
        anonKey: deps.config.anonKey,
        ownerName: deps.config.functionsEnv.OWNER_NAME,
        ...deps.config.appLinks,
      },
      c.req.raw.headers,
    );
  });

  app.onError((error) => {
    // Never a stack trace to the caller; the operator sees it in the log.
    console.error('[stand-in] unexpected error:', error);
    return Response.json(
      { code: 'internal_error', message: 'The server hit an unexpected error. Please try again.' },
      { status: 500 },
    );
  });
  return app;
}
