// The page side of the section-write worker: replies become the same results and errors as a
// write in the page, and a worker that cannot run hands its writes back to the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import type { SectionWriteReply } from '../../../src/data/section-write-protocol';
import type { SectionWrite } from '../../../src/data/section-writes';

class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((e: { data: SectionWriteReply }) => void) | null = null;
  onerror: ((e: { preventDefault(): void }) => void) | null = null;
  posted: { id: number; write: SectionWrite }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: { id: number; write: SectionWrite }) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: SectionWriteReply) {
    this.onmessage?.({ data });
  }
}

const write: SectionWrite = {
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
  vi.doUnmock('../../../src/data/section-writes');
});

describe('section writes through the worker', () => {
  it('resolves with the worker’s result and places the commit on the page’s timeline', async () => {
    const { writeSection, durableTimeOf } = await import('../../../src/data/section-write-client');
    const pending = writeSection(write);
    const sent = FakeWorker.last!.posted[0];
    expect(sent.write).toEqual(write);
    const at = performance.timeOrigin + performance.now();
    FakeWorker.last!.reply({ id: sent.id, ok: true, result: 'saved', durableAt: at });
    await expect(pending).resolves.toBe('saved');
    expect(durableTimeOf(write)).toBeCloseTo(at - performance.timeOrigin, 3);
  });

  it('turns refusals back into the errors the writer knows', async () => {
    const { writeSection } = await import('../../../src/data/section-write-client');
    const { SignedOutError } = await import('../../../src/data/section-writes');
    const invalid = writeSection(write);
    const signedOut = writeSection(write);
    const [a, b] = FakeWorker.last!.posted;
    const issues = [{ message: 'A story can hold up to 200,000 characters.', path: ['content'] }];
    FakeWorker.last!.reply({ id: a.id, ok: false, kind: 'invalid', message: 'bad', issues });
    FakeWorker.last!.reply({ id: b.id, ok: false, kind: 'signed-out', message: 'out', issues: [] });
    const error = await invalid.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues[0].message).toBe(issues[0].message);
    await expect(signedOut).rejects.toBeInstanceOf(SignedOutError);
  });

  it('hands waiting writes to the page when the worker cannot run, and stops using it', async () => {
    const direct = vi.fn(async () => 'saved' as const);
    vi.doMock('../../../src/data/section-writes', async (original) => ({
      ...(await original<object>()),
      writeStorySection: direct,
    }));
    const { writeSection } = await import('../../../src/data/section-write-client');
    const first = writeSection(write);
    const broken = FakeWorker.last!;
    broken.onerror?.({ preventDefault: () => undefined });
    await expect(first).resolves.toBe('saved');
    expect(broken.terminated).toBe(true);
    await expect(writeSection(write)).resolves.toBe('saved');
    expect(direct).toHaveBeenCalledTimes(2);
    expect(broken.posted).toHaveLength(1);
  });
});
