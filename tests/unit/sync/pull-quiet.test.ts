// A pull that brings nothing holds no synced store for writing: while a person types, every write
// transaction over the mirror is one more that a keystroke's write waits for (issue 21).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataDeps } from '../../../src/data/mirror/clock';
import { watchTransactions } from '../../support/idb-transactions';
import { makeHarness } from './fakes';

afterEach(() => {
  vi.restoreAllMocks();
  setDataDeps();
});

/** The stores of each read-write transaction `run` opens. */
const writesDuring = async (watch: ReturnType<typeof watchTransactions>, run: () => Promise<unknown>) =>
  (await watch.during(run)).filter((t) => t.mode === 'readwrite').map((t) => t.stores);

describe('a pull with nothing new', () => {
  it('writes nothing to the mirror, table by table, and still pulls what comes later', async () => {
    const watch = watchTransactions();
    const h = makeHarness();
    h.server.serverEdit('stories', 's', { title: 'first', content: {} });
    expect((await writesDuring(watch, () => h.engine.run())).length).toBeGreaterThan(0);
    expect((await h.db.stories.get('s'))?.title).toBe('first');

    const quiet = await writesDuring(watch, () => h.engine.run());
    // Only the run's own reset of interrupted sends (the outbox alone) remains.
    expect(quiet).toEqual([['outbox']]);

    h.server.serverEdit('stories', 's', { title: 'second' });
    await h.engine.run();
    expect((await h.db.stories.get('s'))?.title).toBe('second');
  });
});
