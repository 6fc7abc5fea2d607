// The product name the writer puts in place of "it" comes from what the client said, never from a
// private note: a note read for the name would publish what the coach was told to keep out.
import { describe, expect, it } from 'vitest';
import { composeFullStack, composeStory } from '../../../../../supabase/functions/_shared/composer/mod.ts';

const INTERVIEW = [
  'Stacy: Who do you build it for?',
  'Nora: We build it for SaaS founders whose cloud bill grows faster than their revenue.',
  'Nora: Most of them have a CTO who is also the only person who reads the invoice.',
  'Coach note: she founded Brightline Partners before and it failed; do not mention it.',
  'Stacy: Tell me about one customer.',
  'Nora: Before we met, Harbor was paying $92,000 a month for their cloud.',
  'Nora: Within six weeks the bill went from $92,000 to $41,000 a month.',
].join('\n');

describe('a private note never names the product', () => {
  it('in a full stack', () => {
    const stack = composeFullStack({ clientName: 'Nora Quinn', transcript: INTERVIEW, tone: 'stacy_voice' });
    for (const story of Object.values(stack)) expect(story.text).not.toMatch(/Brightline/);
  });

  it('in one story from the transcript', () => {
    const story = composeStory({ frameworkType: 'target_audience', text: INTERVIEW, tone: 'stacy_voice' });
    expect(story.text).not.toMatch(/Brightline/);
  });
});

describe('a story read by the assistant and the prompts', () => {
  it('leaves out the paths of voice notes kept beside the answers', async () => {
    const { storyText, storyPassages } =
      await import('../../../../../supabase/functions/_shared/composer/story-source.ts');
    const story = {
      framework_type: 'backstory',
      content: {
        origin: 'I opened the bakery in 2015.',
        origin__voice: '0b6f3a2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d.webm',
      },
    };
    expect(storyText(story)).toBe('I opened the bakery in 2015.');
    expect(storyPassages(story).map((p) => p.text)).toEqual(['I opened the bakery in 2015.']);
  });
});
