// Sync events reach every page: the tab that queued a call hears it is done when another tab or
// the service worker sent it (their engines share one Web Lock; whoever holds it sends).
import { describe, expect, it, vi } from 'vitest';
import type { SyncEvent } from '../../../src/sync/engine';
import { publishSyncEvent, subscribeSyncEvents, SYNC_EVENTS_CHANNEL } from '../../../src/sync/events';

const done: SyncEvent = { type: 'invoke-done', entryId: 'e1', name: 'generate-full-stack', result: { success: true } };

describe('sync events across contexts', () => {
  it('delivers an event another context published, and sends this context’s to the others', async () => {
    const heard: SyncEvent[] = [];
    const off = subscribeSyncEvents((e) => heard.push(e));
    const otherTab = new BroadcastChannel(SYNC_EVENTS_CHANNEL);
    const otherHeard: SyncEvent[] = [];
    otherTab.onmessage = (m: MessageEvent<SyncEvent>) => otherHeard.push(m.data);
    try {
      otherTab.postMessage(done);
      await vi.waitFor(() => expect(heard).toEqual([done]));

      const rejected: SyncEvent = { type: 'rejected', entryId: 'e2', attentionId: 'a2', message: 'No.' };
      publishSyncEvent(rejected);
      expect(heard).toEqual([done, rejected]); // this context at once
      await vi.waitFor(() => expect(otherHeard).toEqual([rejected]));
    } finally {
      off();
      otherTab.close();
    }
  });

  it('keeps a run’s bookkeeping (a push acknowledged, a table pulled) in the context that ran it', async () => {
    const otherTab = new BroadcastChannel(SYNC_EVENTS_CHANNEL);
    const otherHeard: SyncEvent[] = [];
    otherTab.onmessage = (m: MessageEvent<SyncEvent>) => otherHeard.push(m.data);
    try {
      publishSyncEvent({ type: 'acked', entryId: 'e4', kind: 'mutation' });
      publishSyncEvent({ type: 'pulled', table: 'stories', applied: 1, skipped: 0 });
      publishSyncEvent(done);
      await vi.waitFor(() => expect(otherHeard).toEqual([done]));
    } finally {
      otherTab.close();
    }
  });

  it('keeps an event that cannot be copied to other contexts in this one', () => {
    const heard: SyncEvent[] = [];
    const off = subscribeSyncEvents((e) => heard.push(e));
    const odd: SyncEvent = { type: 'invoke-done', entryId: 'e3', name: 'x', result: { later: () => 1 } };
    expect(() => publishSyncEvent(odd)).not.toThrow();
    expect(heard).toEqual([odd]);
    off();
  });
});
