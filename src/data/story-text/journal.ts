// The keystroke queue's write-ahead journal. An IndexedDB transaction takes a few milliseconds and
// dies with the renderer, so a crash right after a keystroke could lose it; localStorage is
// written synchronously, in the keystroke's own event. Each entry is one section's newest text,
// keyed by user, story and section, with the text it was typed on top of (`expected`) so that a
// replay goes through the same conflict check as a live write (transaction.ts). An
// entry is removed once the mirror holds its text, and every entry of a user goes at sign-out.
import { z } from 'zod';
import { storyInputSchema } from '../mirror/types';

const PREFIX = 'storystack:journal:v1:';

export const journalEntrySchema = z.object({
  userId: z.string().min(1),
  storyId: z.string().min(1),
  sectionId: z.string().min(1),
  text: z.string(),
  /** The section's text when this edit began (what the mirror held, as far as the writer knew). */
  expected: z.string(),
  /** A write of this section that was in flight when this text was typed (it may have landed). */
  orInFlight: z.string().nullable().default(null),
  /** How to create the story when it did not exist yet (its first keystrokes). */
  create: storyInputSchema.nullable(),
  at: z.number(),
  /** The writer that typed it (writer-liveness.ts): nobody else replays it while it lives. */
  owner: z.string().nullable().default(null),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;
export type JournalEntryInput = z.input<typeof journalEntrySchema>;

/** The page's localStorage, or null (service worker, privacy mode, tests without it). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const keyOf = (e: Pick<JournalEntry, 'userId' | 'storyId' | 'sectionId'>) =>
  `${PREFIX}${encodeURIComponent(e.userId)}:${e.storyId}:${encodeURIComponent(e.sectionId)}`;

/**
 * Keeps the newest text of a section until the mirror has it (synchronous). Returns false when
 * the browser refused it (storage full): the caller keeps the text in memory and tells the user.
 */
export function journalPut(entry: JournalEntryInput): boolean {
  const store = storage();
  if (!store) return true;
  try {
    store.setItem(keyOf(entry), JSON.stringify(entry));
    return true;
  } catch {
    // An older entry of the same section would be replayed as if it were the newest text.
    store.removeItem(keyOf(entry));
    return false;
  }
}

/** The mirror holds `text` for the section: forget it, unless newer text was journaled since. */
export function journalSettle(entry: Pick<JournalEntry, 'userId' | 'storyId' | 'sectionId' | 'text'>): void {
  const store = storage();
  if (!store) return;
  const key = keyOf(entry);
  const current = readEntry(store.getItem(key));
  if (current && current.text !== entry.text) return;
  store.removeItem(key);
}

function readEntry(raw: string | null): JournalEntry | null {
  if (!raw) return null;
  try {
    const parsed = journalEntrySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function keysOf(userId: string | null): string[] {
  const store = storage();
  if (!store) return [];
  const prefix = userId === null ? PREFIX : `${PREFIX}${encodeURIComponent(userId)}:`;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** A user's journaled texts, oldest first (unreadable entries are skipped, never thrown). */
export function journalEntries(userId: string): JournalEntry[] {
  const store = storage();
  if (!store) return [];
  return keysOf(userId)
    .map((k) => readEntry(store.getItem(k)))
    .filter((e): e is JournalEntry => e !== null && e.userId === userId)
    .sort((a, b) => a.at - b.at);
}

/** The journaled text of one section, if any (what a builder shows before the mirror has it). */
export function journalText(userId: string, storyId: string, sectionId: string): string | null {
  return readEntry(storage()?.getItem(keyOf({ userId, storyId, sectionId })) ?? null)?.text ?? null;
}

/** Forgets a user's journal (sign-out); with no user, every user's. */
export function journalClear(userId: string | null): void {
  const store = storage();
  for (const key of keysOf(userId)) store?.removeItem(key);
}

/** Forgets every journaled text of a story (it was deleted on this device). */
export function journalDropStory(storyId: string): void {
  const store = storage();
  for (const key of keysOf(null)) if (key.includes(`:${storyId}:`)) store?.removeItem(key);
}
