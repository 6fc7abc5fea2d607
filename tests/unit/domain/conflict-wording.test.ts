import { describe, expect, it } from 'vitest';
import { bannerFor, conflictWording } from '../../../src/domain/conflict-wording';

describe('conflict wording by where "theirs" came from', () => {
  it('tells another device, another tab and a deletion elsewhere apart', () => {
    expect(conflictWording(undefined).banner).toBe('This story was changed on another device too.');
    expect(conflictWording('server').theirsLabel).toBe('Theirs (other device)');
    expect(conflictWording('other-tab').banner).toBe('This story was changed in another tab of this browser too.');
    expect(conflictWording('other-tab').theirsLabel).toBe('Theirs (other tab)');
    expect(conflictWording('deleted-elsewhere').summary('story')).toMatch(/^This story was deleted on another device/);
  });

  it('puts a deletion first, then another tab, then the server; nothing open, no banner', () => {
    expect(bannerFor([])).toBeNull();
    expect(bannerFor(['server', 'other-tab'])).toBe(conflictWording('other-tab').banner);
    expect(bannerFor([undefined, 'deleted-elsewhere', 'other-tab'])).toBe(conflictWording('deleted-elsewhere').banner);
    expect(bannerFor([undefined])).toBe(conflictWording('server').banner);
  });
});
