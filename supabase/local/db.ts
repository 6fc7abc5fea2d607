// One small interface over PGlite (embedded, default) and node-postgres (DATABASE_URL),
// so the stand-in, its migrations and every test run unchanged on either.
import { mkdirSync } from 'node:fs';

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as a tarball (what `loadDataDir` starts from). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A folder for PGlite's files, or 'memory'. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** PGlite in memory only: start from this data folder tarball (from dumpDataDir) instead of an empty cluster. */
  loadDataDir?: Uint8Array;
  /**
   * PGlite only: its shared_buffers, e.g. '16MB' (PostgreSQL's default is 128MB). A cluster
   * zeroes and touches its buffers as it starts, a third of the start's CPU: the test suites open
   * a short-lived database about a hundred times a run and never fill 16MB.
   */
  sharedBuffers?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? 'memory', options.loadDataDir, options.sharedBuffers);
}

/**
 * A tarball in memory as PGlite's `loadDataDir` Blob. PGlite reads it with arrayBuffer(), which on
 * Node's Blob streams 42 MB in small chunks (about 0.7 s of CPU per database opened by a test);
 * this hands over the bytes at once.
 */
class TarballBlob extends Blob {
  constructor(private readonly tarball: Uint8Array) {
    super([]);
  }
  override get size(): number {
    return this.tarball.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tarball;
    return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  }
}

async function openPglite(dataDir: string, tarball?: Uint8Array, sharedBuffers?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  const inMemory = dataDir === 'memory';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  if (tarball && !inMemory) throw new Error('loadDataDir works only with an in-memory database.');
  const loadDataDir = tarball ? new TarballBlob(tarball) : undefined;
  const startParams = sharedBuffers
    ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`]
    : undefined;
  const pg = await PGlite.create(inMemory ? undefined : dataDir, {
    extensions: { pgcrypto },
    loadDataDir,
    startParams,
  });
  const wrap = (q: {
    query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>;
    exec: (sql: string) => Promise<unknown>;
  }): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await q.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onPayload) {
      const unsub = await pg.listen(channel, onPayload);
      return async () => unsub();
    },
    dumpDataDir: () => pg.dumpDataDir('none'),
    close: () => pg.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pgModule = await import('pg');
  const pgLib = pgModule.default;
  // Return timestamps and json as text-compatible values like PGlite does (objects for json).
  const pool = new pgLib.Pool({ connectionString: url, max: 10 });
  // A connection the server closes (a restart, a dropped database) is reported, not thrown: pg
  // emits it as an 'error' event, which would otherwise end the whole process.
  pool.on('error', (error) => console.warn('[db] an idle database connection failed:', error.message));
  const wrapClient = (client: {
    query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number | null }>;
  }): Queryable => ({
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  let listener: InstanceType<typeof pgLib.Client> | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    kind: 'postgres',
    ...wrapClient(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrapClient(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      if (!listener) {
        listener = new pgLib.Client({ connectionString: url });
        listener.on('error', (error) => console.warn('[db] the LISTEN connection failed:', error.message));
        await listener.connect();
        listener.on('notification', (msg) => {
          handlers.get(msg.channel)?.forEach((h) => h(msg.payload ?? ''));
        });
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`listen "${channel.replace(/"/g, '""')}"`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
