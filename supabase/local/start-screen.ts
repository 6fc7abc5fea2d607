// What `npm run serve` (and so `npm start`) prints once the stand-in listens: what a first user
// needs, and a warning when the per-address limits would be shared by everyone.
import type { StandInConfig } from './config.ts';

export function startScreen(config: StandInConfig, url: string): string[] {
  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : config.dataDir === 'memory'
      ? 'in memory (nothing kept)'
      : config.dataDir;
  const warning = sharedAddressWarning(config.host, config.trustedProxies);
  const lines = [
    '',
    `  StoryStack is running at ${url}`,
    '',
    `  Data:        ${storage}`,
    `  Beta code:   ${config.betaCode}${config.betaCodeGenerated ? '  (made on first run; set BETA_CODE to choose your own)' : ''}`,
    '  Beta lock:   10 wrong codes lock an address for 15 minutes; lift it with npm run beta:unlock [address]',
    '  First admin: the first account registered becomes the admin. Enter the beta code on the',
    '               landing page, then Create My Founding Member Account.',
    `  App:         ${config.staticDir ? 'serving the built PWA' : 'not built yet: run npm run build (npm start builds it)'}`,
    '',
    `  Supabase URL:      ${url}`,
    `  anon key:          ${config.anonKey}`,
    '  service-role key:  signed with JWT_SECRET (kept in the data folder); never give it to the browser.',
    `  publishable key:   ${config.publishableKey}`,
    '  secret key:        kept in the data folder (secret-key); never give it to the browser.',
    '',
    ...(warning ? [...warning, ''] : []),
  ];
  return lines;
}

const isLoopbackHost = (host: string) => {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare);
};

/**
 * The start screen's warning when the stand-in listens beyond loopback and believes no proxy:
 * behind a proxy every client then has the proxy's address, and the limits kept per address are
 * shared by everyone. Null when there is nothing to say.
 */
export function sharedAddressWarning(host: string, trustedProxies: string[]): string[] | null {
  if (isLoopbackHost(host) || trustedProxies.length > 0) return null;
  return [
    `  Warning:     listening on ${host} without TRUSTED_PROXIES. Behind a reverse proxy every client`,
    "               has the proxy's address: one person's wrong passwords (30 in 5 minutes) then keep",
    '               everyone who has not signed in through it before from signing in, and wrong beta',
    '               codes lock registration for all. Set TRUSTED_PROXIES to the proxy (docs/deploy.md);',
    '               without a proxy, ignore this.',
  ];
}
