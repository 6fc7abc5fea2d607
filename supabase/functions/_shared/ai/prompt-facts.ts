// The facts a prompt lists for the model to keep, and how a story is introduced to it: with
// its framework's title and status label, never the raw database values.
import { frameworkTitle } from '../domain/frameworks.ts';
import { statusLabel } from '../domain/story-rules.ts';
import { FACT_WEIGHT, type Fact } from '../composer/facts.ts';
import { storyLabel, type StoryLike } from '../composer/story-source.ts';

const KIND_LABEL: Record<Fact['kind'], string> = {
  change: 'before/after result',
  amount: 'amount',
  percent: 'percentage',
  count: 'count',
  duration: 'duration',
  timeframe: 'time frame',
  person: 'person',
  organization: 'company',
};

/** "## Facts to keep" with each fact once, the strongest proof first; '' when there are none. */
export function factsBlock(facts: Fact[], heading = 'Facts to keep'): string {
  const seen = new Set<string>();
  const lines = facts
    .map((f, i) => ({ f, i }))
    .sort((a, b) => FACT_WEIGHT[b.f.kind] - FACT_WEIGHT[a.f.kind] || a.i - b.i)
    .filter(({ f }) => {
      const key = f.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ f }) =>
      f.kind === 'change' && f.before && f.after
        ? `- ${f.before} → ${f.after} (${KIND_LABEL.change}): "${f.sentence}"`
        : `- ${f.text} (${KIND_LABEL[f.kind]})`,
    );
  return lines.length ? `## ${heading}\n${lines.join('\n')}` : '';
}

/** `"Why I started" (Backstory, Draft)`. */
export function storyHeading(story: StoryLike): string {
  const framework = story.framework_type ? frameworkTitle(story.framework_type) : 'Story';
  return `"${storyLabel(story)}" (${framework}, ${statusLabel(story.status ?? 'draft')})`;
}
