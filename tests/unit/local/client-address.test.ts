// Who the client is, decided in one place: the socket's peer, unless that peer is a trusted proxy.
import { describe, expect, it } from 'vitest';
import { createAddressResolver, parseTrustedProxies } from '../../../supabase/local/client-address.ts';

const headers = (values: Record<string, string>) => new Headers(values);

describe('createAddressResolver', () => {
  it.each([
    // [trusted proxies, socket peer, headers, client]
    [[], '203.0.113.9', { 'x-forwarded-for': '9.9.9.9' }, '203.0.113.9'],
    [[], '::ffff:127.0.0.1', { 'x-real-ip': '9.9.9.9' }, '127.0.0.1'],
    [['loopback'], '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' }, '198.51.100.7'],
    [['loopback'], '::1', { 'x-forwarded-for': '198.51.100.7' }, '198.51.100.7'],
    // Entries left of the first untrusted hop were written by the client: ignored.
    [['loopback'], '127.0.0.1', { 'x-forwarded-for': '9.9.9.9, 198.51.100.7' }, '198.51.100.7'],
    [['10.0.0.0/8'], '10.1.2.3', { 'x-forwarded-for': '9.9.9.9, 198.51.100.7, 10.0.0.5' }, '198.51.100.7'],
    // A peer that is not a trusted proxy is the client, whatever it claims.
    [['10.0.0.0/8'], '192.0.2.1', { 'x-forwarded-for': '10.0.0.5' }, '192.0.2.1'],
    [['loopback'], '127.0.0.1', { 'x-real-ip': '198.51.100.8' }, '198.51.100.8'],
    // Garbage where an address should be: the last trusted hop is as far as we can see.
    [['loopback'], '127.0.0.1', { 'x-forwarded-for': 'not-an-address' }, '127.0.0.1'],
    [['loopback'], '127.0.0.1', {}, '127.0.0.1'],
  ])('trusting %j, peer %s with %j is %s', (trusted, peer, given, client) => {
    expect(createAddressResolver(trusted).resolve(peer, headers(given))).toBe(client);
  });

  it('calls a request without a socket "unknown"', () => {
    expect(createAddressResolver([]).resolve(undefined, headers({ 'x-forwarded-for': '9.9.9.9' }))).toBe('unknown');
  });
});

describe('parseTrustedProxies', () => {
  it('takes addresses, CIDR ranges and loopback, and names what it cannot read', () => {
    expect(parseTrustedProxies(' 10.0.0.0/8, ::1 ,loopback,')).toEqual({
      ok: true,
      entries: ['10.0.0.0/8', '::1', 'loopback'],
    });
    expect(parseTrustedProxies(undefined)).toEqual({ ok: true, entries: [] });
    expect(parseTrustedProxies('10.0.0.0/33')).toEqual({
      ok: false,
      message:
        'TRUSTED_PROXIES: "10.0.0.0/33" is not an address or CIDR range (for example 10.0.0.0/8, ::1 or loopback)',
    });
    expect(parseTrustedProxies('proxy.example.com').ok).toBe(false);
  });
});
