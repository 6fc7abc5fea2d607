// LinkedIn hashtags are topics found in the story (noun phrases, industry words), never the
// names of people in it or filler words, at most three a post.
import { describe, expect, it } from 'vitest';
import {
  composeLinkedIn,
  entities,
  LINKEDIN_MAX_HASHTAGS,
} from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { hashtagsFor } from '../../../../../supabase/functions/_shared/composer/linkedin.ts';
import { topics } from '../../../../../supabase/functions/_shared/composer/topics.ts';
import { storyText, type StoryLike } from '../../../../../supabase/functions/_shared/composer/story-source.ts';
import { isStockLine } from '../../../../../supabase/functions/_shared/composer/assistant-sources.ts';
import { hasHardNumber, sentenceFacts } from '../../../../../supabase/functions/_shared/composer/facts.ts';
import { composeFullStack, splitSentences } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { FRAMEWORKS, STACK_ORDER } from '../../../../../src/domain/frameworks.ts';
import { DANA_STORIES } from '../../../../support/assistant-stories.ts';
import { INTERVIEWS } from '../../../../support/interviews.ts';
import { INTERVIEW } from '../../../../support/transcript-fixture.ts';

const FILLER =
  /^#(First|Person|People|Answer|Buyer|Story|Stories|Thing|Things|Time|Way|Client|Clients|Question|Moment|Year|Month|Day|Lot)$/i;

/** Stories the way the old hashtags failed on them: names and plain words repeated more than topics. */
const NAMED_STORIES: StoryLike[] = [
  {
    title: 'Fiona’s first answer',
    framework_type: 'impact_story',
    generated_content:
      'Fiona was the first person to answer. Fiona told the buyer the first story she had. The buyer asked Fiona for the first answer again, and Fiona said the story was about her seed round. Her person-to-person sales process grew from 12 to 40 deals a quarter. Fiona Walsh is the first person who trusted the process.',
  },
  {
    title: 'Dana Rivera’s impact story',
    framework_type: 'impact_story',
    generated_content:
      'Dana Rivera met Marcus Lee when his dental clinic lost patients every month. Dana asked Marcus what the patients said. Marcus said the patients loved the dentist but hated the booking system. Dana rebuilt the booking system and the patient reminders. Marcus now fills every slot, and Dana still calls Marcus every quarter.',
  },
  { title: 'Maya', framework_type: 'backstory', generated_content: INTERVIEW },
  ...DANA_STORIES,
];

/** The post made from one story, in its blocks: header, hook, body, question, hashtags. */
const postOf = (story: StoryLike) => composeLinkedIn({ stories: [story] }).paragraphs[1].text.split('\n\n');

function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const person of entities(text).people)
    for (const part of person.replace(/['’]s$/, '').split(/\s+/)) if (part.length > 1) names.add(part.toLowerCase());
  return names;
}

describe('LinkedIn hashtags', () => {
  it.each(NAMED_STORIES.map((s) => [s.title, s] as const))(
    '%s: topics only, no names, no filler, at most 3',
    (_, story) => {
      const post = composeLinkedIn({ stories: [story] }).paragraphs[1].text;
      const tags = post.split('\n').pop()!.split(' ');
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.length).toBeLessThanOrEqual(LINKEDIN_MAX_HASHTAGS);
      const names = namesIn(`${story.title} ${story.generated_content ?? JSON.stringify(story.content)}`);
      for (const tag of tags) {
        expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
        expect(tag, tag).not.toMatch(FILLER);
        for (const name of names) expect(tag.toLowerCase(), `${tag} names ${name}`).not.toContain(name);
      }
    },
  );

  it('names what the story is about', () => {
    const dental = hashtagsFor(NAMED_STORIES[1], NAMED_STORIES[1].generated_content!);
    expect(dental.join(' ')).toMatch(/#BookingSystem|#DentalClinic|#PatientReminders/);
    // As a post reads it: without the story's private note.
    const cloud = hashtagsFor(DANA_STORIES[0], storyText(DANA_STORIES[0]));
    expect(cloud.join(' ')).toMatch(/#CloudBill|#AWS|#IdleCapacity|#ProductFeature/);
  });

  it('never tags a word said once in passing, nor the client by name, and ends with the kind of story', () => {
    const story: StoryLike = {
      title: 'Priya’s difference',
      framework_type: 'differentiation',
      generated_content:
        'Priya and the team do same-day repairs on every bike, and they lend you one while yours is fixed. Most shops keep your bike for two weeks and send you the bill. Priya shows you the worn part before she fixes a thing, and she fixes your bike the same day.',
    };
    const post = composeLinkedIn({ client: { name: 'Priya Natarajan' }, stories: [story] }).paragraphs[1].text;
    const tags = post.split('\n').pop()!.split(' ');
    expect(tags.at(-1)).toBe('#Positioning');
    expect(tags).not.toContain('#Priya');
    // "bill" and "part" come up once; "bike" comes back.
    expect(tags).not.toEqual(expect.arrayContaining(['#Bill']));
    expect(tags).not.toEqual(expect.arrayContaining(['#Part']));
    expect(tags.join(' ')).toMatch(/#SameDayRepairs|#Bike/);
  });

  it('takes no verb, participle or half of a hyphenated word for a topic', () => {
    const spoken = [
      'We only do vets, so we know what a controlled-drugs register costs and why the X-ray machine lease matters.',
      'It is the monthly close, done by the fifth working day, with a one-page report in plain English.',
      'I started with a bike and a cooler box delivering to three offices.',
      'They are planning a return-to-office push and need something people look forward to.',
      'She slipped on a floor that somebody had mopped and not put a sign out.',
      // After a subject, a verb the tagger reads as a noun ("fix"): the topic is what follows.
      'Marco and the team fix boilers. Chidi did the whole contract renewal in Portuguese.',
    ].join(' ');
    const found = topics(spoken).map((t) => t.phrase.toLowerCase());
    for (const wrong of [
      'register costs',
      'machine lease matters',
      'page report',
      'working',
      'box delivering',
      'office push',
      'sign out',
      'fix boilers',
    ])
      expect(found, wrong).not.toContain(wrong);
    expect(found).toEqual(expect.arrayContaining(['vets', 'x-ray machine lease', 'report', 'contract renewal']));
  });

  it('takes no "nobody" and no family member for a topic', () => {
    const spoken = [
      'I charge a flat fee, so nobody is scared to call me.',
      'My sister-in-law runs a family law practice, and my wife thought I was crazy.',
      'In winter nobody was paying the penalties on time.',
    ].join(' ');
    const found = topics(spoken).map((t) => t.phrase.toLowerCase());
    for (const wrong of ['nobody', 'winter nobody', 'sister-in-law', 'wife']) expect(found, wrong).not.toContain(wrong);
    expect(found).toContain('family law practice');
  });

  it('opens on who the proof is about when the proof only says "they"', () => {
    const story: StoryLike = {
      title: 'Tomás’s Backstory',
      framework_type: 'backstory',
      generated_content:
        'Tomás’s sister is a vet and in 2019 she asked Tomás to look at her books. It was a mess of receipts in a shoebox, literally. By Christmas they had 6 clinics and they quit the audit firm in March 2020.',
    };
    const [, hook] = postOf(story);
    expect(hook.startsWith('Tomás’s sister is a vet')).toBe(true);
    expect(hook).toContain('By Christmas they had 6 clinics');
  });

  it('opens on who the proof is about, however short the line that names her, never on a "her" alone', () => {
    const story: StoryLike = {
      title: 'Aisha’s Backstory',
      framework_type: 'backstory',
      generated_content:
        "Aisha’s mum was a nurse. She worked thirty-one years on a cardiac ward and found out she'd opted out of the pension. Nobody had ever explained it to her. That cost her about four hundred pounds a month for the rest of her life.",
    };
    const [, hook] = postOf(story);
    expect(hook).toBe(
      'Aisha’s mum was a nurse. That cost her about four hundred pounds a month for the rest of her life.',
    );
  });

  it('opens on who the proof is about when the proof opens on a year, then "they"', () => {
    const story: StoryLike = {
      title: 'Kwame’s Backstory',
      framework_type: 'backstory',
      generated_content:
        'Kwame was in banking for nine years. In 2019, they lost their biggest contract, about 40% of their revenue. They laid off nobody.',
    };
    const [, hook] = postOf(story);
    expect(hook.startsWith('Kwame was in banking')).toBe(true);
  });

  it('opens on a before and its after, told in two sentences, with "she" named', () => {
    const story: StoryLike = {
      title: 'Kwame’s Impact Story',
      framework_type: 'impact_story',
      generated_content:
        'Harbor Dental Group has four locations. Their practice manager, Lisa Chen, came to Kwame in 2021. She was spending about five hours a week dealing with cleaning complaints. They had gone through three cleaning companies. Now she spends maybe twenty minutes a week on cleaning.',
    };
    const [, hook, body] = postOf(story);
    expect(hook).toBe(
      'Lisa Chen was spending about five hours a week dealing with cleaning complaints. Now she spends maybe twenty minutes a week on cleaning.',
    );
    expect(body).not.toContain('five hours');
  });

  it('follows a before with its after when the before is the strongest line', () => {
    const story: StoryLike = {
      title: 'Priya’s Impact Story',
      framework_type: 'impact_story',
      generated_content:
        'Marcus is a teacher who rides an e-bike to school. Before he found Priya he was paying about $600 a year on repairs at a chain store. Priya set him up with a service plan. Last year he spent $180 and he did not miss a day of school.',
    };
    const [, hook] = postOf(story);
    expect(hook).toMatch(/\$600 a year.*Last year he spent \$180/s);
  });

  it('never puts a private note into a post', () => {
    const text = composeLinkedIn({ stories: DANA_STORIES }).text;
    expect(text).not.toContain('seed round');
    expect(text).not.toContain('Questions this story can still answer');
  });

  it.each(INTERVIEWS.map((i) => [i.slug, i] as const))(
    'posts from the %s full stack: the hook is the proof when there is one, no stock line, no private note',
    (_, interview) => {
      const stack = composeFullStack({
        clientName: interview.clientName,
        transcript: interview.text,
        tone: 'stacy_voice',
      });
      const stories = STACK_ORDER.map((t) => ({
        title: `${interview.clientName}'s ${FRAMEWORKS[t].title}`,
        framework_type: t,
        generated_content: stack[t].text,
      }));
      const posts = composeLinkedIn({ stories }).paragraphs.slice(1);
      const opened = posts.map((post) => splitSentences(post.text.split('\n\n')[1]));
      posts.forEach((post, i) => {
        const [, hook, body] = post.text.split('\n\n');
        const text = `${hook} ${body}`;
        for (const sentence of splitSentences(text)) expect(isStockLine(sentence), sentence).toBe(false);
        // No two posts open on the same proof (a hook's last sentence; the ones before it say who
        // it is about); a story with a number no other post opened on opens on a number (a race
        // finished "in three hours fifty two" is one).
        const others = opened.filter((_, j) => j !== i);
        const unused = splitSentences(stack[STACK_ORDER[i]].text).filter(
          (x) => hasHardNumber(x) && !others.some((o) => o.includes(x)),
        );
        if (unused.length > 0) expect(sentenceFacts(hook).length > 0, hook).toBe(true);
        expect(others.map((o) => o.at(-1)).includes(opened[i].at(-1)), hook).toBe(false);
        for (const words of interview.privateText) expect(post.text).not.toContain(words);
      });
    },
  );
});
