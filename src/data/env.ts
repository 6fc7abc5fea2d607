/// <reference types="vite/client" />
// Typed settings for the browser app. Build-time VITE_* values win; otherwise the local
// stand-in injects its config into index.html (runtime-config.ts), so one build works on any port.
// No DOM types here: the service worker imports this module too (it has no page config and
// reads the page's resolved config from the kv table instead, see app-config.ts). The reference
// above gives import.meta.env its types in every program that imports this (worker, tests).
import { z } from 'zod';
import { buildTimeEnv, configuredOwnerName, injectedConfig } from './runtime-config';

export { buildTimeEnv, type InjectedConfig } from './runtime-config';

export const envSchema = z.object({
  supabaseUrl: z.string().url(),
  anonKey: z.string().min(20),
  ownerName: z.string().min(1).max(40),
});

export type AppEnv = z.infer<typeof envSchema>;

function readEnv(): AppEnv {
  const built = buildTimeEnv();
  const injected = injectedConfig();
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
  return envSchema.parse({
    supabaseUrl: built.supabaseUrl || injected?.supabaseUrl || origin,
    anonKey: built.anonKey || injected?.anonKey || 'missing-anon-key-run-the-stand-in',
    ownerName: configuredOwnerName(),
  });
}

/**
 * The page's settings. A service worker must use workerAppConfig() (app-config.ts) instead; the
 * annotation lets the worker's bundle drop this read, since nothing there uses it.
 */
export const env: AppEnv = /* @__PURE__ */ readEnv();
