// A funnel strategy built from the selected stories: each stage of the funnel uses the stories
// that do that job, quotes the line to lead with, and says what to publish and ask.
import { factLabel, isHardNumber } from './assistant-grounded.ts';
import { proofSentence, storySentences, strongestProof, withoutListWord } from './assistant-sources.ts';
import { withTheNamedPerson } from './facts.ts';
import { wordCount } from './nlp.ts';
import { storyLabel, type StoryLike } from './story-source.ts';
import { joinParagraphs, type ComposedParagraph, type Composition } from './types.ts';

interface Stage {
  name: string;
  goal: string;
  frameworks: readonly string[];
  actions: readonly string[];
}

const STAGES: readonly Stage[] = [
  {
    name: '1. Attract (top of the funnel)',
    goal: 'Be found by the right people and make them feel seen.',
    frameworks: ['target_audience', 'backstory', 'five_point'],
    actions: [
      'Publish 3-5 LinkedIn posts a week built on these stories.',
      'Use the exact words of your audience in headlines and hooks.',
    ],
  },
  {
    name: '2. Engage (middle of the funnel)',
    goal: 'Turn attention into trust with proof and a clear point of view.',
    frameworks: ['differentiation', 'job_story', 'mad_libs'],
    actions: [
      'Offer a short guide or checklist in exchange for an email address.',
      'Follow up with a three-email sequence that tells these stories in order.',
    ],
  },
  {
    name: '3. Convert (bottom of the funnel)',
    goal: 'Show the transformation and make the next step obvious.',
    frameworks: ['impact_story'],
    actions: [
      'Lead sales conversations with the client transformation.',
      'End every piece with one clear call to book a conversation.',
    ],
  },
  {
    name: '4. Deliver and refer',
    goal: 'Make the experience match the story, so clients bring others.',
    frameworks: ['portfolio_story'],
    actions: [
      'Share your process before the first session so clients know what to expect.',
      'Ask for a testimonial and a referral at the moment of the result.',
    ],
  },
];

/** Lines that introduce a text instead of saying something: never a hook. */
const FRAME_LINE =
  /^(the following|this (story|summary|text|section)|here is|here's|below|let me tell|in this (story|post)|summary\b|overview\b)/i;

/** The line a story leads with: its strongest proof (a before/after, an amount), else its first
 *  sentence that says something in the person's own words; never the line another story of the
 *  funnel already leads with (a Job story told from the audience's own lines). */
function leadLine(story: StoryLike, taken: Set<string>): string {
  const sentences = storySentences([story]);
  // A before and its after told in two sentences lead together: the gap is the proof.
  const proof = proofSentence(sentences);
  // Told alone, "He started it in 1988 …" says who he is: "My dad started it in 1988 …".
  const context = sentences.map((s) => s.text).join(' ');
  const candidates = [
    ...(proof ? [withoutListWord(proof.text)] : []),
    ...sentences
      .filter((s) => wordCount(s.text) >= 6 && !FRAME_LINE.test(s.text))
      .map((s) => withoutListWord(withTheNamedPerson(s.text, context))),
  ];
  const line = candidates.find((c) => !taken.has(c)) ?? candidates[0] ?? storyLabel(story);
  taken.add(line);
  return line;
}

export function composeFunnel(input: { client?: { name?: string | null } | null; stories: StoryLike[] }): Composition {
  const name = input.client?.name?.trim();
  const paragraphs: ComposedParagraph[] = [
    {
      text: `Funnel strategy${name ? ` for ${name}` : ''}, built from ${input.stories.length} selected ${input.stories.length === 1 ? 'story' : 'stories'}.`,
      source: { kind: 'framework', label: 'Funnel playbook', excerpt: 'Attract, engage, convert, deliver and refer.' },
    },
  ];
  // The same proof the pitch leads with.
  const strongest = strongestProof(storySentences(input.stories));
  if (strongest) {
    const { sentence, proof } = strongest;
    // The number first when it is one a reader remembers ("$92,000 → $41,000 a month"), not a span.
    const label = proof.fact && isHardNumber(proof.fact) ? `${factLabel(proof.fact)}. ` : '';
    paragraphs.push({
      text: `Hook to carry through every stage: ${label}"${sentence.text}"`,
      source: {
        kind: 'story',
        label: storyLabel(sentence.story),
        excerpt: sentence.text,
        storyId: sentence.story.id ?? undefined,
      },
    });
  }
  const used = new Set<StoryLike>();
  // The Impact story's result is its own: another story that cites it leads with something else.
  const impactLeads = new Map(
    input.stories.filter((s) => s.framework_type === 'impact_story').map((s) => [s, leadLine(s, new Set())]),
  );
  const leads = new Set<string>(impactLeads.values());
  for (const stage of STAGES) {
    const stories = input.stories.filter((s) => stage.frameworks.includes(s.framework_type ?? ''));
    stories.forEach((s) => used.add(s));
    const lines = [`${stage.name}`, `Goal: ${stage.goal}`];
    if (stories.length === 0)
      lines.push('No selected story covers this stage yet; completing one would strengthen it.');
    const storyLeads = stories.map((s) => impactLeads.get(s) ?? leadLine(s, leads));
    stories.forEach((s, i) => lines.push(`- Story: "${storyLabel(s)}". Lead with: "${storyLeads[i]}"`));
    lines.push(...stage.actions.map((a) => `- ${a}`));
    const first = stories[0];
    paragraphs.push({
      text: lines.join('\n'),
      source: first
        ? { kind: 'story', label: storyLabel(first), excerpt: storyLeads[0], storyId: first.id ?? undefined }
        : { kind: 'framework', label: 'Funnel playbook', excerpt: stage.goal },
    });
  }
  const rest = input.stories.filter((s) => !used.has(s));
  if (rest.length) {
    paragraphs.push({
      text: `Also use: ${rest.map((s) => `"${storyLabel(s)}"`).join(', ')} wherever the stage needs a personal example.`,
      source: {
        kind: 'story',
        label: storyLabel(rest[0]),
        excerpt: leadLine(rest[0], leads),
        storyId: rest[0].id ?? undefined,
      },
    });
  }
  return joinParagraphs(paragraphs);
}
