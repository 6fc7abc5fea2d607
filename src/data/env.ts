// Typed settings for the browser app. Build-time VITE_* values win; otherwise the local
// stand-in injects window.__STORYSTACK__ into index.html, so one build works on any port.
import { z } from 'zod';

declare global {
  interface Window {
    __STORYSTACK__?: { supabaseUrl?: string; anonKey?: string; ownerName?: string };
  }
}

const envSchema = z.object({
  supabaseUrl: z.string().url(),
  anonKey: z.string().min(20),
  ownerName: z.string().min(1).max(40),
});

export type AppEnv = z.infer<typeof envSchema>;

function readEnv(): AppEnv {
  const injected = typeof window !== 'undefined' ? window.__STORYSTACK__ : undefined;
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return envSchema.parse({
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL || injected?.supabaseUrl || origin,
    anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || injected?.anonKey || 'missing-anon-key-run-the-stand-in',
    ownerName: import.meta.env.VITE_OWNER_NAME || injected?.ownerName || 'Stacy',
  });
}

export const env: AppEnv = readEnv();
