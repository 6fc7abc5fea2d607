// `npm start`: the whole product on one port. Builds the PWA when dist/ is missing or older
// than its sources (so a fresh clone builds once), then runs the local stand-in, which serves
// the API and the built app and prints the address, the beta code and the anon key. With
// STATIC_DIR set to another folder, that folder is served as it is and nothing is built.
// Ctrl-C or SIGTERM stops the stand-in cleanly and returns once its port is free.
//   PORT (default 54321), HOST, DATA_DIR, JWT_SECRET, BETA_CODE, … : see README.md.
import { ROOT, TSX_IMPORT, staleBuildReason, startNode, supervise, viteBuild } from './lib.mjs';

process.chdir(ROOT);

const staticDir = process.env.STATIC_DIR ?? 'dist';
const reason = staticDir === 'dist' ? staleBuildReason('dist') : null;
if (reason) {
  console.log(`Building the app (${reason})…`);
  if (viteBuild(['--logLevel', 'warn']) !== 0) {
    console.error('The build failed; fix the error above and run npm start again.');
    process.exit(1);
  }
}

const server = startNode([...TSX_IMPORT, 'supabase/local/main.ts'], {
  env: { STATIC_DIR: staticDir, PORT: process.env.PORT ?? '54321' },
});
supervise([server]);
