// The one write path of story text, its journal, and the paths where text used to be lost or
// silently overwritten (issue 7, part 3).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { resolveConflict } from '../../../../src/data/mirror/attention';
import { setDataDeps } from '../../../../src/data/mirror/clock';
import { createDatabase, type StoryStackDb } from '../../../../src/data/mirror/db';
import { journalPut } from '../../../../src/data/story-text/journal';
import {
  StoryTextWriter,
  SignedOutError,
  disposeAllWriters,
  flushAllWriters,
  journalEntries,
  replayJournal,
  unwrittenJournalText,
  isQuotaError,
  writeStoryText,
} from '../../../../src/data/story-text';
import { STORY_CONTENT_MAX_CHARS, STORY_TOO_LONG_MESSAGE, TITLE_MAX_CHARS } from '../../../../src/domain/limits';
import { GENERATED_PLACE, TITLE_PLACE } from '../../../../src/domain/story-places';
import { rememberUser } from '../../../../src/data/remote/session-cache';
import { createStory, deleteStory } from '../../../../src/data/mirror/stories';
import { restoreStory } from '../../../../src/data/mirror/recently-deleted';
import type { MutationEntry, StoryRow } from '../../../../src/data/mirror/types';
import { clearDevice, countUnsyncedWork } from '../../../../src/data/mirror/unsynced';

const USER = '11111111-1111-4111-8111-111111111111';
let n = 0;
let db: StoryStackDb;

beforeEach(async () => {
  localStorage.clear();
  db = createDatabase(`section-writes-${n++}`);
  await rememberUser({ id: USER, email: 'coach@example.com', role: 'coach', name: 'Coach' }, db);
});
afterEach(() => {
  disposeAllWriters();
  setDataDeps();
});

const sectionOf = async (id: string, key: string) => {
  const row = await db.stories.get(id);
  return typeof row?.content === 'object' ? row.content[key] : undefined;
};

/** A story the server has (base set), as after a pull. */
async function syncedStory(content: Record<string, string>): Promise<string> {
  const id = await createStory({ title: 'Shared', framework_type: 'backstory', content }, db);
  const row = (await db.stories.get(id)) as StoryRow;
  const server = { ...row, version: 3, base: null };
  await db.stories.put({ ...row, version: 3, base: server });
  await db.outbox.clear();
  return id;
}

function writerFor(storyId: string, create: () => object | null = () => null) {
  return new StoryTextWriter({
    userId: USER,
    storyId,
    create: create as never,
    write: (w) => writeStoryText(w, db),
    onState: () => undefined,
    onError: () => undefined,
    retryMs: 10,
  });
}

describe('write-through with a journal', () => {
  it('journals a keystroke synchronously and forgets it once the mirror holds it', async () => {
    const id = await syncedStory({ overview: '' });
    const writer = writerFor(id);
    writer.set('overview', 'I', '');
    // Before any await: the text is in the journal.
    expect(journalEntries(USER).map((e) => e.text)).toEqual(['I']);
    await writer.flush();
    expect(await sectionOf(id, 'overview')).toBe('I');
    expect(journalEntries(USER)).toEqual([]);
  });

  it('writes without a debounce and coalesces what arrives while a write is in flight', async () => {
    const id = await syncedStory({ overview: '' });
    const writes: string[] = [];
    const writer = new StoryTextWriter({
      userId: USER,
      storyId: id,
      create: () => null,
      write: async (w) => {
        writes.push(w.text);
        return writeStoryText(w, db);
      },
      onState: () => undefined,
      onError: () => undefined,
    });
    writer.set('overview', 'a', '');
    writer.set('overview', 'ab', 'a');
    writer.set('overview', 'abc', 'ab');
    await writer.flush();
    expect(writes).toEqual(['a', 'abc']);
    expect(await sectionOf(id, 'overview')).toBe('abc');
  });

  it('protects the first keystrokes of a new story and creates it from the journal', async () => {
    const id = '22222222-2222-4222-8222-222222222222';
    // The tab died right after the first keystroke was journaled: no row exists yet.
    journalPut({
      userId: USER,
      storyId: id,
      sectionId: 'overview',
      text: 'We started in a garage',
      expected: '',
      orInFlight: null,
      create: { id, title: 'Untitled Backstory', framework_type: 'backstory', content: {} },
      at: 1,
    });
    expect(await db.stories.get(id)).toBeUndefined();
    expect(await replayJournal(USER, {}, db)).toBe(1);
    expect(await db.stories.get(id)).toMatchObject({ title: 'Untitled Backstory', framework_type: 'backstory' });
    expect(await sectionOf(id, 'overview')).toBe('We started in a garage');
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect(entry).toMatchObject({ op: 'insert', rowId: id, userId: USER });
    expect(journalEntries(USER)).toEqual([]);
  });

  it('a replay that meets newer text makes a conflict, never an overwrite', async () => {
    const id = await syncedStory({ origin: 'newer text from the phone' });
    journalPut({
      userId: USER,
      storyId: id,
      sectionId: 'origin',
      text: 'old text typed before the crash',
      expected: 'what the laptop saw',
      orInFlight: null,
      create: null,
      at: 1,
    });
    await replayJournal(USER, {}, db);
    const [conflict] = await db.conflicts.toArray();
    expect(conflict.conflicts).toEqual([
      {
        field: 'content',
        key: 'origin',
        base: 'what the laptop saw',
        mine: 'old text typed before the crash',
        theirs: 'newer text from the phone',
      },
    ]);
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect(entry.state).toBe('held');
  });

  it('a replay after a crash mid-write accepts the text that was in flight', async () => {
    const id = await syncedStory({ origin: 'abc' }); // the in-flight write landed
    journalPut({
      userId: USER,
      storyId: id,
      sectionId: 'origin',
      text: 'abcd',
      expected: 'ab',
      orInFlight: 'abc',
      create: null,
      at: 1,
    });
    await replayJournal(USER, {}, db);
    expect(await sectionOf(id, 'origin')).toBe('abcd');
    expect(await db.conflicts.count()).toBe(0);
  });
});

describe('leaving the builder (issue 21, item 10)', () => {
  it('writes the coalesced keystrokes to the mirror and the outbox before the writer stops', async () => {
    const id = await syncedStory({ overview: '' });
    const writer = writerFor(id);
    writer.set('overview', 'a', '');
    writer.set('overview', 'ab', 'a'); // coalesced behind the write of 'a'
    writer.set('overview', 'abc', 'ab');
    await writer.close();
    expect(await sectionOf(id, 'overview')).toBe('abc');
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect((entry.values.content as Record<string, string>).overview).toBe('abc');
    expect(journalEntries(USER)).toEqual([]);
    writer.set('overview', 'after leaving', 'abc');
    await writer.flush();
    expect(await sectionOf(id, 'overview')).toBe('abc');
  });
});

describe('a device out of storage space (issue 21, item 11)', () => {
  it('says so when the journal is refused, and still writes the text to the mirror', async () => {
    const id = await syncedStory({ overview: '' });
    const reports: unknown[] = [];
    const errors: unknown[] = [];
    const storage = localStorage as unknown as { quotaChars: number };
    storage.quotaChars = 50;
    try {
      const writer = new StoryTextWriter({
        userId: USER,
        storyId: id,
        create: () => null,
        write: (w) => writeStoryText(w, db),
        onState: () => undefined,
        onError: (e) => errors.push(e),
        onStorageFull: (full) => reports.push(full),
      });
      writer.set('overview', 'typed on a full device', '');
      expect(reports).toEqual([{ journal: true, mirror: false }]);
      await writer.flush();
      expect(await sectionOf(id, 'overview')).toBe('typed on a full device');
      expect(errors).toEqual([]);
    } finally {
      storage.quotaChars = Infinity;
    }
  });

  it('keeps the text in memory and the journal while the mirror is full, and writes it once there is room', async () => {
    const id = await syncedStory({ overview: '' });
    let full = true;
    const reports: unknown[] = [];
    const states: string[] = [];
    const errors: unknown[] = [];
    const writer = new StoryTextWriter({
      userId: USER,
      storyId: id,
      create: () => null,
      write: (w) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return writeStoryText(w, db);
      },
      onState: (st) => states.push(st),
      onError: (e) => errors.push(e),
      onStorageFull: (f) => reports.push(f),
      retryMs: 5,
    });
    writer.set('overview', 'every word of it', '');
    await writer.flush();
    expect(states.at(-1)).toBe('full');
    expect(reports).toEqual([{ journal: false, mirror: true }]);
    expect(errors).toEqual([]); // no generic "Failed to save section"
    expect(writer.unsaved('overview')).toBe('every word of it');
    expect(journalEntries(USER).map((e) => e.text)).toEqual(['every word of it']);

    full = false; // the user freed space
    await writer.flush();
    expect(await sectionOf(id, 'overview')).toBe('every word of it');
    expect(reports.at(-1)).toEqual({ journal: false, mirror: false });
    expect(states.at(-1)).toBe('saved');
  });

  it('knows a quota refusal wrapped by Dexie, and not other failures', () => {
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError(new Error('network'))).toBe(false);
  });
});

describe('the title and the generated story go through the same path (issue 21, item 3)', () => {
  /** A synced story last changed an hour ago (so the next change starts a new sitting). */
  async function storyWith(fields: Partial<StoryRow>): Promise<string> {
    const id = await syncedStory({ hook: 'h' });
    const row = (await db.stories.get(id)) as StoryRow;
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const next = { ...row, ...fields, updated_at: hourAgo, created_at: hourAgo };
    const { base: _base, ...server } = next;
    await db.stories.put({ ...next, base: server });
    return id;
  }

  it("an edit of the generated story over another device's edit is a conflict, journaled and versioned", async () => {
    const id = await storyWith({ generated_content: 'Generated v1.' });
    const writer = writerFor(id);
    writer.rebase(GENERATED_PLACE, 'Generated v1.'); // Edit Story on what this tab showed
    // Meanwhile a pull brought the phone's edit.
    const row = (await db.stories.get(id)) as StoryRow;
    await db.stories.put({ ...row, generated_content: 'Generated v1, edited on the phone.' });

    writer.set(GENERATED_PLACE, 'Generated v1, edited on the laptop.', 'Generated v1.');
    expect(journalEntries(USER).map((e) => [e.sectionId, e.text])).toEqual([
      [GENERATED_PLACE, 'Generated v1, edited on the laptop.'],
    ]);
    await writer.flush();
    const after = (await db.stories.get(id)) as StoryRow;
    expect(after.generated_content).toBe('Generated v1, edited on the laptop.');
    const [conflict] = await db.conflicts.toArray();
    expect(conflict.conflicts).toEqual([
      {
        field: 'generated_content',
        key: null,
        base: 'Generated v1.',
        mine: 'Generated v1, edited on the laptop.',
        theirs: 'Generated v1, edited on the phone.',
      },
    ]);
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect(entry).toMatchObject({
      state: 'held',
      values: { generated_content: 'Generated v1, edited on the laptop.' },
    });
    const versions = await db.versions.toArray();
    expect(versions.map((v) => v.generated_content)).toEqual(['Generated v1, edited on the phone.']);

    await resolveConflict(conflict.id, [{ pick: 'theirs' }], db);
    expect((await db.stories.get(id))?.generated_content).toBe('Generated v1, edited on the phone.');
    expect((await db.conflicts.get(conflict.id))?.conflicts[0].mine).toBe('Generated v1, edited on the laptop.');
  });

  it('writes the title with every keystroke, journaled, and makes a clash with another tab a conflict', async () => {
    const id = await storyWith({ title: 'Bakery' });
    const writer = writerFor(id);
    writer.set(TITLE_PLACE, 'Bakery d', 'Bakery');
    expect(journalEntries(USER)[0]).toMatchObject({ sectionId: TITLE_PLACE, text: 'Bakery d' });
    await writer.flush();
    expect((await db.stories.get(id))?.title).toBe('Bakery d');
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect(entry.values).toEqual({ title: 'Bakery d' });

    // Another tab renames it; this tab keeps typing on what it last wrote.
    await writeStoryText(
      { userId: USER, storyId: id, sectionId: TITLE_PLACE, text: 'Bread', expected: 'Bakery d' },
      db,
    );
    writer.set(TITLE_PLACE, 'Bakery da', 'Bakery d');
    await writer.flush();
    const [conflict] = await db.conflicts.toArray();
    expect(conflict.conflicts[0]).toMatchObject({ field: 'title', key: null, mine: 'Bakery da', theirs: 'Bread' });
    expect(conflict.theirs.title).toBe('Bread');
  });

  it('refuses a title over the limit without writing it', async () => {
    const id = await storyWith({ title: 'Short' });
    await expect(
      writeStoryText(
        { userId: USER, storyId: id, sectionId: TITLE_PLACE, text: 'x'.repeat(TITLE_MAX_CHARS + 1), expected: 'Short' },
        db,
      ),
    ).rejects.toThrow();
    expect((await db.stories.get(id))?.title).toBe('Short');
  });
});

describe('a merge by hand over the story limit (issue 21, item 12)', () => {
  it('is refused with the limit message, changes nothing, and later keystrokes are still written', async () => {
    const id = await syncedStory({ origin: 'base', other: 'x'.repeat(STORY_CONTENT_MAX_CHARS - 100) });
    const tabB = writerFor(id);
    await writeStoryText({ userId: USER, storyId: id, sectionId: 'origin', text: 'tab A', expected: 'base' }, db);
    tabB.set('origin', 'tab B', 'base');
    await tabB.flush();
    const [conflict] = await db.conflicts.toArray();
    const before = await db.stories.get(id);

    const merged = 'tab A and tab B '.repeat(20); // 320 characters: the story would pass the limit
    const refusal = await resolveConflict(conflict.id, [{ pick: 'merged', value: merged }], db).catch((e) => e);
    expect(refusal).toBeInstanceOf(ZodError);
    expect((refusal as ZodError).issues[0].message).toBe(STORY_TOO_LONG_MESSAGE);
    expect((await db.conflicts.get(conflict.id))?.state).toBe('open');
    expect(await db.stories.get(id)).toEqual(before);

    const states: string[] = [];
    const later = new StoryTextWriter({
      userId: USER,
      storyId: id,
      create: () => null,
      write: (w) => writeStoryText(w, db),
      onState: (st) => states.push(st),
      onError: () => undefined,
    });
    later.set('hook', 'a later keystroke', '');
    await later.flush();
    expect(states.at(-1)).toBe('saved');
    expect(await sectionOf(id, 'hook')).toBe('a later keystroke');
  });
});

describe('text over the story limit', () => {
  it('is refused before it reaches the mirror or the outbox, with the limit message, and kept in the journal', async () => {
    const id = await syncedStory({ transcript: 'short' });
    const errors: unknown[] = [];
    let attempts = 0;
    const writer = new StoryTextWriter({
      userId: USER,
      storyId: id,
      create: () => null,
      write: (w) => {
        attempts++;
        return writeStoryText(w, db);
      },
      onState: () => undefined,
      onError: (e) => errors.push(e),
      retryMs: 5,
    });
    const tooLong = 'x'.repeat(STORY_CONTENT_MAX_CHARS + 1);
    writer.set('transcript', tooLong, 'short');
    await writer.flush();
    const tried = attempts;
    await new Promise((r) => setTimeout(r, 30));
    expect(attempts).toBe(tried); // no retry loop: it waits for the user to shorten it
    expect(String((errors[0] as Error).message)).toContain(STORY_TOO_LONG_MESSAGE);
    expect(await sectionOf(id, 'transcript')).toBe('short');
    expect(await db.outbox.count()).toBe(0);
    expect(writer.unsaved('transcript')).toBe(tooLong);
    // The writer's own tab holds it; after a reload (the writer is gone) the builder shows it.
    expect(await unwrittenJournalText(USER, id)).toEqual([]);
    writer.dispose();
    expect(await unwrittenJournalText(USER, id)).toEqual([{ sectionId: 'transcript', text: tooLong }]);

    // A replay after a reload does not throw and leaves the text for the builder to show.
    await expect(replayJournal(USER, { storyId: id }, db)).resolves.toBe(0);
    expect(await unwrittenJournalText(USER, id)).toHaveLength(1);

    // Shortened, it is written and the journal lets go.
    const reopened = writerFor(id);
    reopened.set('transcript', tooLong.slice(0, 1000), tooLong);
    await reopened.flush();
    expect(await sectionOf(id, 'transcript')).toBe(tooLong.slice(0, 1000));
    expect(await unwrittenJournalText(USER, id)).toEqual([]);
  });
});

describe('a tab opened while another tab types (issue 21, item 9)', () => {
  it("does not replay a live writer's journal entry over the newer text that writer wrote", async () => {
    const id = await syncedStory({ origin: 'ab' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    // Tab A: its write of 'abc' is on its way; the mirror already holds A's newer 'abcd'
    // (its worker committed it, the journal is not settled yet).
    const tabA = new StoryTextWriter({
      userId: USER,
      storyId: id,
      create: () => null,
      write: async (w) => {
        await gate;
        return writeStoryText(w, db);
      },
      onState: () => undefined,
      onError: () => undefined,
    });
    tabA.set('origin', 'abc', 'ab');
    await writeStoryText({ userId: USER, storyId: id, sectionId: 'origin', text: 'abcd', expected: 'ab' }, db);

    // Tab B opens: its replay leaves A's entry to A.
    await expect(replayJournal(USER, {}, db)).resolves.toBe(0);
    expect(await sectionOf(id, 'origin')).toBe('abcd');
    expect(await db.conflicts.count()).toBe(0);
    release();
    tabA.dispose();
  });

  it("replays the entry once its writer's tab is gone", async () => {
    const id = await syncedStory({ origin: 'ab' });
    const gate = new Promise<never>(() => undefined);
    const tabA = new StoryTextWriter({
      userId: USER,
      storyId: id,
      create: () => null,
      write: () => gate,
      onState: () => undefined,
      onError: () => undefined,
    });
    tabA.set('origin', 'abc typed before the crash', 'ab');
    tabA.dispose(); // the tab died: its lock and its writer are gone, the journal stays
    await expect(replayJournal(USER, {}, db)).resolves.toBe(1);
    expect(await sectionOf(id, 'origin')).toBe('abc typed before the crash');
  });
});

describe('two tabs on one story', () => {
  it('a section draft in one tab does not overwrite what the other tab typed there', async () => {
    const id = await syncedStory({ origin: 'start' });
    const tabA = writerFor(id);
    const tabB = writerFor(id);
    tabA.set('origin', 'start, typed in A', 'start');
    await tabA.flush();
    // Tab B still shows "start" (its own draft) and types on top of it.
    tabB.set('origin', 'start, typed in B', 'start');
    await tabB.flush();
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({ source: 'other-tab', state: 'open' });
    expect(conflict.conflicts[0]).toMatchObject({ mine: 'start, typed in B', theirs: 'start, typed in A' });
    // Both texts are kept: B's in the row, A's in the conflict record.
    expect(await sectionOf(id, 'origin')).toBe('start, typed in B');
  });
});

describe('resolving a conflict', () => {
  it('keeps text typed into the section while the conflict was open', async () => {
    const id = await syncedStory({ origin: 'start' });
    const tabA = writerFor(id);
    const tabB = writerFor(id);
    tabA.set('origin', 'A text', 'start');
    await tabA.flush();
    tabB.set('origin', 'B text', 'start');
    await tabB.flush();
    // The user keeps typing in tab B while the conflict is open.
    tabB.set('origin', 'B text, and more written after the conflict', 'B text');
    await tabB.flush();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, [{ pick: 'mine' }], db);
    expect(await sectionOf(id, 'origin')).toBe('B text, and more written after the conflict');
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect(entry).toMatchObject({ state: 'queued', baseVersion: 3 });
    expect((entry.values.content as Record<string, string>).origin).toBe('B text, and more written after the conflict');
  });

  it('choosing theirs keeps the newer mine reachable in the resolved record', async () => {
    const id = await syncedStory({ origin: 'start' });
    const tabA = writerFor(id);
    const tabB = writerFor(id);
    tabA.set('origin', 'A text', 'start');
    await tabA.flush();
    tabB.set('origin', 'B text', 'start');
    await tabB.flush();
    tabB.set('origin', 'B text typed later', 'B text');
    await tabB.flush();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, [{ pick: 'theirs' }], db);
    expect(await sectionOf(id, 'origin')).toBe('A text');
    const resolved = await db.conflicts.get(conflict.id);
    expect(resolved?.conflicts[0].mine).toBe('B text typed later');
  });
});

describe('a story deleted on another device while this one kept typing', () => {
  async function deletedElsewhere(): Promise<string> {
    const id = await syncedStory({ origin: 'before' });
    const row = (await db.stories.get(id)) as StoryRow;
    // What a pull of the tombstone leaves in the mirror.
    const tombstone = { ...row, version: 4, deleted_at: '2026-11-22T10:00:00.000Z', base: null };
    await db.stories.put({ ...tombstone, base: tombstone });
    return id;
  }

  it('keeps the text and asks: restore the story with it, or discard', async () => {
    const id = await deletedElsewhere();
    const writer = writerFor(id);
    writer.set('origin', 'before, and the end of the story', 'before');
    await writer.flush();
    const row = await db.stories.get(id);
    expect(row?.deleted_at).toBeNull();
    expect(await sectionOf(id, 'origin')).toBe('before, and the end of the story');
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({ source: 'deleted-elsewhere', state: 'open' });
    expect(conflict.conflicts[0]).toMatchObject({ field: 'deleted_at', mine: null });
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect(entry.state).toBe('held');

    await resolveConflict(conflict.id, [{ pick: 'mine' }], db);
    const [restore] = (await db.outbox.toArray()) as MutationEntry[];
    expect(restore).toMatchObject({ state: 'queued', baseVersion: 4, values: { deleted_at: null } });
    expect((restore.values.content as Record<string, string>).origin).toBe('before, and the end of the story');
  });

  it('discarding leaves the story deleted and sends nothing, with the text still reachable', async () => {
    const id = await deletedElsewhere();
    const writer = writerFor(id);
    writer.set('origin', 'typed after the deletion', 'before');
    await writer.flush();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, [{ pick: 'theirs' }], db);
    expect((await db.stories.get(id))?.deleted_at).toBe('2026-11-22T10:00:00.000Z');
    expect(await db.outbox.count()).toBe(0);
    const resolved = await db.conflicts.get(conflict.id);
    expect((resolved?.mine.content as Record<string, string>).origin).toBe('typed after the deletion');
  });
});

describe('a story deleted in another tab while this one kept typing (issue 21, item 4)', () => {
  it('is the same visible decision as a deletion elsewhere: restored with the text, held, asked', async () => {
    const id = await syncedStory({ origin: 'before' });
    const states: string[] = [];
    const writer = new StoryTextWriter({
      userId: USER,
      storyId: id,
      create: () => null,
      write: (w) => writeStoryText(w, db),
      onState: (s) => states.push(s),
      onError: () => undefined,
    });
    // The other tab deletes the story (its own writer is stopped first).
    await deleteStory(id, db);
    writer.set('origin', 'before, typed after the other tab deleted it', 'before');
    await writer.flush();
    expect(states.at(-1)).toBe('saved'); // not "Saving…" forever
    const row = await db.stories.get(id);
    expect(row?.deleted_at).toBeNull();
    expect(await sectionOf(id, 'origin')).toBe('before, typed after the other tab deleted it');
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({ source: 'deleted-other-tab', state: 'open' });
    expect(conflict.theirs.deleted_at).toEqual(expect.any(String));
    const entries = (await db.outbox.toArray()) as MutationEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ state: 'held', values: { deleted_at: null } });
    // Typing goes on into the restored story.
    writer.set('origin', 'before, typed after the other tab deleted it. More.', 'x');
    await writer.flush();
    expect(await sectionOf(id, 'origin')).toBe('before, typed after the other tab deleted it. More.');

    await resolveConflict(conflict.id, [{ pick: 'mine' }], db);
    const [restore] = (await db.outbox.toArray()) as MutationEntry[];
    expect(restore.state).toBe('queued');
    expect(restore.values.deleted_at).toBeUndefined(); // the server never heard of the deletion
    expect((restore.values.content as Record<string, string>).origin).toBe(
      'before, typed after the other tab deleted it. More.',
    );
    expect((await db.stories.get(id))?.deleted_at).toBeNull();
  });

  it('is still "another tab" once the server has acknowledged that tab’s deletion', async () => {
    const id = await syncedStory({ origin: 'before' });
    const writer = writerFor(id);
    await deleteStory(id, db);
    // The deletion reached the server before this tab's next keystroke: the row's server copy is
    // deleted too, as a deletion pulled from another device would have it.
    const deleted = (await db.stories.get(id)) as StoryRow;
    await db.stories.put({ ...deleted, version: 4, base: { ...deleted, version: 4, base: null } as never });
    await db.outbox.clear();
    writer.set('origin', 'typed after the deletion', 'before');
    await writer.flush();
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({ source: 'deleted-other-tab', state: 'open' });
  });

  it('is "another device" when the story was deleted here, restored, and then deleted on another device', async () => {
    const id = await syncedStory({ origin: 'before' });
    const writer = writerFor(id);
    await deleteStory(id, db);
    await restoreStory(id, db);
    await db.outbox.clear();
    // Later another device deletes it, and a pull brings that deletion (its own time) here.
    const restored = (await db.stories.get(id)) as StoryRow;
    const elsewhere = { ...restored, deleted_at: new Date(Date.now() + 60_000).toISOString(), version: 6 };
    await db.stories.put({ ...elsewhere, base: { ...elsewhere, base: null } as never });
    writer.set('origin', 'typed after the other device deleted it', 'before');
    await writer.flush();
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({ source: 'deleted-elsewhere', state: 'open' });
  });

  it('letting it go deletes the story and keeps the typed text in the resolved record', async () => {
    const id = await syncedStory({ origin: 'before' });
    const writer = writerFor(id);
    await deleteStory(id, db);
    writer.set('origin', 'typed after the deletion', 'before');
    await writer.flush();
    const [conflict] = await db.conflicts.toArray();
    await resolveConflict(conflict.id, [{ pick: 'theirs' }], db);
    expect((await db.stories.get(id))?.deleted_at).toEqual(expect.any(String));
    const [entry] = (await db.outbox.toArray()) as MutationEntry[];
    expect(entry.values.deleted_at).toEqual(expect.any(String));
    const resolved = await db.conflicts.get(conflict.id);
    expect((resolved?.mine.content as Record<string, string>).origin).toBe('typed after the deletion');
  });
});

describe('sign-out', () => {
  it('counts refused writes, open conflicts and journaled text, not only the queue', async () => {
    const id = await syncedStory({ origin: 'start' });
    await db.attention.add({
      id: 'a1',
      entry: {
        id: 'e1',
        queueKey: `stories:${id}`,
        createdAt: 0,
        attempts: 1,
        nextAttemptAt: 0,
        sent: true,
        state: 'queued',
        lastError: null,
        kind: 'mutation',
        table: 'stories',
        rowId: id,
        op: 'update',
        values: { title: 'refused' },
      },
      localRow: null,
      status: 400,
      message: 'refused',
      createdAt: 0,
    });
    journalPut({ userId: USER, storyId: id, sectionId: 'x', text: 't', expected: '', create: null, at: 1 });
    expect(await countUnsyncedWork(USER, db)).toEqual({ waiting: 1, attention: 1, onlyHere: 0, otherAccount: 0 });
  });

  it('a write in flight after sign-out does not put the text back on the cleared device', async () => {
    const id = await syncedStory({ origin: 'start' });
    const writer = writerFor(id);
    await clearDevice(db);
    writer.set('origin', 'typed by the previous user', 'start');
    await writer.flush();
    await expect(
      writeStoryText({ userId: USER, storyId: id, sectionId: 'origin', text: 'late', expected: 'start' }, db),
    ).rejects.toBeInstanceOf(SignedOutError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.stories.count()).toBe(0);
  });

  it('clears the journal with the device, and disposed writers write nothing more', async () => {
    const id = await syncedStory({ origin: 'start' });
    const writer = writerFor(id);
    writer.set('origin', 'unsaved', 'start');
    await flushAllWriters();
    disposeAllWriters();
    writer.set('origin', 'after dispose', 'unsaved');
    expect(journalEntries(USER).map((e) => e.text)).toEqual([]);
    journalPut({ userId: USER, storyId: id, sectionId: 'x', text: 't', expected: '', create: null, at: 1 });
    await clearDevice(db);
    expect(journalEntries(USER)).toEqual([]);
  });
});
