// Whether this account has been greeted on this device before: a brand-new user is welcomed
// ("Welcome, Ann"), a returning one welcomed back. The answer is fixed for the page's life, so
// the greeting does not change while it is on screen (nor under StrictMode's double effects).
import { useEffect, useState } from 'react';
import { db as defaultDb, type StoryStackDb } from './db';

const keyOf = (userId: string) => `greeted:${userId}`;
const known = new Map<string, Promise<boolean>>();

/** True when this account was greeted here before; records the greeting either way. */
export function greetedBefore(userId: string, target: StoryStackDb = defaultDb): Promise<boolean> {
  let answer = known.get(userId);
  if (!answer) {
    answer = target
      .transaction('rw', target.kv, async () => {
        const before = (await target.kv.get(keyOf(userId))) !== undefined;
        if (!before) await target.kv.put({ key: keyOf(userId), value: new Date().toISOString() });
        return before;
      })
      .catch(() => true);
    known.set(userId, answer);
  }
  return answer;
}

/** "Welcome back, Ann" for a returning user, "Welcome, Ann" on the first visit (null while unknown). */
export function useGreeting(userId: string | null | undefined, firstName: string | null | undefined): string | null {
  const [returning, setReturning] = useState<boolean | null>(null);
  useEffect(() => {
    if (!userId) return;
    let alive = true;
    void greetedBefore(userId).then((before) => alive && setReturning(before));
    return () => {
      alive = false;
    };
  }, [userId]);
  if (!firstName || returning === null) return null;
  return returning ? `Welcome back, ${firstName}` : `Welcome, ${firstName}`;
}
