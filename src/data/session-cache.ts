// The last signed-in user, kept on the device so the app knows who and what role it is while
// offline. Stored in the kv table next to the auth session.
import { z } from 'zod';
import { db as defaultDb, type StoryStackDb } from './db';

const LAST_USER_KEY = 'session:last-user';

export const cachedUserSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullable(),
  role: z.enum(['admin', 'coach', 'user', 'client']),
  name: z.string().nullable(),
  /** The last known answer of the new-user check (spec §3), shown until it is asked again. */
  isNewUser: z.boolean().optional(),
});
export type CachedUser = z.infer<typeof cachedUserSchema>;

export async function rememberUser(user: CachedUser, target: StoryStackDb = defaultDb): Promise<void> {
  await target.kv.put({ key: LAST_USER_KEY, value: cachedUserSchema.parse(user) });
}

/** The last signed-in user, or null (never signed in here, or signed out). */
export async function lastUser(target: StoryStackDb = defaultDb): Promise<CachedUser | null> {
  const record = await target.kv.get(LAST_USER_KEY);
  const parsed = cachedUserSchema.safeParse(record?.value);
  return parsed.success ? parsed.data : null;
}

export async function forgetUser(target: StoryStackDb = defaultDb): Promise<void> {
  await target.kv.delete(LAST_USER_KEY);
}
