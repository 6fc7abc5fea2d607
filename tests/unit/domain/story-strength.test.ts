import { describe, expect, it } from 'vitest';
import {
  hasBeforeAndAfter,
  hasNameOrPlace,
  hasNumber,
  stackStrength,
  storyStrength,
  type StrengthStory,
} from '../../../src/domain/story-strength';

const words = (n: number, word = 'clients') => Array.from({ length: n }, () => word).join(' ');

/** An impact story answered in full: every section 40 words, with numbers, a name and a before/after. */
const fullImpact = {
  overview: `Maria Costa ran a bakery in Porto. ${words(36)}`,
  client_before: `Before we met she used to work 80 hours a week. ${words(30)}`,
  intervention: words(40),
  transformation: words(40),
  client_after: `Now she works four days and revenue grew 30%. ${words(32)}`,
  testimonial: words(40),
};

describe('detail signals', () => {
  it.each([
    ['Revenue grew 30% in 2024.', true],
    ['We doubled it in three months.', true],
    ['It got better over time.', false],
  ])('number in %j → %s', (text, expected) => expect(hasNumber(text)).toBe(expected));

  it.each([
    ['I met Maria at a conference.', true],
    ['We opened a second shop in Lisbon.', true],
    ['Clients come to me when they are stuck. I help them.', false],
    ['On Monday I called. Then I waited.', false],
  ])('name or place in %j → %s', (text, expected) => expect(hasNameOrPlace(text)).toBe(expected));

  it.each([
    ['Before, she used to work weekends. Now she takes Fridays off.', true],
    ['We went from two clients to twenty.', true],
    ['She works weekends.', false],
    ['Now she takes Fridays off.', false],
  ])('before and after in %j → %s', (text, expected) => expect(hasBeforeAndAfter(text)).toBe(expected));
});

describe('storyStrength', () => {
  it.each([
    ['nothing written', {}, 0],
    ['a complete, concrete impact story', fullImpact, 100],
    // Every section answered at the minimum, no detail: 40 sections + 72/240 of 20 length + 16 key.
    [
      'six short answers with no detail',
      Object.fromEntries(Object.keys(fullImpact).map((k) => [k, words(12)])),
      40 + 6 + 16,
    ],
  ])('%s scores %i', (_name, content, expected) => {
    expect(storyStrength('impact_story', content).score).toBe(expected);
  });

  it('counts a section only once it has enough words, and says how many more', () => {
    const s = storyStrength('impact_story', { ...fullImpact, testimonial: 'She loved it.' });
    expect(s.parts.sections).toBeCloseTo((40 / 6) * 5, 1);
    expect(s.improvements[0]).toMatchObject({ id: 'section:testimonial' });
    expect(s.improvements[0].message).toBe('Say more in “Testimonial” (9 more words at least)');
  });

  it('puts the key question first: its section is worth its share plus the key-question points', () => {
    const { client_after: _dropped, ...rest } = fullImpact;
    const s = storyStrength('impact_story', { ...rest, client_before: `${fullImpact.client_before} Now it is 2025.` });
    expect(s.parts.keyQuestion).toBe(0);
    expect(s.improvements[0].id).toBe('section:client_after');
    expect(s.improvements[0].gain).toBeCloseTo(40 / 6 + 16, 1);
    expect(s.improvements[0].message).toMatch(/^Answer “Client After”: Where are they now\?/);
  });

  it('asks for each missing kind of detail', () => {
    const plain = Object.fromEntries(Object.keys(fullImpact).map((k) => [k, words(40)]));
    const ids = storyStrength('impact_story', plain).improvements.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['detail:number', 'detail:name', 'detail:before-after']));
    expect(ids).not.toContain('length');
  });

  it('scores a free-text story on its text, with half the key question once it is half the target', () => {
    const manual = `Before 2019 I used to freelance for Ogilvy. Now I run a studio of 12. ${words(230)}`;
    const s = storyStrength('impact_story', { manual });
    expect(s.parts).toEqual({ sections: 40, length: 20, detail: 24, keyQuestion: 8 });
    expect(s.improvements.map((i) => i.id)).toEqual(['key-question']);
    expect(storyStrength('impact_story', manual).score).toBe(s.score);
  });

  it('scores a story generated from an interview, with no answers, on its generated text', () => {
    const generated = `Before 2019 I used to freelance for Ogilvy. Now I run a studio of 12. ${words(230)}`;
    const s = storyStrength('impact_story', {}, generated);
    expect(s.score).toBe(storyStrength('impact_story', { manual: generated }).score);
    expect(s.score).toBeGreaterThan(80);
    // Answers typed are what the builder scores, whatever was generated from them.
    expect(storyStrength('impact_story', { overview: 'Maria' }, generated).score).toBeLessThan(10);
    // The stack scores the same way: six stories made from an interview are not an empty stack.
    const stack = stackStrength([
      { id: 'g', framework_type: 'impact_story', content: {}, generated_content: generated },
    ]);
    expect(stack.stories.impact_story.score).toBe(s.score);
  });

  it('never exceeds 100 however long the story', () => {
    const long = Object.fromEntries(Object.keys(fullImpact).map((k) => [k, `${fullImpact.overview} ${words(900)}`]));
    const content = { ...long, client_before: fullImpact.client_before, client_after: fullImpact.client_after };
    expect(storyStrength('impact_story', content).score).toBe(100);
  });
});

describe('stackStrength', () => {
  const story = (id: string, type: string, content: StrengthStory['content'], deleted_at: string | null = null) => ({
    id,
    framework_type: type,
    content,
    deleted_at,
  });

  it('averages the best story of each of the six frameworks; a framework not started counts 0', () => {
    const stack = stackStrength([
      story('a', 'impact_story', fullImpact),
      story('b', 'impact_story', { overview: words(12) }),
      story('c', 'five_point', fullImpact), // not a stack framework
    ]);
    expect(stack.stories.impact_story).toEqual({ storyId: 'a', score: 100 });
    expect(stack.score).toBe(Math.round(100 / 6));
  });

  it('ignores deleted stories', () => {
    expect(stackStrength([story('a', 'impact_story', fullImpact, '2026-11-01T00:00:00Z')]).score).toBe(0);
  });

  it('suggests starting the first missing framework before polishing a started one', () => {
    const stack = stackStrength([story('a', 'target_audience', { overview: words(20) })]);
    expect(stack.top).toMatchObject({ id: 'start:differentiation', framework: 'differentiation', storyId: null });
  });

  it('once all six exist, names the story and the change that adds most to the stack', () => {
    const all = ['target_audience', 'differentiation', 'job_story', 'backstory', 'impact_story', 'portfolio_story'].map(
      (type, i) => story(`s${i}`, type, type === 'impact_story' ? fullImpact : { overview: words(40) }),
    );
    const stack = stackStrength(all);
    expect(stack.top?.storyId).not.toBe('s4');
    expect(stack.top?.gain).toBeGreaterThan(0);
    expect(stack.top?.id).toMatch(/^section:/);
  });

  it('a perfect story offers nothing more: the next step is another framework', () => {
    expect(storyStrength('impact_story', fullImpact).improvements).toEqual([]);
    expect(stackStrength([story('a', 'impact_story', fullImpact)]).top?.id).toMatch(/^start:/);
  });
});
