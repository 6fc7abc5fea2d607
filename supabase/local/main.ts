// `npm run serve`: the stand-in on one port, printing what a first user needs.
import { loadConfig } from './config.ts';
import { startStandIn } from './server.ts';

async function main() {
  // Listening before anything starts: a signal during start-up stops it too.
  const stopper = onStopSignals();
  const config = await loadConfig();
  const running = await startStandIn(config);
  stopper.started(running);
  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : config.dataDir === 'memory'
      ? 'in memory (nothing kept)'
      : config.dataDir;
  const lines = [
    '',
    `  StoryStack is running at ${running.url}`,
    '',
    `  Data:        ${storage}`,
    `  Beta code:   ${config.betaCode}${config.betaCodeGenerated ? '  (made on first run; set BETA_CODE to choose your own)' : ''}`,
    '  Beta lock:   10 wrong codes lock an address for 15 minutes; lift it with npm run beta:unlock [address]',
    '  First admin: the first account registered becomes the admin. Enter the beta code on the',
    '               landing page, then Create My Founding Member Account.',
    `  App:         ${config.staticDir ? 'serving the built PWA' : 'not built yet: run npm run build (npm start builds it)'}`,
    '',
    `  Supabase URL:      ${running.url}`,
    `  anon key:          ${config.anonKey}`,
    '  service-role key:  signed with JWT_SECRET (kept in the data folder); never give it to the browser.',
    '',
  ];
  console.log(lines.join('\n'));
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
