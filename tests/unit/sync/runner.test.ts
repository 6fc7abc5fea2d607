import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataDeps } from '../../../src/data/mirror/clock';
import { createStory, updateStory } from '../../../src/data/mirror/stories';
import { createDexieStore } from '../../../src/sync/local-store';
import { COUNTS_EVERY_MS, createSyncRunner, HELD_BACK_FIRST_MS, stateFromReport } from '../../../src/sync/runner';
import { syncStateLabel, useSyncStore, type SyncStoreState } from '../../../src/sync/sync-store';
import { installTriggers } from '../../../src/sync/triggers';
import { makeHarness } from './fakes';

afterEach(() => setDataDeps());

function fakeTimers() {
  const timers = new Map<number, { fn: () => void; at: number }>();
  let id = 0;
  return {
    timers,
    setTimer: (fn: () => void, ms: number) => {
      timers.set(++id, { fn, at: ms });
      return id;
    },
    clearTimer: (h: unknown) => void timers.delete(h as number),
    fireAll() {
      const all = [...timers.values()];
      timers.clear();
      for (const t of all) t.fn();
    },
  };
}

/**
 * A runner over a real Dexie store that counts for the indicator: one story is written, two
 * keystrokes are noted (so a trailing count is due), and one run is made with `engine`.
 */
async function runAfterTwoKeystrokes(
  engine: (h: ReturnType<typeof makeHarness>) => ReturnType<typeof makeHarness>['engine'],
) {
  const h = makeHarness();
  const store = createDexieStore(h.db);
  const timers = fakeTimers();
  let last: Partial<SyncStoreState> = {};
  let countsRead = 0;
  const runner = createSyncRunner({
    engine: engine(h),
    counts: async () => {
      const s = await store.summary();
      countsRead += 1;
      return { pending: s.pending, attention: s.attention };
    },
    isOnline: () => true,
    now: () => h.clock.t,
    setState: (p) => (last = { ...last, ...p }),
    ...timers,
  });
  await createStory({ title: 'x' }, h.db);
  runner.noteLocalWrite();
  runner.noteLocalWrite(); // a second keystroke in the window: a trailing count is due
  // The first count is read at once; on a busy machine it takes a while (a fixed 20 ms wait here
  // failed once under the full unit run).
  await vi.waitFor(() => expect(last).toMatchObject({ state: 'saved-local' }));
  await runner.runNow({ pull: false });
  return {
    last: () => last,
    runner,
    /** Runs the trailing count the keystrokes left due, as its timer would. */
    async fireTrailingCount() {
      const countsTimer = [...timers.timers.entries()].find(([, t]) => t.at === COUNTS_EVERY_MS);
      expect(countsTimer).toBeDefined();
      timers.timers.delete(countsTimer![0]);
      const before = countsRead;
      countsTimer![1].fn();
      await vi.waitFor(() => expect(countsRead).toBe(before + 1));
      await new Promise((r) => setTimeout(r, 0)); // the runner's handler of that count has run
    },
  };
}

describe('runner', () => {
  it('shows saved-local at once, pushes after the debounce and ends synced', async () => {
    const h = makeHarness();
    const store = createDexieStore(h.db);
    const timers = fakeTimers();
    const states: Partial<SyncStoreState>[] = [];
    const runner = createSyncRunner({
      engine: h.engine,
      counts: async () => {
        const s = await store.summary();
        return { pending: s.pending, attention: s.attention };
      },
      isOnline: () => h.online.value,
      now: () => h.clock.t,
      setState: (p) => states.push(p),
      ...timers,
    });
    await createStory({ title: 'x' }, h.db);
    runner.noteLocalWrite();
    await new Promise((r) => setTimeout(r, 20));
    expect(states[0]).toMatchObject({ state: 'saved-local', pending: 1 });
    expect(h.server.calls).toHaveLength(0);
    timers.fireAll();
    await runner.runNow({ pull: false });
    expect(states.at(-1)).toMatchObject({ state: 'synced', pending: 0, lastSyncedAt: h.clock.t });
    runner.stop();
  });

  it('reads the waiting count once per burst of keystrokes, and once more after it', async () => {
    const h = makeHarness();
    const timers = fakeTimers();
    let reads = 0;
    let pending = 0;
    const states: Partial<SyncStoreState>[] = [];
    const runner = createSyncRunner({
      engine: h.engine,
      counts: async () => {
        reads++;
        return { pending, attention: 0 };
      },
      isOnline: () => true,
      now: () => h.clock.t,
      setState: (p) => states.push(p),
      ...timers,
    });
    for (let i = 0; i < 50; i++) {
      pending = i + 1;
      runner.noteLocalWrite();
    }
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(1);
    // The trailing read shows the count after the burst; without more writes nothing follows.
    const countsTimer = [...timers.timers.entries()].find(([, t]) => t.at === COUNTS_EVERY_MS);
    expect(countsTimer).toBeDefined();
    timers.timers.delete(countsTimer![0]);
    countsTimer![1].fn();
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    expect(states.at(-1)).toMatchObject({ state: 'saved-local', pending: 50 });
    runner.stop();
  });

  it('does not put "saved on this device" back over a run that reported after the last write', async () => {
    const { last, runner, fireTrailingCount } = await runAfterTwoKeystrokes((h) => h.engine);
    expect(last()).toMatchObject({ state: 'synced', pending: 0 });
    await fireTrailingCount();
    expect(last()).toMatchObject({ state: 'synced' });
    runner.stop();
  });

  it('does not say "all synced" when a keystroke landed after the run counted what waits', async () => {
    const h = makeHarness();
    const store = createDexieStore(h.db);
    const timers = fakeTimers();
    let last: Partial<SyncStoreState> = {};
    const runner = createSyncRunner({
      engine: {
        run: async (options) => {
          const report = await h.engine.run(options); // counted: nothing waits
          await createStory({ title: 'typed while the run ended' }, h.db);
          runner.noteLocalWrite();
          return report;
        },
      },
      counts: async () => {
        const s = await store.summary();
        return { pending: s.pending, attention: s.attention };
      },
      isOnline: () => true,
      now: () => h.clock.t,
      setState: (p) => (last = { ...last, ...p }),
      ...timers,
    });
    await runner.runNow({ pull: false });
    expect(last).toMatchObject({ state: 'saved-local', pending: 1 });
    await new Promise((r) => setTimeout(r, 20)); // a late count says the same
    expect(last).toMatchObject({ state: 'saved-local', pending: 1 });
    runner.stop();
  });

  it('keeps "waiting" after a run whose store failed, whatever a late count reads', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { last, runner, fireTrailingCount } = await runAfterTwoKeystrokes((h) => ({
      ...h.engine,
      run: async () => Promise.reject(new Error('The database connection is closing.')),
    }));
    expect(last()).toMatchObject({ state: 'waiting', pending: 1 });
    await fireTrailingCount();
    expect(last()).toMatchObject({ state: 'waiting' });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    runner.stop();
  });

  it('schedules a wake-up at the retry time and reports waiting', async () => {
    const h = makeHarness();
    const timers = fakeTimers();
    let last: Partial<SyncStoreState> = {};
    const runner = createSyncRunner({
      engine: h.engine,
      counts: async () => ({ pending: 0, attention: 0 }),
      isOnline: () => true,
      now: () => h.clock.t,
      setState: (p) => (last = { ...last, ...p }),
      ...timers,
    });
    await createStory({ title: 'x' }, h.db);
    h.server.failures.push({ ok: false, kind: 'http', status: 503, message: 'busy', retryAfterMs: 3000 });
    await runner.runNow({ pull: false });
    expect(last).toMatchObject({ state: 'waiting', pending: 1 });
    expect([...timers.timers.values()].map((t) => t.at)).toEqual([3000]);
    h.clock.t += 3000;
    timers.fireAll();
    await runner.runNow({ pull: false });
    expect(last).toMatchObject({ state: 'synced', pending: 0 });
    runner.stop();
  });

  it('pulls again by timer while the server holds rows back, 1 s then doubling, and stops once whole', async () => {
    const h = makeHarness({ tables: ['stories'] });
    const timers = fakeTimers();
    const runner = createSyncRunner({
      engine: h.engine,
      counts: async () => ({ pending: 0, attention: 0 }),
      isOnline: () => true,
      now: () => h.clock.t,
      setState: () => undefined,
      ...timers,
    });
    const slow = h.server.begin();
    h.server.serverEdit('stories', 'b', { title: 'committed behind a slow writer', content: {} });
    await runner.runNow();
    expect([...timers.timers.values()].map((t) => t.at)).toEqual([HELD_BACK_FIRST_MS]);
    timers.fireAll();
    await runner.runNow({ pull: false }); // waits for the timer's run
    expect([...timers.timers.values()].map((t) => t.at)).toEqual([HELD_BACK_FIRST_MS * 2]);
    expect(await h.db.stories.get('b')).toBeUndefined();
    slow.commit();
    timers.fireAll();
    await runner.runNow({ pull: false });
    expect((await h.db.stories.get('b'))?.title).toBe('committed behind a slow writer');
    expect(timers.timers.size).toBe(0);
    runner.stop();
  });

  it('keeps saying the server cannot be reached until it answers: no "Syncing…" or "waiting" between retries', async () => {
    const h = makeHarness();
    const timers = fakeTimers();
    const states: string[] = [];
    const runner = createSyncRunner({
      engine: h.engine,
      counts: async () => {
        const s = await createDexieStore(h.db).summary();
        return { pending: s.pending, attention: s.attention };
      },
      isOnline: () => true,
      now: () => h.clock.t,
      setState: (p) => {
        if (p.state) states.push(p.state);
      },
      ...timers,
    });
    await createStory({ title: 'x' }, h.db);
    // A network that takes the request and never answers ends in its deadline: a network failure.
    h.server.failures.push({ ok: false, kind: 'network', message: 'The request timed out' });
    await runner.runNow({ pull: false });
    expect(states).toEqual(['syncing', 'unreachable']);
    // A keystroke while the entry waits for its retry time: the run that follows sends nothing.
    states.length = 0;
    await updateStory(
      (await h.db.table('stories').toCollection().first())!.id,
      { title: 'typed while the server hangs' },
      h.db,
    );
    runner.noteLocalWrite();
    const expectOnlyUnreachable = () =>
      expect(
        states.every((s) => s === 'unreachable'),
        states.join(),
      ).toBe(true);
    await vi.waitFor(() => expect(states).toContain('unreachable'));
    await runner.runNow({ pull: false });
    expectOnlyUnreachable();
    // The retry: still no answer, still no "Syncing…".
    h.clock.t += 120_000;
    h.server.failures.push({ ok: false, kind: 'network', message: 'The request timed out' });
    await runner.runNow({ pull: false });
    expectOnlyUnreachable();
    // The server answers: synced.
    h.clock.t += 600_000;
    await runner.runNow({ pull: false });
    expect(states.at(-1)).toBe('synced');
    runner.stop();
  });

  it('runs again once when asked during a run, never twice at a time', async () => {
    const h = makeHarness();
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const engine = {
      run: async () => {
        active++;
        runs++;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, 5));
        active--;
        return {
          outcome: 'synced' as const,
          pushed: 0,
          pulled: 0,
          nextAttemptAt: null,
          pending: 0,
          attention: 0,
          heldBack: false,
        };
      },
    };
    const runner = createSyncRunner({
      engine,
      counts: async () => ({ pending: 0, attention: 0 }),
      isOnline: () => true,
      now: () => h.clock.t,
      setState: () => undefined,
      ...fakeTimers(),
    });
    await Promise.all([runner.runNow(), runner.runNow(), runner.runNow(), runner.runNow()]);
    expect(maxActive).toBe(1);
    expect(runs).toBe(2);
  });

  it('maps reports to indicator states and words', () => {
    const base = { pushed: 0, pulled: 0, nextAttemptAt: null, pending: 0, attention: 0, heldBack: false };
    expect(stateFromReport({ ...base, outcome: 'offline' })).toBe('offline');
    expect(stateFromReport({ ...base, outcome: 'synced' })).toBe('synced');
    expect(stateFromReport({ ...base, outcome: 'synced', attention: 2, pending: 1 })).toBe('attention');
    expect(stateFromReport({ ...base, outcome: 'waiting', pending: 3 })).toBe('waiting');
    expect(stateFromReport({ ...base, outcome: 'auth-required', pending: 3 })).toBe('waiting');
    expect(syncStateLabel({ state: 'waiting', pending: 3, attention: 0 })).toBe('3 changes waiting to sync');
    expect(syncStateLabel({ state: 'attention', pending: 0, attention: 1 })).toBe('1 change needs your attention');
    expect(syncStateLabel({ state: 'offline', pending: 1, attention: 0 })).toBe(
      'Offline: 1 change saved on this device',
    );
    useSyncStore.getState().set({ state: 'synced', pending: 0 });
    expect(useSyncStore.getState().state).toBe('synced');
  });
});

describe('runner: a person typing', () => {
  const synced = (now: number, pending: number) => ({
    outcome: 'synced' as const,
    pushed: 1,
    pulled: 0,
    nextAttemptAt: pending > 0 ? now : null,
    pending,
    attention: 0,
    heldBack: false,
  });

  it('leaves keystrokes typed during a run to the debounce, not to a push at once', async () => {
    const timers = fakeTimers();
    let now = 1_000;
    let runs = 0;
    const runner = createSyncRunner({
      engine: {
        run: async () => {
          runs++;
          runner.noteLocalWrite(); // typed while the push was on the wire
          return synced(now, 1);
        },
      },
      counts: async () => ({ pending: 1, attention: 0 }),
      isOnline: () => true,
      now: () => now,
      setState: () => undefined,
      ...timers,
    });
    await runner.request('worker', { pull: true }); // e.g. Background Sync asked at once
    expect(runs).toBe(1);
    // The debounced push (400) and the counts' trailing read; no wake-up at 0 for the entry the run
    // left behind.
    expect([...timers.timers.values()].map((t) => t.at).sort((a, b) => a - b)).toEqual([400, COUNTS_EVERY_MS]);
    now += 400;
    timers.fireAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    runner.stop();
  });

  it('folds a server change heard while the person types into the push of their keystrokes', async () => {
    const timers = fakeTimers();
    const pulls: boolean[] = [];
    const runner = createSyncRunner({
      engine: {
        run: async (options) => {
          pulls.push(options?.pull ?? true);
          return synced(0, 0);
        },
      },
      counts: async () => ({ pending: 1, attention: 0 }),
      isOnline: () => true,
      now: () => 0,
      setState: () => undefined,
      ...timers,
    });
    runner.noteLocalWrite();
    // Realtime's echo of an earlier push arrives mid-burst: no run of its own.
    expect(await runner.request('realtime', { pull: true })).toBeNull();
    expect(pulls).toEqual([]);
    timers.fireAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(pulls).toEqual([true]); // the burst's push pulls too
    // With no burst going on, a request runs at once.
    await runner.request('online', { pull: true });
    expect(pulls).toEqual([true, true]);
    runner.stop();
  });

  it('still pushes a run of keystrokes with no pause every maxWaitMs', () => {
    const timers = fakeTimers();
    let now = 0;
    const runner = createSyncRunner({
      engine: { run: async () => synced(now, 0) },
      counts: async () => ({ pending: 1, attention: 0 }),
      isOnline: () => true,
      now: () => now,
      setState: () => undefined,
      maxWaitMs: 5_000,
      ...timers,
    });
    const pushDelays: number[] = [];
    for (let i = 0; i < 100; i++, now += 50) {
      runner.noteLocalWrite();
      pushDelays.push(Math.max(...[...timers.timers.values()].map((t) => t.at).filter((at) => at !== COUNTS_EVERY_MS)));
    }
    expect(pushDelays[0]).toBe(400);
    // Typing from 0 to 4,950 ms: the push is due at 5,000 ms however the keystrokes go on.
    expect(pushDelays.at(-1)).toBe(50);
    expect(pushDelays.every((delay, i) => i * 50 + delay <= 5_000)).toBe(true);
    runner.stop();
  });
});

describe('engine edge cases', () => {
  it('sends the entry as it is when marked in flight (a patch coalesced after listing is not lost)', async () => {
    const h = makeHarness();
    const id = await createStory({ title: 'listed' }, h.db);
    const store = createDexieStore(h.db);
    const [listed] = await store.sendable(h.clock.t);
    await updateStory(id, { title: 'typed after listing' }, h.db);
    const inflight = await store.markInflight(listed);
    expect(inflight?.kind === 'mutation' && inflight.values.title).toBe('typed after listing');
  });

  it('treats an unreachable session refresh as a network problem, not a sign-out', async () => {
    const h = makeHarness();
    h.auth.getSession = async () => {
      throw new Error('offline refresh');
    };
    await createStory({ title: 'kept' }, h.db);
    const report = await h.engine.run();
    expect(report).toMatchObject({ outcome: 'unreachable', pending: 1, attention: 0 });
    expect(h.events.some((e) => e.type === 'auth-required')).toBe(false);
  });
});

describe('triggers', () => {
  it('wakes the runner on start-up, online, visibility, timer, realtime, worker and local writes', () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const calls: string[] = [];
    const listeners: Record<string, () => void> = {};
    let tick: () => void = () => undefined;
    const dispose = installTriggers(
      {
        window: win,
        document: doc,
        onOutboxChange: (l) => ((listeners.outbox = l), () => delete listeners.outbox),
        onServerChange: (l) => ((listeners.server = l), () => delete listeners.server),
        onWorkerRequest: (l) => ((listeners.worker = l), () => delete listeners.worker),
        setInterval: (fn) => ((tick = fn), 1),
        clearInterval: () => (tick = () => undefined),
      },
      { run: (r) => calls.push(r), localWrite: () => calls.push('write'), offline: () => calls.push('offline') },
    );
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('offline'));
    doc.dispatchEvent(new Event('visibilitychange'));
    tick();
    listeners.server();
    listeners.worker();
    listeners.outbox();
    expect(calls).toEqual(['startup', 'online', 'offline', 'visible', 'timer', 'realtime', 'background-sync', 'write']);
    dispose();
    win.dispatchEvent(new Event('online'));
    expect(listeners).toEqual({});
    expect(calls).toHaveLength(8);
  });
});
