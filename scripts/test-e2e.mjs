// `npm run test:e2e`: a fresh production build, then the browser suite in headless Chromium.
// `npm run screenshots` (--screenshots): the same with SCREENSHOTS=1, which saves every screen the
// suite opens to test-results/screenshots/ and runs the tests that only take screenshots.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ROOT, VITEST_BIN, viteBuild } from './lib.mjs';

process.chdir(ROOT);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium) && !process.env.CI) {
  console.warn(
    `No Chromium at ${chromium}: skipping the browser suite (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(0);
}
if (viteBuild(['--logLevel', 'warn']) !== 0) process.exit(1);
const args = process.argv.slice(2);
const screenshots = args.includes('--screenshots');
const status = spawnSync(
  process.execPath,
  [VITEST_BIN, 'run', '--project', 'e2e', ...args.filter((arg) => arg !== '--screenshots')],
  { stdio: 'inherit', env: { ...process.env, ...(screenshots ? { SCREENSHOTS: '1' } : {}) } },
).status;
process.exit(status ?? 1);
