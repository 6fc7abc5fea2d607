// The keystroke queue: writes a story's text through to the mirror on every keystroke. set()
// journals the text synchronously (journal.ts) and starts the IndexedDB write at once;
// keystrokes that arrive while a write is in flight coalesce per place into the next one. Each section
// remembers the text this writer last knew the mirror to hold, so a write over text that someone
// else put there (another tab, a replay) becomes a conflict instead of an overwrite.
import { dataDeps } from '../mirror/clock';
import type { StoryInput } from '../mirror/types';
import { isPermanentRefusal, isQuotaError } from './errors';
import { journalPut, journalSettle } from './journal';
import { holdWriterAlive } from './liveness';
import type { TextWrite, TextWriteResult } from './transaction';
import { durableTimeOf, writeInWorker } from './worker-transport';

/**
 * error: a write failed and is retried; held: the text waits for the user (over a limit, signed
 * out); full: the device is out of storage space (the text is kept in memory and retried).
 */
export type WriteState = 'idle' | 'saving' | 'saved' | 'error' | 'held' | 'full';

export interface StoryTextWriterDeps {
  userId: string;
  /** The story's id; for a new story, the id it will be created with. */
  storyId: string;
  /** How to create the story when it is not in the mirror yet (null: it must exist). */
  create(): StoryInput | null;
  write?(w: TextWrite): Promise<TextWriteResult>;
  onState(state: WriteState): void;
  onError(error: unknown): void;
  /** A write met text it did not expect: a conflict record now holds both texts. */
  onConflict?(sectionId: string): void;
  /**
   * The device refused (or again accepts) to store text: the journal (localStorage) or the mirror
   * (IndexedDB) is full. Refused text is kept in memory and written once there is space.
   */
  onStorageFull?(full: StorageFull): void;
  retryMs?: number;
  now?(): number;
}

export interface StorageFull {
  journal: boolean;
  mirror: boolean;
}

/** User Timing name of "keystroke queued → durable in IndexedDB" (read by bench/). */
export const KEYSTROKE_DURABLE_MEASURE = 'storystack:keystroke-durable';

const live = new Set<StoryTextWriter>();

/** Writes what every open writer still holds (before sign-out counts what is unsynced). */
export async function flushAllWriters(): Promise<void> {
  await Promise.all([...live].map((w) => w.flush()));
}

/** Stops every writer (sign-out): nothing typed after this point is written to the device. */
export function disposeAllWriters(): void {
  for (const w of [...live]) w.dispose();
}

interface Pending {
  text: string;
  queuedAt: number;
  /** Keystrokes this write makes durable (coalesced while another write was in flight). */
  keystrokes: number;
}

export class StoryTextWriter {
  private readonly pending = new Map<string, Pending>();
  /** Per section, the text this writer last knew the mirror to hold. */
  private readonly known = new Map<string, string>();
  private inFlight: { sectionId: string; text: string } | null = null;
  private running: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private failedOnce = false;
  private closing = false;
  /** This writer's id in the journal; other tabs leave its entries alone while it lives. */
  readonly id = dataDeps.uuid();
  private readonly releaseAlive: () => void;

  constructor(private readonly deps: StoryTextWriterDeps) {
    live.add(this);
    this.releaseAlive = holdWriterAlive(this.id);
  }

  get storyId(): string {
    return this.deps.storyId;
  }

  /**
   * Queues the newest text of a section. `previous` is the text shown before this change: what
   * the edit was typed on top of, the first time this writer touches the section.
   */
  set(sectionId: string, text: string, previous: string): void {
    if (this.disposed || this.closing) return;
    if (!this.known.has(sectionId)) this.known.set(sectionId, previous);
    const now = this.now();
    const create = this.deps.create();
    // If the renderer dies now, the mirror holds either the last durable text or the one in
    // flight: a replay accepts both as what this text was typed on.
    const inFlight = this.inFlight?.sectionId === sectionId ? this.inFlight.text : null;
    const journaled = journalPut({
      userId: this.deps.userId,
      storyId: this.deps.storyId,
      sectionId,
      text,
      expected: this.known.get(sectionId) ?? previous,
      orInFlight: inFlight,
      create: create ?? null,
      at: now,
      owner: this.id,
    });
    this.setFull({ journal: !journaled });
    const earlier = this.pending.get(sectionId);
    this.pending.set(sectionId, {
      text,
      queuedAt: earlier?.queuedAt ?? now,
      keystrokes: (earlier?.keystrokes ?? 0) + 1,
    });
    this.deps.onState('saving');
    void this.flush();
  }

  /**
   * The user starts editing a place afresh from what the mirror holds now (`stored`): the
   * following edits are typed on top of it. Ignored while text of the place is still unsaved.
   */
  rebase(sectionId: string, stored: string): void {
    if (this.unsaved(sectionId) !== undefined) return;
    this.known.set(sectionId, stored);
  }

  /** Text not yet durable for a section (queued or being written), if any. */
  unsaved(sectionId: string): string | undefined {
    if (this.pending.has(sectionId)) return this.pending.get(sectionId)?.text;
    return this.inFlight?.sectionId === sectionId ? this.inFlight.text : undefined;
  }

  hasUnsaved(): boolean {
    return this.pending.size > 0 || this.inFlight !== null;
  }

  /** Writes everything queued; resolves when all of it is durable (or has failed). */
  flush(): Promise<void> {
    if (this.retryTimer !== null) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    if (this.running)
      return this.running.then(() => (this.pending.size > 0 && !this.disposed ? this.flush() : undefined));
    if (this.pending.size === 0 || this.disposed) return Promise.resolve();
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Leaving the story (the builder unmounts): everything queued is written first, then the writer
   * stops. Coalesced keystrokes must reach the mirror (and so the outbox) now, not only the
   * journal until the story is opened again.
   */
  async close(): Promise<void> {
    this.closing = true;
    try {
      await this.flush();
    } finally {
      this.dispose();
    }
  }

  /** Stops writing at once (the story is being deleted here, or the user signed out). */
  dispose(): void {
    this.disposed = true;
    this.pending.clear();
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    live.delete(this);
    this.releaseAlive();
  }

  private readonly full: StorageFull = { journal: false, mirror: false };

  private setFull(change: Partial<StorageFull>): void {
    const next = { ...this.full, ...change };
    if (next.journal === this.full.journal && next.mirror === this.full.mirror) return;
    Object.assign(this.full, next);
    this.deps.onStorageFull?.({ ...next });
  }

  private now(): number {
    return this.deps.now?.() ?? performance.now();
  }

  private async drain(): Promise<void> {
    const write = this.deps.write ?? writeInWorker;
    while (this.pending.size > 0 && !this.disposed) {
      const [sectionId, item] = this.pending.entries().next().value as [string, Pending];
      this.pending.delete(sectionId);
      this.inFlight = { sectionId, text: item.text };
      const expected = this.known.get(sectionId) ?? '';
      const request: TextWrite = {
        userId: this.deps.userId,
        storyId: this.deps.storyId,
        sectionId,
        text: item.text,
        expected,
        create: this.deps.create(),
      };
      let result: TextWriteResult;
      const sentAt = this.now();
      try {
        result = await write(request);
      } catch (error) {
        this.inFlight = null;
        if (!this.pending.has(sectionId)) this.pending.set(sectionId, item);
        const full = isQuotaError(error);
        this.setFull({ mirror: full }); // the user is told by onStorageFull, not by a generic error
        if (!full && !this.failedOnce) this.deps.onError(error);
        this.failedOnce = true;
        // A signed-out device, a story that is not here or text over a limit will not heal by
        // retrying; the text stays in the journal and on screen (the next keystroke writes again).
        const permanent = isPermanentRefusal(error);
        this.deps.onState(permanent ? 'held' : full ? 'full' : 'error');
        if (!permanent && !this.disposed)
          this.retryTimer = setTimeout(() => void this.flush(), this.deps.retryMs ?? 2000);
        return;
      }
      this.inFlight = null;
      this.failedOnce = false;
      this.setFull({ mirror: false });
      this.known.set(sectionId, item.text);
      journalSettle(request);
      if (typeof performance !== 'undefined' && performance.measure) {
        try {
          // From the oldest keystroke of the write: an upper bound for each of its keystrokes.
          const timing = durableTimeOf(request);
          performance.measure(KEYSTROKE_DURABLE_MEASURE, {
            start: item.queuedAt,
            end: timing?.durableAt ?? this.now(),
            // phases: where the time went (bench/browser); waited: queued behind a write in flight.
            detail: { keystrokes: item.keystrokes, phases: timing?.phases ?? null, sentAt: sentAt - item.queuedAt },
          });
        } catch {
          // An injected clock that is not performance.now(): nothing to measure against.
        }
      }
      if (result === 'conflict') this.deps.onConflict?.(sectionId);
    }
    if (!this.disposed) this.deps.onState(this.pending.size > 0 ? 'saving' : 'saved');
  }
}
