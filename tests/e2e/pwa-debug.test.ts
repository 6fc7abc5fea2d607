import { it, expect } from 'vitest';
import { startE2E, waitForServiceWorker } from './support/e2e.ts';
it('debug', async () => {
  for (const mode of ['reload', 'goto', 'locationReload', 'fetch', 'reload']) {
    const e2e = await startE2E();
    try {
      const page = await e2e.newPage('/');
      await waitForServiceWorker(page);
      const w = e2e.context.serviceWorkers()[0];
      console.log(mode, 'in sw:', JSON.stringify(await w.evaluate(async () => [self.constructor.name, (await caches.keys()).join(','), String(!!(await caches.match('/index.html', { ignoreSearch: true })))])));
      await e2e.stopServer();
      try {
        if (mode === 'reload') await page.reload();
        if (mode === 'goto') await page.goto(e2e.url + '/dashboard');
        if (mode === 'locationReload') { await page.evaluate(() => location.reload()); await page.waitForLoadState(); }
        if (mode === 'fetch') console.log(await page.evaluate(async () => { const r = await fetch('/index.html'); return r.status + ' ' + (await r.text()).slice(0, 40); }));
        console.log(mode, 'ok', await page.title());
      } catch (e) { console.log(mode, 'failed', (e as Error).message.split('\n')[0]); }
    } finally { await e2e.close(); }
  }
  expect(1).toBe(1);
});
