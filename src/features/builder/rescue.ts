// A synchronous safety net for the last keystrokes before a tab dies. IndexedDB writes are
// asynchronous, and a write started while the page is being torn down may never commit; a
// localStorage write is synchronous. Each keystroke's text is kept here until the mirror holds
// it, and any text left over (the tab was closed or crashed mid-write) is written to the mirror
// the next time the app or the story opens. A replayed write goes through the outbox like any
// other, so if the server moved on meanwhile the conflict handling surfaces it.
import { db } from '../../data/db';
import { updateStorySection } from '../../data/stories';

const PREFIX = 'storystack:unsaved:';

type Sections = Record<string, string>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readUnsaved(storyId: string): Sections {
  const raw = storage()?.getItem(PREFIX + storyId);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const out: Sections = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') out[k] = v;
    return out;
  } catch {
    return {};
  }
}

function writeAll(storyId: string, sections: Sections): void {
  const store = storage();
  if (!store) return;
  try {
    if (Object.keys(sections).length === 0) store.removeItem(PREFIX + storyId);
    else store.setItem(PREFIX + storyId, JSON.stringify(sections));
  } catch {
    // Quota or privacy mode: IndexedDB remains the store of record.
  }
}

/** Keep a section's newest text until the mirror has it (synchronous). */
export function keepUnsaved(storyId: string, sectionId: string, text: string): void {
  writeAll(storyId, { ...readUnsaved(storyId), [sectionId]: text });
}

/** The mirror now holds `text` for the section: forget it unless newer text was kept since. */
export function forgetUnsaved(storyId: string, sectionId: string, text: string): void {
  const current = readUnsaved(storyId);
  if (current[sectionId] !== text) return;
  delete current[sectionId];
  writeAll(storyId, current);
}

export function forgetStory(storyId: string): void {
  writeAll(storyId, {});
}

/** Writes every left-over text into the mirror (stories that no longer exist are dropped). */
export async function replayUnsaved(): Promise<void> {
  const store = storage();
  if (!store) return;
  const ids: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) ids.push(key.slice(PREFIX.length));
  }
  for (const id of ids) {
    const row = await db.stories.get(id);
    if (!row || row.deleted_at) {
      forgetStory(id);
      continue;
    }
    for (const [sectionId, text] of Object.entries(readUnsaved(id))) {
      const stored = typeof row.content === 'object' && row.content ? row.content[sectionId] : undefined;
      if (stored !== text) await updateStorySection(id, sectionId, text);
      forgetUnsaved(id, sectionId, text);
    }
  }
}
