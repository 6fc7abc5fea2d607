// supabase-js `auth.storage` backed by the kv table: the page and the service worker read and
// refresh one shared session (localStorage is not available in a worker).
import { db as defaultDb, type StoryStackDb } from '../mirror/db';

export interface AuthStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export function createKvAuthStorage(target: StoryStackDb = defaultDb): AuthStorage {
  const k = (key: string) => `auth:${key}`;
  return {
    async getItem(key) {
      const record = await target.kv.get(k(key));
      return typeof record?.value === 'string' ? record.value : null;
    },
    async setItem(key, value) {
      await target.kv.put({ key: k(key), value });
    },
    async removeItem(key) {
      await target.kv.delete(k(key));
    },
  };
}

export const kvAuthStorage: AuthStorage = createKvAuthStorage();
