// /realtime/v1/websocket on the stand-in's own HTTP server: the Phoenix channel protocol that
// @supabase/realtime-js speaks (vsn 1.0.0 and 2.0.0), postgres_changes fed by the capture
// triggers in capture.ts, each change delivered only to subscribers whose RLS lets them read it.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { fromBrowser, isOpaqueKey, SECRET_KEY_IN_BROWSER_MESSAGE } from '../api-keys.ts';
import { secondsNow, type StandInDeps } from '../deps.ts';
import { callerIsLive, type Caller } from '../caller.ts';
import { createAddressResolver } from '../client-address.ts';
import {
  CHANGES_CHANNEL,
  installCapture,
  loadPublishedTables,
  pruneChanges,
  readChange,
  type TableInfo,
} from './capture.ts';
import { checkToken, Connection } from './connection.ts';
import { Hub } from './hub.ts';
import { DEFAULT_REALTIME_LIMITS, SocketCounts } from './limits.ts';
import { decodeFrame, SUPPORTED_VSNS, type Vsn } from './protocol.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
const MAX_FRAME_BYTES = 1024 * 1024;
/** Changes older than this are pruned (every listener has long read them by then). */
const KEEP_CHANGES_SECONDS = 60;
const PRUNE_EVERY_MS = 30_000;

export interface RealtimeStats {
  sockets: number;
  /** Joined channels on all sockets. */
  subscriptions: number;
  /** Bytes waiting to be written to all sockets (beyond what the kernel took). */
  queuedBytes: number;
  /** Sockets dropped since start because they did not read. */
  droppedSlow: number;
}

export interface RealtimeHandle {
  stats(): RealtimeStats;
  close(): Promise<void>;
}

function refuseUpgrade(socket: Duplex, status: number, statusText: string, message: string): void {
  const body = JSON.stringify({ error: statusText, message });
  const retry = status === 429 || status === 503 ? 'Retry-After: 10\r\n' : '';
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${retry}Connection: close\r\n\r\n${body}`,
  );
}

/** The headers client-address.ts and the browser check read, from a raw upgrade request. */
function upgradeHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const name of ['x-forwarded-for', 'x-real-ip', 'user-agent']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

export async function attachRealtime(server: Server, deps: StandInDeps): Promise<RealtimeHandle> {
  const { db, config } = deps;
  const nowSeconds = () => secondsNow(deps);
  await installCapture(db);

  let tables: Map<string, TableInfo> = await loadPublishedTables(db);
  const getTables = async (refresh: boolean) => {
    if (refresh) tables = await loadPublishedTables(db);
    return tables;
  };
  const limits = { ...DEFAULT_REALTIME_LIMITS, ...config.realtimeLimits };
  const hub = new Hub(db, nowSeconds, limits.maxRecordBytes);
  const counts = new SocketCounts<WebSocket>(limits);
  const addresses = createAddressResolver(config.trustedProxies);
  let droppedSlow = 0;
  const ctx = {
    hub,
    limits,
    counts,
    onSlowDrop: () => droppedSlow++,
    keys: config,
    nowSeconds,
    tables: getTables,
    isLive: (caller: Caller) => callerIsLive(db, caller),
  };

  // Changes are handled one at a time, in commit order.
  let queue: Promise<void> = Promise.resolve();
  let closing = false;
  const onChange = (id: string) => {
    // Nobody listening: nothing to read or check (a bulk write costs no work after its answer).
    if (closing || !hub.hasSubscribers()) return;
    queue = queue
      .then(async () => {
        const change = await readChange(db, id.trim());
        if (!change) return;
        let info = tables.get(`${change.schema}.${change.table}`);
        if (!info) info = (await getTables(true)).get(`${change.schema}.${change.table}`);
        if (info) await hub.deliverChange(change, info);
        // Let sockets write between changes, so a burst of writes does not pile up in memory.
        await new Promise((resolve) => setImmediate(resolve));
      })
      .catch((error: unknown) => {
        if (!closing) console.error(`[realtime] could not deliver change ${id}:`, error);
      });
  };
  const unlisten = await db.listen(CHANGES_CHANNEL, onChange);
  await pruneChanges(db, KEEP_CHANGES_SECONDS);
  const pruneTimer = setInterval(() => {
    queue = queue.then(() => pruneChanges(db, KEEP_CHANGES_SECONDS)).catch(() => undefined);
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const sockets = new Set<WebSocket>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://stand-in.local');
    if (url.pathname.replace(/\/+$/, '') !== REALTIME_PATH) {
      // Not ours; if nobody else handles upgrades, do not leave the socket hanging.
      if (server.listeners('upgrade').length === 1)
        refuseUpgrade(socket, 404, 'Not Found', 'No WebSocket endpoint here');
      return;
    }
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (!SUPPORTED_VSNS.includes(vsn)) {
      return refuseUpgrade(socket, 400, 'Bad Request', `Unsupported protocol version ${vsn}; use 1.0.0 or 2.0.0`);
    }
    const apikey = url.searchParams.get('apikey') ?? '';
    if (!apikey) return refuseUpgrade(socket, 401, 'Unauthorized', 'No API key found in request');
    if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable', 'The server is shutting down');
    const address = addresses.resolve(req.socket.remoteAddress, upgradeHeaders(req));
    // Before the token is verified, so a flood from one address costs nothing more.
    const full = counts.refuseAddress(address);
    if (full) return refuseUpgrade(socket, 429, 'Too Many Requests', full);
    void checkToken(apikey, config, nowSeconds()).then((key) => {
      if (!key.ok) return refuseUpgrade(socket, 401, 'Unauthorized', `Invalid API key: ${key.reason}`);
      if (isOpaqueKey(apikey) && key.caller.role === 'service_role' && fromBrowser(upgradeHeaders(req))) {
        return refuseUpgrade(socket, 401, 'Unauthorized', SECRET_KEY_IN_BROWSER_MESSAGE);
      }
      if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable', 'The server is shutting down');
      accept(req, socket, head, vsn as Vsn, key.caller, address);
    });
  };

  const accept = (req: IncomingMessage, socket: Duplex, head: Buffer, vsn: Vsn, apiCaller: Caller, address: string) => {
    // Asked again: other upgrades from this address may have finished while the token was checked.
    const full = counts.refuseAddress(address);
    if (full) return refuseUpgrade(socket, 429, 'Too Many Requests', full);
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      counts.addSocket(ws, address);
      const conn = new Connection(ws, vsn, apiCaller, ctx, address);
      // One message at a time per socket, so a join is settled before what follows it.
      let inbox: Promise<void> = Promise.resolve();
      ws.on('message', (data, isBinary) => {
        const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        const decoded = decodeFrame(buffer, isBinary, vsn);
        if (!decoded.ok) {
          // 1003: unsupported data. The client reconnects and rejoins; other sockets are untouched.
          ws.close(1003, `Malformed message: ${decoded.reason}`.slice(0, 120));
          return;
        }
        inbox = inbox
          .then(() => conn.handle(decoded.message))
          .catch((error: unknown) => {
            console.error('[realtime] message handling failed:', error);
            ws.close(1011, 'The server hit an unexpected error');
          });
      });
      ws.on('close', () => {
        sockets.delete(ws);
        conn.closed();
      });
      // Oversized frames and protocol errors: ws closes the socket itself; never crash the server.
      ws.on('error', () => undefined);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    stats: () => ({
      sockets: sockets.size,
      subscriptions: hub.size,
      queuedBytes: [...sockets].reduce((sum, ws) => sum + ws.bufferedAmount, 0),
      droppedSlow,
    }),
    async close() {
      closing = true;
      server.off('upgrade', onUpgrade);
      clearInterval(pruneTimer);
      await unlisten();
      for (const ws of sockets) ws.close(1001, 'The server is shutting down');
      // Sockets that do not answer the close handshake promptly are cut.
      const stragglers = setTimeout(() => sockets.forEach((ws) => ws.terminate()), 500);
      stragglers.unref();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      hub.closeAll();
      await queue;
    },
  };
}
