import { describe, expect, it, vi } from 'vitest';
import { createShellHandler, pageFile, readShellRoutes } from '../../../sw/navigation.ts';

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

  it('answers an address no shell route matches with the precached 404 page and status 404', async () => {
    const routes = new Response(JSON.stringify({ shell: ['/search', '/dashboard/*', '/clients/:id'] }));
    const handler = createShellHandler({
      fetch: async () => new Response('network'),
      matchShell: async () => shellHtml(),
      shellRoutes: async () => readShellRoutes(routes.clone()),
      matchNotFound: async () =>
        new Response('<title>not found page</title>', { headers: { 'content-type': 'text/html' } }),
    });
    const at = (path: string) => handler(new Request(`http://127.0.0.1:54321${path}`));
    for (const path of ['/no-such-page', '/dashboardx', '/clients', '/clients/1/more']) {
      const response = await at(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain('not found page');
      expect(response.headers.get('content-type')).toBe('text/html');
    }
    for (const path of ['/search', '/dashboard', '/dashboard/stories/create', '/Clients/7', '/search/']) {
      const response = await at(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain('cached shell');
    }
  });

  it('answers a prerendered page asked for with a query with that page, not the 404', async () => {
    const handler = createShellHandler({
      fetch: async () => new Response('network'),
      matchShell: async () => shellHtml(),
      shellRoutes: async () => ['/dashboard/*'],
      matchNotFound: async () => new Response('not found page'),
      matchPage: async (path) => (pageFile(path) === 'register.html' ? new Response('register page') : undefined),
    });
    const register = await handler(new Request('http://127.0.0.1:54321/register?invite=abc'));
    expect([register.status, await register.text()]).toEqual([200, 'register page']);
    expect((await handler(new Request('http://127.0.0.1:54321/nope?x=1'))).status).toBe(404);
    expect([pageFile('/'), pageFile('/blog/x/'), pageFile('/about')]).toEqual([
      'index.html',
      'blog/x.html',
      'about.html',
    ]);
  });

  it('gives the shell when the route list or the 404 page is not cached (or unreadable)', async () => {
    const base = { fetch: async () => new Response('network'), matchShell: async () => shellHtml() };
    const noRoutes = createShellHandler({ ...base, shellRoutes: async () => undefined });
    expect((await noRoutes(new Request('http://127.0.0.1:54321/nope'))).status).toBe(200);
    const noPage = createShellHandler({
      ...base,
      shellRoutes: async () => ['/a'],
      matchNotFound: async () => undefined,
    });
    expect(await (await noPage(new Request('http://127.0.0.1:54321/nope'))).text()).toContain('cached shell');
    expect(await readShellRoutes(new Response('not json'))).toBeUndefined();
    expect(await readShellRoutes(undefined)).toBeUndefined();
    expect(await readShellRoutes(new Response('{"shell":["/a",3]}'))).toEqual(['/a']);
  });
});
