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

  it('with a page open, asks it and leaves the engine alone (the page runner drains)', async () => {
    const drain = vi.fn(async () => {});
    const a = page();
    const { event, waited } = syncEvent(SYNC_TAG);
    expect(handleSyncEvent(event, { drain, windows: async () => [a] })).toBe(true);
    await expect(waited[0]).resolves.toBe('asked-pages');
    expect(a.received).toEqual([{ type: 'SYNC_REQUESTED' }]);
    expect(drain).not.toHaveBeenCalled();
  });

  it('with no page open, drains in the worker', async () => {
    const drain = vi.fn(async () => {});
    const { event, waited } = syncEvent(SYNC_TAG);
    expect(handleSyncEvent(event, { drain, windows: async () => [] })).toBe(true);
    await expect(waited[0]).resolves.toBe('drained');
    expect(drain).toHaveBeenCalledTimes(1);
  });

  it('a failed drain fails the event, so the browser retries it', async () => {
    const { event, waited } = syncEvent(SYNC_TAG);
    handleSyncEvent(event, { drain: async () => Promise.reject(new Error('503')), windows: async () => [] });
    await expect(waited[0]).rejects.toThrow('503');
  });

  it('a failed drain on the last attempt settles the event (nothing left to retry)', async () => {
    const { event, waited } = syncEvent(SYNC_TAG, true);
    handleSyncEvent(event, { drain: async () => Promise.reject(new Error('503')), windows: async () => [] });
    await expect(waited[0]).resolves.toBe('drain-failed');
  });

  it('asks every open page to drain', async () => {
    const a = page();
    const b = page();
    const { event, waited } = syncEvent(SYNC_TAG);
    handleSyncEvent(event, { windows: async () => [a, b] });
    await expect(waited[0]).resolves.toBe('asked-pages');
    expect(a.received).toEqual([{ type: 'SYNC_REQUESTED' }]);
    expect(b.received).toEqual([{ type: 'SYNC_REQUESTED' }]);
  });

  it('with no page open and no worker drain, fails so the browser retries, except on the last chance', async () => {
    await expect(wakeSync({ windows: async () => [] })).rejects.toThrow(/retry/);
    await expect(wakeSync({ windows: async () => [] }, true)).resolves.toBe('no-page');
  });
});
