// `npm run dev`: the stand-in on PORT (default 54321) and Vite's dev server with hot reload,
// which proxies /auth, /rest, /functions and /realtime to it (see vite.config.ts). The service
// worker is not built in dev; use npm start to try offline behaviour.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT, TSX_IMPORT, VITE_BIN, supervise } from './lib.mjs';

process.chdir(ROOT);

const port = process.env.PORT ?? '54321';
const env = { ...process.env, PORT: port };
// In memory nothing is kept, so both processes must agree on a secret made here.
if (env.DATA_DIR === 'memory' && !env.JWT_SECRET) env.JWT_SECRET = randomBytes(32).toString('hex');

const standIn = spawn(process.execPath, [...TSX_IMPORT, 'supabase/local/main.ts'], {
  env,
  stdio: ['inherit', 'pipe', 'inherit'],
});
const group = supervise([standIn]);

// Vite serves index.html itself, so the stand-in cannot inject the anon key into it: read the
// key from the stand-in's banner and hand it to Vite as VITE_SUPABASE_ANON_KEY.
let banner = '';
let viteStarted = false;
standIn.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (viteStarted) return;
  banner += chunk.toString();
  const key = /anon key:\s+(\S+)/.exec(banner)?.[1];
  if (!key) return;
  viteStarted = true;
  const vite = spawn(process.execPath, [VITE_BIN, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...env,
      STAND_IN_URL: `http://127.0.0.1:${port}`,
      VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY ?? key,
    },
  });
  group.add(vite);
  console.log('  Dev server: Vite prints its address below; API calls are proxied to the stand-in.\n');
});
