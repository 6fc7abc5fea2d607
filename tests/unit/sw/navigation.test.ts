import { describe, expect, it, vi } from 'vitest';
import { createShellHandler } from '../../../sw/navigation.ts';

const shellHtml = () =>
  new Response('<!doctype html><title>cached shell</title>', { headers: { 'content-type': 'text/html' } });
const request = () => new Request('http://127.0.0.1:54321/dashboard', { mode: 'same-origin' });

describe('navigation: the precached app shell', () => {
  it('answers from the precache even online, so the page matches the precached assets', async () => {
    const fetch = vi.fn(async () => new Response('network shell'));
    const handler = createShellHandler({ fetch, matchShell: async () => shellHtml() });
    expect(await (await handler(request())).text()).toContain('cached shell');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offline, deep links get the shell too (the router draws the route)', async () => {
    const handler = createShellHandler({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      matchShell: async () => shellHtml(),
    });
    expect(await (await handler(new Request('http://127.0.0.1:54321/stories/1/edit'))).text()).toContain(
      'cached shell',
    );
  });

  it('uses the network until the shell is cached', async () => {
    const handler = createShellHandler({
      fetch: async () => new Response('network shell'),
      matchShell: async () => undefined,
    });
    expect(await (await handler(request())).text()).toBe('network shell');
  });

  it('fails like the network when nothing is cached and the network is down', async () => {
    const handler = createShellHandler({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      matchShell: async () => undefined,
    });
    await expect(handler(request())).rejects.toThrow('Failed to fetch');
  });
});
