// Which section writers are alive, in this tab and in every other tab of this origin. A journal
// entry belongs to the writer that typed it; while that writer lives, its own write path will
// put the text in the mirror, and a replay from another tab would write an older text over a
// newer one (and call it "typed last"). Each writer holds a Web Lock named after it for its
// life; a tab that dies releases its locks, and only then is its journal for others to replay.

const PREFIX = 'storystack:writer:';

interface LockInfoLike {
  name?: string;
}
interface LockManagerLike {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
  query(): Promise<{ held?: LockInfoLike[]; pending?: LockInfoLike[] }>;
}

function lockManager(): LockManagerLike | undefined {
  return (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
}

const liveHere = new Map<string, () => void>();

/** Marks a writer alive until the returned function is called. */
export function holdWriterAlive(id: string): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  liveHere.set(id, release);
  void lockManager()
    ?.request(PREFIX + id, () => held)
    .catch(() => undefined);
  return () => {
    liveHere.delete(id);
    release();
  };
}

/** Ids of the writers alive now, here and in other tabs (where the browser can tell). */
export async function liveWriterIds(): Promise<Set<string>> {
  const ids = new Set(liveHere.keys());
  const locks = lockManager();
  if (!locks) return ids;
  try {
    const state = await locks.query();
    for (const lock of [...(state.held ?? []), ...(state.pending ?? [])])
      if (lock.name?.startsWith(PREFIX)) ids.add(lock.name.slice(PREFIX.length));
  } catch {
    // No answer: only this tab's writers are known to be alive.
  }
  return ids;
}
