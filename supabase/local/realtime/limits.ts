// What one client may hold on the realtime server, so that no socket can grow the process:
// sockets per address and per user, bytes queued for a socket that does not read, channels per
// socket (hosted Realtime's 100), and the size of a change's record (hosted's max_record_bytes).

export interface RealtimeLimits {
  /** Open sockets in all (hosted Pro's concurrent connections). */
  maxSockets: number;
  /** Open sockets from one client address (client-address.ts decides it). */
  maxSocketsPerAddress: number;
  /** Sockets on which one user has joined a channel. */
  maxSocketsPerUser: number;
  /** Channels joined on one socket (hosted Realtime: 100 on every plan). */
  maxChannelsPerSocket: number;
  /**
   * Bytes a socket may have waiting to be written (ws `bufferedAmount`, beyond what the kernel
   * took). A socket that does not read is closed past this, and its buffers are freed.
   */
  maxQueuedBytes: number;
  /** A change whose record is larger is sent without its values over 64 bytes (hosted's rule). */
  maxRecordBytes: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  maxSockets: 500,
  maxSocketsPerAddress: 50,
  maxSocketsPerUser: 20,
  maxChannelsPerSocket: 100,
  maxQueuedBytes: 1024 * 1024,
  maxRecordBytes: 64 * 1024,
};

/** The close code for a socket dropped for not reading: "try again later"; realtime-js reconnects. */
export const SLOW_CLIENT_CLOSE_CODE = 1013;
export const SLOW_CLIENT_CLOSE_REASON = 'The client did not read its messages in time; reconnect and pull';

/** Counts of open sockets by address and by user, with the refusal when one is full. */
export class SocketCounts<S> {
  private readonly byAddress = new Map<string, Set<S>>();
  private readonly byUser = new Map<string, Set<S>>();
  private total = 0;

  constructor(private readonly limits: RealtimeLimits) {}

  /** Why a new socket from this address is refused, or null. */
  refuseAddress(address: string): string | null {
    if (this.total >= this.limits.maxSockets) {
      return `The realtime server is full (at most ${this.limits.maxSockets} connections); try again later`;
    }
    if ((this.byAddress.get(address)?.size ?? 0) >= this.limits.maxSocketsPerAddress) {
      return `Too many realtime connections from this address (at most ${this.limits.maxSocketsPerAddress})`;
    }
    return null;
  }

  addSocket(socket: S, address: string): void {
    this.total++;
    add(this.byAddress, address, socket);
  }

  /** Counts the socket for the user; false (and nothing counted) when the user is at the cap. */
  addUser(socket: S, userId: string): boolean {
    const sockets = this.byUser.get(userId);
    if (sockets?.has(socket)) return true;
    if ((sockets?.size ?? 0) >= this.limits.maxSocketsPerUser) return false;
    add(this.byUser, userId, socket);
    return true;
  }

  userRefusal(): string {
    return `Too many realtime connections for this user (at most ${this.limits.maxSocketsPerUser}); close other tabs or devices`;
  }

  removeSocket(socket: S, address: string, userIds: Iterable<string>): void {
    if (remove(this.byAddress, address, socket)) this.total--;
    for (const user of userIds) remove(this.byUser, user, socket);
  }

  get sockets(): number {
    return this.total;
  }
}

function add<S>(map: Map<string, Set<S>>, key: string, socket: S): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(socket);
}

function remove<S>(map: Map<string, Set<S>>, key: string, socket: S): boolean {
  const set = map.get(key);
  if (!set?.delete(socket)) return false;
  if (set.size === 0) map.delete(key);
  return true;
}
