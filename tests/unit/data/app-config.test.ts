import { describe, expect, it } from 'vitest';
import { APP_CONFIG_KEY, rememberAppConfig, storedAppConfig, workerAppConfig } from '../../../src/data/app-config';
import { clearLocalData, createDatabase } from '../../../src/data/db';

let n = 0;
const fresh = () => createDatabase(`app-config-${n++}`);

const pageConfig = {
  supabaseUrl: 'http://127.0.0.1:54321',
  anonKey: 'anon-key-from-the-stand-in-0123456789',
  ownerName: 'Stacy',
};

describe('runtime config kept for the service worker', () => {
  it('stores the page config in kv and reads it back', async () => {
    const db = fresh();
    expect(await storedAppConfig(db)).toBeNull();
    await rememberAppConfig(pageConfig, db);
    expect(await storedAppConfig(db)).toEqual(pageConfig);
    expect((await db.kv.get(APP_CONFIG_KEY))?.value).toEqual(pageConfig);
  });

  it('replaces an older config, and does not rewrite an unchanged one', async () => {
    const db = fresh();
    await rememberAppConfig(pageConfig, db);
    await rememberAppConfig({ ...pageConfig, supabaseUrl: 'http://127.0.0.1:6000' }, db);
    expect((await storedAppConfig(db))?.supabaseUrl).toBe('http://127.0.0.1:6000');

    let writes = 0;
    db.kv.hook('updating', () => void writes++);
    db.kv.hook('creating', () => void writes++);
    await rememberAppConfig({ ...pageConfig, supabaseUrl: 'http://127.0.0.1:6000' }, db);
    expect(writes).toBe(0);
  });

  it('refuses an invalid config and ignores a corrupt stored one', async () => {
    const db = fresh();
    await expect(rememberAppConfig({ ...pageConfig, anonKey: 'short' }, db)).rejects.toThrow();
    await db.kv.put({ key: APP_CONFIG_KEY, value: { supabaseUrl: 'not a url' } });
    expect(await storedAppConfig(db)).toBeNull();
    expect(await workerAppConfig(db, {})).toBeNull();
  });

  it('the worker uses the stored config, with build-time values winning', async () => {
    const db = fresh();
    expect(await workerAppConfig(db, {})).toBeNull();
    await rememberAppConfig(pageConfig, db);
    expect(await workerAppConfig(db, {})).toEqual(pageConfig);
    const built = { supabaseUrl: 'https://abc.supabase.co', anonKey: 'build-time-anon-key-0123456789' };
    expect(await workerAppConfig(db, built)).toEqual({ ...built, ownerName: 'Stacy' });
    expect(await workerAppConfig(fresh(), built)).toEqual({ ...built, ownerName: 'Stacy' });
  });

  it('is cleared with the rest of kv on sign-out', async () => {
    const db = fresh();
    await rememberAppConfig(pageConfig, db);
    await clearLocalData(db);
    expect(await storedAppConfig(db)).toBeNull();
  });
});
