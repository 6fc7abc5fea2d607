// Starts the whole stand-in on one port: database + migrations, the HTTP app, realtime.
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { StandInConfig } from './config.ts';
import type { StandInDeps } from './deps.ts';
import { openDatabase, type Database } from './db.ts';
import { loadFunctions } from './functions/host.ts';
import { startMaintenance } from './maintenance.ts';
import { migrate } from './migrate.ts';
import { attachRealtime, type RealtimeHandle } from './realtime/server.ts';

export interface RunningStandIn {
  url: string;
  config: StandInConfig;
  db: Database;
  deps: StandInDeps;
  realtime: RealtimeHandle;
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
  server.on('clientError', answerClientError);
  const address = server.address() as AddressInfo;
  url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${address.port}`;
  const realtime = await attachRealtime(server, deps);
  const maintenance = startMaintenance(db);
  return {
    url,
    config,
    db,
    deps,
    realtime,
    async close() {
      maintenance.stop();
      await realtime.close();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!existingDb) await db.close();
    },
  };
}

/** Node's header limit (16 KB for the request line and headers together). */
const MAX_HEADER_KILOBYTES = 16;

/**
 * Requests Node refuses before any handler runs (an over-long URL or header, a malformed request
 * line). Without this listener Node answers with an empty body; this one says what was wrong,
 * in a body that both supabase-js error readers understand (PostgREST `message`, GoTrue `msg`).
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const statusText = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  const message = tooLarge
    ? `The request's URL and headers are too long (at most ${MAX_HEADER_KILOBYTES} KB together). Send long filter lists in several requests.`
    : 'The request could not be read as HTTP.';
  const body = JSON.stringify({
    code: tooLarge ? 'PGRST431' : 'PGRST400',
    message,
    details: null,
    hint: null,
    error_code: tooLarge ? 'request_header_fields_too_large' : 'bad_request',
    msg: message,
  });
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
