// The last signed-in user, kept on the device so the app knows who and what role it is while
// offline. Stored in the kv table next to the auth session.
import { z } from 'zod';
import { db as defaultDb, type StoryStackDb } from '../mirror/db';

/** The kv key of the last signed-in user (read raw by the keystroke's transaction too). */
export const LAST_USER_KEY = 'session:last-user';

export const cachedUserSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullable(),
  role: z.enum(['admin', 'coach', 'user', 'client']),
  name: z.string().nullable(),
  /** The last known answer of the new-user check (spec §3), shown until it is asked again. */
  isNewUser: z.boolean().optional(),
});
export type CachedUser = z.infer<typeof cachedUserSchema>;

/**
 * The account whose data the mirror holds: the first to sign in on a cleared device. A session
 * the server ends forgets the user but not this, so whoever signs in next is asked about that
 * account's unsent work, and is never shown its rows (see mirrorReader). Only clearing the
 * device (clearLocalData empties kv) ends it.
 */
const OWNER_KEY = 'session:device-owner';
const ownerSchema = z.object({ id: z.string().min(1), email: z.string().nullable() });
export type DeviceOwner = z.infer<typeof ownerSchema>;

export async function rememberUser(user: CachedUser, target: StoryStackDb = defaultDb): Promise<void> {
  const parsed = cachedUserSchema.parse(user);
  await target.transaction('rw', target.kv, async () => {
    await target.kv.put({ key: LAST_USER_KEY, value: parsed });
    if (!(await deviceOwner(target)))
      await target.kv.put({ key: OWNER_KEY, value: { id: parsed.id, email: parsed.email } });
  });
}

/** The account whose data this device holds, or null (a cleared device). */
export async function deviceOwner(target: StoryStackDb = defaultDb): Promise<DeviceOwner | null> {
  const parsed = ownerSchema.safeParse((await target.kv.get(OWNER_KEY))?.value);
  return parsed.success ? parsed.data : null;
}

/**
 * The signed-in user when the mirror holds their data, else null: someone signed in over another
 * account's unsent work reads nothing of it.
 */
export async function mirrorReader(target: StoryStackDb = defaultDb): Promise<CachedUser | null> {
  const [user, owner] = await Promise.all([lastUser(target), deviceOwner(target)]);
  return user && (!owner || owner.id === user.id) ? user : null;
}

/** The last signed-in user, or null (never signed in here, or signed out). */
export async function lastUser(target: StoryStackDb = defaultDb): Promise<CachedUser | null> {
  return userOfRecord(await target.kv.get(LAST_USER_KEY));
}

/** The user a kv record of LAST_USER_KEY holds, or null. */
export function userOfRecord(record: { value?: unknown } | undefined): CachedUser | null {
  const parsed = cachedUserSchema.safeParse(record?.value);
  return parsed.success ? parsed.data : null;
}

/** Forgets who is signed in (the data's owner stays: see deviceOwner). */
export async function forgetUser(target: StoryStackDb = defaultDb): Promise<void> {
  await target.kv.delete(LAST_USER_KEY);
}
