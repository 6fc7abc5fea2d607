// The operator's way out for a newcomer who mistyped the beta code ten times: `npm run beta:unlock`,
// which npm start names on its first screen. It asks the running stand-in, or opens the data
// folder when none runs.
import { afterEach, describe, expect, it } from 'vitest';
import { exited, newDataDir, runCommand, SERVE, startProcess, stopAll } from '../support/stand-in-process.ts';

const UNLOCK = ['--import', 'tsx', 'supabase/local/beta-unlock.ts'];

afterEach(stopAll);

async function checkCode(url: URL, anonKey: string, code: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL('/rest/v1/rpc/check_beta_code', url), {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return { status: response.status, body: await response.json() };
}

async function lockOut(url: URL, anonKey: string): Promise<void> {
  for (let i = 0; i < 10; i++) expect((await checkCode(url, anonKey, `wrong-${i}`)).body).toBe(false);
  expect((await checkCode(url, anonKey, 'also-wrong')).status).toBe(429);
}

describe('npm run beta:unlock', () => {
  it('is named on the first screen, and lifts the lock through the running stand-in and, when stopped, in its database', async () => {
    const dataDir = await newDataDir();
    const first = await startProcess(SERVE, dataDir);
    expect(first.output()).toMatch(/npm run beta:unlock/);
    const { anonKey, betaCode } = await first.keys();

    await lockOut(first.url, anonKey);
    const viaServer = await runCommand([...UNLOCK, '127.0.0.1'], dataDir, first.url.port);
    expect(viaServer).toMatchObject({
      status: 0,
      output: expect.stringMatching(/Lifted the beta-code lock for address 127\.0\.0\.1/),
    });
    expect(await checkCode(first.url, anonKey, betaCode)).toEqual({ status: 200, body: true });

    // The lock is kept in the database: a restart alone does not lift it, the command does.
    await lockOut(first.url, anonKey);
    first.child.kill('SIGTERM');
    // How fast a stop is, is clean-stop.test.ts's matter; here only that it has stopped.
    await exited(first.child, 60_000);
    const viaDatabase = await runCommand(UNLOCK, dataDir, first.url.port);
    expect(viaDatabase).toMatchObject({
      status: 0,
      output: expect.stringMatching(/Lifted the beta-code lock for every address/),
    });
    const second = await startProcess(SERVE, dataDir);
    expect(await checkCode(second.url, anonKey, betaCode)).toEqual({ status: 200, body: true });
    expect((await runCommand(UNLOCK, dataDir, second.url.port)).output).toMatch(
      /No beta-code lock to lift for every address/,
    );
  }, 240_000); // two starts and three commands, each a process of its own: minutes on a loaded CI machine
});
