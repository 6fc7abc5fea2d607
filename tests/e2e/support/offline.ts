// Helpers for the bad-network tests: reach into the page's IndexedDB mirror the way a device
// would be left after a while (an expired access token, no cached identity), and read the
// server's copy of a story with the service role.
import { createClient } from '@supabase/supabase-js';
import type { BrowserContext, Page, Route } from 'playwright-core';
import WebSocket from 'ws';
import type { E2E } from './e2e.ts';

/**
 * Edits the kv table of the app's mirror (IndexedDB "storystack") from a same-origin page that
 * does not run the app (the favicon): an app still running would start a token refresh from the
 * edited session as it unloads, and a refresh that rotates on the server after the page is gone
 * leaves a spent refresh token behind (a sign-out on the next start, as on hosted Supabase).
 */
async function editKv(page: Page, action: 'expire-session' | 'forget-identity'): Promise<void> {
  await page.goto(new URL('/favicon.svg', page.url()).href);
  await page.evaluate(async (what) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('storystack');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('kv', 'readwrite');
    const kv = tx.objectStore('kv');
    const records = await new Promise<{ key: string; value: unknown }[]>((resolve, reject) => {
      const all = kv.getAll();
      all.onsuccess = () => resolve(all.result as { key: string; value: unknown }[]);
      all.onerror = () => reject(all.error);
    });
    for (const record of records) {
      if (what === 'forget-identity' && record.key === 'session:last-user') kv.delete(record.key);
      if (what === 'expire-session' && record.key.startsWith('auth:') && typeof record.value === 'string') {
        const session = JSON.parse(record.value) as Record<string, unknown>;
        if (typeof session.expires_at !== 'number') continue;
        session.expires_at = Math.floor(Date.now() / 1000) - 60;
        kv.put({ key: record.key, value: JSON.stringify(session) });
      }
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, action);
}

/** The stored access token is made to look expired: the next start must refresh it. */
export const expireStoredSession = (page: Page) => editKv(page, 'expire-session');

/** The device forgets who signed in (the session stays): as on a device never used offline. */
export const forgetCachedIdentity = (page: Page) => editKv(page, 'forget-identity');

export async function serverStoryContent(e2e: E2E, id: string): Promise<Record<string, string> | null> {
  const service = createClient(e2e.url, e2e.standIn.config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await service.from('stories').select('content').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return (data as { content: Record<string, string> } | null)?.content ?? null;
}

const API = /\/(auth|rest|functions|storage)\/v1\//;

/**
 * Every API request is accepted and never answered; the realtime socket opens and stays silent.
 * Restoring the network fails what was held (as a black-holed request eventually does), so no
 * stale request reaches the server later.
 */
export async function hangTheNetwork(context: BrowserContext): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route); // neither fulfilled nor continued: it hangs
  await context.route(API, hold);
  await context.routeWebSocket(/\/realtime\/v1\//, () => undefined);
  return async () => {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(held.map((r) => r.abort('timedout').catch(() => undefined)));
  };
}
