// What the assistant reads in a person's own stories: their sentences with the story and section
// they came from, the story a question names, and the sentences that say who they serve, what
// sets them apart and what proves it.
import { FRAMEWORKS, isFrameworkType } from '../domain/frameworks.ts';
import { stackProgress } from '../domain/progress.ts';
import { BRIDGES } from './arcs.ts';
import { OWN_VOICE, type Voice } from './assistant-voice.ts';
import { leansOnSomeoneBefore, splitSentences, wordCount } from './nlp.ts';
import { LEADING_ORDER, leadingProofs, type Proof } from './proof.ts';
import { storyLabel, storyPassages, type StoryLike } from './story-source.ts';
import { capitalise, ensureStop, LEAD_LINES, TONE_IDS, toneStyle } from './tones.ts';

export interface StorySentence {
  text: string;
  story: StoryLike;
  sectionId: string | null;
}

const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let stock: { patterns: RegExp[]; guidance: string[] } | null = null;

/** The writer's own lines (openings, lead-ins, bridges) and the frameworks' guidance: in a
 *  generated text without its sources they are not the person's words. */
function stockLines() {
  if (stock) return stock;
  const templates = TONE_IDS.flatMap((id) => {
    const t = toneStyle(id);
    return [...t.leadIns, ...t.closings, ...t.asides];
  })
    .concat(LEAD_LINES)
    .concat(Object.values(BRIDGES).flat());
  const patterns = templates
    .flatMap((t) => t.split(/(?<=[.!?:])\s+/))
    .map((piece) => norm(piece.replace(/\{\w+\}/g, ' SLOT ')))
    .filter((piece) => piece.replace(/slot/g, '').trim().split(' ').length >= 2)
    .map(
      (piece) =>
        new RegExp(
          `^${piece
            .split('slot')
            .map((x) => x.trim().replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
            // A slot is a topic of a few words ("And now {topic}."): "And now we have four rooms
            // and six physios" is the person's own sentence.
            .join(' ?(?:\\S+ ?){1,5}')}$`,
        ),
    );
  const guidance = Object.values(FRAMEWORKS)
    .flatMap((f) => [f.description, ...Object.values(f.context), ...f.tips, ...f.sections.flatMap((x) => x.prompts)])
    .flatMap((t) => t.split(/(?<=[.!?])\s+/))
    .map(norm)
    .filter((t) => t.split(' ').length >= 4);
  stock = { patterns, guidance };
  return stock;
}

export function isStockLine(sentence: string): boolean {
  const n = norm(sentence);
  const { patterns, guidance } = stockLines();
  return patterns.some((re) => re.test(n)) || guidance.some((g) => n.includes(g));
}

/** Every sentence of the stories that says something (no questions, no headings, no lead-ins). */
export function storySentences(stories: StoryLike[]): StorySentence[] {
  const out: StorySentence[] = [];
  for (const story of stories) {
    // Per story: the full stack can lend one sentence to two stories, and each may need it.
    const seen = new Set<string>();
    for (const passage of storyPassages(story))
      for (const s of splitSentences(passage.text)) {
        const text = s.trim();
        const key = text.toLowerCase();
        if (seen.has(key) || /\?$|:$/.test(text) || wordCount(text) < 4) continue;
        if (passage.sectionId === null && isStockLine(text)) continue;
        seen.add(key);
        out.push({ text, story, sectionId: passage.sectionId });
      }
  }
  return out;
}

/** How far the stack of these stories has come, by the app's one rule (domain/progress.ts):
 *  the frameworks complete, how many are published, and the framework to do next. */
export function stackOf(stories: StoryLike[]) {
  const counted = stackProgress(
    stories.map((s) => ({
      framework_type: s.framework_type ?? '',
      status: s.status ?? 'draft',
      generated_content: s.generated_content ?? null,
    })),
  );
  return {
    done: counted.completed,
    published: counted.publishedCount,
    next: counted.next ? FRAMEWORKS[counted.next] : null,
  };
}

/** "Why I started", your Backstory ("Aisha’s Backstory" in a client's voice); a title that
 *  already says its framework ("Aisha Bello's Backstory") is said alone. */
export function storyName(story: StoryLike, v: Voice = OWN_VOICE): string {
  const type = story.framework_type ?? '';
  const framework = isFrameworkType(type) ? FRAMEWORKS[type].title : null;
  const label = storyLabel(story);
  return framework && !label.includes(framework) ? `"${label}", ${v.whose} ${framework}` : `"${label}"`;
}

const FRAMEWORK_WORDS: [RegExp, string][] = [
  [/\b(back ?story|origin story|how i (started|began)|founder story)\b/, 'backstory'],
  [/\b(target audience|audience|ideal client)/, 'target_audience'],
  [/\b(differentiation|different|positioning|stand out)/, 'differentiation'],
  [/\b(impact|case stud|client story|transformation|success story)/, 'impact_story'],
  [/\b(job story|job to be done|jobs? to be done)/, 'job_story'],
  [/\b(portfolio|process|how i work)/, 'portfolio_story'],
  [/\b(five[- ]point)/, 'five_point'],
  [/\b(brand story|mad ?libs)/, 'mad_libs'],
];

const TITLE_STOP = new Set(['my', 'the', 'a', 'an', 'of', 'for', 'and', 'story', 'to', 'in', 'i', 'why', 'how']);

/** The story the message names: by its title, then by its framework, then "my latest story". */
export function namedStory(message: string, stories: StoryLike[]): StoryLike | null {
  const lower = message.toLowerCase();
  const withText = stories.filter((s) => storyPassages(s).length > 0);
  const byTitle = withText.find((s) => {
    const title = s.title?.trim().toLowerCase();
    if (!title) return false;
    if (lower.includes(title)) return true;
    const words = title.split(/[^\p{L}\p{N}']+/u).filter((w) => w.length > 2 && !TITLE_STOP.has(w));
    return words.length >= 2 && words.every((w) => lower.includes(w));
  });
  if (byTitle) return byTitle;
  for (const [re, type] of FRAMEWORK_WORDS) {
    if (!re.test(lower)) continue;
    const story = withText.find((s) => s.framework_type === type);
    if (story) return story;
  }
  if (/\b(latest|last|newest|most recent|recent)\b/.test(lower)) return withText[0] ?? null;
  return null;
}

/** The framework the message names, even when the person has no story of it yet. */
export function namedFrameworkType(message: string): string | null {
  const lower = message.toLowerCase();
  for (const f of Object.values(FRAMEWORKS)) if (lower.includes(f.title.toLowerCase())) return f.type;
  return FRAMEWORK_WORDS.find(([re]) => re.test(lower))?.[1] ?? null;
}

const ROLE_SECTIONS: Record<'audience' | 'difference' | 'pain', readonly string[]> = {
  audience: ['overview', 'demographics', 'target_market'],
  difference: ['comparison_test', 'overview', 'truism_check', 'unique_approach', 'solution', 'industry_challenge'],
  pain: ['pain_points', 'industry_challenge', 'problem', 'situation', 'client_before'],
};
const ROLE_FRAMEWORK: Record<keyof typeof ROLE_SECTIONS, readonly string[]> = {
  audience: ['target_audience', 'mad_libs'],
  difference: ['differentiation', 'portfolio_story', 'mad_libs'],
  pain: ['target_audience', 'differentiation', 'job_story', 'impact_story', 'mad_libs'],
};
const ROLE_WORDS: Record<keyof typeof ROLE_SECTIONS, RegExp> = {
  audience:
    /\b(i (help|work with|serve)|we (help|work with|serve)|(we|i) (mostly|mainly|usually|only) (see|treat|work with|serve)|(help|helps|work with|works with|serve|serves) |my clients are|clients are|(build|built|made|make|designed) (it|this) for|for ([\w-]+ ){0,2}(founders|owners|leaders|teams|people|companies|businesses|parents|adults))/i,
  difference:
    /\b(unlike|instead of(?! (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)\b)|rather than|the only|different(ly)?|most (\w+ )?(agencies|consultants|coaches|firms|people)|compared (with|to)|no one else|what sets)\b/i,
  pain: /\b(struggle|problem|keeps? them up|cost|costs|frustrat|worr|stuck|afraid|pain|waste|can(no|')t explain)\w*/i,
};

/** The best sentence for a role: from the framework and section made for it, else by its words. */
export function sentenceFor(
  role: keyof typeof ROLE_SECTIONS,
  sentences: StorySentence[],
  avoid: Set<string> = new Set(),
): StorySentence | null {
  const free = sentences.filter((s) => !avoid.has(s.text) && wordCount(s.text) <= 45);
  const score = (s: StorySentence) => {
    const fw = ROLE_FRAMEWORK[role].indexOf(s.story.framework_type ?? '');
    // The Portfolio's overview says what they deliver and for whom: the audience, not the difference.
    const part = `${s.story.framework_type}.${s.sectionId}`;
    const section =
      role === 'difference' && part === 'portfolio_story.overview'
        ? -1
        : ROLE_SECTIONS[role].indexOf(s.sectionId ?? '');
    let n = ROLE_WORDS[role].test(s.text) ? 4 : 0;
    if (fw >= 0) n += 3 - fw;
    if (fw >= 0 && section >= 0) n += 4 - Math.min(section, 3);
    if (fw === 0 && section === 0) n += 2;
    // A Differentiation sentence in a part of its own (its proof) still says what they do.
    if (role === 'difference' && fw === 0 && section < 0) n += 1;
    // Said alone in a pitch, "They're brilliant with animals" says nothing of who they are.
    if (leansOnSomeoneBefore(s.text)) n -= 4;
    // "Most people in this trade quote low" alone is the alternative, not what they do.
    if (role === 'difference' && !/\b(?:we|I|our|my|us|me)\b/i.test(s.text)) n -= 4;
    return n;
  };
  let best: StorySentence | null = null;
  let bestScore = 3;
  for (const s of free) {
    const n = score(s);
    if (n > bestScore) [best, bestScore] = [s, n];
  }
  return best;
}

/**
 * The strongest proof of the stories (`leadingProofs`: a result before the stakes, never a
 * setback), an Impact Story's first when equal, with the sentence it is told as. A before and its
 * after told in two sentences are one proof, both sentences, "she" named: "Lisa Chen was spending
 * about five hours a week … Now she spends twenty minutes a week".
 */
export function strongestProof(
  sentences: StorySentence[],
  avoid: Set<string> = new Set(),
): { sentence: StorySentence; proof: Proof } | null {
  let best: { sentence: StorySentence; proof: Proof; rank: number; score: number } | null = null;
  for (const story of new Set(sentences.map((s) => s.story))) {
    const own = sentences.filter((s) => s.story === story);
    for (const proof of leadingProofs(own.map((s) => s.text))) {
      if (proof.at.some((i) => avoid.has(own[i].text)) || wordCount(proof.text) > 45) continue;
      const rank = LEADING_ORDER.indexOf(proof.kind);
      const score = proof.score + (story.framework_type === 'impact_story' ? 0.5 : 0);
      if (!best || rank < best.rank || (rank === best.rank && score > best.score))
        best = { sentence: { ...own[proof.at[0]], text: proof.text }, proof, rank, score };
    }
  }
  return best && { sentence: best.sentence, proof: best.proof };
}

/** The strongest proof's sentence (see `strongestProof`). */
export const proofSentence = (sentences: StorySentence[], avoid?: Set<string>): StorySentence | null =>
  strongestProof(sentences, avoid)?.sentence ?? null;

/** A sentence as it stands alone in a pitch: a capital, a full stop, at most `max` words. */
/** "First, we pay our people properly." told away from its list (in a pitch, opening a post):
 *  "We pay our people properly." */
export function withoutListWord(text: string): string {
  const alone = text
    .trim()
    .replace(/^(?:first|second|third|secondly|thirdly|also|and|but|so|then)\b,?\s+(?=\p{L})/iu, '');
  return alone === text.trim() ? alone : capitalise(alone);
}

export function asPitchSentence(text: string, max = 35): string {
  const alone = withoutListWord(text);
  const words = alone.split(/\s+/);
  if (words.length <= max) return ensureStop(capitalise(alone));
  const head = words.slice(0, max).join(' ');
  const cut = Math.max(head.lastIndexOf(','), head.lastIndexOf(';'), head.lastIndexOf(' and '));
  return ensureStop(capitalise((cut > 20 ? head.slice(0, cut) : head).replace(/[,;:\s]+$/, '')));
}
