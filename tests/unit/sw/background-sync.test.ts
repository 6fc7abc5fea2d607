import { describe, expect, it, vi } from 'vitest';
import { handleSyncEvent, wakeSync, type MessageTarget, type SyncEventLike } from '../../../sw/background-sync.ts';
import { SYNC_TAG } from '../../../sw/protocol.ts';

function syncEvent(tag: string, lastChance = false) {
  const waited: Promise<unknown>[] = [];
  const event: SyncEventLike = { tag, lastChance, waitUntil: (p) => void waited.push(p) };
  return { event, waited };
}

const page = (): MessageTarget & { received: unknown[] } => {
  const received: unknown[] = [];
  return { received, postMessage: (m) => void received.push(m) };
};

describe("Background Sync 'sync' handler", () => {
  it("claims only the 'storystack-sync' tag", () => {
    const { event, waited } = syncEvent('workbox-background-sync:other');
    expect(handleSyncEvent(event, { windows: async () => [] })).toBe(false);
    expect(waited).toHaveLength(0);
    expect(SYNC_TAG).toBe('storystack-sync');
  });

  it('runs the engine in the worker when it has an entry point', async () => {
    const drain = vi.fn(async () => {});
    const windows = vi.fn(async () => [page()]);
    const { event, waited } = syncEvent(SYNC_TAG);
    expect(handleSyncEvent(event, { drain, windows })).toBe(true);
    await expect(waited[0]).resolves.toBe('drained');
    expect(drain).toHaveBeenCalledTimes(1);
    expect(windows).not.toHaveBeenCalled();
  });

  it('a failed drain fails the event, so the browser retries it', async () => {
    const { event, waited } = syncEvent(SYNC_TAG);
    handleSyncEvent(event, { drain: async () => Promise.reject(new Error('503')), windows: async () => [] });
    await expect(waited[0]).rejects.toThrow('503');
  });

  it('otherwise asks every open page to drain', async () => {
    const a = page();
    const b = page();
    const { event, waited } = syncEvent(SYNC_TAG);
    handleSyncEvent(event, { windows: async () => [a, b] });
    await expect(waited[0]).resolves.toBe('asked-pages');
    expect(a.received).toEqual([{ type: 'SYNC_REQUESTED' }]);
    expect(b.received).toEqual([{ type: 'SYNC_REQUESTED' }]);
  });

  it('with no page open, fails so the browser retries, except on the last chance', async () => {
    await expect(wakeSync({ windows: async () => [] })).rejects.toThrow(/retry/);
    await expect(wakeSync({ windows: async () => [] }, true)).resolves.toBe('no-page');
  });
});
