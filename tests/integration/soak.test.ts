// A bounded fault-injection soak: a seeded PRNG drives edits on two devices of one user,
// offline periods, server 500/503 answers, lost responses (the request applied, the answer
// never came back), dropped requests and token expiry. Afterwards the server must hold exactly
// what the user meant: no edit lost, no row duplicated. SOAK_SEED=<n> replays a run's edits
// (add SOAK_CONCURRENCY=1 to replay its faults exactly too).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createPlainUser, type Device, type TestUser } from '../../bench/sync/devices';
import { createStory, deleteStory, updateStory } from '../../src/data/mirror/stories';
import { typeSection } from '../support/type-section';
import { seededRandom } from '../unit/sync/fakes';
import { startTestStandIn, type TestStandIn } from '../support/stand-in';

const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 2 ** 31));
const STEPS = Number(process.env.SOAK_STEPS ?? 300);

let standIn: TestStandIn;
let user: TestUser;

interface Intent {
  owner: string;
  title: string;
  content: Record<string, string>;
  deleted: boolean;
  private: boolean;
}

beforeAll(async () => {
  standIn = await startTestStandIn();
  user = await createPlainUser(standIn);
});

afterAll(async () => {
  await standIn?.close();
});

describe('sync soak', () => {
  it(`loses nothing and duplicates nothing under faults (seed ${SEED})`, { timeout: 120_000 }, async () => {
    console.log(`[soak] seed ${SEED} (replay with SOAK_SEED=${SEED})`);
    // Separate streams, so the edits do not depend on how many requests the engine made.
    const rand = seededRandom(SEED);
    const faultRand = seededRandom(SEED ^ 0x5eed);
    const jitterRand = seededRandom(SEED ^ 0x717);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
    const clock = { t: Date.now() };
    const now = () => clock.t;
    const faults = { on: true, injected: { e500: 0, e503: 0, lost: 0, dropped: 0, expired: 0 } };

    const faultyFetch: typeof fetch = async (input, init) => {
      if (faults.on) {
        const r = faultRand();
        if (r < 0.06) {
          faults.injected.e500++;
          return new Response(JSON.stringify({ code: 'XX000', message: 'injected failure' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        }
        if (r < 0.1) {
          faults.injected.e503++;
          return new Response(JSON.stringify({ message: 'injected overload' }), {
            status: 503,
            headers: { 'content-type': 'application/json', 'retry-after': '1' },
          });
        }
        if (r < 0.14) {
          faults.injected.dropped++;
          throw new TypeError('fetch failed (injected: never sent)');
        }
        if (r < 0.19) {
          // The server does the work; the answer is lost on the way back (a timeout).
          faults.injected.lost++;
          const response = await fetch(input, init);
          await response.arrayBuffer();
          throw new DOMException('The operation timed out (injected: answer lost)', 'TimeoutError');
        }
      }
      return fetch(input, init);
    };

    const devices: Device[] = ['a', 'b'].map((tag) =>
      createDevice({
        standIn,
        user,
        name: `soak-${SEED}-${tag}`,
        fetch: faultyFetch,
        random: jitterRand,
        // The app's concurrency by default; SOAK_CONCURRENCY=1 makes a seed replay exactly
        // (with several requests in flight, which request draws which fault depends on timing).
        concurrency: process.env.SOAK_CONCURRENCY ? Number(process.env.SOAK_CONCURRENCY) : undefined,
        now,
        backoff: { baseMs: 50, capMs: 2_000 },
      }),
    );
    const tagOf = (d: Device) => (d === devices[0] ? 'a' : 'b');
    const intents = new Map<string, Intent>();
    let edits = 0;

    const fail = (message: string) => `${message} (seed ${SEED})`;

    for (let step = 0; step < STEPS; step++) {
      clock.t += Math.floor(rand() * 400);
      const device = pick(devices);
      const tag = tagOf(device);
      const r = rand();
      if (r < 0.08) {
        device.online.value = !device.online.value;
      } else if (r < 0.11) {
        device.session.token = user.token(-5);
        faults.injected.expired++;
      } else if (r < 0.2 || intents.size < 3) {
        const isPrivate = rand() < 0.25;
        const title = `${isPrivate ? 'private' : 'shared'} ${tag}${step}`;
        const id = await createStory({ title, content: { [`${tag}1`]: `created ${step}` } }, device.db);
        intents.set(id, {
          owner: tag,
          title,
          content: { [`${tag}1`]: `created ${step}` },
          deleted: false,
          private: isPrivate,
        });
        edits++;
      } else if (r < 0.72) {
        // Edit a section of this device's own namespace on a story the device has locally.
        const local = (await device.db.stories.toArray()).filter((s) => !s.deleted_at && intents.has(s.id));
        const candidates = local.filter((s) => !intents.get(s.id)!.private || intents.get(s.id)!.owner === tag);
        if (candidates.length === 0) continue;
        const story = pick(candidates);
        const intent = intents.get(story.id)!;
        if (intent.owner === tag && rand() < 0.15) {
          intent.title = `${intent.title.split(' #')[0]} #${step}`;
          await updateStory(story.id, { title: intent.title }, device.db);
        } else {
          const section = `${tag}${1 + Math.floor(rand() * 3)}`;
          const text = `${tag} step ${step} ${Math.floor(rand() * 1e6)}`;
          intent.content[section] = text;
          await typeSection(story.id, section, text, device.db);
        }
        edits++;
      } else if (r < 0.75) {
        const own = [...intents.entries()].filter(([, i]) => i.private && i.owner === tag && !i.deleted);
        if (own.length === 0) continue;
        const [id, intent] = pick(own);
        if (!(await device.db.stories.get(id))) continue;
        intent.deleted = true;
        await deleteStory(id, device.db);
        edits++;
      } else {
        await device.sync({ pull: rand() < 0.7 });
      }
    }

    // Heal: network back, faults off, time moves past every backoff; sync until quiet.
    faults.on = false;
    for (const d of devices) d.online.value = true;
    for (let round = 0; round < 12; round++) {
      clock.t += 10 * 60_000;
      const reports = [];
      for (const d of devices) reports.push(await d.sync());
      const quiet = reports.every((r) => r.outcome === 'synced' && r.pending === 0);
      if (quiet && round > 0) break;
    }
    console.log(
      `[soak] seed ${SEED}: ${edits} edits, ${intents.size} stories, faults ${JSON.stringify(faults.injected)}`,
    );

    for (const d of devices) {
      expect(await d.db.outbox.count(), fail(`${d.name} still has unsent entries`)).toBe(0);
      expect(await d.db.attention.count(), fail(`${d.name} has refused writes`)).toBe(0);
      expect(await d.db.conflicts.count(), fail(`${d.name} has conflicts`)).toBe(0);
    }

    const { rows } = await standIn.db.query<{
      id: string;
      title: string;
      content: Record<string, string>;
      deleted_at: string | null;
    }>('select id, title, content, deleted_at from public.stories where user_id = $1', [user.id]);
    expect(rows.length, fail('server rows vs stories created (duplicates or losses)')).toBe(intents.size);
    const server = new Map(rows.map((r) => [r.id, r]));
    for (const [id, intent] of intents) {
      const row = server.get(id);
      expect(row, fail(`story ${id} missing on the server`)).toBeTruthy();
      expect(Boolean(row!.deleted_at), fail(`story ${id} deletion`)).toBe(intent.deleted);
      if (intent.deleted) continue;
      expect(row!.content, fail(`story ${id} content`)).toEqual(intent.content);
      expect(row!.title, fail(`story ${id} title`)).toBe(intent.title);
      for (const d of devices) {
        const local = await d.db.stories.get(id);
        expect(local?.content, fail(`${d.name} mirror of ${id}`)).toEqual(intent.content);
      }
    }
    for (const d of devices) d.db.close();
  });
});
