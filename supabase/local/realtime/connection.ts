// One WebSocket: heartbeats, joining and leaving channels, token refresh, broadcast and presence.
// Every reply is a phx_reply {status, response}; a refused join says why in response.reason.
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { CallerKeys } from '../api-keys.ts';
import { callerFromToken, type Caller } from '../caller.ts';
import type { TableInfo } from './capture.ts';
import { resolveBindings } from './bindings.ts';
import type { Hub, Subscription } from './hub.ts';
import { SLOW_CLIENT_CLOSE_CODE, SLOW_CLIENT_CLOSE_REASON, type RealtimeLimits, type SocketCounts } from './limits.ts';
import {
  accessTokenPayloadSchema,
  broadcastPayloadSchema,
  encodeFrame,
  joinPayloadSchema,
  presencePayloadSchema,
  type PhoenixMessage,
  type Vsn,
} from './protocol.ts';

/** How long a socket dropped for not reading may take to close before it is cut. */
const SLOW_CLOSE_GRACE_MS = 1000;

export interface ConnectionContext {
  hub: Hub;
  limits: RealtimeLimits;
  counts: SocketCounts<WebSocket>;
  /** Called when a socket is dropped for not reading (for the server's figures). */
  onSlowDrop: () => void;
  keys: CallerKeys;
  nowSeconds: () => number;
  /** The published tables, reloaded when asked for one it does not know. */
  tables: (refresh: boolean) => Promise<Map<string, TableInfo>>;
  /** False when a signed-in caller's account has been deleted since the token was issued. */
  isLive: (caller: Caller) => Promise<boolean>;
}

export type TokenCheck = { ok: true; caller: Caller } | { ok: false; reason: string };

/** The same rule as REST and functions (caller.ts), with realtime's wording. */
export async function checkToken(token: string, keys: CallerKeys, nowSeconds: number): Promise<TokenCheck> {
  const result = await callerFromToken(token, keys, nowSeconds);
  if (!result.ok) {
    return { ok: false, reason: result.code === 'PGRST303' ? 'Token has expired' : result.message };
  }
  return { ok: true, caller: result.caller };
}

export class Connection {
  private readonly channels = new Map<string, Subscription>();
  /** Users this socket has joined channels as (each counts it against their socket limit). */
  private readonly users = new Set<string>();
  private released = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    /** The apikey the socket connected with: the caller for joins that carry no access_token. */
    private readonly apiCaller: Caller,
    private readonly ctx: ConnectionContext,
    /** The client's address (counted against the per-address limit until the socket closes). */
    private readonly address: string,
  ) {}

  send(message: PhoenixMessage): void {
    if (this.released || this.ws.readyState !== this.ws.OPEN) return;
    const frame = encodeFrame(message, this.vsn);
    if (this.ws.bufferedAmount + Buffer.byteLength(frame) > this.ctx.limits.maxQueuedBytes) {
      this.dropSlow();
      return;
    }
    this.ws.send(frame);
  }

  /**
   * The client is not reading: leave every channel now (nothing more is queued for it), close
   * with 1013 (realtime-js reconnects after any close it did not ask for, rejoins, and its sync
   * pulls what it missed), and cut the socket if the close does not finish promptly, which frees
   * what was queued.
   */
  private dropSlow(): void {
    this.ctx.onSlowDrop();
    this.closed();
    this.ws.close(SLOW_CLIENT_CLOSE_CODE, SLOW_CLIENT_CLOSE_REASON);
    const cut = setTimeout(() => this.ws.terminate(), SLOW_CLOSE_GRACE_MS);
    cut.unref();
    this.ws.once('close', () => clearTimeout(cut));
  }

  private reply(msg: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({
      joinRef: msg.joinRef,
      ref: msg.ref,
      topic: msg.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  async handle(msg: PhoenixMessage): Promise<void> {
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.reply(msg, 'ok', {});
      else this.reply(msg, 'error', { reason: `Unknown event ${msg.event} on topic phoenix` });
      return;
    }
    if (msg.event === 'phx_join') return this.join(msg);
    const sub = this.channels.get(msg.topic);
    if (!sub) {
      this.reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (msg.event) {
      case 'phx_leave':
        this.reply(msg, 'ok', {});
        this.drop(sub);
        this.send({ joinRef: sub.joinRef, ref: null, topic: sub.topic, event: 'phx_close', payload: {} });
        return;
      case 'access_token':
        return this.refreshToken(msg, sub);
      case 'broadcast': {
        const parsed = broadcastPayloadSchema.safeParse(msg.payload);
        if (!parsed.success)
          return this.reply(msg, 'error', { reason: 'A broadcast needs {type: "broadcast", event, payload}' });
        this.ctx.hub.broadcast(sub, parsed.data);
        return this.reply(msg, 'ok', {});
      }
      case 'presence':
        return this.presence(msg, sub);
      default:
        this.reply(msg, 'error', { reason: `Unknown event ${msg.event}` });
    }
  }

  private async join(msg: PhoenixMessage): Promise<void> {
    const joinRef = msg.joinRef ?? msg.ref;
    const refuse = (reason: string) => this.reply({ ...msg, joinRef }, 'error', { reason });
    if (!msg.topic.startsWith('realtime:')) return refuse('Topic must start with "realtime:"');
    const parsed = joinPayloadSchema.safeParse(msg.payload);
    if (!parsed.success) {
      return refuse(
        `Invalid join payload: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    const { access_token, config } = parsed.data;
    let caller = this.apiCaller;
    if (access_token) {
      const check = await checkToken(access_token, this.ctx.keys, this.ctx.nowSeconds());
      if (!check.ok) return refuse(check.reason);
      caller = check.caller;
    } else if (this.ctx.hub.isExpired(caller)) {
      return refuse('Token has expired');
    }
    if (!(await this.ctx.isLive(caller))) return refuse('User from sub claim in JWT does not exist');
    if (config?.private) return refuse('Private channels are not supported by the local stand-in');
    const maxChannels = this.ctx.limits.maxChannelsPerSocket;
    if (!this.channels.has(msg.topic) && this.channels.size >= maxChannels) {
      return refuse(`Too many channels on this connection (at most ${maxChannels})`);
    }
    const resolved = await resolveBindings(config?.postgres_changes ?? [], this.ctx.tables);
    if (!resolved.ok) return refuse(resolved.reason);
    const bindings = resolved.bindings;
    // The socket may have been dropped while the join waited on the database.
    if (this.released) return;
    const userId = caller.role === 'authenticated' ? caller.claims.sub : undefined;
    if (userId !== undefined && !this.users.has(userId)) {
      if (!this.ctx.counts.addUser(this.ws, userId)) return refuse(this.ctx.counts.userRefusal());
      this.users.add(userId);
    }

    const previous = this.channels.get(msg.topic);
    if (previous) {
      // A second join of the same topic replaces the first, as Phoenix does.
      this.drop(previous);
      this.send({ joinRef: previous.joinRef, ref: null, topic: previous.topic, event: 'phx_close', payload: {} });
    }
    const sub: Subscription = {
      topic: msg.topic,
      joinRef,
      caller,
      pgBindings: bindings,
      broadcastSelf: config?.broadcast?.self ?? false,
      presenceKey: config?.presence?.key || randomUUID(),
      presence: null,
      expiryTimer: null,
      send: (m) => this.send(m),
      expire: (reason) => this.expire(sub, reason),
    };
    this.channels.set(msg.topic, sub);
    this.ctx.hub.add(sub);
    this.watchExpiry(sub);
    this.reply({ ...msg, joinRef }, 'ok', {
      postgres_changes: bindings.map((b) => ({
        id: b.id,
        event: b.requestedEvent,
        schema: b.schema,
        table: b.table,
        filter: b.filter,
      })),
    });
    const channel = msg.topic.slice('realtime:'.length);
    if (bindings.length > 0) {
      this.send({
        joinRef,
        ref: null,
        topic: msg.topic,
        event: 'system',
        payload: { channel, extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', status: 'ok' },
      });
    }
    if (config?.presence?.enabled) {
      this.send({
        joinRef,
        ref: null,
        topic: msg.topic,
        event: 'presence_state',
        payload: this.ctx.hub.presenceState(msg.topic),
      });
    }
  }

  private async refreshToken(msg: PhoenixMessage, sub: Subscription): Promise<void> {
    const parsed = accessTokenPayloadSchema.safeParse(msg.payload);
    if (!parsed.success) return this.reply(msg, 'error', { reason: 'access_token needs {access_token}' });
    const check = await checkToken(parsed.data.access_token, this.ctx.keys, this.ctx.nowSeconds());
    const refusal = !check.ok
      ? check.reason
      : (await this.ctx.isLive(check.caller))
        ? null
        : 'User from sub claim in JWT does not exist';
    if (!check.ok || refusal !== null) {
      const reason = refusal ?? 'Invalid token';
      this.reply(msg, 'error', { reason });
      return this.expire(sub, reason);
    }
    sub.caller = check.caller;
    this.watchExpiry(sub);
    this.reply(msg, 'ok', {});
  }

  private presence(msg: PhoenixMessage, sub: Subscription): void {
    const parsed = presencePayloadSchema.safeParse(msg.payload);
    if (!parsed.success)
      return this.reply(msg, 'error', { reason: 'A presence message needs {type: "presence", event: track|untrack}' });
    const left = sub.presence ? [sub.presence] : [];
    sub.presence =
      parsed.data.event === 'track'
        ? { key: sub.presenceKey, meta: { ...parsed.data.payload, phx_ref: randomUUID() } }
        : null;
    this.ctx.hub.presenceDiff(sub.topic, sub.presence ? [sub.presence] : [], left);
    this.reply(msg, 'ok', {});
  }

  private watchExpiry(sub: Subscription): void {
    if (sub.expiryTimer) clearTimeout(sub.expiryTimer);
    sub.expiryTimer = null;
    const exp = sub.caller.claims.exp;
    if (typeof exp !== 'number') return;
    // setTimeout holds at most ~24.8 days; a longer-lived token is looked at again then.
    const delayMs = Math.min(Math.max(0, (exp - this.ctx.nowSeconds()) * 1000) + 50, 2 ** 31 - 1);
    sub.expiryTimer = setTimeout(() => {
      if (this.channels.get(sub.topic) !== sub) return;
      if (this.ctx.hub.isExpired(sub.caller)) this.expire(sub, 'Token has expired');
      else this.watchExpiry(sub);
    }, delayMs);
    sub.expiryTimer.unref();
  }

  private expire(sub: Subscription, reason: string): void {
    const channel = sub.topic.slice('realtime:'.length);
    this.send({
      joinRef: sub.joinRef,
      ref: null,
      topic: sub.topic,
      event: 'system',
      payload: { channel, extension: 'system', message: reason, status: 'error' },
    });
    this.drop(sub);
    this.send({ joinRef: sub.joinRef, ref: null, topic: sub.topic, event: 'phx_close', payload: {} });
  }

  private drop(sub: Subscription): void {
    if (this.channels.get(sub.topic) === sub) this.channels.delete(sub.topic);
    if (sub.expiryTimer) clearTimeout(sub.expiryTimer);
    sub.expiryTimer = null;
    this.ctx.hub.remove(sub);
    if (sub.presence) {
      const left = sub.presence;
      sub.presence = null;
      this.ctx.hub.presenceDiff(sub.topic, [], [left]);
    }
  }

  /** The socket closed (or is being dropped): leave every channel, stop counting it. Idempotent. */
  closed(): void {
    if (this.released) return;
    this.released = true;
    for (const sub of [...this.channels.values()]) this.drop(sub);
    this.ctx.counts.removeSocket(this.ws, this.address, this.users);
    this.users.clear();
  }
}
