// Counts written without Intl (src/domain/numbers.ts), and modules that build messages and
// formatters as they load make no Intl call then: a page's first Intl call sets up ICU.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupThousands } from '../../../src/domain/numbers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('groupThousands', () => {
  it('writes counts as en-US does', () => {
    for (const n of [0, 7, 300, 1_000, 65_535, 200_000, 1_234_567, -4_096, 12.9]) {
      expect(groupThousands(n)).toBe(Math.trunc(n).toLocaleString('en-US'));
    }
  });
});

describe('loading the modules that hold limits, messages and date formats', () => {
  it('makes no Intl call, and their messages read as before', async () => {
    const calls: string[] = [];
    for (const name of ['DateTimeFormat', 'RelativeTimeFormat', 'NumberFormat'] as const) {
      const Original = Intl[name];
      vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: never[]) {
        calls.push(name);
        return new (Original as unknown as new (...a: never[]) => object)(...args);
      } as never);
    }
    vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number) {
      calls.push('toLocaleString');
      return String(this);
    });
    vi.resetModules();
    const limits = await import('../../../src/domain/limits');
    const dates = await import('../../../src/domain/dates');
    await import('../../../src/data/mirror/comments');
    expect(calls).toEqual([]);
    vi.restoreAllMocks();

    expect(limits.STORY_TOO_LONG_MESSAGE).toBe(
      'A story can hold up to 200,000 characters. Shorten it or split it into two stories.',
    );
    expect(limits.titleTooLong(1234)).toBe(
      'A title can hold up to 300 characters; this one has 1,234. Shorten it and it is saved.',
    );
    expect(dates.formatDate('2026-11-12T10:00:00Z')).toBe('12 Nov 2026');
    expect(dates.relativeTime('2026-11-26T10:00:00Z', Date.parse('2026-11-29T10:00:00Z'))).toBe('3 days ago');
  });
});
