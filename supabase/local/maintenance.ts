// Housekeeping the stand-in does on a timer (hosted Supabase: pg_cron, see docs/deploy.md):
// applied_mutations older than the longest supported offline period are dropped.
import type { Database } from './db.ts';

const EVERY_MS = 6 * 3600 * 1000;

export interface Maintenance {
  stop(): void;
}

export async function pruneAppliedMutations(db: Database): Promise<number> {
  const { rows } = await db.query<{ dropped: number }>('select private.prune_applied_mutations() as dropped');
  return Number(rows[0]?.dropped ?? 0);
}

export function startMaintenance(db: Database): Maintenance {
  let stopped = false;
  const run = () => {
    if (stopped) return;
    pruneAppliedMutations(db).catch((error: unknown) => {
      if (!stopped) console.error('[stand-in] pruning applied_mutations failed:', error);
    });
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
