// `npm run beta:unlock [address]`: lifts the beta-code lock (10 wrong codes in 15 minutes) of one
// client address, or of every address. Asks the running stand-in (same PORT / DATA_DIR /
// JWT_SECRET as npm start) with the service-role key; when none is running, opens its database.
// On hosted Supabase, run `select public.clear_beta_lockouts();` in the SQL editor instead.
import { loadConfig, type StandInConfig } from './config.ts';
import { openDatabase } from './db.ts';
import { migrate } from './migrate.ts';

async function viaServer(config: StandInConfig, address: string | null): Promise<number | null> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  let response: Response;
  try {
    response = await fetch(`http://${host}:${config.port}/rest/v1/rpc/clear_beta_lockouts`, {
      method: 'POST',
      headers: {
        apikey: config.serviceRoleKey,
        authorization: `Bearer ${config.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ address }),
    });
  } catch {
    return null; // nothing listening: use the database directly
  }
  if (!response.ok) {
    throw new Error(`The stand-in at ${host}:${config.port} refused (${response.status}): ${await response.text()}`);
  }
  return Number(await response.json());
}

async function viaDatabase(config: StandInConfig, address: string | null): Promise<number> {
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(db);
    const { rows } = await db.query<{ n: number }>('select public.clear_beta_lockouts($1) as n', [address]);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await db.close();
  }
}

async function main() {
  const address = process.argv[2]?.trim() || null;
  const config = await loadConfig();
  if (config.dataDir === 'memory' && !config.databaseUrl) {
    console.log('DATA_DIR=memory keeps nothing: a restart already cleared every lock.');
  }
  const cleared = (await viaServer(config, address)) ?? (await viaDatabase(config, address));
  const who = address ? `address ${address}` : 'every address';
  console.log(
    cleared === 0
      ? `No beta-code lock to lift for ${who}.`
      : `Lifted the beta-code lock for ${who} (${cleared} record${cleared === 1 ? '' : 's'}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
