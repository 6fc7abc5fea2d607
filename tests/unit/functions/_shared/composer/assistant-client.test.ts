// A coach asks the assistant about a client by name: which client the question means (and
// which it does not), and the answers from that client's stories said of the client ("Aisha
// describes her audience as …"), never as if they were the coach's own ("You describe your …");
// and about all their clients at once ("How are my clients doing?").
import { describe, expect, it } from 'vitest';
import {
  clientAskedAbout,
  type ReadableClient,
} from '../../../../../supabase/functions/_shared/composer/assistant-client.ts';
import { composeAssistantAnswer, composeFullStack } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { FRAMEWORKS, STACK_ORDER } from '../../../../../src/domain/frameworks.ts';
import { finishedStories } from '../../../../support/finished-stories.ts';
import { PLANNER } from '../../../../support/interviews.ts';

const AISHA: ReadableClient = { id: 'a1', name: 'Aisha Bello', pronouns: 'she' };
const AISHA_KHAN: ReadableClient = { id: 'a2', name: 'Aisha Khan', pronouns: null };
const WILL: ReadableClient = { id: 'w1', name: 'Will Parry', pronouns: 'he' };
const GRACE: ReadableClient = { id: 'g1', name: 'Grace Mensah', pronouns: 'she' };

const about = (message: string, clients: ReadableClient[], history: { role: string; content: string }[] = []) => {
  const asked = clientAskedAbout(message, history, clients);
  return asked.kind === 'client'
    ? asked.client.name
    : asked.kind === 'ambiguous'
      ? asked.clients.map((c) => c.name)
      : null;
};

describe('which client a question is about', () => {
  it('finds a client by the whole name in any case, by a first name written as a name, or with "’s"', () => {
    const clients = [AISHA, WILL, GRACE];
    expect(about('Summarise aisha bello’s stack', clients)).toBe('Aisha Bello');
    expect(about('What numbers should Aisha lead with?', clients)).toBe('Aisha Bello');
    expect(about('Aisha: what is her best story?', clients)).toBe('Aisha Bello');
    expect(about("grace's pitch please", clients)).toBe('Grace Mensah');
    expect(about("Give me Will's 30-second pitch", clients)).toBe('Will Parry');
  });

  it('does not take a word that is also a first name for the client', () => {
    const clients = [WILL, GRACE];
    expect(about('Will my pitch work for nurses?', clients)).toBeNull();
    expect(about('Which numbers should I lead with?', clients)).toBeNull();
    expect(about('How do I say it with more grace?', clients)).toBeNull();
  });

  it('asks which one when two clients share the first name said, and takes the whole name when said', () => {
    expect(about('Summarise Aisha’s stack', [AISHA, AISHA_KHAN])).toEqual(['Aisha Bello', 'Aisha Khan']);
    expect(about('Summarise Aisha Khan’s stack', [AISHA, AISHA_KHAN])).toBe('Aisha Khan');
    // Two different clients in one question: neither, rather than the wrong one.
    expect(about('Compare Aisha and Grace', [AISHA, GRACE])).toBeNull();
  });

  it('goes on with the client of an earlier question when the new one says "her", not when it says "my"', () => {
    const history = [
      { role: 'user', content: 'Summarise Aisha Bello’s stack' },
      { role: 'assistant', content: 'Aisha’s 6 stories …' },
    ];
    expect(about('Now turn her impact story into a LinkedIn post', [AISHA, GRACE], history)).toBe('Aisha Bello');
    expect(about('Now turn my impact story into a LinkedIn post', [AISHA, GRACE], history)).toBeNull();
    expect(about('Which numbers should I lead with?', [AISHA, GRACE], history)).toBeNull();
  });
});

describe('answers from a client’s stories', () => {
  const stories = finishedStories(
    composeFullStack({ clientName: PLANNER.clientName, transcript: PLANNER.text, pronouns: PLANNER.pronouns }),
  );
  const ask = (message: string) =>
    composeAssistantAnswer({
      message,
      stories,
      ownerName: 'Stacy Smith',
      about: { name: 'Aisha Bello', pronouns: 'she' },
    }).answer;
  /** What the assistant says to someone about their own stories. */
  const SAID_TO_THE_TELLER =
    /\bYour stories\b|\byour own words\b|\bYou describe\b|\bYou have\b|\bfrom your\b|\bin your stories\b/;

  it('speaks of the client by name and pronoun, never as the coach’s own', () => {
    const summary = ask('Summarise Aisha’s stack');
    expect(summary).toContain(`Aisha’s ${stories.length} stories, one sentence each, in her own words:`);
    expect(summary).toContain('Each sentence is one Aisha already told');
    const audience = ask('How should Aisha narrow her audience?');
    expect(audience).toMatch(/^Aisha describes her audience as: "/);
    const numbers = ask('Which numbers should Aisha lead with?');
    expect(numbers).toContain('These are the numbers in Aisha’s stories, strongest first:');
    const progress = ask('What should Aisha do next?');
    expect(progress).toMatch(/^Aisha has \d of 6 stack stories complete/);
    const pitch = ask('Give me a 30-second pitch for Aisha');
    expect(pitch).toContain('Here is a 30-second pitch built from Aisha’s stories');
    const post = ask('Turn Aisha’s backstory into a LinkedIn post');
    expect(post).toContain('Here is a LinkedIn post from Aisha’s story "Backstory"');
    expect(post).toContain('Edit the hook until it sounds like Aisha,');
    const next = ask('What should I ask Aisha in our next session?');
    expect(next).toMatch(/^Aisha’s stack scores \d+\/100 for strength\. What to ask her next, weakest story first:/);
    expect(next).toContain('Ask her these in your next session');
    for (const answer of [summary, audience, numbers, progress, pitch, post, next])
      expect(answer).not.toMatch(SAID_TO_THE_TELLER);
  });

  it('says what a client’s empty stack needs in the client’s terms', () => {
    const empty = (message: string) =>
      composeAssistantAnswer({ message, stories: [], about: { name: 'Will Parry', pronouns: 'he' } }).answer;
    expect(empty('Summarise Will’s stack')).toBe(
      'Will’s stories have no text yet. Generate them from an interview, or open one and answer its questions, then ask me again.',
    );
    expect(empty('Which numbers should Will lead with?')).toMatch(
      /^Will’s stories have no numbers yet.*Ask him for one result he can measure/,
    );
    expect(empty('Give me a pitch for Will')).toContain(
      'whom he serves, what makes him different or what he has achieved',
    );
  });
});

describe('a coach with no stories of their own', () => {
  it('is told their clients’ stories are one name away, when the answer needs stories', () => {
    const ask = (message: string, stories = [] as ReturnType<typeof finishedStories>) =>
      composeAssistantAnswer({ message, stories, clientNames: ['Aisha Bello', 'Grace Mensah', 'Will Parry'] }).answer;
    expect(ask('Summarise my stack')).toContain(
      'To ask about a client\'s stories, name them: for example "Summarise Aisha Bello\'s stack". You can ask about Aisha Bello and 2 others.',
    );
    expect(ask('Which numbers should I lead with?')).toMatch(/no numbers yet[\s\S]*name them/);
    // A question about the app, or a coach who has stories of their own, gets no such line.
    expect(ask('How do I upload a transcript?')).not.toContain('name them');
    const own = finishedStories(
      composeFullStack({ clientName: PLANNER.clientName, transcript: PLANNER.text, pronouns: PLANNER.pronouns }),
    );
    expect(ask('Summarise my stack', own)).not.toContain('name them');
  });
});

describe('"How are my clients doing?"', () => {
  const stackOf = (done: string[], published: string[] = []) =>
    done.map((type, i) => ({
      id: `${type}-${i}`,
      framework_type: type,
      status: published.includes(type) ? 'published' : 'in_review',
      generated_content: 'A finished story.',
    }));
  const ask = (
    message: string,
    clientStacks?: Parameters<typeof composeAssistantAnswer>[0]['clientStacks'],
    count?: number,
  ) => composeAssistantAnswer({ message, stories: [], clientStacks, clientCount: count });

  it('lists each client’s stack, furthest behind first, and says where to start', () => {
    const answer = ask('How are my clients doing?', [
      { name: 'Aisha Bello', pronouns: 'she', stories: stackOf(STACK_ORDER.slice(), ['target_audience']) },
      { name: 'Will Parry', pronouns: 'he', stories: stackOf(['target_audience', 'differentiation']) },
      { name: 'Grace Mensah', pronouns: 'she', stories: [] },
    ]);
    expect(answer.intent).toBe('clients');
    expect(answer.answer).toBe(
      [
        'Your 3 clients, furthest behind first:',
        [
          '- Grace Mensah: 0 of 6 complete, 0 published; next, the Target Audience',
          '- Will Parry: 2 of 6 complete, 0 published; next, the Job Story',
          '- Aisha Bello: 6 of 6 complete, 1 published',
        ].join('\n'),
        `Start with Grace: her Target Audience answers "${FRAMEWORKS.target_audience.context.question}" Generate it from an interview with her (Stories, From Interview), or open her stack from My Clients.`,
      ].join('\n\n'),
    );
    expect(ask('Which client is furthest behind?', [{ name: 'Will Parry', stories: [] }], 70).answer).toContain(
      'These are 1 of your 70 clients. Ask about one by name for more.',
    );
  });

  it('is a founder’s question about their own customers when there are no client records to read', () => {
    const answer = ask('How are my clients doing?');
    expect(answer.answer).not.toMatch(/furthest behind|of 6 complete/);
    expect(composeAssistantAnswer({ message: 'Who are my ideal clients?', stories: [] }).intent).toBe('audience');
  });
});
