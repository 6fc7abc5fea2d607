// Whether this browser may hold the app's IndexedDB database, asked without opening (and so
// creating) it. A first visit has none: the public pages then know that nobody is signed in on
// this device and nothing is queued without loading Dexie or supabase-js.

/** The mirror's database name (DEFAULT_DB_NAME in db.ts; a unit test keeps the two equal). */
export const LOCAL_DATABASE_NAME = 'storystack';

/** False only when the browser says for certain that the database does not exist. */
export async function mayHaveLocalData(
  name: string = LOCAL_DATABASE_NAME,
  idb: Pick<IDBFactory, 'databases'> | undefined = globalThis.indexedDB,
): Promise<boolean> {
  // Without indexedDB.databases() (older browsers) the answer is unknown: load as usual.
  if (!idb || typeof idb.databases !== 'function') return true;
  try {
    const databases = await idb.databases();
    return databases.some((db) => db.name === name);
  } catch {
    return true;
  }
}
