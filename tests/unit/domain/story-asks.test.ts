// What to ask next about one story: its typed parts not answered yet (the key question first),
// the parts an interview's sources told, a comparison however it was filed, then the detail the
// strength meter asks for; a story not started gets its framework's question.
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../../../src/domain/frameworks';
import { storyAsks } from '../../../src/domain/story-asks';
import { storyStrength } from '../../../src/domain/story-strength';

const prompt = (type: keyof typeof FRAMEWORKS, section: string) =>
  FRAMEWORKS[type].sections.find((s) => s.id === section)!.prompts[0];

describe('storyAsks', () => {
  it('asks a story not started its framework’s question', () => {
    expect(storyAsks('backstory', undefined)).toEqual({ score: 0, asks: [FRAMEWORKS.backstory.context.question] });
  });

  it('asks the typed parts not answered, the key question first, then the detail missing, scored as the meter scores', () => {
    const content = { overview: 'We help bakeries sell more bread to cafés in the city every single week.' };
    const asks = storyAsks('impact_story', { content });
    expect(asks.score).toBe(storyStrength('impact_story', content).score);
    expect(asks.asks[0]).toBe(prompt('impact_story', 'client_after'));
    expect(asks.asks).not.toContain(prompt('impact_story', 'overview'));
    expect(asks.asks).toContain('What number shows it: how many, how much, how long or by when?');
  });

  it('counts the parts an interview told by its sources, and a comparison wherever it was filed', () => {
    const generated = 'Big firms send a forty-page report. We meet around shifts, at seven in the morning.';
    const asks = storyAsks('differentiation', {
      content: {},
      generated_content: generated,
      generation_sources: [{ kind: 'transcript', sectionId: 'overview', excerpt: generated }],
    });
    expect(asks.asks).not.toContain(prompt('differentiation', 'overview'));
    expect(asks.asks).not.toContain(prompt('differentiation', 'comparison_test'));
    expect(asks.asks).toContain(prompt('differentiation', 'truism_check'));
  });

  it('asks for no part of a story whose words say nothing of their parts (free text)', () => {
    const asks = storyAsks('impact_story', { content: { manual: 'Maria came to us in 2021. Now she sleeps.' } });
    expect(asks.asks.every((a) => !FRAMEWORKS.impact_story.sections.some((s) => s.prompts[0] === a))).toBe(true);
  });
});
