// Writes section text through to the local mirror as the user types. Every change is queued at
// once, written within `delayMs` (coalesced per section), written in order, retried on failure,
// and flushed immediately on blur, tab hide, page hide and unmount, so closing the tab
// mid-sentence loses at most the keystroke being written.

export type WriteState = 'idle' | 'saving' | 'saved' | 'error';

export interface StoryWriterDeps {
  /** The story's id, creating the story first when it does not exist yet. */
  ensureStory(): Promise<string>;
  writeSection(storyId: string, sectionId: string, text: string): Promise<void>;
  onState(state: WriteState): void;
  /** Called synchronously with every queued text (the synchronous safety net). */
  onQueued?(sectionId: string, text: string): void;
  /** Called once a text is durable in the mirror. */
  onDurable?(storyId: string, sectionId: string, text: string): void;
  onError(error: unknown): void;
  delayMs?: number;
  retryMs?: number;
}

export class StoryWriter {
  private readonly pending = new Map<string, string>();
  private inFlight: { sectionId: string; text: string } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private disposed = false;
  private failedOnce = false;

  constructor(private readonly deps: StoryWriterDeps) {}

  /** Queue the latest text of a section. */
  set(sectionId: string, text: string): void {
    if (this.disposed) return;
    this.pending.set(sectionId, text);
    this.deps.onQueued?.(sectionId, text);
    this.deps.onState('saving');
    if (this.timer === null) this.timer = setTimeout(() => void this.flush(), this.deps.delayMs ?? 100);
  }

  /** Text not yet durable for a section (queued or being written), if any. */
  unsaved(sectionId: string): string | undefined {
    if (this.pending.has(sectionId)) return this.pending.get(sectionId);
    return this.inFlight?.sectionId === sectionId ? this.inFlight.text : undefined;
  }

  hasUnsaved(): boolean {
    return this.pending.size > 0 || this.inFlight !== null;
  }

  /** Write everything queued now; resolves when all of it is durable (or has failed). */
  flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.running) return this.running.then(() => (this.pending.size > 0 ? this.flush() : undefined));
    if (this.pending.size === 0) return Promise.resolve();
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stop writing (after the story was deleted). Queued text is dropped on purpose. */
  dispose(): void {
    this.disposed = true;
    this.pending.clear();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0 && !this.disposed) {
      const [sectionId, text] = this.pending.entries().next().value as [string, string];
      this.pending.delete(sectionId);
      this.inFlight = { sectionId, text };
      try {
        const id = await this.deps.ensureStory();
        await this.deps.writeSection(id, sectionId, text);
        this.failedOnce = false;
        this.deps.onDurable?.(id, sectionId, text);
      } catch (error) {
        // Keep the text (unless newer text arrived meanwhile) and try again shortly.
        if (!this.pending.has(sectionId)) this.pending.set(sectionId, text);
        this.inFlight = null;
        if (!this.failedOnce) this.deps.onError(error);
        this.failedOnce = true;
        this.deps.onState('error');
        if (this.timer === null && !this.disposed) {
          this.timer = setTimeout(() => void this.flush(), this.deps.retryMs ?? 2000);
        }
        return;
      }
      this.inFlight = null;
    }
    if (!this.disposed) this.deps.onState(this.pending.size > 0 ? 'saving' : 'saved');
  }
}
