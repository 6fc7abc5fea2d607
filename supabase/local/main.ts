// `npm run serve`: the stand-in on one port, printing what a first user needs.
import { loadConfig } from './config.ts';
import { startScreen } from './start-screen.ts';
import { startStandIn } from './server.ts';

async function main() {
  // Listening before anything starts: a signal during start-up stops it too.
  const stopper = onStopSignals();
  const config = await loadConfig();
  const running = await startStandIn(config);
  stopper.started(running);
  console.log(startScreen(config, running.url).join('\n'));
}

/** How long a clean stop may take before the process exits anyway. */
const STOP_GRACE_MS = 5_000;
const REPEAT_WINDOW_MS = 300;

/**
 * Ctrl-C or SIGTERM: close HTTP and WebSocket connections, flush and close the database, exit 0.
 * A second signal, or a stop that hangs, exits at once (code 1).
 */
function onStopSignals(): { started(running: { close(): Promise<void> }): void } {
  let running: { close(): Promise<void> } | null = null;
  let stoppingSince: number | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      // Ctrl-C reaches this process twice under npm start: from the terminal and from the
      // supervisor passing it on. Only a later signal is a request to force.
      if (Date.now() - stoppingSince < REPEAT_WINDOW_MS) return;
      console.error(`\n  ${signal} again: stopping now.`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`\n  Stopping (${signal})… press Ctrl-C again to force.`);
    const force = setTimeout(() => {
      console.error('  The stand-in did not stop in time; exiting anyway.');
      process.exit(1);
    }, STOP_GRACE_MS);
    force.unref();
    if (!running) process.exit(0);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('  Stopping failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return {
    started(value) {
      running = value;
    },
  };
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
