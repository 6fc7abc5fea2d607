// Coaching hints are split out of a generated text, and a story whose answers changed after its
// text was made is told apart from one whose text is current.
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../../../src/domain/frameworks';
import { answersChangedSinceGeneration, generationInputKey } from '../../../src/domain/generation-request';
import { mergeCoaching, splitCoaching } from '../../../src/domain/story-hints';

const STORY = 'I grew up above a bakery in Porto.\n\nThe ovens started at four.';

describe('splitCoaching', () => {
  it('keeps a text without hints as it is', () => {
    expect(splitCoaching(STORY, 'backstory')).toEqual({ story: STORY, coaching: [], hints: [], kept: [true, true] });
  });

  it.each(['Questions this story can still answer:', 'Questions to go deeper with next time:', 'And to go further:'])(
    'moves a "%s" checklist out of the story, item by item',
    (intro) => {
      const text = `I grew up above a bakery in Porto.\n\n${intro}\n- What changed?\n- Who noticed?\n\nThat is my story.`;
      const split = splitCoaching(text, 'backstory');
      expect(split.story).toBe('I grew up above a bakery in Porto.\n\nThat is my story.');
      expect(split.coaching).toEqual(['What changed?', 'Who noticed?']);
      expect(split.hints).toEqual([]);
      expect(split.kept).toEqual([true, false, true]);
      expect(split.story).not.toMatch(/Questions|go further/);
    },
  );

  it("moves the framework's tips paragraph out, and only for that framework", () => {
    const tips = FRAMEWORKS.target_audience.tips.join(' ');
    const text = `Founders of SaaS companies.\n\n${tips}\n\nThat is who I serve.`;
    expect(splitCoaching(text, 'target_audience')).toMatchObject({
      story: 'Founders of SaaS companies.\n\nThat is who I serve.',
      hints: [...FRAMEWORKS.target_audience.tips],
    });
    expect(splitCoaching(text, 'backstory').story).toBe(text);
  });
});

describe('mergeCoaching', () => {
  it('keeps each line once, the first list first', () => {
    expect(
      mergeCoaching({ coaching: ['a?', 'b?'], hints: ['Add a number.'] }, { coaching: ['b?', 'c?'], hints: [] }),
    ).toEqual({ coaching: ['a?', 'b?', 'c?'], hints: ['Add a number.'] });
  });
});

describe('answersChangedSinceGeneration', () => {
  const generated = (content: Record<string, string>, text: string, at = '2026-11-25T10:00:00Z') => ({
    reason: 'generated',
    content,
    generated_content: text,
    created_at: at,
  });

  it('is false while the answers are those the text was made from (voice keys and spacing aside)', () => {
    const story = { content: { origin: ' Porto ', origin__voice: 'x.webm' }, generated_content: 'T' };
    expect(answersChangedSinceGeneration(story, [generated({ origin: 'Porto' }, 'T')])).toBe(false);
  });

  it('is true when an answer changed after the text was made', () => {
    const story = { content: { origin: 'Lisbon' }, generated_content: 'T' };
    expect(answersChangedSinceGeneration(story, [generated({ origin: 'Porto' }, 'T')])).toBe(true);
  });

  it('compares with the newest generation of the same text, and says nothing without one', () => {
    const story = { content: { origin: 'Lisbon' }, generated_content: 'T' };
    const versions = [
      generated({ origin: 'Porto' }, 'T', '2026-11-25T10:00:00Z'),
      generated({ origin: 'Lisbon' }, 'T', '2026-11-25T11:00:00Z'),
    ];
    expect(answersChangedSinceGeneration(story, versions)).toBe(false);
    expect(answersChangedSinceGeneration(story, [generated({ origin: 'Porto' }, 'other text')])).toBe(false);
    expect(answersChangedSinceGeneration({ ...story, generated_content: null }, versions)).toBe(false);
  });

  it('keys a transcript story by its transcript', () => {
    expect(generationInputKey({ transcript: 'A' })).not.toBe(generationInputKey({ transcript: 'B' }));
    expect(generationInputKey('text ')).toBe(generationInputKey('text'));
  });
});
