import { describe, expect, it, vi } from 'vitest';
import { handleMessage } from '../../../sw/messages.ts';
import { isSkipWaitingMessage, isSyncRequestedMessage } from '../../../sw/protocol.ts';

describe('SKIP_WAITING (prompt-to-update)', () => {
  it('activates the waiting worker when the page asks', async () => {
    const skipWaiting = vi.fn(async () => {});
    const work = handleMessage({ type: 'SKIP_WAITING' }, { skipWaiting });
    expect(work).toBeInstanceOf(Promise);
    await work;
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });

  it.each([null, undefined, 'SKIP_WAITING', 42, {}, { type: 'skip_waiting' }, { type: 'SYNC_REQUESTED' }])(
    'ignores %j',
    (data) => {
      const skipWaiting = vi.fn(async () => {});
      expect(handleMessage(data, { skipWaiting })).toBeUndefined();
      expect(skipWaiting).not.toHaveBeenCalled();
    },
  );

  it('type guards match only their own message', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSyncRequestedMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isSyncRequestedMessage({ type: 'SYNC_REQUESTED' })).toBe(true);
  });
});
