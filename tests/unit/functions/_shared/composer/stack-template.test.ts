// What a coach reads as template in a full stack: a story that opens on the framework's question,
// one proof pasted into four stories, a Job story told from Impact's results, and third-person
// slips ("build it for" with no antecedent, "saved Fiona $60,000", a label on reported speech).
import { describe, expect, it } from 'vitest';
import { composeFullStack, composeStory, TONE_IDS } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { FRAMEWORKS, STACK_ORDER } from '../../../../../src/domain/frameworks.ts';
import { CLIENT, FOUNDER, INTERVIEWS } from '../../../../support/interviews.ts';

const sentencesOf = (text: string) =>
  text
    .split(/\n+/)
    .map((l) => l.replace(/^- /, ''))
    .flatMap((l) => l.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length > 3);

// Every interview's stories, in every tone, open with the story: default-writer.test.ts sweeps
// them once (`openingProblems`, with `storyProblems`' framework lines and questions).
describe('a story opens with the story', () => {
  it('from answers too: the purpose goes beside the story, not into it', () => {
    const story = composeStory({
      frameworkType: 'job_story',
      answers: { situation: 'Our clients call when a launch slips.' },
      tone: 'warm_encouraging',
    });
    expect(story.text).not.toContain(FRAMEWORKS.job_story.context.purpose);
    expect(story.text).not.toContain(FRAMEWORKS.job_story.context.question);
    expect(story.hints).toContain(FRAMEWORKS.job_story.context.purpose);
  });

  it("a Backstory from answers opens on where it began, not on today's summary", () => {
    const story = composeStory({
      frameworkType: 'backstory',
      answers: {
        overview: 'I help first-time founders in Leeds tell the story behind their company.',
        origin: "I grew up above my dad's bakery in Leeds.",
      },
      tone: 'stacy_voice',
    });
    expect(story.text.split('\n')[0]).toContain("I grew up above my dad's bakery in Leeds.");
    expect(story.text.trim().endsWith('tell the story behind their company.')).toBe(true);
  });
});

describe('one proof, not pasted through the stack', () => {
  for (const interview of INTERVIEWS)
    it(`${interview.slug}: a sentence in at most two stories, the Job story without Impact's results`, () => {
      const stack = composeFullStack({ clientName: interview.clientName, transcript: interview.text });
      const where = new Map<string, string[]>();
      for (const t of STACK_ORDER)
        for (const s of new Set(sentencesOf(stack[t].text))) where.set(s, [...(where.get(s) ?? []), t]);
      for (const [sentence, stories] of where) expect(stories.length, sentence).toBeLessThanOrEqual(2);
      const impact = new Set(sentencesOf(stack.impact_story.text).filter((s) => /\bfrom\b.*\bto\b.*\d/.test(s)));
      const citing = STACK_ORDER.filter(
        (t) => t !== 'impact_story' && sentencesOf(stack[t].text).some((s) => impact.has(s)),
      );
      expect(citing.length).toBeLessThanOrEqual(1);
      expect(citing).not.toContain('job_story');
      expect(sentencesOf(stack.job_story.text).some((s) => impact.has(s))).toBe(false);
    });

  it("the Job story tells the trigger, or else the audience's situation", () => {
    const fiona = composeFullStack({ clientName: FOUNDER.clientName, transcript: FOUNDER.text });
    expect(fiona.job_story.text).toContain('the week the board asks why cloud costs are up forty percent');
    const dana = composeFullStack({ clientName: CLIENT.clientName, transcript: CLIENT.text });
    expect(dana.job_story.text).toContain('will judge them for the state of their teeth');
    expect(dana.job_story.text).not.toMatch(/\d+%/);
  });
});

describe('third person without slips', () => {
  const stack = composeFullStack({ clientName: FOUNDER.clientName, transcript: FOUNDER.text, tone: 'stacy_voice' });

  it('names the product where "it" has nothing before it', () => {
    expect(stack.target_audience.text).toContain('build CloudTrim for SaaS founders');
    expect(stack.target_audience.text).not.toMatch(/build it for/);
  });

  it('"saved us" is the company, not the teller', () => {
    expect(stack.backstory.text).toContain('saved the company $60,000');
    expect(stack.backstory.text).not.toContain('saved Fiona');
  });

  it("labels only a direct quote as the client's words", () => {
    expect(stack.impact_story.text).toContain('Their CTO told Fiona it was the first quarter');
    expect(stack.impact_story.text).not.toMatch(/client[’']s words/);
    const quoted = composeStory({
      frameworkType: 'impact_story',
      answers: { testimonial: 'She said: "It was the first quarter I did not dread the invoice."' },
      tone: 'stacy_voice',
    });
    expect(quoted.text).toContain('In the client’s words');
  });

  it('a lesson bridge has its object', () => {
    for (const tone of TONE_IDS) {
      const dana = composeFullStack({ clientName: CLIENT.clientName, transcript: CLIENT.text, tone });
      expect(dana.backstory.text).not.toContain('It taught something');
    }
  });
});
