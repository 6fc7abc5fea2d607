// The chat's retry schedule driven by a fake clock: network errors wait 1 s, 2 s, 4 s; a 503
// waits retryAfter (60 s by default); never more than 3 retries; other errors fail at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantResult } from '../../../../src/features/assistant/chat-client';
import { sendWithRetries } from '../../../../src/features/assistant/retry';

const network: AssistantResult = {
  ok: false,
  failure: { kind: 'network', message: 'Failed to fetch' },
  status: null,
  errorText: 'Failed to fetch',
};
const busy = (retryAfter: number | null): AssistantResult => ({
  ok: false,
  failure: { kind: 'unavailable', retryAfter, message: 'Service temporarily unavailable' },
  status: 503,
  errorText: 'Service temporarily unavailable',
});
const answer: AssistantResult = { ok: true, answer: 'Do the Target Audience next.', engine: 'Offline composer' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function run(script: AssistantResult[]) {
  const sentAt: number[] = [];
  const retries: { retry: number; delayMs: number }[] = [];
  const start = Date.now();
  const done = sendWithRetries(
    async () => {
      sentAt.push(Date.now() - start);
      return script.shift() ?? answer;
    },
    {
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      onRetry: ({ retry, delayMs }) => retries.push({ retry, delayMs }),
    },
  );
  return { done, sentAt, retries };
}

describe('sendWithRetries', () => {
  it('backs off network errors 1 s, 2 s, 4 s and then gives up', async () => {
    const { done, sentAt, retries } = run([network, network, network, network]);
    await vi.advanceTimersByTimeAsync(999);
    expect(sentAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentAt).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sentAt).toEqual([0, 1000, 3000]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(sentAt).toEqual([0, 1000, 3000, 7000]);
    const result = await done;
    expect(result.ok).toBe(false);
    expect(retries).toEqual([
      { retry: 1, delayMs: 1000 },
      { retry: 2, delayMs: 2000 },
      { retry: 3, delayMs: 4000 },
    ]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sentAt).toHaveLength(4);
  });

  it('waits retryAfter on a 503 (60 s when the server names none) and recovers', async () => {
    const { done, sentAt } = run([busy(5), busy(null), answer]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sentAt).toEqual([0, 5000]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sentAt).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentAt).toEqual([0, 5000, 65_000]);
    await expect(done).resolves.toEqual(answer);
  });

  it('caps a long retryAfter at 300,000 ms', async () => {
    const { retries, done } = run([busy(3600), answer]);
    await vi.advanceTimersByTimeAsync(300_000);
    await done;
    expect(retries).toEqual([{ retry: 1, delayMs: 300_000 }]);
  });

  it('fails other statuses at once', async () => {
    const refused: AssistantResult = {
      ok: false,
      failure: { kind: 'http', status: 500, message: null },
      status: 500,
      errorText: null,
    };
    const { done, sentAt } = run([refused]);
    await expect(done).resolves.toBe(refused);
    expect(sentAt).toEqual([0]);
  });
});
