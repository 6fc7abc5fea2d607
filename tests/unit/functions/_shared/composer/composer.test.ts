// The offline composer's rules: every answered section used, nothing invented, the length
// bounds, tones that read differently, LinkedIn limits and a source for every paragraph.
import { describe, expect, it } from 'vitest';
import {
  composeFullStack,
  composeFunnel,
  composeLinkedIn,
  composeStory,
  entities,
  LINKEDIN_MAX_CHARS,
  STORY_MAX_WORDS,
  STORY_MIN_WORDS,
  TONE_IDS,
  wordCount,
} from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { FRAMEWORKS, STACK_ORDER } from '../../../../../src/domain/frameworks.ts';
import { INTERVIEW } from '../../../../support/transcript-fixture.ts';

const BACKSTORY = {
  overview: 'I help first-time founders in Leeds tell the story behind their company.',
  origin: "I grew up above my dad's bakery in Leeds. I watched him talk to every customer by name.",
  pivotal_moments:
    'In 2015 I quit my job at Deloitte after my pitch to investors fell flat, and I realised nobody remembered the numbers, only the story.',
  lessons: 'People buy the person before the product.',
  values: 'Honesty, warmth and doing the work.',
};

/** Names, places, organisations and numbers of the output that are not in the input. */
function invented(output: string, input: string): string[] {
  const found = entities(output);
  const all = [...found.people, ...found.places, ...found.organizations, ...found.numbers];
  const haystack = input.toLowerCase();
  return all.filter((e) => !haystack.includes(e.toLowerCase().replace(/[’']s$/, '')));
}

describe('composeStory', () => {
  it('uses every answered section, each paragraph traced to its answer', () => {
    const story = composeStory({ frameworkType: 'backstory', answers: BACKSTORY, tone: 'stacy_voice' });
    for (const [section, answer] of Object.entries(BACKSTORY)) {
      const paragraph = story.paragraphs.find((p) => p.source.kind === 'answer' && p.source.sectionId === section);
      expect(paragraph, section).toBeDefined();
      expect(paragraph!.source.excerpt).toBe(answer);
      // The answer's words are in the paragraph (first sentence at least).
      expect(paragraph!.text.toLowerCase()).toContain(answer.split('. ')[0].replace(/\.$/, '').toLowerCase());
    }
    expect(story.paragraphs.every((p) => p.source.label.length > 0 && p.source.excerpt.length > 0)).toBe(true);
    expect(story.text).toBe(story.paragraphs.map((p) => p.text).join('\n\n'));
  });

  it('keeps thin input short and true, and long input within STORY_MAX_WORDS', () => {
    const thin = composeStory({
      frameworkType: 'impact_story',
      answers: { overview: 'Jonas, a baker.' },
      tone: 'energetic_dynamic',
    });
    // Thin input is not padded with the framework's guidance: the story is the user's words, and
    // the framework's purpose and the open questions go beside it (hints, coaching).
    expect(thin.text).toContain('Jonas, a baker.');
    expect(wordCount(thin.text)).toBeLessThan(STORY_MIN_WORDS);
    expect(thin.text).not.toContain(FRAMEWORKS.impact_story.context.purpose);
    expect(thin.text).not.toContain(FRAMEWORKS.impact_story.context.question);
    expect(thin.hints).toContain(FRAMEWORKS.impact_story.context.purpose);
    expect(thin.text).not.toContain('Questions this story can still answer');
    expect(thin.coaching).toContain('What did you do together? Walk through the key steps.');
    const long = Object.fromEntries(
      FRAMEWORKS.backstory.sections.map((s) => [
        s.id,
        Array.from(
          { length: 12 },
          (_, i) => `Sentence ${s.id} number ${i} tells a long part of the journey with care and detail.`,
        ).join(' '),
      ]),
    );
    const big = composeStory({ frameworkType: 'backstory', answers: long, tone: 'professional_authoritative' });
    expect(wordCount(big.text)).toBeLessThanOrEqual(STORY_MAX_WORDS);
    // Every part told: beside it, each part's follow-up, never the question it has answered.
    expect(big.coaching?.length).toBeGreaterThan(0);
    for (const section of FRAMEWORKS.backstory.sections) expect(big.coaching).not.toContain(section.prompts[0]);
    expect(big.coaching).toContain(FRAMEWORKS.backstory.sections[0].prompts[1]);
    expect(wordCount(big.text)).toBeGreaterThanOrEqual(STORY_MIN_WORDS);
    for (const s of FRAMEWORKS.backstory.sections) expect(big.text).toContain(`Sentence ${s.id} number 0`);
  });

  it('invents no names, places, organisations or numbers', () => {
    for (const tone of TONE_IDS) {
      const story = composeStory({ frameworkType: 'backstory', answers: BACKSTORY, tone });
      expect(invented(story.text, Object.values(BACKSTORY).join(' ')), tone).toEqual([]);
    }
    const fromTranscript = composeStory({
      frameworkType: 'impact_story',
      text: INTERVIEW,
      isTranscript: true,
      tone: 'achievement_oriented',
    });
    expect(invented(fromTranscript.text, INTERVIEW)).toEqual([]);
  });

  it('reads differently in each of the six tones', () => {
    const texts = TONE_IDS.map((tone) => composeStory({ frameworkType: 'backstory', answers: BACKSTORY, tone }).text);
    expect(new Set(texts).size).toBe(6);
    // Not only one word apart: the openings differ.
    const openings = texts.map((t) => t.split('\n\n')[0]);
    expect(new Set(openings).size).toBe(6);
    // The formal tone writes out contractions; the author voice keeps them.
    const pro = composeStory({
      frameworkType: 'backstory',
      answers: { origin: "I didn't plan it. It's been wild." },
      tone: 'professional_authoritative',
    });
    expect(pro.text).toContain('did not');
    const own = composeStory({
      frameworkType: 'backstory',
      answers: { origin: "I didn't plan it. It's been wild." },
      tone: 'stacy_voice',
    });
    expect(own.text).toContain("didn't");
    // It drops a hedge, never a noun: "that kind of thing" stays.
    const hedged = composeStory({
      frameworkType: 'backstory',
      answers: { origin: "It's kind of unheard of. Dust on the lights, a missed bathroom, that kind of thing." },
      tone: 'professional_authoritative',
    });
    expect(hedged.text).toContain('It is unheard of.');
    expect(hedged.text).toContain('that kind of thing');
  });

  it('follows the arc of its framework: the brand story line, the job story, the process steps', () => {
    const madLibs = composeStory({
      frameworkType: 'mad_libs',
      answers: {
        target_market: 'Bakery founders',
        problem: 'Nobody knows their story',
        solution: 'I write it with them',
        result: 'Customers queue at the door',
      },
      tone: 'warm_encouraging',
    });
    expect(madLibs.text).toMatch(/Who it is for: bakery founders\. The problem: nobody knows their story\./);
    const job = composeStory({
      frameworkType: 'job_story',
      answers: {
        situation: 'The lease is signed',
        motivation: 'They want a brand that feels like them',
        expected_outcome: 'They open with a queue',
      },
    });
    expect(job.text).toContain(
      'When the lease is signed, the want is simple: they want a brand that feels like them, so that they open with a queue.',
    );
    const five = composeStory({
      frameworkType: 'five_point',
      answers: {
        exposition: 'It began in Porto.',
        climax: 'Then the paper called.',
        resolution: 'Now we have two shops.',
      },
    });
    const order = ['It began in Porto', 'Then the paper called', 'Now we have two shops'].map((s) =>
      five.text.indexOf(s),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('picks from a transcript the sentences that answer the framework', () => {
    const story = composeStory({
      frameworkType: 'backstory',
      text: INTERVIEW,
      isTranscript: true,
      tone: 'stacy_voice',
    });
    expect(story.text).toContain("I grew up above my grandmother's bakery in Porto");
    expect(story.text).not.toContain('Tell me about');
    expect(story.paragraphs.some((p) => p.source.kind === 'transcript')).toBe(true);
  });

  it('ends with a full stop', () => {
    const story = composeStory({ frameworkType: 'backstory', answers: BACKSTORY, tone: 'energetic_dynamic' });
    expect(story.text).toMatch(/[.!?]$/);
  });
});

describe('composeFullStack', () => {
  it('makes six different stories from one interview, each from its own part', () => {
    const stack = composeFullStack({ clientName: 'Maya', transcript: INTERVIEW, tone: 'stacy_voice' });
    expect(Object.keys(stack)).toEqual([...STACK_ORDER]);
    const texts = STACK_ORDER.map((t) => stack[t].text);
    expect(new Set(texts).size).toBe(6);
    expect(stack.impact_story.text).toContain('Jonas');
    expect(stack.backstory.text).toContain('Porto');
    expect(stack.portfolio_story.text).toContain('story canvas');
    for (const t of STACK_ORDER) {
      expect(wordCount(stack[t].text), t).toBeGreaterThanOrEqual(STORY_MIN_WORDS);
      expect(invented(stack[t].text, `${INTERVIEW} Maya`), t).toEqual([]);
    }
  });
});

describe('LinkedIn and funnel', () => {
  const stories = STACK_ORDER.map((t, i) => ({
    id: `s${i}`,
    title: `Maya's ${FRAMEWORKS[t].title}`,
    framework_type: t,
    generated_content: composeFullStack({ clientName: 'Maya', transcript: INTERVIEW })[t].text,
  }));

  it('writes one post per story under 1,300 characters with at most 3 hashtags, naming its story', () => {
    const result = composeLinkedIn({ client: { name: 'Maya' }, stories });
    const posts = result.paragraphs.filter((p) => p.source.kind === 'story');
    expect(posts).toHaveLength(6);
    posts.forEach((p, i) => {
      expect(p.text.length).toBeLessThan(LINKEDIN_MAX_CHARS);
      expect((p.text.match(/#\w+/g) ?? []).length).toBeLessThanOrEqual(3);
      expect(p.text).toContain(`"${stories[i].title}"`);
      expect(p.source.storyId).toBe(stories[i].id);
    });
  });

  it('builds a funnel plan whose stages cite the selected stories', () => {
    const result = composeFunnel({ client: { name: 'Maya' }, stories: stories.slice(0, 5) });
    expect(result.text).toContain('1. Attract');
    expect(result.text).toContain('3. Convert');
    expect(result.text).toContain(`"${stories[4].title}"`);
    expect(result.text).toContain('No selected story covers this stage yet');
  });
});
