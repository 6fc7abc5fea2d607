// The GoTrue subset that supabase-js uses, mounted at /auth/v1 by app.ts. Each area lives in
// its own module; this file only composes them.
import { Hono } from 'hono';
import type { StandInDeps } from '../deps.ts';
import { gotrueError } from '../errors.ts';
import { signingKeyFor } from '../jwt-signing-key.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAuthContext } from './context.ts';
import { sessionRoutes } from './session-routes.ts';
import { userRoutes } from './user-routes.ts';

export function authRoutes(deps: StandInDeps): Hono {
  const ctx = createAuthContext(deps);
  const app = new Hono();
  // The public keys that verify user tokens (hosted: the project's asymmetric JWT signing keys;
  // none while tokens are signed with the legacy secret).
  app.get('/.well-known/jwks.json', async (c) =>
    c.json({
      keys:
        ctx.deps.config.jwtAlgorithm === 'ES256' ? [(await signingKeyFor(ctx.deps.config.jwtSecret)).publicJwk] : [],
    }),
  );
  app.get('/health', (c) => c.json({ version: 'stand-in', name: 'GoTrue', description: 'StoryStack local auth' }));
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  app.route('/', sessionRoutes(ctx));
  app.route('/', userRoutes(ctx));
  app.route('/', adminRoutes(ctx));
  // Set before app.ts mounts this app, so unexpected failures keep GoTrue's error shape.
  app.onError((error) => {
    console.error('[stand-in auth] unexpected error:', error);
    return gotrueError(500, 'unexpected_failure', 'The auth server hit an unexpected error. Please try again.');
  });
  return app;
}
