// npx tsx scripts/write-examples.ts — what the default writer (the offline composer) makes of the
// interviews in tests/support/interviews.ts, written to docs/examples/ with their inputs, so
// anyone can read it and the examples stay true to the code. `--print` writes nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  composeAssistantAnswer,
  composeFullStack,
  composeFunnel,
  composeLinkedIn,
  composeStory,
  wordCount,
} from '../supabase/functions/_shared/composer/mod.ts';
import { FRAMEWORKS, STACK_ORDER } from '../src/domain/frameworks.ts';
import { finishedStories } from '../tests/support/finished-stories.ts';
import { INTERVIEWS } from '../tests/support/interviews.ts';

const SINGLE = {
  'founder-fiona-cloudtrim': 'backstory',
  'consultant-marcus-operations': 'impact_story',
  'coach-client-dana-rivera': 'impact_story',
  'owner-priya-wheelhouse': 'backstory',
  'accountant-tomas-ledgerly': 'five_point',
  'owner-kwame-brightfloor': 'mad_libs',
  'physio-grace-stride': 'impact_story',
  'baker-maria-crumb': 'portfolio_story',
  'it-daniel-osei': 'differentiation',
  'landscaper-tom-greenline': 'portfolio_story',
  'planner-aisha-bedside': 'backstory',
  'school-lucia-lisbon-lingo': 'job_story',
  'cmo-sam-climate': 'differentiation',
  'heating-marco-bellini': 'portfolio_story',
  'maker-nadia-olive-ash': 'impact_story',
} as const;
const TONES = {
  'founder-fiona-cloudtrim': 'stacy_voice',
  'consultant-marcus-operations': 'professional_authoritative',
  'coach-client-dana-rivera': 'warm_encouraging',
  'owner-priya-wheelhouse': 'author_voice',
  'accountant-tomas-ledgerly': 'warm_encouraging',
  'owner-kwame-brightfloor': 'achievement_oriented',
  'physio-grace-stride': 'energetic_dynamic',
  'baker-maria-crumb': 'warm_encouraging',
  'it-daniel-osei': 'professional_authoritative',
  'landscaper-tom-greenline': 'community_focused',
  'planner-aisha-bedside': 'stacy_voice',
  'school-lucia-lisbon-lingo': 'community_focused',
  'cmo-sam-climate': 'professional_authoritative',
  'heating-marco-bellini': 'warm_encouraging',
  'maker-nadia-olive-ash': 'author_voice',
} as const;
const print = process.argv.includes('--print');
const root = new URL('../docs/examples/', import.meta.url);

const section = (title: string, text: string, coaching: string[]) =>
  [
    `## ${title}`,
    '',
    // The full-stack function saves no story for an empty text (spec §5): the user never sees one.
    text.trim() ? text : '*Not written: the interview has nothing for this story, so no story is saved.*',
    '',
    ...(text.trim() ? [`*${wordCount(text)} words.*`] : []),
    ...(coaching.length
      ? [
          ...(text.trim() ? [''] : []),
          '**Beside the story (coaching, not part of the text):**',
          '',
          ...coaching.map((c) => `- ${c}`),
        ]
      : []),
    '',
  ].join('\n');

const index: string[] = [
  '# What the default writer makes',
  '',
  "Written by `npx tsx scripts/write-examples.ts` from the interviews in `tests/support/interviews.ts` with no AI provider configured (the offline composer). Each folder holds the input as uploaded, the full stack of six stories, one story from the builder's transcript mode, and what the stack becomes once its stories are finished: the LinkedIn posts, the funnel, the assistant's pitch and numbers, and what the assistant tells their coach: a summary of the stack and what to ask next.",
  '',
];
for (const interview of INTERVIEWS) {
  const tone = TONES[interview.slug as keyof typeof TONES];
  const stack = composeFullStack({
    clientName: interview.clientName,
    transcript: interview.text,
    tone,
    pronouns: interview.pronouns,
  });
  const full = [
    `# Full stack for ${interview.clientName}`,
    '',
    `Tone: ${tone}. Pronouns on the client record: ${interview.pronouns}. Input: [input.txt](input.txt).`,
    '',
    ...STACK_ORDER.map((t) =>
      section(`${interview.clientName}'s ${FRAMEWORKS[t].title}`, stack[t].text, stack[t].coaching ?? []),
    ),
  ].join('\n');
  const type = SINGLE[interview.slug as keyof typeof SINGLE];
  const single = composeStory({ frameworkType: type, text: interview.text, isTranscript: true, tone });
  const one = [
    `# One story from the transcript (${FRAMEWORKS[type].title})`,
    '',
    `The builder's transcript mode, tone ${tone}, the interview pasted as it is.`,
    '',
    section(FRAMEWORKS[type].title, single.text, single.coaching ?? []),
  ].join('\n');
  // The six stories as the user has them once generated (every story the stack saved), turned
  // into content the way Monetization and the assistant do.
  // As generate-full-stack saves them: each paragraph's source, the person's own words.
  const finished = finishedStories(stack, interview.clientName);
  const client = { name: interview.clientName };
  const first = interview.clientName.split(' ')[0];
  const ask = (message: string) =>
    composeAssistantAnswer({ message, stories: finished, ownerName: interview.clientName }).answer;
  const content = [
    `# From the finished stack: posts, funnel, pitch`,
    '',
    `What Monetization and the assistant make of the [full stack](full-stack.md) (tone ${tone}), with no AI provider.`,
    '',
    '## LinkedIn posts',
    '',
    // Each post under the story it came from, as the user copies them one at a time.
    composeLinkedIn({ client, stories: finished, tone })
      .paragraphs.map((p, i) => (i === 0 ? p.text : `### From ${p.source.label}\n\n${p.text}`))
      .join('\n\n'),
    '',
    '## Funnel strategy',
    '',
    composeFunnel({ client, stories: finished }).text,
    '',
    '## The assistant: “Write my 30-second pitch”',
    '',
    ask('Write my 30-second pitch'),
    '',
    '## The assistant: “Which numbers should I lead with?”',
    '',
    ask('Which numbers should I lead with?'),
    '',
    `## The assistant, asked by their coach: “Summarise ${first}’s stack”`,
    '',
    composeAssistantAnswer({
      message: `Summarise ${first}’s stack`,
      stories: finished,
      about: { name: interview.clientName, pronouns: interview.pronouns },
    }).answer,
    '',
    `## The assistant, asked by their coach: “What should I ask ${first} in our next session?”`,
    '',
    composeAssistantAnswer({
      message: `What should I ask ${first} in our next session?`,
      stories: finished,
      about: { name: interview.clientName, pronouns: interview.pronouns },
    }).answer,
    '',
  ].join('\n');
  if (print) {
    console.log(full, '\n', one, '\n', content);
    continue;
  }
  const dir = new URL(`${interview.slug}/`, root);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('input.txt', dir), `${interview.text}\n`);
  writeFileSync(new URL('full-stack.md', dir), full);
  writeFileSync(new URL('single-story.md', dir), one);
  writeFileSync(new URL('from-the-stack.md', dir), content);
  index.push(
    `- [${interview.clientName}](${interview.slug}/): [full stack](${interview.slug}/full-stack.md), [${FRAMEWORKS[type].title} from the transcript](${interview.slug}/single-story.md), [posts, funnel and pitch](${interview.slug}/from-the-stack.md)`,
  );
}
if (!print) writeFileSync(new URL('README.md', root), `${index.join('\n')}\n`);
