import { describe, expect, it, vi } from 'vitest';
import { createShellHandler } from '../../../sw/navigation.ts';

const shellHtml = () =>
  new Response('<!doctype html><title>cached shell</title>', { headers: { 'content-type': 'text/html' } });
const request = () => new Request('http://127.0.0.1:54321/dashboard', { mode: 'same-origin' });

describe('navigation: network first, cached shell when offline', () => {
  it('answers from the network when it can (fresh runtime config)', async () => {
    const matchShell = vi.fn(async () => shellHtml());
    const handler = createShellHandler({
      fetch: async () => new Response('network shell'),
      matchShell,
      timeoutMs: 1000,
    });
    expect(await (await handler(request())).text()).toBe('network shell');
    expect(matchShell).not.toHaveBeenCalled();
  });

  it('falls back to the precached index.html when the network fails', async () => {
    const handler = createShellHandler({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      matchShell: async () => shellHtml(),
      timeoutMs: 1000,
    });
    expect(await (await handler(request())).text()).toContain('cached shell');
  });

  it('falls back when the server answers 5xx, but keeps a 404', async () => {
    const broken = createShellHandler({
      fetch: async () => new Response('oops', { status: 502 }),
      matchShell: async () => shellHtml(),
      timeoutMs: 1000,
    });
    expect(await (await broken(request())).text()).toContain('cached shell');
    const missing = createShellHandler({
      fetch: async () => new Response('nope', { status: 404 }),
      matchShell: async () => shellHtml(),
      timeoutMs: 1000,
    });
    expect((await missing(request())).status).toBe(404);
  });

  it('gives up on a hanging network after the timeout', async () => {
    const hanging = (_: Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const handler = createShellHandler({ fetch: hanging, matchShell: async () => shellHtml(), timeoutMs: 20 });
    expect(await (await handler(request())).text()).toContain('cached shell');
  });

  it('rethrows the network error when nothing is cached yet', async () => {
    const handler = createShellHandler({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      matchShell: async () => undefined,
      timeoutMs: 1000,
    });
    await expect(handler(request())).rejects.toThrow('Failed to fetch');
  });
});
