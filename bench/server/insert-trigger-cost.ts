// `npx tsx bench/server/insert-trigger-cost.ts`: what the `*_refuse_hidden_id` triggers (issue 26)
// add to the largest insert one request may make (1,000 stories), in a migrated in-memory PGlite,
// as an ordinary signed-in user. Runs alternate with the stories trigger enabled and disabled.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openMigratedMemoryDatabase } from '../../tests/support/migrated-database.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);

async function main() {
  const db = await openMigratedMemoryDatabase();
  const addUser = async (email: string) => {
    const id = randomUUID();
    await db.query(
      `insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values ($1, $2, '{"created_by":"admin"}', '{}')`,
      [id, email],
    );
    return id;
  };
  await addUser('admin@example.com'); // the first user is the admin
  const user = await addUser('writer@example.com');
  const insertThousand = async () => {
    const rows = Array.from({ length: 1000 }, () => ({ id: randomUUID(), user_id: user, title: 't' }));
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: user, role: 'authenticated' }),
      ]);
      await tx.query('set local role authenticated');
      await tx.query(
        `insert into public.stories (id, user_id, title)
         select id, user_id, title from json_populate_recordset(null::public.stories, $1::json)`,
        [JSON.stringify(rows)],
      );
    });
    return performance.now() - started;
  };
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    on.push(await insertThousand());
    await db.query('alter table public.stories disable trigger stories_refuse_hidden_id');
    off.push(await insertThousand());
    await db.query('alter table public.stories enable trigger stories_refuse_hidden_id');
  }
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const line = (label: string, a: number[]) =>
    `${label}: min ${Math.min(...a).toFixed(0)} ms, median ${median(a).toFixed(0)} ms`;
  console.log(`1,000 stories in one insert, ${ROUNDS} rounds each`);
  console.log(line('with the hidden-id trigger', on));
  console.log(line('without it', off));
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
