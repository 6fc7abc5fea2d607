// The page's resolved runtime config (supabaseUrl, anonKey, ownerName), kept in the kv table so
// the service worker can reach the same project: the worker has no page config block (the
// stand-in injects that into index.html only). The page writes it when sync starts and before
// every Background Sync registration (clearLocalData empties kv on sign-out).
import { db as defaultDb, type StoryStackDb } from './db';
import { buildTimeEnv, envSchema, type AppEnv } from './env';

export const APP_CONFIG_KEY = 'app:config';

/** Stores the config unless the same one is already there. */
export async function rememberAppConfig(config: AppEnv, target: StoryStackDb = defaultDb): Promise<void> {
  const value = envSchema.parse(config);
  const current = await storedAppConfig(target);
  if (
    current &&
    current.supabaseUrl === value.supabaseUrl &&
    current.anonKey === value.anonKey &&
    current.ownerName === value.ownerName
  )
    return;
  await target.kv.put({ key: APP_CONFIG_KEY, value });
}

/** The config a page stored, or null (never stored, cleared, or not valid). */
export async function storedAppConfig(target: StoryStackDb = defaultDb): Promise<AppEnv | null> {
  const record = await target.kv.get(APP_CONFIG_KEY);
  const parsed = envSchema.safeParse(record?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * The config the service worker uses: build-time VITE_* values win, the stored page config
 * fills the rest. Null when the URL or anon key is known from neither (no page has run yet).
 */
export async function workerAppConfig(
  target: StoryStackDb = defaultDb,
  built: Partial<AppEnv> = buildTimeEnv(),
): Promise<AppEnv | null> {
  const stored = await storedAppConfig(target);
  const parsed = envSchema.safeParse({
    supabaseUrl: built.supabaseUrl || stored?.supabaseUrl,
    anonKey: built.anonKey || stored?.anonKey,
    ownerName: built.ownerName || stored?.ownerName || 'Stacy',
  });
  return parsed.success ? parsed.data : null;
}
