// Who is on the other end of a request, decided in exactly one place. The socket's peer address,
// unless that peer is a proxy named in TRUSTED_PROXIES: then the X-Forwarded-For chain is read
// from the right, skipping trusted hops, and the first untrusted hop is the client (entries to
// its left were written by the client and prove nothing). Limits keyed on the result cannot be
// walked around by sending a different header on each request.
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

export type TrustedProxiesParse = { ok: true; entries: string[] } | { ok: false; message: string };

/**
 * `TRUSTED_PROXIES`: comma-separated addresses or CIDR ranges (`10.0.0.0/8`, `::1`), or
 * `loopback` for 127.0.0.0/8 and ::1 (a reverse proxy on the same machine). Empty: none.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxiesParse {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const entry of entries) {
    if (entry === 'loopback') continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || rest.length > 0) {
      return {
        ok: false,
        message: `TRUSTED_PROXIES: "${entry}" is not an address or CIDR range (for example 10.0.0.0/8, ::1 or loopback)`,
      };
    }
  }
  return { ok: true, entries };
}

/** 127.0.0.1 arrives as ::ffff:127.0.0.1 on a dual-stack socket. */
function normalize(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed.toLowerCase();
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(normalize(address), type);
    else list.addSubnet(normalize(address), Number(bits), type);
  }
  return list;
}

export interface AddressResolver {
  /** The client's address for a socket peer and the request's headers. */
  resolve(peer: string | undefined, headers: Headers): string;
}

export function createAddressResolver(trustedProxies: string[]): AddressResolver {
  const trusted = blockListOf(trustedProxies);
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  return {
    resolve(peer, headers) {
      if (!peer) return 'unknown';
      let client = normalize(peer);
      if (trustedProxies.length === 0 || !isTrusted(client)) return client;
      const chain = (headers.get('x-forwarded-for') ?? '')
        .split(',')
        .map(normalize)
        .filter((s) => s !== '');
      if (chain.length === 0) {
        const real = normalize(headers.get('x-real-ip') ?? '');
        return isIP(real) !== 0 ? real : client;
      }
      for (let i = chain.length - 1; i >= 0; i--) {
        const hop = chain[i];
        // Garbage where an address should be: the last trusted hop is as far as we can see.
        if (isIP(hop) === 0) return client;
        client = hop;
        if (!isTrusted(hop)) return hop;
      }
      return client;
    },
  };
}

const resolvers = new WeakMap<string[], AddressResolver>();

function socketPeer(env: unknown): string | undefined {
  // @hono/node-server passes { incoming, outgoing }; in-process requests (app.request) have none.
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const incoming: unknown = env.incoming;
  if (typeof incoming !== 'object' || incoming === null || !('socket' in incoming)) return undefined;
  const socket: unknown = incoming.socket;
  if (typeof socket !== 'object' || socket === null || !('remoteAddress' in socket)) return undefined;
  return typeof socket.remoteAddress === 'string' ? socket.remoteAddress : undefined;
}

/** The client's address for a Hono request served by @hono/node-server. */
export function clientAddress(c: Context, trustedProxies: string[]): string {
  let resolver = resolvers.get(trustedProxies);
  if (!resolver) {
    resolver = createAddressResolver(trustedProxies);
    resolvers.set(trustedProxies, resolver);
  }
  return resolver.resolve(socketPeer(c.env), c.req.raw.headers);
}
