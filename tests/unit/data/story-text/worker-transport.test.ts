// The page side of the section-write worker: replies become the same results and errors as a
// write in the page, and a worker that cannot run hands its writes back to the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import type { TextWriteReply } from '../../../../src/data/story-text/worker-protocol';
import type { TextWrite } from '../../../../src/data/story-text/transaction';

class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((e: { data: TextWriteReply }) => void) | null = null;
  onerror: ((e: { preventDefault(): void }) => void) | null = null;
  posted: { id: number; write: TextWrite }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: { id: number; write: TextWrite }) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: TextWriteReply) {
    this.onmessage?.({ data });
  }
}

const write: TextWrite = {
  userId: 'u',
  storyId: 's',
  sectionId: 'origin',
  text: 'hello',
  expected: '',
  create: null,
};

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('../../../../src/data/story-text/transaction');
});

describe('section writes through the worker', () => {
  it('resolves with the worker’s result and places the commit on the page’s timeline', async () => {
    const { writeInWorker, durableTimeOf } = await import('../../../../src/data/story-text/worker-transport');
    const pending = writeInWorker(write);
    const sent = FakeWorker.last!.posted[0];
    expect(sent.write).toEqual(write);
    const at = performance.timeOrigin + performance.now();
    FakeWorker.last!.reply({ id: sent.id, ok: true, result: 'saved', durableAt: at, phases: { receivedAt: at } });
    await expect(pending).resolves.toBe('saved');
    expect(durableTimeOf(write)?.durableAt).toBeCloseTo(at - performance.timeOrigin, 3);
  });

  it('turns refusals back into the errors the writer knows', async () => {
    const { writeInWorker } = await import('../../../../src/data/story-text/worker-transport');
    const { SignedOutError } = await import('../../../../src/data/story-text/errors');
    const invalid = writeInWorker(write);
    const signedOut = writeInWorker(write);
    const [a, b] = FakeWorker.last!.posted;
    const issues = [{ message: 'A story can hold up to 200,000 characters.', path: ['content'] }];
    FakeWorker.last!.reply({ id: a.id, ok: false, kind: 'invalid', message: 'bad', issues });
    FakeWorker.last!.reply({ id: b.id, ok: false, kind: 'signed-out', message: 'out', issues: [] });
    const error = await invalid.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues[0].message).toBe(issues[0].message);
    await expect(signedOut).rejects.toBeInstanceOf(SignedOutError);
    const { isQuotaError } = await import('../../../../src/data/story-text/errors');
    const full = writeInWorker(write);
    const c = FakeWorker.last!.posted[2];
    FakeWorker.last!.reply({ id: c.id, ok: false, kind: 'quota', message: 'The quota has been exceeded.', issues: [] });
    expect(isQuotaError(await full.catch((e: unknown) => e))).toBe(true);
  });

  it('hands waiting writes to the page when the worker cannot run, and stops using it', async () => {
    const direct = vi.fn(async () => 'saved' as const);
    vi.doMock('../../../../src/data/story-text/transaction', async (original) => ({
      ...(await original<object>()),
      writeStoryText: direct,
    }));
    const { writeInWorker } = await import('../../../../src/data/story-text/worker-transport');
    const first = writeInWorker(write);
    const broken = FakeWorker.last!;
    broken.onerror?.({ preventDefault: () => undefined });
    await expect(first).resolves.toBe('saved');
    expect(broken.terminated).toBe(true);
    await expect(writeInWorker(write)).resolves.toBe('saved');
    expect(direct).toHaveBeenCalledTimes(2);
    expect(broken.posted).toHaveLength(1);
  });
});
