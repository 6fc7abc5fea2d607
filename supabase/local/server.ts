// Starts the whole stand-in on one port: database + migrations, the HTTP app, realtime.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type StandInDeps } from './app.ts';
import type { StandInConfig } from './config.ts';
import { openDatabase, type Database } from './db.ts';
import { loadFunctions } from './functions/host.ts';
import { migrate } from './migrate.ts';
import { attachRealtime } from './realtime/server.ts';

export interface RunningStandIn {
  url: string;
  config: StandInConfig;
  db: Database;
  deps: StandInDeps;
  close(): Promise<void>;
}

export async function startStandIn(config: StandInConfig, existingDb?: Database): Promise<RunningStandIn> {
  const db = existingDb ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  await migrate(db);
  await db.query('select private.set_beta_code($1)', [config.betaCode]);
  const functions = await loadFunctions();
  let url = '';
  const deps: StandInDeps = { db, config, functions, publicUrl: () => url };
  const app = createApp(deps);
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s as Server));
  });
  // Outlive clients' pooled keep-alive sockets so a reused idle socket is never reset mid-request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address() as AddressInfo;
  url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${address.port}`;
  const realtime = await attachRealtime(server, deps);
  return {
    url,
    config,
    db,
    deps,
    async close() {
      await realtime.close();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!existingDb) await db.close();
    },
  };
}
