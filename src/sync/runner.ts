// Runs the engine when asked (triggers), one run at a time, and keeps the indicator store in
// step. A request during a run queues exactly one more run. Retries wake it by timer.
import type { RunReport, SyncEngine } from './engine';
import type { SyncState, SyncStoreState } from './sync-store';

export interface RunnerDeps {
  engine: SyncEngine;
  /** Pending / attention counts straight from the device (for "saved on this device"). */
  counts(): Promise<{ pending: number; attention: number }>;
  isOnline(): boolean;
  now(): number;
  setState(patch: Partial<Omit<SyncStoreState, 'set'>>): void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** Delay that gathers a burst of keystrokes into one push. */
  debounceMs?: number;
  /** Longest a run of keystrokes with no pause waits for its push. */
  maxWaitMs?: number;
  /** Least time between two reads of the waiting count while local writes go on. */
  countsEveryMs?: number;
}

export interface SyncRunner {
  /**
   * Run at once, except while a burst of local writes is being gathered: then the burst's push
   * does it (and pulls if asked). Resolves with the report, or null when folded into the burst.
   */
  request(reason: string, options?: { pull?: boolean }): Promise<RunReport | null>;
  /** A local write committed: show "saved on this device" now and push shortly. */
  noteLocalWrite(): void;
  /** Drains now and resolves when the run (and any queued re-run) has finished. */
  runNow(options?: { pull?: boolean }): Promise<RunReport | null>;
  stop(): void;
}

/**
 * Least time between two reads of the waiting count while local writes go on: the count reads the
 * outbox, which every keystroke's write waits behind (issue 21); once a second is enough to read.
 */
export const COUNTS_EVERY_MS = 1_000;

/** After a pull the server held back, the next pull: 1 s, doubling to 30 s while it stays held. */
export const HELD_BACK_FIRST_MS = 1_000;
export const HELD_BACK_MAX_MS = 30_000;

export function stateFromReport(report: RunReport): SyncState {
  if (report.outcome === 'offline') return 'offline';
  if (report.outcome === 'unreachable') return 'unreachable';
  if (report.attention > 0) return 'attention';
  if (report.outcome === 'synced' && report.pending === 0) return 'synced';
  if (report.outcome === 'synced') return 'attention';
  return 'waiting';
}

export function createSyncRunner(deps: RunnerDeps): SyncRunner {
  let running: Promise<RunReport | null> | null = null;
  let again: { pull: boolean } | null = null;
  let wakeTimer: unknown = null;
  let debounceTimer: unknown = null;
  /** When the debounced push of local writes runs, and when its burst of writes began. */
  let debounceDueAt = 0;
  let burstStartedAt: number | null = null;
  /** A pull asked for while a burst of local writes was gathered: the burst's run pulls. */
  let burstPull = false;
  let countsTimer: unknown = null;
  let countsStale = false;
  /** A run reported after the last local write (its state stands until the next write). */
  let reportedSinceWrite = false;
  /** Local writes noted so far: a run that saw one land while it ran cannot say "all synced". */
  let writesNoted = 0;
  let heldTimer: unknown = null;
  let heldDelay = HELD_BACK_FIRST_MS;
  let stopped = false;
  /** The last request that went out found no server, and none has answered since: a run that
   *  sends nothing (every entry waits for its retry time) does not change that. */
  let serverUnreachable = false;
  const debounceMs = deps.debounceMs ?? 400;
  const maxWaitMs = deps.maxWaitMs ?? 5_000;
  const countsEveryMs = deps.countsEveryMs ?? COUNTS_EVERY_MS;

  function scheduleWake(at: number | null) {
    if (wakeTimer !== null) deps.clearTimer(wakeTimer);
    wakeTimer = null;
    if (at === null || stopped) return;
    // Keystrokes typed during a run leave entries due at once: their push is the debounce's, so a
    // person typing is not sent one request per keystroke or two (each push's acknowledgement then
    // competes with the next keystroke's transaction).
    if (debounceTimer !== null && at <= debounceDueAt) return;
    const delay = Math.max(0, at - deps.now());
    wakeTimer = deps.setTimer(() => {
      wakeTimer = null;
      void runNow({ pull: false });
    }, delay);
  }

  /**
   * Rows the server held back behind a transaction still running reach no Realtime event when
   * that transaction ends: pull again by timer until a pull is whole.
   */
  function scheduleHeldPull(heldBack: boolean) {
    if (heldTimer !== null) deps.clearTimer(heldTimer);
    heldTimer = null;
    if (!heldBack || stopped) {
      heldDelay = HELD_BACK_FIRST_MS;
      return;
    }
    const delay = heldDelay;
    heldDelay = Math.min(heldDelay * 2, HELD_BACK_MAX_MS);
    heldTimer = deps.setTimer(() => {
      heldTimer = null;
      void runNow({ pull: true });
    }, delay);
  }

  async function once(pull: boolean): Promise<RunReport | null> {
    if (!deps.isOnline()) {
      const c = await deps.counts();
      deps.setState({ state: 'offline', pending: c.pending, attention: c.attention });
      return null;
    }
    // While the server does not answer, a retry keeps saying so rather than flickering to
    // "Syncing…" for the length of each request's deadline.
    if (!serverUnreachable) deps.setState({ state: 'syncing' });
    const writesBefore = writesNoted;
    try {
      const report = await deps.engine.run({ pull });
      // A write noted during the run may have landed after the run counted what waits: its
      // "all synced" would stand over that write until the write's own push.
      const wroteDuring = writesNoted !== writesBefore;
      reportedSinceWrite = !wroteDuring;
      if (report.outcome === 'unreachable') serverUnreachable = true;
      else if (report.outcome === 'offline' || (report.reached ?? true)) serverUnreachable = false;
      // "1 change waiting" from a run that reached nobody would hide that the server is not answering.
      const reported = serverUnreachable ? 'unreachable' : stateFromReport(report);
      const state = wroteDuring && reported === 'synced' ? 'saved-local' : reported;
      deps.setState({
        state,
        pending: state === 'saved-local' ? Math.max(report.pending, 1) : report.pending,
        attention: report.attention,
        authRequired: report.outcome === 'auth-required',
        ...(report.outcome === 'synced' && report.pending === 0 ? { lastSyncedAt: deps.now() } : {}),
      });
      if (wroteDuring) showLocalCounts();
      scheduleWake(report.outcome === 'offline' || report.outcome === 'auth-required' ? null : report.nextAttemptAt);
      if (pull) scheduleHeldPull(report.heldBack);
      return report;
    } catch (error) {
      // The device's store failed (quota, a closed database): say so, keep everything queued.
      const c = await deps.counts().catch(() => ({ pending: 0, attention: 0 }));
      deps.setState({ state: 'waiting', pending: c.pending, attention: c.attention });
      reportedSinceWrite = true; // this state, too, stands until the next write
      console.error('[sync] run failed:', error);
      scheduleWake(deps.now() + 30_000);
      return null;
    }
  }

  function runNow(options: { pull?: boolean } = {}): Promise<RunReport | null> {
    const pull = options.pull ?? true;
    if (stopped) return Promise.resolve(null);
    if (running) {
      again = { pull: (again?.pull ?? false) || pull };
      return running;
    }
    burstStartedAt = null; // this run sends every write made so far
    running = (async () => {
      let report = await once(pull);
      while (again && !stopped) {
        const next = again;
        again = null;
        report = await once(next.pull);
      }
      return report;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /**
   * "Saved on this device" with the waiting count, read at once and then at most every
   * countsEveryMs while writes go on: every keystroke is a write, and a count per keystroke
   * would compete with the keystrokes for IndexedDB and the main thread.
   */
  function showLocalCounts() {
    if (countsTimer !== null) {
      countsStale = true;
      return;
    }
    void deps.counts().then((c) => {
      // A run that reported since the last write knows better ("synced", "attention"): a count read
      // late, or the trailing one, must not put "saved on this device" back over it for good.
      if (stopped || reportedSinceWrite) return;
      const state = !deps.isOnline() ? 'offline' : serverUnreachable ? 'unreachable' : 'saved-local';
      deps.setState({ state, pending: c.pending, attention: c.attention });
    });
    countsTimer = deps.setTimer(() => {
      countsTimer = null;
      if (!countsStale) return;
      countsStale = false;
      showLocalCounts();
    }, countsEveryMs);
  }

  return {
    request: (_reason, options) => {
      // Realtime echoes each push back as a server change; run at once on it while someone types
      // and every keystroke becomes a request of its own, for as long as the typing lasts.
      if (debounceTimer !== null) {
        burstPull ||= options?.pull ?? true;
        return Promise.resolve(null);
      }
      return runNow(options);
    },
    runNow,
    noteLocalWrite() {
      writesNoted += 1;
      reportedSinceWrite = false;
      showLocalCounts();
      if (debounceTimer !== null) deps.clearTimer(debounceTimer);
      const now = deps.now();
      burstStartedAt ??= now;
      debounceDueAt = Math.min(now + debounceMs, burstStartedAt + maxWaitMs);
      debounceTimer = deps.setTimer(
        () => {
          debounceTimer = null;
          const pull = burstPull;
          burstPull = false;
          void runNow({ pull });
        },
        Math.max(0, debounceDueAt - now),
      );
    },
    stop() {
      stopped = true;
      if (wakeTimer !== null) deps.clearTimer(wakeTimer);
      if (debounceTimer !== null) deps.clearTimer(debounceTimer);
      if (countsTimer !== null) deps.clearTimer(countsTimer);
      if (heldTimer !== null) deps.clearTimer(heldTimer);
    },
  };
}
