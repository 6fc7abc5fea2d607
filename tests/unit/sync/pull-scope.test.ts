// Sync scopes on the device: when the user's scope version moves (an access change on the server),
// the next pull drops the rows they may no longer read and fetches the rows they may read now,
// even those stamped before the cursor; an unsent change to a row that left their reach moves to
// needs attention with its text. A version already settled costs nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { setDataDeps } from '../../../src/data/mirror/clock';
import { createStory, updateStory } from '../../../src/data/mirror/stories';
import { LOST_ACCESS_MESSAGE } from '../../../src/sync/scope';
import { makeHarness } from './fakes';

afterEach(() => setDataDeps());

async function pulledABC() {
  const h = makeHarness({ tables: ['stories'] });
  // d is written first (its stamp is older than everything the device will pull) but hidden.
  for (const id of ['d', 'a', 'b', 'c']) h.server.serverEdit('stories', id, { title: `title ${id}`, content: {} });
  h.server.hidden.add('d');
  await h.engine.run();
  expect((await h.db.stories.toCollection().primaryKeys()).sort()).toEqual(['a', 'b', 'c']);
  return h;
}

const ids = async (h: Awaited<ReturnType<typeof pulledABC>>) =>
  (await h.db.stories.toCollection().primaryKeys()).sort();

describe('a moved scope', () => {
  it('drops what may no longer be read and fetches what may be read now, older stamps included', async () => {
    const h = await pulledABC();
    h.server.hidden = new Set(['a']);
    await h.engine.run();
    expect(await ids(h)).toEqual(['a', 'b', 'c']); // the version did not move: nothing is compared

    h.server.scopeVersion = 7;
    await h.engine.run();
    expect(await ids(h)).toEqual(['b', 'c', 'd']);
    expect((await h.db.stories.get('d'))?.title).toBe('title d');

    const reads = h.server.calls.filter((c) => c.kind === 'pull-rows').length;
    await h.engine.run();
    expect(h.server.calls.filter((c) => c.kind === 'pull-rows')).toHaveLength(reads);
  });

  it('moves an unsent change to a row that left the user’s reach to needs attention, with its text', async () => {
    const h = await pulledABC();
    await updateStory('a', { title: 'typed, not sent' }, h.db);
    h.server.failures.push({ ok: false, kind: 'http', status: 500, message: 'busy' });
    h.server.hidden = new Set(['a']);
    h.server.scopeVersion = 8;
    await h.engine.run();
    expect(await h.db.stories.get('a')).toBeUndefined();
    expect(await h.db.outbox.count()).toBe(0);
    const [item] = await h.db.attention.toArray();
    expect(item).toMatchObject({ message: LOST_ACCESS_MESSAGE, entry: { rowId: 'a' } });
    expect(item.localRow).toMatchObject({ title: 'typed, not sent' });
  });

  it('keeps a row made here that never reached the server', async () => {
    const h = await pulledABC();
    h.server.failures.push({ ok: false, kind: 'http', status: 500, message: 'busy' });
    const mine = await createStory({ title: 'new here' }, h.db);
    h.server.scopeVersion = 9;
    await h.engine.run();
    expect(await h.db.stories.get(mine)).toMatchObject({ title: 'new here' });
    expect(await h.db.attention.count()).toBe(0);
  });
});
