// One story limit everywhere: what the app's zod schema accepts the SQL check accepts, what it
// refuses the SQL check refuses too, and the largest legal story fits in one request body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { storyContentSchema } from '../../src/data/mirror/types.ts';
import { REQUEST_BODY_MAX_BYTES, STORY_CONTENT_MAX_CHARS, STORY_SECTIONS_MAX } from '../../src/domain/limits.ts';
import { seedRestWorld, type RestWorld } from '../support/rest-fixtures.ts';
import { startTestStandIn, type TestStandIn } from '../support/stand-in.ts';

let running: TestStandIn;
let world: RestWorld;
let coach: SupabaseClient;

beforeAll(async () => {
  running = await startTestStandIn();
  world = await seedRestWorld(running);
  coach = running.clientWithToken(world.coach.token);
});
afterAll(async () => {
  await running?.close();
});

const atLimit = { overview: 'a'.repeat(STORY_CONTENT_MAX_CHARS - 10), origin: 'b'.repeat(10) };
const overLimit = { overview: 'a'.repeat(STORY_CONTENT_MAX_CHARS - 10), origin: 'b'.repeat(11) };
const manySections = Object.fromEntries(Array.from({ length: STORY_SECTIONS_MAX + 1 }, (_, i) => [`s${i}`, 'x']));

const cases: { name: string; content: unknown; ok: boolean }[] = [
  { name: 'sections at the limit', content: atLimit, ok: true },
  { name: 'one text at the limit', content: 'z'.repeat(STORY_CONTENT_MAX_CHARS), ok: true },
  { name: 'one character over, across sections', content: overLimit, ok: false },
  { name: 'one text one character over', content: 'z'.repeat(STORY_CONTENT_MAX_CHARS + 1), ok: false },
  { name: 'too many sections', content: manySections, ok: false },
  { name: 'a section that is not text', content: { overview: { nested: 'x' } }, ok: false },
  { name: 'an array', content: ['x'], ok: false },
];

describe('story content limits agree between zod and SQL', () => {
  for (const c of cases) {
    it(`${c.name}: ${c.ok ? 'accepted' : 'refused'} by both`, async () => {
      expect(storyContentSchema.safeParse(c.content).success).toBe(c.ok);
      const { error, status } = await coach
        .from('stories')
        .update({ content: c.content })
        .eq('id', world.stories.intro)
        .select('id');
      if (c.ok) expect(error).toBeNull();
      else {
        expect(status).toBe(400);
        expect(error?.code).toBe('23514');
      }
    });
  }

  it('fits the largest legal story, JSON-escaped at its worst, in one request body', () => {
    const worst = JSON.stringify({
      mutation: { values: { content: { overview: '\u0001'.repeat(STORY_CONTENT_MAX_CHARS) } } },
    });
    expect(new TextEncoder().encode(worst).length).toBeLessThan(REQUEST_BODY_MAX_BYTES);
  });

  it('gives a message a person can read when a story is too long', () => {
    const result = storyContentSchema.safeParse(overLimit);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'A story can hold up to 200,000 characters. Shorten it or split it into two stories.',
    );
  });
});
