// Housekeeping the stand-in does on a timer (hosted Supabase: pg_cron, see docs/deploy.md):
// applied_mutations and tombstones older than the longest supported offline period (90 days)
// are dropped; a purged story's files go with it (private.remove_story_files).
import type { Database } from './db.ts';

const EVERY_MS = 6 * 3600 * 1000;

export interface Maintenance {
  stop(): void;
}

export async function pruneAppliedMutations(db: Database): Promise<number> {
  const { rows } = await db.query<{ dropped: number }>('select private.prune_applied_mutations() as dropped');
  return Number(rows[0]?.dropped ?? 0);
}

export async function purgeTombstones(db: Database): Promise<number> {
  const { rows } = await db.query<{ purged: number }>('select private.purge_tombstones() as purged');
  return Number(rows[0]?.purged ?? 0);
}

export function startMaintenance(db: Database): Maintenance {
  let stopped = false;
  const attempt = (what: string, job: () => Promise<number>) =>
    job().catch((error: unknown) => {
      if (!stopped) console.error(`[stand-in] ${what} failed:`, error);
    });
  const run = () => {
    if (stopped) return;
    void attempt('pruning applied_mutations', () => pruneAppliedMutations(db)).then(() =>
      stopped ? undefined : attempt('purging tombstones', () => purgeTombstones(db)),
    );
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
