// `npm run serve`: the stand-in on one port, printing what a first user needs.
import { loadConfig } from './config.ts';
import { startStandIn } from './server.ts';

async function main() {
  const config = await loadConfig();
  const running = await startStandIn(config);
  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : config.dataDir === 'memory'
      ? 'in memory (nothing kept)'
      : config.dataDir;
  const lines = [
    '',
    `  StoryStack is running at ${running.url}`,
    '',
    `  Data:        ${storage}`,
    `  Beta code:   ${config.betaCode}${config.betaCodeGenerated ? '  (made on first run; set BETA_CODE to choose your own)' : ''}`,
    '  First admin: the first account registered becomes the admin. Enter the beta code on the',
    '               landing page, then Create My Founding Member Account.',
    `  App:         ${config.staticDir ? 'serving the built PWA' : 'not built yet: run npm run build (npm start builds it)'}`,
    '',
    `  Supabase URL:      ${running.url}`,
    `  anon key:          ${config.anonKey}`,
    '  service-role key:  signed with JWT_SECRET (kept in the data folder); never give it to the browser.',
    '',
  ];
  console.log(lines.join('\n'));
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
