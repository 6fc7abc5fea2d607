// The two stories that are not part of the stack, told from an interview through the stack's
// reading of it: the Five Point story is one arc the interview tells (the founder's own
// Backstory, or a client's before and after), laid on exposition → resolution; the Brand Story
// (mad libs) takes one or two answers from each story that says who is served, their problem,
// the way it is solved and the result. Read as a stack story first, every answer has a home, so
// the arc is not left with the leftovers the six stories did not take.
import type { StackFrameworkType } from '../domain/frameworks.ts';
import type { Passage, Selection } from './passage.ts';
import { continuesASequence } from './sequence.ts';

type StackSelection = Partial<Record<StackFrameworkType, Selection>>;
type Source = readonly [StackFrameworkType, string];

const ARCS: Record<'backstory' | 'impact_story', Record<string, readonly string[]>> = {
  backstory: {
    exposition: ['overview', 'origin'],
    climax: ['pivotal_moments'],
    resolution: ['lessons', 'values'],
  },
  impact_story: {
    exposition: ['overview', 'client_before'],
    climax: ['intervention'],
    falling_action: ['transformation'],
    resolution: ['client_after', 'testimonial'],
  },
};

/** The Brand Story's blanks, each from the stories that answer it, best first. */
const BRAND: Record<string, readonly Source[]> = {
  target_market: [
    ['target_audience', 'overview'],
    ['target_audience', 'demographics'],
    ['target_audience', 'psychographics'],
  ],
  problem: [
    ['target_audience', 'pain_points'],
    ['job_story', 'situation'],
    ['impact_story', 'client_before'],
  ],
  solution: [
    ['portfolio_story', 'unique_approach'],
    ['differentiation', 'comparison_test'],
    ['portfolio_story', 'overview'],
    ['impact_story', 'intervention'],
  ],
  result: [
    ['impact_story', 'client_after'],
    ['differentiation', 'proof_points'],
    ['impact_story', 'transformation'],
  ],
};

const PER_BLANK = 2;

const count = (selection: Selection | undefined, ids: readonly string[]) =>
  ids.reduce((n, id) => n + (selection?.[id]?.length ?? 0), 0);

/** What the interview tells for `type` ('five_point' or 'mad_libs'), from its stack selection. */
export function selectionFromStack(type: 'five_point' | 'mad_libs', stack: StackSelection): Selection {
  return type === 'five_point' ? fivePoint(stack) : brandStory(stack);
}

function fivePoint(stack: StackSelection): Selection {
  // The founder's own arc when the interview tells where it began and what turned; else a
  // client's before and after.
  const back = stack.backstory;
  const impact = stack.impact_story;
  const told = (arc: keyof typeof ARCS) => count(stack[arc], Object.values(ARCS[arc]).flat());
  const backstoryArc = count(back, ['overview', 'origin']) > 0 && count(back, ['pivotal_moments']) > 0;
  const impactArc = count(impact, ['client_before']) > 0 && count(impact, ['client_after', 'transformation']) > 0;
  const arc: keyof typeof ARCS = backstoryArc
    ? 'backstory'
    : impactArc || told('impact_story') > told('backstory')
      ? 'impact_story'
      : 'backstory';
  const from = stack[arc] ?? {};
  const out: Selection = {};
  const seen = new Set<number>();
  for (const [section, ids] of Object.entries(ARCS[arc])) {
    const passages = ids
      .flatMap((id) => from[id] ?? [])
      .filter((p) => !seen.has(p.index) && seen.add(p.index))
      .sort((a, b) => a.index - b.index);
    if (passages.length > 0) out[section] = passages;
  }
  // The story's first part sets the scene; what follows it there is the trouble rising.
  const scene = out.exposition;
  if (scene && scene.length > 1) {
    out.rising_action = scene.slice(1);
    out.exposition = scene.slice(0, 1);
  }
  // What came of the turning point, before where it ended.
  const turn = out.climax;
  if (!out.falling_action && turn && turn.length > 1) {
    out.falling_action = turn.slice(1);
    out.climax = turn.slice(0, 1);
  }
  return out;
}

/** What each blank accepts: a result says what changed, with a number or a before and after. */
const FITS: Record<string, (p: Passage) => boolean> = {
  problem: (p) => !p.facts.some((f) => f.kind === 'change'),
  result: (p) => p.proof > 0,
};

function brandStory(stack: StackSelection): Selection {
  const out: Selection = {};
  const seen = new Set<number>();
  for (const [blank, sources] of Object.entries(BRAND)) {
    const fits = FITS[blank] ?? (() => true);
    // The first story that answers the blank, its best part first (the Portfolio's named method
    // before its "I run BrightFloor"), each part in the order it was told; then the next story.
    const stories = [...new Set(sources.map(([type]) => type))];
    const picked: Passage[] = [];
    for (const type of stories) {
      const told = sources
        .filter(([t]) => t === type)
        .flatMap(([, section]) => [...(stack[type]?.[section] ?? [])].sort((a, b) => a.index - b.index))
        .filter((p) => !seen.has(p.index) && !continuesASequence(p.text) && fits(p));
      // A client's case lends the problem its opening only: what follows there is the turn.
      const room = blank === 'problem' && type === 'impact_story' ? 1 : PER_BLANK - picked.length;
      for (const p of told.slice(0, room)) {
        seen.add(p.index);
        picked.push(p);
      }
      if (picked.length >= PER_BLANK) break;
    }
    if (picked.length > 0) out[blank] = picked;
  }
  return out;
}
