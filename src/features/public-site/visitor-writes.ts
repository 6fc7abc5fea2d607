// Visitor writes (waitlist, leads). Online they go straight to the server; offline, or when the
// network fails on the way, they go to the outbox and are sent later. A refusal by the server
// (validation) is an error the form reports.
import type { JoinWaitlistArgs } from '../../domain/site-waitlist';
import type { LeadInsert } from '../../domain/lead';
import { mayHaveLocalData } from '../../data/device/local-database';
import { loadSupabase } from '../../data/remote/load-supabase';

export type WriteOutcome = 'sent' | 'queued';

interface ErrorLike {
  message?: string;
  code?: string;
  status?: number;
}

/** supabase-js reports an unreachable server as a fetch TypeError with no HTTP status. */
function isNetworkFailure(error: ErrorLike | null, status: number): boolean {
  if (!error) return false;
  return status === 0 || /fetch|network|load failed/i.test(error.message ?? '');
}

/** Starts the page's sync runner (idempotent), which sends queued entries when it can. */
function startSyncRunner(): void {
  void import('../../sync/start-sync')
    .then((m) => m.startSync())
    .catch((e: unknown) => console.warn('Could not start sync', e));
}

/**
 * A visitor who queued something on an earlier offline visit gets it sent on this one. A browser
 * without the database has queued nothing, and Dexie is not loaded to find that out.
 */
export async function resumeQueuedVisitorWrites(): Promise<void> {
  if (!(await mayHaveLocalData())) return;
  const { countPendingChanges } = await import('../../data/mirror/outbox');
  if ((await countPendingChanges()) > 0) startSyncRunner();
}

async function queueWaitlist(args: JoinWaitlistArgs): Promise<WriteOutcome> {
  const { enqueueRpc } = await import('../../data/mirror/outbox');
  await enqueueRpc('join_waitlist', { ...args });
  startSyncRunner();
  return 'queued';
}

/** A lead gets its id here so a replayed insert is recognised as already delivered. */
async function queueLead(lead: LeadInsert & { id: string }): Promise<WriteOutcome> {
  const { enqueueInsert } = await import('../../data/mirror/outbox');
  await enqueueInsert('leads', { ...lead });
  startSyncRunner();
  return 'queued';
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export async function joinWaitlist(args: JoinWaitlistArgs): Promise<WriteOutcome> {
  if (offline()) return queueWaitlist(args);
  const supabase = await loadSupabase();
  const { error, status } = await supabase.rpc('join_waitlist', args);
  if (!error) return 'sent';
  if (isNetworkFailure(error, status)) return queueWaitlist(args);
  throw new Error(error.message);
}

export async function submitLead(lead: LeadInsert): Promise<WriteOutcome> {
  const row = { ...lead, id: crypto.randomUUID() };
  if (offline()) return queueLead(row);
  const supabase = await loadSupabase();
  const { error, status } = await supabase.from('leads').insert(row);
  if (!error) return 'sent';
  if (isNetworkFailure(error, status)) return queueLead(row);
  throw new Error(error.message);
}

export type BetaCheck = 'granted' | 'denied' | { tooMany: string } | 'unavailable';

const TOO_MANY_FALLBACK = 'Too many wrong codes. Please try again in 15 minutes.';

/** The server's own reason for a lock says when to try again; anything else gets a plain fallback. */
export function betaLockMessage(serverMessage: string | undefined): string {
  return serverMessage && /^Too many wrong codes\. Please try again in \d+ (minute|second)s?\.$/.test(serverMessage)
    ? serverMessage
    : TOO_MANY_FALLBACK;
}

/** The gate asks the server; the code itself never lives in the browser bundle. */
export async function checkBetaCode(code: string): Promise<BetaCheck> {
  try {
    const supabase = await loadSupabase();
    const { data, error, status } = await supabase.rpc('check_beta_code', { code });
    if (error) {
      if (status === 429 || error.code === 'PT429') return { tooMany: betaLockMessage(error.message) };
      return 'unavailable';
    }
    return data === true ? 'granted' : 'denied';
  } catch {
    return 'unavailable';
  }
}
