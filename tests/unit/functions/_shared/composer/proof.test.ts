// One ranking of a story's proof (composer/proof.ts) behind every line that leads with it: the
// LinkedIn hooks, the funnel's hook and lead lines, the pitch's proof.
import { describe, expect, it } from 'vitest';
import { composePitch, numbersAnswer } from '../../../../../supabase/functions/_shared/composer/assistant-grounded.ts';
import { findFacts } from '../../../../../supabase/functions/_shared/composer/facts.ts';
import { composeFunnel, composeLinkedIn } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { leadingProofs, rankProofs } from '../../../../../supabase/functions/_shared/composer/proof.ts';
import { composeStory } from '../../../../../supabase/functions/_shared/composer/story.ts';
import { storyPassages, type StoryLike } from '../../../../../supabase/functions/_shared/composer/story-source.ts';

const hookOf = (post: string) => post.split('\n\n')[1];

describe('the proof ranking', () => {
  it('puts a before and its after first, a result above a loss of the same size, a fragment last', () => {
    const ranked = rankProofs([
      'About forty people on the team now.',
      'In 2019 we lost forty percent of our revenue.',
      'Lisa was spending about five hours a week on complaints.',
      'Our revenue grew forty percent in 2022.',
      'Now she spends twenty minutes a week on cleaning.',
    ]);
    expect(ranked[0]).toMatchObject({ at: [2, 4], kind: 'result' });
    expect(ranked[0].text).toBe(
      'Lisa was spending about five hours a week on complaints. Now she spends twenty minutes a week on cleaning.',
    );
    const order = ranked.map((p) => p.text);
    expect(order.indexOf('Our revenue grew forty percent in 2022.')).toBeLessThan(
      order.indexOf('In 2019 we lost forty percent of our revenue.'),
    );
    expect(order.at(-1)).toBe('About forty people on the team now.');
  });

  it('leads a pitch with a result, then the stakes; never a loss, never a line with no number', () => {
    const leading = leadingProofs([
      'When they came to us their books were eight months behind and they were about to lose a €200,000 loan.',
      'We lost our biggest client that spring, forty percent of our revenue.',
      'They got the loan, and the owner took her first full week off in ten years.',
      'It felt good.',
    ]);
    expect(leading.map((p) => p.kind)).toEqual(['result', 'stakes']);
    expect(leading[0].text).toMatch(/^They got the loan/);
  });

  it('the pitch proves with what changed, not with the trouble the client was in', () => {
    const impact: StoryLike = {
      title: 'Impact',
      framework_type: 'impact_story',
      generated_content:
        'When they came to Tomás their books were eight months behind and they were about to lose a €200,000 equipment loan. Tomás caught up the eight months in three weeks. They got the loan, and the owner told Tomás it was the first time in ten years she took a full week off.',
    };
    const proof = composePitch([impact]).parts.find((p) => p.role === 'proof');
    expect(proof?.from.text).toMatch(/^They got the loan/);
  });

  it('the numbers answer leads with a client’s result, not the teller’s own growth', () => {
    const answer = numbersAnswer([
      {
        title: 'Backstory',
        framework_type: 'backstory',
        generated_content:
          'In 2020 I opened Stride with one treatment room. And now we have four rooms and six physios.',
      },
      {
        title: 'Impact',
        framework_type: 'impact_story',
        generated_content:
          'He could not run more than two miles without pain. We built him a plan and he finished the marathon in three hours fifty two.',
      },
    ]);
    expect(answer).toContain('- four rooms, in "Backstory"'); // still listed
    expect(answer).toContain('Lead with the result: "We built him a plan and he finished the marathon');
  });

  it('counts "three cleaning companies"; "two streets from my house" is a distance, not a count', () => {
    expect(findFacts('They had gone through three cleaning companies in two years.').map((f) => f.text)).toContain(
      'three cleaning companies',
    );
    expect(findFacts('Our first client was a dentist two streets from my house.')).toEqual([]);
  });
});

describe('hooks and lead lines from the one ranking', () => {
  const audience: StoryLike = {
    id: 'a',
    title: 'Audience',
    framework_type: 'target_audience',
    generated_content:
      'Lisa Chen was spending about five hours a week dealing with cleaning complaints. We clean dental offices, medical clinics and a couple of vet hospitals.',
  };
  const impact: StoryLike = {
    id: 'i',
    title: 'Impact',
    framework_type: 'impact_story',
    generated_content:
      'Harbor Dental Group has four locations. Their practice manager, Lisa Chen, came to us in 2021. She was spending about five hours a week dealing with cleaning complaints. Now she spends maybe twenty minutes a week on cleaning.',
  };

  it('gives a before and after to the story it proves, though an earlier post tells the before', () => {
    const [, first, second] = composeLinkedIn({ stories: [audience, impact] }).paragraphs.map((p) => p.text);
    expect(hookOf(second)).toBe(
      'Lisa Chen was spending about five hours a week dealing with cleaning complaints. Now she spends maybe twenty minutes a week on cleaning.',
    );
    expect(hookOf(first)).toBe('We clean dental offices, medical clinics and a couple of vet hospitals.');
  });

  it('opens a hook that says "they" on the sentence it leans on when the opening leans too', () => {
    const portfolio: StoryLike = {
      title: 'Portfolio',
      framework_type: 'portfolio_story',
      generated_content:
        'They are a commercial cleaning company here in Columbus. We call it the Two-Walk Check. Every night, the cleaner walks the office once before they start and once when they finish. They take photos of six spots they agree with the client.',
    };
    const [, post] = composeLinkedIn({ stories: [portfolio] }).paragraphs.map((p) => p.text);
    expect(hookOf(post)).toBe(
      'Every night, the cleaner walks the office once before they start and once when they finish. They take photos of six spots they agree with the client.',
    );
  });

  it('the funnel leads with the named proof, a list’s "First," left out, and labels only a number worth carrying', () => {
    const portfolio: StoryLike = {
      title: 'Portfolio',
      framework_type: 'portfolio_story',
      generated_content: 'First we do a free one-hour review of their last three months, and we send a written plan.',
    };
    const text = composeFunnel({ stories: [impact, portfolio] }).text;
    expect(text).toContain(
      'Lead with: "Lisa Chen was spending about five hours a week dealing with cleaning complaints. Now she spends',
    );
    expect(text).toContain('Lead with: "We do a free one-hour review');
    expect(text).toContain('Hook to carry through every stage: five hours a week → twenty minutes a week. "Lisa Chen');
    const spanOnly = composeFunnel({
      stories: [{ ...impact, generated_content: 'They got the loan, and Niamh took her first week off in ten years.' }],
    }).text;
    expect(spanOnly).toContain('Hook to carry through every stage: "They got the loan');
  });
});

describe('what the assistant reads of a generated story', () => {
  it('keeps the whole of the words a paragraph was written from', () => {
    const answer = `${'We fixed the dispatch board first, then the night shift, then the way drivers called in. '.repeat(6)}By March on-time delivery went from 81% to 96%.`;
    const story = composeStory({ frameworkType: 'impact_story', text: answer, isTranscript: true });
    const excerpts = story.paragraphs.map((p) => p.source.excerpt).join(' ');
    expect(excerpts).toContain('By March on-time delivery went from 81% to 96%.');
  });

  it('reads a source an older version cut at 280 characters only to its last whole sentence', () => {
    const passages = storyPassages({
      generation_sources: [
        { kind: 'answer', excerpt: 'We grew fast. Then the bank cal…' },
        { kind: 'answer', excerpt: 'She said “Go.” Then she lef…' },
        { kind: 'answer', excerpt: 'One long sentence cut before it ended…' },
      ],
    });
    expect(passages.map((p) => p.text)).toEqual(['We grew fast.', 'She said “Go.”']);
  });
});

describe('what is no result, however many numbers it has', () => {
  it.each([
    ['Fixed price £2,500, live in 3 weeks, I answer my phone.', 'context'],
    ['Agencies charge 10k+ and disappear.', 'context'],
    ['My clients are small hotel owners with 5-30 rooms, mostly in the UK.', 'context'],
    ["They're paying 15-20% commission to booking sites.", 'stakes'],
    ['After four months with us he did the whole contract renewal by himself.', 'result'],
  ])('"%s" is %s', (sentence, kind) => {
    expect(rankProofs([sentence])[0].kind).toBe(kind);
  });
});

describe('a post from typed answers', () => {
  it('tells the answers as the story would, capitals and "I" included', () => {
    const story: StoryLike = {
      title: 'My Portfolio',
      framework_type: 'portfolio_story',
      content: {
        overview: 'websites + booking engines for small hotels',
        unique_approach: 'i stay in the hotel for a night before designing anything',
        quality_standards: 'site loads in under 2 secs on a phone. every page tested on a real guest',
      },
    };
    const post = composeLinkedIn({ stories: [story] }).paragraphs[1].text;
    expect(post).toContain('I stay in the hotel for a night');
    expect(post).toContain('Site loads in under 2 seconds on a phone.');
    expect(post).not.toMatch(/(?:^|\n)\p{Ll}/u);
  });
});

describe('a hook that leans on whom a short sentence before it named', () => {
  it('opens with the short sentence too ("Harbour Vets in Cork." before "When they came to Tomás …")', () => {
    const story: StoryLike = {
      title: 'Impact',
      framework_type: 'impact_story',
      generated_content:
        'Harbour Vets in Cork. When they came to Tomás their books were eight months behind and they were about to lose a €200,000 equipment loan. Tomás caught up the books in three weeks.',
    };
    const hook = composeLinkedIn({ stories: [story] }).paragraphs[1].text.split('\n\n')[1];
    expect(hook.startsWith('Harbour Vets in Cork. When they came to Tomás')).toBe(true);
  });
});
