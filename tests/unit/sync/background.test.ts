// drainFromWorker() against the default (fake-indexeddb) mirror: it needs the config a page
// stored, since a service worker has no window.__STORYSTACK__.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberAppConfig } from '../../../src/data/config/config';
import { db } from '../../../src/data/mirror/db';
import { drainFromWorker } from '../../../src/sync/background';

afterEach(() => vi.unstubAllGlobals());

describe('drainFromWorker', () => {
  it('fails (so Background Sync retries) while no page has stored the config', async () => {
    await expect(drainFromWorker()).rejects.toThrow(/No StoryStack settings/);
  });

  it('runs the engine with the stored config; nothing queued and signed out means no request', async () => {
    // supabase-js builds its (unused) Realtime client on WebSocket, which workers have and Node 20 lacks.
    if (typeof WebSocket === 'undefined') vi.stubGlobal('WebSocket', class {});
    // An address nothing listens on: any request would fail the run.
    await rememberAppConfig(
      { supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon-key-for-the-unit-test-0123456789', ownerName: 'Stacy' },
      db,
    );
    await expect(drainFromWorker()).resolves.toBeUndefined();
  });
});
