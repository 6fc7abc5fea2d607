import { describe, expect, it } from 'vitest';
import { CACHE_NAMES, FONT_LIMITS, IMAGE_LIMITS, cacheStatuses } from '../../../sw/caching.ts';

async function keeps(statuses: number[], status: number): Promise<boolean> {
  const plugin = cacheStatuses(statuses);
  const response = status === 0 ? Response.error() : new Response('x', { status });
  const kept = await plugin.cacheWillUpdate?.({
    request: new Request('http://x/a.woff2'),
    response,
    event: new Event('fetch') as ExtendableEvent,
    state: {},
  });
  return kept === response;
}

declare class ExtendableEvent extends Event {}

describe('runtime cache settings', () => {
  it('keeps only the statuses it is told to', async () => {
    expect(await keeps([200], 200)).toBe(true);
    expect(await keeps([200], 404)).toBe(false);
    expect(await keeps([200], 500)).toBe(false);
    expect(await keeps([0, 200], 0)).toBe(true);
  });

  it('bounds the image and font caches', () => {
    expect(IMAGE_LIMITS.maxEntries).toBeGreaterThan(0);
    expect(IMAGE_LIMITS.maxAgeSeconds).toBeGreaterThan(0);
    expect(FONT_LIMITS.maxEntries).toBeGreaterThan(0);
    expect(new Set(Object.values(CACHE_NAMES)).size).toBe(3);
  });
});
