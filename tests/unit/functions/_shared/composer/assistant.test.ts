// The offline assistant answers the question asked from the asker's own stories: different
// questions, different answers; a pitch of 40-110 words from audience, difference and proof; the
// numbers with the story each came from; their audience in their own words; a post from the story
// named. Progress only when asked; status labels, never raw values; private notes never.
import { describe, expect, it } from 'vitest';
import { assistantIntent } from '../../../../../supabase/functions/_shared/composer/assistant.ts';
import { composeAssistantAnswer, wordCount } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { stackStrength } from '../../../../../src/domain/story-strength.ts';
import {
  composePitch,
  PITCH_MAX_WORDS,
  PITCH_MIN_WORDS,
} from '../../../../../supabase/functions/_shared/composer/assistant-grounded.ts';
import { isStockLine } from '../../../../../supabase/functions/_shared/composer/assistant-sources.ts';
import { composeFullStack, splitSentences } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { leansOnSomeoneBefore } from '../../../../../supabase/functions/_shared/composer/nlp.ts';
import { LEAD_LINES } from '../../../../../supabase/functions/_shared/composer/tones.ts';
import { FRAMEWORKS, STACK_ORDER } from '../../../../../src/domain/frameworks.ts';
import { DANA_STORIES, PRIVATE_NOTE } from '../../../../support/assistant-stories.ts';
import { finishedStories } from '../../../../support/finished-stories.ts';
import { CLEANER, INTERVIEWS } from '../../../../support/interviews.ts';

const ask = (message: string, stories = DANA_STORIES) =>
  composeAssistantAnswer({ message, stories, ownerName: 'Stacy Smith' }).answer;

const QUESTIONS = [
  'Give me a 30-second pitch using my stories',
  'Which numbers should I lead with?',
  'How do I narrow my audience?',
  'Turn my backstory into a LinkedIn post',
  'What should I do next?',
  'How can I make my story more compelling?',
  'What does my backstory need?',
  'How do I build a funnel from my stories?',
];

describe('the offline assistant', () => {
  it('gives different questions different answers, and a progress report only when asked about progress', () => {
    const answers = QUESTIONS.map((q) => ask(q));
    expect(new Set(answers).size).toBe(QUESTIONS.length);
    QUESTIONS.forEach((q, i) => {
      const isProgress = /next/.test(q);
      expect(/\bof 6 stack stories complete\b/.test(answers[i]), q).toBe(isProgress);
    });
    for (const q of ['Which stories are done?', 'How far am I?'])
      expect(ask(q)).toContain(
        'You have 3 of 6 stack stories complete (Target Audience, Impact Story, Portfolio Story).',
      );
  });

  it('writes a 30-second pitch of 40-110 words from their audience, difference and proof', () => {
    const pitch = composePitch(DANA_STORIES);
    const words = wordCount(pitch.text);
    expect(words).toBeGreaterThanOrEqual(PITCH_MIN_WORDS);
    expect(words).toBeLessThanOrEqual(PITCH_MAX_WORDS);
    expect(pitch.missing).toEqual([]);
    expect(pitch.text).toContain('SaaS founders');
    expect(pitch.text).toContain('Unlike most cost consultants');
    expect(pitch.text).toMatch(/\$92,000 to \$41,000/);
    const answer = ask('Give me a 30-second pitch using my stories');
    expect(answer).toContain(pitch.text);
    expect(answer).toContain('"Who I work with"');
    expect(answer).toContain('"Brightline cuts its cloud bill"');
  });

  it('keeps the pitch within 110 words when the answers are long, and says what is missing when thin', () => {
    const long = DANA_STORIES.map((s) =>
      s.framework_type === 'target_audience'
        ? {
            ...s,
            content: {
              overview: `I work with SaaS founders ${'who run lean engineering teams, '.repeat(8)}and want to grow.`,
              pain_points: 'Their cloud bill keeps them up at night.',
            },
          }
        : s,
    );
    expect(wordCount(composePitch(long).text)).toBeLessThanOrEqual(PITCH_MAX_WORDS);
    const thin = composePitch([DANA_STORIES[2]]);
    expect(thin.missing).toContain('difference');
    expect(ask('Give me a 30-second pitch', [DANA_STORIES[2]])).toMatch(
      /To make it stronger, add what makes you different/,
    );
  });

  it('lists the numbers in their stories, each with the story it came from, the before/after first', () => {
    const answer = ask('Which numbers should I lead with?');
    const lines = answer.split('\n').filter((l) => l.startsWith('- '));
    const line = (needle: string) => lines.find((l) => l.includes(needle)) ?? '';
    expect(line('$92,000 → $41,000')).toContain('"Brightline cuts its cloud bill"');
    expect(line('81% → 96%')).toContain('Impact Story');
    expect(line('$180,000 a month')).toContain('"Who I work with"');
    expect(line('38%')).toContain('"Not another dashboard"');
    expect(line('$250,000')).toContain('"Why I started cloud cost work"');
    expect(lines[0]).toContain('$92,000 → $41,000');
    expect(answer).toMatch(
      /Lead with the change from \$92,000 to \$41,000 a month \(in "Brightline cuts its cloud bill"/,
    );
  });

  it('says where to find numbers when the stories have none', () => {
    const answer = ask(
      'Which numbers should I lead with?',
      [DANA_STORIES[4]].map((s) => ({ ...s, content: { situation: 'Busy founders call me.' } })),
    );
    expect(answer).toMatch(/no numbers yet/);
  });

  it('talks about their audience in their own words when asked how to narrow it', () => {
    const answer = ask('How do I narrow my audience?');
    expect(answer).toContain('I work with SaaS founders at Series A and B');
    expect(answer).toMatch(/SaaS founders, technical CEOs/);
    expect(answer).toContain('$180,000 a month');
    expect(answer).not.toMatch(/of 6 stack stories/);
  });

  it('turns the story they name into a LinkedIn post, not another one', () => {
    const backstory = ask('Turn my backstory into a LinkedIn post');
    expect(backstory).toContain('(from "Why I started cloud cost work")');
    expect(backstory).toContain('first infrastructure engineer at a payments startup');
    const byTitle = ask('Make a LinkedIn post from "How a cost review works"');
    expect(byTitle).toContain('(from "How a cost review works")');
    const impact = ask('Turn my impact story into a LinkedIn post');
    expect(impact).toContain('(from "Brightline cuts its cloud bill")');
    expect(impact).toMatch(/\$92,000/);
  });

  it('shows story statuses with their labels, never the raw database values', () => {
    const answers = [
      ...QUESTIONS,
      'What does the impact story need?',
      'What makes a strong differentiation story?',
    ].map((q) => ask(q));
    expect(answers.join('\n')).not.toMatch(/in_review|\((draft|published)\)/);
    expect(ask('What does the impact story need?')).toContain('(In Review)');
  });

  it('never repeats a private note or the old coaching checklist, whatever is asked', () => {
    const all = [
      ...QUESTIONS,
      'Turn my impact story into a LinkedIn post',
      'Write my impact story',
      'What about Fiona?',
    ]
      .map((q) => ask(q))
      .join('\n');
    expect(all).not.toContain('seed round');
    expect(all).not.toContain(PRIVATE_NOTE.slice(0, 20));
    expect(all).not.toContain('Questions this story can still answer');
  });

  it('proves the pitch with a client’s before and after, never with a setback', () => {
    const stack = composeFullStack({ clientName: CLEANER.clientName, transcript: CLEANER.text });
    const stories = STACK_ORDER.map((t) => ({
      title: `${CLEANER.clientName}'s ${FRAMEWORKS[t].title}`,
      framework_type: t,
      generated_content: stack[t].text,
      generation_sources: stack[t].paragraphs.map((p) => p.source),
    }));
    const pitch = composePitch(stories);
    const proof = pitch.parts.find((p) => p.role === 'proof')?.from.text ?? '';
    expect(proof).toMatch(/^Lisa Chen was spending.*five hours a week.*Now she spends maybe twenty minutes a week/s);
    expect(pitch.text).not.toContain('we lost our biggest contract');
  });

  it.each(INTERVIEWS.map((i) => [i.slug, i] as const))(
    'from a full stack generated from the %s interview: a pitch in their own words, never the writer’s stock lines',
    (_, interview) => {
      const stack = composeFullStack({
        clientName: interview.clientName,
        transcript: interview.text,
        tone: 'stacy_voice',
      });
      const stories = STACK_ORDER.map((t) => ({
        title: `${interview.clientName}'s ${FRAMEWORKS[t].title}`,
        framework_type: t,
        status: 'in_review',
        content: {},
        generated_content: stack[t].text,
        generation_sources: stack[t].paragraphs.map((p) => p.source),
      }));
      const pitch = composePitch(stories);
      expect(wordCount(pitch.text)).toBeGreaterThanOrEqual(PITCH_MIN_WORDS);
      expect(wordCount(pitch.text)).toBeLessThanOrEqual(PITCH_MAX_WORDS);
      expect(pitch.parts.some((p) => p.role === 'proof')).toBe(true);
      for (const sentence of splitSentences(pitch.text)) expect(isStockLine(sentence), sentence).toBe(false);
      // Who it is for, said so it stands alone: not "They're brilliant with animals".
      const audience = pitch.parts.find((p) => p.role === 'audience');
      if (audience) expect(leansOnSomeoneBefore(audience.from.text), audience.from.text).toBe(false);
      const answers = ['Give me a 30-second pitch', 'Which numbers should I lead with?', 'How do I narrow my audience?']
        .map((q) => ask(q, stories))
        .join('\n');
      for (const words of [...interview.privateText, ...interview.interviewerLines])
        expect(answers).not.toContain(words);
    },
  );
});

describe('how to make one story stronger', () => {
  it('names the parts the story they name tells, asks for the ones it does not, and its number', () => {
    const answer = ask('How do I make my job story stronger?');
    expect(answer).toContain('"When founders call me" tells Situation, Expected Outcome.');
    expect(answer).toContain('- Motivation: What do they want to achieve or change?');
    expect(answer).not.toContain('- Situation:');
    // The story says "60%": no hint asks for a number.
    expect(answer).not.toContain('It has no number yet');
    // Another story named, another answer; none named, the advice over all their stories.
    expect(ask('How can I improve my backstory?')).toContain('"Why I started cloud cost work" tells Origin');
    expect(ask('How can I make my story more compelling?')).toContain('A story sells when it is specific');
  });
});

describe('a summary of a story', () => {
  const stackOf = (interview: (typeof INTERVIEWS)[number]) =>
    finishedStories(
      composeFullStack({ clientName: interview.clientName, transcript: interview.text, pronouns: interview.pronouns }),
    );
  const landscaper = INTERVIEWS.find((i) => i.slug === 'landscaper-tom-greenline')!;

  it('tells the story they name in as many of their own sentences as asked, never the framework guide', () => {
    const stories = stackOf(landscaper);
    const two = ask('Summarise my backstory in two sentences', stories);
    expect(two).toContain('"Backstory" in two sentences, in your own words:');
    const told = two.split('\n\n')[1];
    expect(splitSentences(told)).toEqual([
      'I was a quantity surveyor for fourteen years.',
      "We did two neighbours' gardens at weekends, and by 2018 I'd quit and we'd hired our first crew.",
    ]);
    expect(two).not.toContain('What each section needs');
    // "That was the turning point" alone points at nothing: never chosen.
    expect(two).not.toContain('That was');
    const one = ask('Give me the short version of my differentiation in one sentence', stories);
    expect(splitSentences(one.split('\n\n')[1])).toEqual([
      'We give a fixed price after one visit, and we never go over it.',
    ]);
    // "Write a summary" is a summary, not a new draft.
    expect(ask('Write a summary of my impact story', stories)).toContain('"Impact Story" in two sentences');
  });

  it('quotes typed notes as the story tells them, and turns before a number that proves nothing', () => {
    const typed = {
      title: 'Untitled Backstory',
      framework_type: 'backstory',
      status: 'draft',
      content: {
        overview: 'im a wedding photographer in cornwall, been doing it 9 yrs',
        origin: 'grew up on a farm. got my first camera at 16 from a car boot sale for £20',
        pivotal_moments: 'my best friends wedding photographer didnt turn up in 2015. i shot it on my old camera',
      },
    };
    const told = ask('Summarise my backstory in two sentences', [typed]).split('\n\n')[1];
    expect(splitSentences(told)).toEqual([
      "I'm a wedding photographer in Cornwall, and I've been doing it for 9 years.",
      "My best friend's wedding photographer didn't turn up in 2015.",
    ]);
  });

  it('summarises the whole stack one sentence a story: where each turns or lands, not its opening', () => {
    const stories = stackOf(landscaper);
    const answer = ask('Summarise my stack', stories);
    expect(answer).toContain(`Your ${stories.length} stories, one sentence each, in your own words:`);
    const lines = answer.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toHaveLength(stories.length);
    const backstory = lines.find((l) => l.startsWith('- "Backstory"'))!;
    expect(backstory).toContain("by 2018 I'd quit and we'd hired our first crew");
    const impact = lines.find((l) => l.startsWith('- "Impact Story"'))!;
    expect(impact).not.toContain('The Okafors: Chidi and Ruth');
    // One story named is that story, not the stack.
    expect(ask('Summarise my backstory from the stack', stories)).toContain('"Backstory" in two sentences');
  });

  it('writes a finished story again with one lead line, not its old one and a new one', () => {
    const draft = ask('Write my portfolio story', stackOf(landscaper)).split('\n\n').slice(1).join('\n\n');
    const leads = LEAD_LINES.filter((line) => draft.includes(line));
    expect(leads).toHaveLength(1);
    expect(draft.startsWith(`${leads[0]} `)).toBe(true);
    expect(draft.split(leads[0])).toHaveLength(2);
  });

  it('says who "they" are in a sentence told without the one before it', () => {
    const kwame = INTERVIEWS.find((i) => i.slug === 'owner-kwame-brightfloor')!;
    const answer = ask('Summarise my job story in one sentence', stackOf(kwame));
    expect(answer).toContain('Harbor Dental Group had gone through three cleaning companies in two years.');
  });

  it('says whom a Job story’s "They" are and whose "she" is, in a summary of one sentence a story', () => {
    const tomas = ask('Summarise my stack', stackOf(INTERVIEWS.find((i) => i.slug === 'accountant-tomas-ledgerly')!));
    // "Our": the sentence says "us"; "clients": his word.
    expect(tomas).toContain(': Our clients usually call us when the bank asks for management accounts');
    // Told without "My sister is a vet …", "she" is his sister.
    expect(tomas).toContain('I sorted it out over two weekends and my sister told four other clinic owners');
    // "me" makes it "My"; "a big customer" in the sentence is someone else's customer: "clients".
    const marcus = ask(
      'Summarise my stack',
      stackOf(INTERVIEWS.find((i) => i.slug === 'consultant-marcus-operations')!),
    );
    expect(marcus).toContain(': My clients hire me when a big customer threatens to leave');
  });

  it('quotes typed answers as the story tells them: a capital, a full stop, their subject', () => {
    const stories = [
      {
        id: 'd',
        title: 'My Difference',
        framework_type: 'differentiation',
        content: {
          industry_challenge: 'agencies charge 10k+ and disappear',
          proof_points: '40+ hotels, avg 35% direct bookings after a year',
        },
      },
      {
        id: 'a',
        title: 'Audience',
        framework_type: 'target_audience',
        content: { overview: 'small hotel owners, 5-30 rooms, mostly in the UK' },
      },
    ];
    const answer = ask('Who is my ideal client?', stories);
    expect(answer).toContain('"My clients are small hotel owners with 5-30 rooms, mostly in the UK"');
    expect(answer).toContain('"40+ hotels, an average of 35% direct bookings after a year." Whoever');
    expect(answer).toContain('"Agencies charge 10k+ and disappear"');
  });

  it('leaves a client’s result to the Impact story, and the Differentiation says its own line', () => {
    const answer = ask('Summarise my stack', stackOf(INTERVIEWS.find((i) => i.slug === 'founder-fiona-cloudtrim')!));
    const line = (title: string) => answer.split('\n').find((l) => l.startsWith(`- "${title}":`)) ?? '';
    expect(line('Impact Story')).toContain('the bill went from $92,000 to $41,000');
    expect(line('Differentiation')).not.toContain('$92,000');
  });

  it('says a sentence two stories share once, and leaves out a story with nothing to summarise', () => {
    const result = 'Within six weeks the bill went from $92,000 to $41,000 a month.';
    const stories = [
      { id: 'i', title: 'Impact', framework_type: 'impact_story', generated_content: `Take one client. ${result}` },
      {
        id: 'd',
        title: 'Difference',
        framework_type: 'differentiation',
        generated_content: `Every change we make can be rolled back in one click. ${result}`,
      },
      { id: 'a', title: 'Audience notes', framework_type: 'target_audience', content: { overview: 'Founders.' } },
    ];
    const answer = ask('Summarise my stack', stories);
    expect(answer.split(result)).toHaveLength(2);
    expect(answer).toContain(
      '- "Difference", your Differentiation: Every change we make can be rolled back in one click.',
    );
    expect(answer).toContain('Your 2 stories, one sentence each');
    expect(answer).not.toContain('Audience notes');
  });

  it('starts narrowing an audience from a client’s result, never from the teller’s own growth', () => {
    const answer = ask('Who is my ideal client?', stackOf(landscaper));
    expect(answer).toContain('Our clients are usually a couple in their thirties or forties');
    expect(answer).not.toContain('eleven people');
  });
});

describe('what is missing from a stack', () => {
  const stackOf = (interview: (typeof INTERVIEWS)[number]) =>
    finishedStories(
      composeFullStack({ clientName: interview.clientName, transcript: interview.text, pronouns: interview.pronouns }),
    );
  const kwame = INTERVIEWS.find((i) => i.slug === 'owner-kwame-brightfloor')!;
  const asStrength = (s: ReturnType<typeof stackOf>[number]) => ({
    id: s.id ?? '',
    framework_type: s.framework_type ?? '',
    content: (s.content ?? {}) as Record<string, string>,
    generated_content: s.generated_content as string | null,
  });

  it('lists the weakest stories first with the questions their parts do not answer yet, scored as the meter scores', () => {
    const stories = stackOf(kwame);
    const answer = ask('What’s missing from my stack?', stories);
    const stack = stackStrength(stories.map(asStrength));
    expect(answer).toContain(
      `Your stack scores ${stack.score}/100 for strength. What would raise it most, weakest story first:`,
    );
    const lines = answer.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toHaveLength(3);
    const scores = lines.map((l) => Number(/\((\d+)\/100\)/.exec(l)?.[1]));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    for (const line of lines) {
      const title = line.slice(2, line.indexOf(' ('));
      const type = STACK_ORDER.find((t) => FRAMEWORKS[t].title === title)!;
      expect(scores[lines.indexOf(line)]).toBe(stack.stories[type].score);
    }
    // The Job Story told no expected outcome: its key question comes first.
    expect(lines[0]).toMatch(/^- Job Story \(\d+\/100\): What does success look like for them, in their own words\?/);
  });

  it('does not ask for a comparison the story already makes, wherever the interview filed it', () => {
    const priya = INTERVIEWS.find((i) => i.slug === 'owner-priya-wheelhouse')!;
    const answer = ask('What’s missing from my stack?', stackOf(priya));
    const line = answer.split('\n').find((l) => l.startsWith('- Differentiation'))!;
    expect(line).toBeDefined(); // "Most shops just hand you a bill." compares, in the Truism Check
    expect(line).not.toContain(FRAMEWORKS.differentiation.sections.find((s) => s.id === 'comparison_test')!.prompts[0]);
  });

  it('asks the question of each story not started, and says yes or not yet when asked if it is ready', () => {
    const three = stackOf(kwame).filter((s) =>
      ['target_audience', 'differentiation', 'job_story'].includes(s.framework_type ?? ''),
    );
    const answer = ask('Is my stack ready to publish?', three);
    expect(answer).toMatch(/^Not yet\. Your stack scores \d+\/100/);
    expect(answer).toContain(`- Backstory (not started): ${FRAMEWORKS.backstory.context.question}`);
    const strong = STACK_ORDER.map((type, i) => ({
      id: `s${i}`,
      framework_type: type,
      content: Object.fromEntries(
        FRAMEWORKS[type].sections.map((s) => [
          s.id,
          `Before we met, Maria Costa in Porto worked 80 hours a week; now she works 40. ${'detail '.repeat(40)}`,
        ]),
      ),
    }));
    expect(ask('Is my stack ready to publish?', strong)).toMatch(
      /^Yes\. Your stack scores 100\/100 for strength\. Every story is strong/,
    );
  });

  it('is asked by what is missing, what to ask next and whether it is ready; not by how to make one story better', () => {
    for (const q of [
      'What is missing from my stack?',
      'What should I ask Aisha in our next session?',
      'Which story is weakest?',
    ])
      expect(assistantIntent(q), q).toBe('gaps');
    expect(assistantIntent('Which framework should I do next?')).toBe('progress');
    expect(assistantIntent('How do I make my story stronger?')).toBe('compelling');
  });
});
