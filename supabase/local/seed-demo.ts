// `npm run seed`: loads the demo data (supabase/seed.sql) into the database the stand-in uses
// (DATABASE_URL, else the PGlite folder DATA_DIR), migrating it first. Never run by default.
// With PGlite, stop the stand-in first: two processes must not open the same data folder.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { openDatabase } from './db.ts';
import { migrate } from './migrate.ts';

const seedFile = fileURLToPath(new URL('../seed.sql', import.meta.url));

export const DEMO_PASSWORD = 'storystack-demo';
export const DEMO_LOGINS: readonly { email: string; role: string; what: string }[] = [
  { email: 'admin@storystack.demo', role: 'admin', what: 'admin pages, every user, client and lead' },
  { email: 'coach@storystack.demo', role: 'coach', what: 'two clients (Maya Patel, Jordan Lee) and their stories' },
  { email: 'founder@storystack.demo', role: 'user', what: 'own stack: a draft, one in review, one published' },
  { email: 'maya@storystack.demo', role: 'client', what: "Casey's client: reads the stories about her" },
];

async function main(): Promise<void> {
  const config = await loadConfig();
  if (!config.databaseUrl && config.dataDir === 'memory') {
    throw new Error('DATA_DIR=memory: the demo data would vanish at once. Seed a data folder or DATABASE_URL instead.');
  }
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const { applied } = await migrate(db);
    await db.exec(readFileSync(seedFile, 'utf8'));
    const counts = await db.query<{ users: number; stories: number; clients: number }>(
      `select (select count(*)::int from auth.users where email like '%@storystack.demo') as users,
              (select count(*)::int from public.stories where id::text like '5eed0000-%') as stories,
              (select count(*)::int from public.clients where id::text like '5eed0000-%') as clients`,
    );
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    const width = Math.max(...DEMO_LOGINS.map((l) => l.email.length));
    console.log(
      [
        '',
        `  Demo data loaded into ${where}${applied.length ? ` (after ${applied.length} migrations)` : ''}:`,
        `  ${counts.rows[0].users} users, ${counts.rows[0].clients} clients, ${counts.rows[0].stories} stories (running it again changes nothing).`,
        '',
        `  Sign in with any of these, password: ${DEMO_PASSWORD}`,
        ...DEMO_LOGINS.map((l) => `    ${l.email.padEnd(width)}  ${l.role.padEnd(6)}  ${l.what}`),
        '',
        '  Start the app with npm start (or npm run serve) on the same DATA_DIR / DATABASE_URL.',
        '',
      ].join('\n'),
    );
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
