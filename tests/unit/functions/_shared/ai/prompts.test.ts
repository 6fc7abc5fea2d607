// The person rule of a model's prompt: a story told about a client names the client record's
// pronouns when they are set, and says nothing of pronouns when they are not.
import { describe, expect, it } from 'vitest';
import { storyPrompt, type StoryPromptInput } from '../../../../../supabase/functions/_shared/ai/prompts.ts';

const system = (over: Partial<StoryPromptInput>) =>
  storyPrompt({
    frameworkType: 'backstory',
    answers: { origin: 'I was an engineer for ten years.' },
    ownerName: 'Stacy',
    ...over,
  }).system;

describe("the prompt's person rule", () => {
  it.each([
    ['she', 'Refer to Maria Lopez as she/her.'],
    ['he', 'Refer to Maria Lopez as he/him.'],
    ['they', 'Refer to Maria Lopez as they/them.'],
  ] as const)('names the pronouns %s of a client’s story', (pronouns, rule) => {
    const s = system({ clientName: 'Maria Lopez', pronouns });
    expect(s).toContain('Write in the third person about Maria Lopez');
    expect(s).toContain(rule);
  });

  it('says nothing of pronouns when they are not set, or when the story is told in the first person', () => {
    expect(system({ clientName: 'Maria Lopez', pronouns: null })).not.toContain('Refer to');
    expect(system({ clientName: 'Maria Lopez' })).not.toContain('Refer to');
    const own = system({ clientName: 'Maria Lopez', pronouns: 'she', person: 'first' });
    expect(own).toContain('Write in the first person of the storyteller.');
    expect(own).not.toContain('Refer to');
    // A value that is not one of the choices (an older row, a bad read) is not set.
    expect(system({ clientName: 'Maria Lopez', pronouns: 'xe' as never })).not.toContain('Refer to');
  });
});
