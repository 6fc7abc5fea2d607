/// <reference types="vite/client" />
// Typed settings for the browser app. Build-time VITE_* values win; otherwise the local
// stand-in injects window.__STORYSTACK__ into index.html, so one build works on any port.
// No DOM types here: the service worker imports this module too (it has no __STORYSTACK__ and
// reads the page's resolved config from the kv table instead, see app-config.ts). The reference
// above gives import.meta.env its types in every program that imports this (worker, tests).
import { z } from 'zod';

/** What the stand-in injects into index.html (supabase/local/static.ts). */
export interface InjectedConfig {
  supabaseUrl?: string;
  anonKey?: string;
  ownerName?: string;
}

export const envSchema = z.object({
  supabaseUrl: z.string().url(),
  anonKey: z.string().min(20),
  ownerName: z.string().min(1).max(40),
});

export type AppEnv = z.infer<typeof envSchema>;

/** The VITE_* values baked in at build time (empty strings count as absent). */
export function buildTimeEnv(): InjectedConfig {
  return {
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL || undefined,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || undefined,
    ownerName: import.meta.env.VITE_OWNER_NAME || undefined,
  };
}

function readEnv(): AppEnv {
  const built = buildTimeEnv();
  const injected = (globalThis as { __STORYSTACK__?: InjectedConfig }).__STORYSTACK__;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
  return envSchema.parse({
    supabaseUrl: built.supabaseUrl || injected?.supabaseUrl || origin,
    anonKey: built.anonKey || injected?.anonKey || 'missing-anon-key-run-the-stand-in',
    ownerName: built.ownerName || injected?.ownerName || 'Stacy',
  });
}

/**
 * The page's settings. A service worker must use workerAppConfig() (app-config.ts) instead; the
 * annotation lets the worker's bundle drop this read, since nothing there uses it.
 */
export const env: AppEnv = /* @__PURE__ */ readEnv();
