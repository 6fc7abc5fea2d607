// Pulls asked for while the Realtime subscription is being made wait for it. A pull that starts
// before SUBSCRIBED has to be followed by another once the channel has joined (rows committed in
// between reach neither the pull nor the socket), so a page load that pulled at once pulled twice:
// every synced table read two times, each a round trip on a venue's Wi-Fi. Held, the start-up
// pull and the join's catch-up are one. Pushes never wait (the caller still runs, without the
// pull), and the wait is bounded: a socket that never joins (a hanging network, a proxy without
// WebSockets) holds no pull past `waitMs`.

export interface PullGateDeps {
  /** Runs a pull: the one held back, or the catch-up that every join needs. */
  pull(): void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** Longest a pull waits for the channel to join. */
  waitMs: number;
}

export interface PullGate {
  /** A subscription is being made: hold pulls until `joined` or `open`, at most waitMs. */
  hold(): void;
  /** Whether a pull asked for now may run now; when not, one runs once the gate opens. */
  pullNow(): boolean;
  /** SUBSCRIBED: open, and pull (the catch-up after every join, held or not). */
  joined(): void;
  /** No subscription is coming (signed out, a channel error, the wait over): open, and run the held pull. */
  open(): void;
  stop(): void;
}

/** How long a pull waits for the Realtime channel to join before it goes without it. */
export const REALTIME_JOIN_WAIT_MS = 3_000;

export function createPullGate(deps: PullGateDeps): PullGate {
  let holding = false;
  let held = false;
  let timer: unknown = null;
  let stopped = false;

  function release(pull: boolean) {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    const wasHolding = holding;
    holding = false;
    const due = pull || (wasHolding && held);
    held = false;
    if (due && !stopped) deps.pull();
  }

  return {
    hold() {
      if (stopped || holding) return;
      holding = true;
      timer = deps.setTimer(() => {
        timer = null;
        release(false);
      }, deps.waitMs);
    },
    pullNow() {
      if (!holding) return true;
      held = true;
      return false;
    },
    joined: () => release(true),
    open: () => release(false),
    stop() {
      stopped = true;
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
    },
  };
}
