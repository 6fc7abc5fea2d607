// Starts a fresh in-memory stand-in on a free port for one test file, and makes supabase-js
// clients that talk to it over real HTTP (WebSocket transport from `ws` for realtime on Node).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig, type StandInConfig } from '../../supabase/local/config.ts';
import { startStandIn, type RunningStandIn } from '../../supabase/local/server.ts';
import { freshDatabase } from './fresh-database.ts';
import { openMigratedMemoryDatabase } from './migrated-database.ts';

export const TEST_BETA_CODE = 'test-beta-code';

export interface TestStandIn extends RunningStandIn {
  anonClient(): SupabaseClient;
  serviceClient(): SupabaseClient;
  /** A client that sends the given access token (no session handling). */
  clientWithToken(token: string): SupabaseClient;
}

export async function startTestStandIn(overrides: Partial<StandInConfig> = {}): Promise<TestStandIn> {
  // On PGlite every stand-in is a new in-memory database; on a server, a new database per stand-in.
  const database = overrides.databaseUrl ? null : await freshDatabase();
  const config = await loadConfig(
    {
      DATA_DIR: 'memory',
      PORT: '0',
      BCRYPT_COST: '4',
      BETA_CODE: TEST_BETA_CODE,
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      STATIC_DIR: './__no_static_in_tests__',
    },
    { databaseUrl: database?.url, ...overrides },
  );
  // In memory, start from the migrated template (startStandIn's migrate() is then a no-op).
  const memoryDb = !config.databaseUrl && config.dataDir === 'memory' ? await openMigratedMemoryDatabase() : undefined;
  const started = await startStandIn(config, memoryDb);
  const running: RunningStandIn = {
    ...started,
    async close() {
      await started.close();
      await memoryDb?.close();
      await database?.drop();
    },
  };
  const make = (key: string, token?: string) =>
    createClient(running.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
    });
  return {
    ...running,
    anonClient: () => make(config.anonKey),
    serviceClient: () => make(config.serviceRoleKey),
    clientWithToken: (token) => make(config.anonKey, token),
  };
}
