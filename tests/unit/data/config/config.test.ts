// The app's configuration (src/data/config/config.ts): the settings checked without zod, the page's
// config kept for the service worker, and the owner's links (bug-report form, booking page), which
// reach the dashboard only as http(s) URLs; the stand-in refuses to start with a malformed one.
import { describe, expect, it } from 'vitest';
import {
  APP_CONFIG_KEY,
  parseAppEnv,
  rememberAppConfig,
  storedAppConfig,
  webLink,
  workerAppConfig,
} from '../../../../src/data/config/config';
import { clearLocalData, createDatabase } from '../../../../src/data/mirror/db';
import { loadConfig } from '../../../../supabase/local/config';

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

describe('parseAppEnv', () => {
  const valid = {
    supabaseUrl: 'http://127.0.0.1:54321',
    anonKey: 'anon-key-from-the-stand-in-0123456789',
    ownerName: 'Stacy',
  };
  it('keeps a valid config, and only its three settings', () => {
    expect(parseAppEnv({ ...valid, extra: 1 })).toEqual(valid);
  });
  it.each([
    ['a URL that does not parse', { supabaseUrl: 'not a url' }],
    ['a short anon key', { anonKey: 'short' }],
    ['an empty name', { ownerName: '' }],
    ['a name over 40 characters', { ownerName: 'x'.repeat(41) }],
    ['a missing setting', { anonKey: undefined }],
  ])('refuses %s', (_, change) => expect(parseAppEnv({ ...valid, ...change })).toBeNull());
  it('refuses what is not an object', () => {
    expect(parseAppEnv(null)).toBeNull();
    expect(parseAppEnv('config')).toBeNull();
  });
});

describe('webLink', () => {
  it.each([
    ['https://forms.example.com/bug', 'https://forms.example.com/bug'],
    ['http://cal.example.com/stacy', 'http://cal.example.com/stacy'],
    ['javascript:alert(1)', null],
    ['forms.example.com/bug', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => expect(webLink(value)).toBe(expected));
});

describe('stand-in configuration', () => {
  it('passes the links on for the page', async () => {
    const config = await loadConfig({
      DATA_DIR: 'memory',
      BUG_REPORT_FORM_URL: 'https://forms.example.com/bug',
      BOOKING_URL: 'https://cal.example.com/stacy',
    });
    expect(config.appLinks).toEqual({
      bugReportFormUrl: 'https://forms.example.com/bug',
      bookingUrl: 'https://cal.example.com/stacy',
    });
  });

  it('refuses a link that is not an http(s) URL', async () => {
    await expect(loadConfig({ DATA_DIR: 'memory', BOOKING_URL: 'javascript:alert(1)' })).rejects.toThrow(
      'BOOKING_URL must be an http(s) URL',
    );
  });
});
