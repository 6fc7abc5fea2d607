// A bare WebSocket to /realtime/v1/websocket, for protocol details supabase-js never exercises
// (malformed frames, vsn 1.0.0, refused keys, a client that stops reading).
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';

export interface RawSocket {
  ws: WebSocket;
  received: unknown[];
  send(frame: unknown): void;
  sendRaw(data: string | Buffer): void;
  next(match: (message: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  closed: Promise<{ code: number; reason: string }>;
}

export function realtimeUrl(httpUrl: string, params: Record<string, string>): string {
  const url = new URL('/realtime/v1/websocket', httpUrl.replace(/^http/, 'ws'));
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export function openRaw(url: string): Promise<RawSocket> {
  const ws = new WebSocket(url);
  const received: unknown[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    received.push(JSON.parse(data.toString()));
    waiters.forEach((w) => w());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: RawSocket = {
    ws,
    received,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (data) => ws.send(data),
    next: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (found !== undefined) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('Timed out waiting for a realtime message'));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    closed,
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => reject(new Error(`Upgrade refused with ${res.statusCode}: ${body}`)));
    });
    ws.once('error', reject);
  });
}

function tcpSocketOf(ws: WebSocket): Duplex {
  // ws keeps the TCP socket private; pausing it is the only way to be a client that stops reading.
  const socket = (ws as unknown as { _socket?: Duplex })._socket;
  if (!socket) throw new Error('The WebSocket is not open');
  return socket;
}

/** Stops reading: the kernel's buffers fill, then whatever the server queues for this socket. */
export function stopReading(ws: WebSocket): void {
  tcpSocketOf(ws).pause();
}

export function resumeReading(ws: WebSocket): void {
  tcpSocketOf(ws).resume();
}
