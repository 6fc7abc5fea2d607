// Pulls a sync table to its end as a device does (src/sync/runner.ts): page after page, and again
// while the last page says `held_back` (committed rows wait behind a transaction still open
// anywhere in the cluster, such as another test file's on the shared PostgreSQL of the
// real-postgres step). A test that read one page would count the rows of whichever transactions
// happened to be running.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

const PAGE = 500;
const HELD_BACK_WAIT_MS = 100;
const HELD_BACK_LIMIT_MS = 15_000;

interface RawPage {
  rows: Record<string, unknown>[];
  next: { txid: number; key: string } | null;
  held_back: boolean;
}

export async function pullAll(client: SupabaseClient, table: string): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + HELD_BACK_LIMIT_MS;
  for (;;) {
    const rows: Record<string, unknown>[] = [];
    let page: RawPage | null = null;
    do {
      const { data, error } = await client.rpc('pull_changes', {
        table_name: table,
        after_txid: page?.next?.txid ?? null,
        after_key: page?.next?.key ?? null,
        max_rows: PAGE,
      });
      expect(error).toBeNull();
      page = data as RawPage;
      rows.push(...page.rows);
    } while (page.rows.length === PAGE);
    if (!page.held_back) return rows;
    if (Date.now() > deadline) throw new Error(`pull_changes(${table}) was still held back after 15 s`);
    await new Promise((resolve) => setTimeout(resolve, HELD_BACK_WAIT_MS));
  }
}
