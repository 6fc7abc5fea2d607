// `npm start`: the whole product on one port. Builds the PWA when dist/ is missing or older
// than its sources (so a fresh clone builds once), then runs the local stand-in, which serves
// the API and the built app and prints the address, the beta code and the anon key.
//   PORT (default 54321), HOST, DATA_DIR, JWT_SECRET, BETA_CODE, … : see README.md.
import { ROOT, TSX_CLI, staleBuildReason, startNode, supervise, viteBuild } from './lib.mjs';

process.chdir(ROOT);

const reason = staleBuildReason('dist');
if (reason) {
  console.log(`Building the app (${reason})…`);
  if (viteBuild(['--logLevel', 'warn']) !== 0) {
    console.error('The build failed; fix the error above and run npm start again.');
    process.exit(1);
  }
}

const server = startNode([TSX_CLI, 'supabase/local/main.ts'], {
  env: { STATIC_DIR: process.env.STATIC_DIR ?? 'dist', PORT: process.env.PORT ?? '54321' },
});
supervise([server]);
