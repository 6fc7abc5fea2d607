import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_GRACE_MS,
  applyUpdate,
  resumeUpdate,
  UPDATE_REQUEST_KEY,
  UPDATE_REQUEST_TTL_MS,
  updateAlreadyRequested,
  type UpdateFlowDeps,
} from '../../../../src/app/pwa/update-flow';

function world(start = 1_000_000) {
  const stored = new Map<string, string>();
  const timers: { at: number; fn: () => void }[] = [];
  const controlling: (() => void)[] = [];
  const log: string[] = [];
  let clock = start;
  const deps: UpdateFlowDeps = {
    messageSkipWaiting: () => log.push('skip-waiting'),
    onControlling: (listener) => controlling.push(listener),
    reload: () => log.push('reload'),
    storage: {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => void stored.set(k, v),
      removeItem: (k) => void stored.delete(k),
    },
    now: () => clock,
    setTimeout: (fn, ms) => void timers.push({ at: clock + ms, fn }),
  };
  return {
    deps,
    stored,
    log,
    takeControl: () => controlling.forEach((l) => l()),
    advance(ms: number) {
      clock += ms;
      const due = timers.filter((t) => t.at <= clock);
      timers.splice(0, timers.length, ...timers.filter((t) => t.at > clock));
      for (const t of due) t.fn();
    },
  };
}

describe('the update prompt: Reload', () => {
  it('asks the waiting worker to take over and reloads once it controls the page', () => {
    const w = world();
    applyUpdate(w.deps);
    expect(w.log).toEqual(['skip-waiting']);
    w.takeControl();
    w.takeControl(); // a second controllerchange does not reload twice
    w.advance(ACTIVATION_GRACE_MS);
    expect(w.log).toEqual(['skip-waiting', 'reload']);
    expect(w.stored.has(UPDATE_REQUEST_KEY)).toBe(false);
  });

  it('reloads anyway when the old worker stays busy, remembering that the user asked', () => {
    const w = world();
    applyUpdate(w.deps);
    w.advance(ACTIVATION_GRACE_MS - 1);
    expect(w.log).toEqual(['skip-waiting']);
    w.advance(1);
    expect(w.log).toEqual(['skip-waiting', 'reload']);
    expect(updateAlreadyRequested(w.deps)).toBe(true);
  });
});

describe('the reloaded page finishing the switch', () => {
  it('switches without asking again, then forgets the request', () => {
    const w = world();
    applyUpdate(w.deps);
    w.advance(ACTIVATION_GRACE_MS);
    let prompted = false;
    resumeUpdate(w.deps, () => (prompted = true));
    w.takeControl();
    w.advance(ACTIVATION_GRACE_MS);
    expect(w.log.filter((l) => l === 'skip-waiting')).toHaveLength(2);
    expect(prompted).toBe(false);
    expect(updateAlreadyRequested(w.deps)).toBe(false);
  });

  it('shows the prompt again instead of reloading in a loop', () => {
    const w = world();
    w.deps.storage.setItem(UPDATE_REQUEST_KEY, String(w.deps.now()));
    let prompted = false;
    resumeUpdate(w.deps, () => (prompted = true));
    w.advance(ACTIVATION_GRACE_MS);
    expect(prompted).toBe(true);
    expect(w.log).toEqual(['skip-waiting']);
    expect(updateAlreadyRequested(w.deps)).toBe(false);
  });

  it('ignores an old or unreadable request', () => {
    const w = world();
    w.deps.storage.setItem(UPDATE_REQUEST_KEY, String(w.deps.now()));
    w.advance(UPDATE_REQUEST_TTL_MS);
    expect(updateAlreadyRequested(w.deps)).toBe(false);
    w.deps.storage.setItem(UPDATE_REQUEST_KEY, 'soon');
    expect(updateAlreadyRequested(w.deps)).toBe(false);
  });
});
