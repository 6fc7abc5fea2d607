// Test and bench helpers: users made as the database owner, tokens signed like GoTrue's, and
// "devices": one Dexie mirror + one sync engine each, talking to a running stand-in over HTTP.
import { randomUUID } from 'node:crypto';
import { createDatabase, type StoryStackDb } from '../../src/data/mirror/db';
import { rememberUser } from '../../src/data/remote/session-cache';
import { createSyncEngine, type SyncEngine, type SyncEvent } from '../../src/sync/engine';
import { createDexieStore } from '../../src/sync/local-store';
import { noLock, type AuthPort } from '../../src/sync/ports';
import { createHttpRemote } from '../../src/sync/remote';
import type { BackoffPolicy } from '../../src/sync/backoff';
import type { BatchLimits } from '../../src/sync/push-batch';
import { signJwt } from '../../tests/support/jwt.ts';
import type { RunningStandIn } from '../../supabase/local/server';

export interface TestUser {
  id: string;
  email: string;
  /** A token valid for `seconds` from now (negative: already expired). */
  token(seconds?: number): string;
}

export async function createUser(standIn: RunningStandIn, email = `${randomUUID()}@example.com`): Promise<TestUser> {
  const id = randomUUID();
  await standIn.db.query(
    `insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values ($1, $2, '{"created_by":"admin"}', '{}')`,
    [id, email],
  );
  return {
    id,
    email,
    token(seconds = 3600) {
      const now = Math.floor(Date.now() / 1000);
      return signJwt(
        { sub: id, role: 'authenticated', email, aud: 'authenticated', iat: now, exp: now + seconds },
        standIn.config.jwtSecret,
      );
    },
  };
}

/** The first user of a fresh stand-in becomes admin: make a throwaway one first. */
export async function createPlainUser(standIn: RunningStandIn): Promise<TestUser> {
  const existing = await standIn.db.query<{ n: string }>('select count(*)::text as n from auth.users');
  if (existing.rows[0]?.n === '0') await createUser(standIn, `admin-${randomUUID()}@example.com`);
  return createUser(standIn);
}

export interface Device {
  name: string;
  db: StoryStackDb;
  engine: SyncEngine;
  online: { value: boolean };
  /** The token the device's session holds now; the auth port refreshes it on 401. */
  session: { token: string; refreshes: number; canRefresh: () => boolean };
  events: SyncEvent[];
  /** One engine run, repeated while the server holds rows back (`engine.run` for a single one). */
  sync(options?: { pull?: boolean }): ReturnType<SyncEngine['run']>;
}

/** 100 ms apart: 15 s for another transaction on the database to end. */
const HELD_BACK_TRIES = 150;

export interface DeviceOptions {
  standIn: RunningStandIn;
  user: TestUser;
  name?: string;
  fetch?: typeof fetch;
  random?: () => number;
  backoff?: BackoffPolicy;
  timeoutMs?: number;
  now?: () => number;
  concurrency?: number;
  /** Batch push bounds (maxMutations 1: one request per row). */
  pushBatch?: BatchLimits;
}

export function createDevice(options: DeviceOptions): Device {
  const name = options.name ?? `device-${randomUUID()}`;
  const db = createDatabase(name);
  // Row writes refuse a device nobody is signed in to: this one is its user's from the start.
  db.on('populate', () =>
    rememberUser({ id: options.user.id, email: options.user.email, role: 'user', name: null }, db),
  );
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const online = { value: true };
  const session = { token: options.user.token(), refreshes: 0, canRefresh: () => online.value };
  const auth: AuthPort = {
    async getSession() {
      return { accessToken: session.token, userId: options.user.id };
    },
    async refresh() {
      if (!session.canRefresh()) return false;
      session.refreshes++;
      session.token = options.user.token();
      return true;
    },
  };
  const events: SyncEvent[] = [];
  const now = options.now ?? (() => Date.now());
  const engine = createSyncEngine({
    store: createDexieStore(db),
    remote: createHttpRemote({
      url: options.standIn.url,
      anonKey: options.standIn.config.anonKey,
      fetch: fetchImpl,
      timeoutMs: options.timeoutMs,
      now,
    }),
    auth,
    clock: { now },
    random: options.random ?? Math.random,
    connectivity: { isOnline: () => online.value },
    lock: noLock,
    backoff: options.backoff,
    concurrency: options.concurrency,
    pushBatch: options.pushBatch,
    onEvent: (e) => events.push(e),
  });
  // As the app's runner does (src/sync/runner.ts), a pull the server held back behind a transaction
  // still running (another test's, on a shared database) is pulled again until it is whole.
  const sync = async (o?: { pull?: boolean }) => {
    let report = await engine.run(o);
    for (let tries = 0; report.heldBack && tries < HELD_BACK_TRIES; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      report = await engine.run(o);
    }
    return report;
  };
  return { name, db, engine, online, session, events, sync };
}
