// `npm run test:e2e`: a fresh production build, then the browser suite in headless Chromium.
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
const status = spawnSync(process.execPath, [VITEST_BIN, 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
}).status;
process.exit(status ?? 1);
