import { describe, expect, it } from 'vitest';
import { createPullGate } from '../../../src/sync/pull-gate';

function gateWithTimers(waitMs = 3_000) {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let id = 0;
  const pulls: number[] = [];
  let clock = 0;
  const gate = createPullGate({
    pull: () => pulls.push(clock),
    setTimer: (fn, ms) => {
      timers.set(++id, { fn, ms });
      return id;
    },
    clearTimer: (h) => void timers.delete(h as number),
    waitMs,
  });
  /** Moves the clock on by `ms`, firing the timers that fall due. */
  const advance = (ms: number) => {
    clock += ms;
    for (const [key, timer] of [...timers]) {
      if (timer.ms <= ms) {
        timers.delete(key);
        timer.fn();
      } else timer.ms -= ms;
    }
  };
  return { gate, pulls, timers, advance };
}

describe('the pull gate: one pull per page load, not one before the channel joins and one after', () => {
  it('holds a pull asked for while the channel joins, and the join pulls once for both', () => {
    const { gate, pulls, advance } = gateWithTimers();
    gate.hold();
    expect(gate.pullNow()).toBe(false); // the start-up run: it pushes, and leaves the pull
    expect(gate.pullNow()).toBe(false); // a second trigger meanwhile ('online', 'visible')
    advance(200);
    gate.joined();
    expect(pulls).toEqual([200]);
    expect(gate.pullNow()).toBe(true); // joined: pulls run at once again
  });

  it('pulls after every join, held or not (Realtime may have missed rows while it was away)', () => {
    const { gate, pulls } = gateWithTimers();
    gate.joined();
    gate.hold();
    gate.joined();
    expect(pulls).toHaveLength(2);
  });

  it('lets a held pull go once the wait is over, for a socket that never joins', () => {
    const { gate, pulls, advance } = gateWithTimers(3_000);
    gate.hold();
    expect(gate.pullNow()).toBe(false);
    advance(2_999);
    expect(pulls).toEqual([]);
    advance(1);
    expect(pulls).toEqual([3_000]);
    expect(gate.pullNow()).toBe(true);
    // The channel joins late after all: its catch-up pull still runs.
    gate.joined();
    expect(pulls).toHaveLength(2);
  });

  it('opens at once with the held pull when no channel is coming (signed out, a channel error)', () => {
    const { gate, pulls, timers } = gateWithTimers();
    gate.hold();
    expect(gate.pullNow()).toBe(false);
    gate.open();
    expect(pulls).toHaveLength(1);
    expect(timers.size).toBe(0);
    // Opening again with nothing held pulls nothing.
    gate.open();
    expect(pulls).toHaveLength(1);
  });

  it('opens with no pull when none was asked for while it held', () => {
    const { gate, pulls } = gateWithTimers();
    gate.hold();
    gate.open();
    expect(pulls).toEqual([]);
  });

  it('pulls nothing once stopped, and leaves no timer behind', () => {
    const { gate, pulls, timers } = gateWithTimers();
    gate.hold();
    gate.pullNow();
    gate.stop();
    expect(timers.size).toBe(0);
    gate.joined();
    gate.hold();
    expect(pulls).toEqual([]);
    expect(timers.size).toBe(0);
  });
});
