// The order an arc is told in, once the sentences of a transcript have found their parts: a
// Backstory and a client's case keep the order they were lived in, a client's "before" told after
// the work is where they ended up, and a voice memo's case is the client it names.
import { FRAMEWORKS, type FrameworkType } from '../domain/frameworks.ts';
import type { Passage, Selection } from './passage.ts';

/** "One of my favourite clients is Kodeway", "a client called Harbour Vets": a client named. */
const CLIENT_NAMED =
  /\b(?:client|customer|patient)s?\b[^.]{0,30}?\b(?:is|was|called|named|like)\s+\p{Lu}|\b(?:client|customer|patient) (?:called|named)\b|\b(?:client|customer|patient),\s+\p{Lu}\p{Ll}+,/iu;

/**
 * Told with no questions (a voice memo), the Impact story is the case of a client the speaker
 * names, from where they name them: before it, "we switched to ordering the day before" is the
 * company's own story. With no client named, no client's case is told at all.
 */
export function impactFromItsClient(story: Selection | undefined): void {
  if (!story) return;
  const told = Object.values(story).flat();
  const named = told.filter((p) => CLIENT_NAMED.test(p.text)).map((p) => p.index);
  const from = named.length > 0 ? Math.min(...named) : Number.POSITIVE_INFINITY;
  for (const [id, list] of Object.entries(story)) {
    story[id] = list.filter((p) => p.index >= from);
    if (story[id].length === 0) delete story[id];
  }
}

/**
 * A client's "before" is what was true before the work: a sentence filed there but told after
 * the work began ("Last year he spent $180" after "We set him up with a service plan") is where
 * the client ended up, and is told with the after.
 */
export function beforeIsBeforeTheWork(story: Selection | undefined): void {
  const work = story?.intervention;
  if (!story?.client_before || !work?.length) return;
  const began = Math.min(...work.map((p) => p.index));
  const after = story.client_before.filter((p) => p.index > began);
  if (after.length === 0) return;
  story.client_before = story.client_before.filter((p) => p.index < began);
  if (story.client_before.length === 0) delete story.client_before;
  story.client_after = [...(story.client_after ?? []), ...after];
}

/**
 * An arc (a Backstory, a client's case) is told in the order the speaker lived it: when one answer's sentences landed in its
 * parts out of that order ("Friends of my dad started asking me" in the start, "My parents ran a
 * taverna" after the lesson), they are put back in order. The sentences whose parts already run
 * in order (the longest such run) stay where they are; each of the others goes with the sentence
 * before it, or to the first part when nothing comes before it.
 */
export function keepToldOrder(
  arc: FrameworkType,
  story: Selection,
  passages: Passage[],
  blockFramework: Map<number, FrameworkType>,
): void {
  const order = FRAMEWORKS[arc].sections.map((section) => section.id);
  const sectionOf = new Map<number, string>();
  for (const [id, list] of Object.entries(story)) for (const p of list) sectionOf.set(p.index, id);
  // Told with no questions (a voice memo), the whole of it is one answer to keep in order.
  const unasked = !passages.some((p) => p.hint) && blockFramework.size === 0;
  const blocks = new Set(passages.filter((p) => unasked || blockFramework.get(p.block) === arc).map((p) => p.block));
  // An answer whose question named the story but not its part ("Tell me about the early days")
  // sits between the answers around it that did name theirs: after "What made you leave the
  // bank?" (a turning point) and before "What kept you going?" (another), it is a turning point
  // too, not the story's overview or its lesson.
  const askedPart = (block: number) => {
    const hint = passages.find((p) => p.block === block)?.hint;
    return hint?.framework === arc && hint.section ? order.indexOf(hint.section) : -1;
  };
  const sorted = [...blocks].sort((a, b) => a - b);
  for (const block of sorted) {
    if (askedPart(block) >= 0) continue;
    const earlier = sorted.filter((b) => b < block && askedPart(b) >= 0).map(askedPart);
    const later = sorted.filter((b) => b > block && askedPart(b) >= 0).map(askedPart);
    const floor = earlier.length ? earlier[earlier.length - 1] : 0;
    const ceiling = later.length ? Math.max(floor, later[0]) : order.length - 1;
    for (const p of passages) {
      const from = p.block === block ? sectionOf.get(p.index) : undefined;
      if (from === undefined) continue;
      const rank = order.indexOf(from);
      const to = order[Math.min(Math.max(rank, floor), ceiling)];
      if (to === from) continue;
      story[from] = story[from].filter((q) => q !== p);
      if (story[from].length === 0) delete story[from];
      (story[to] ??= []).push(p);
      sectionOf.set(p.index, to);
    }
  }
  for (const block of blocks) {
    const told = passages.filter((p) => p.block === block && sectionOf.has(p.index));
    const rank = told.map((p) => order.indexOf(sectionOf.get(p.index) ?? ''));
    // The longest run of sentences whose parts do not go backwards (n is a handful: O(n²)).
    const best = rank.map(() => 1);
    const before = rank.map(() => -1);
    for (let i = 0; i < rank.length; i++)
      for (let j = 0; j < i; j++)
        if (rank[j] <= rank[i] && best[j] + 1 > best[i]) {
          best[i] = best[j] + 1;
          before[i] = j;
        }
    const kept = new Set<number>();
    for (let i = best.indexOf(Math.max(...best)); i >= 0; i = before[i]) kept.add(i);
    let current = order[0];
    let workDone = false;
    told.forEach((p, i) => {
      const from = sectionOf.get(p.index) ?? current;
      if (kept.has(i)) current = from;
      else {
        // In a client's case, what is told out of order once the work was told is where the
        // client ended up ("Last year he spent $180"), not more of the work.
        const to = arc === 'impact_story' && workDone ? 'client_after' : current;
        if (from !== to) {
          story[from] = story[from].filter((q) => q !== p);
          if (story[from].length === 0) delete story[from];
          (story[to] ??= []).push(p);
        }
      }
      if (sectionOf.get(p.index) === 'intervention' && kept.has(i)) workDone = true;
    });
  }
}

/**
 * An argument is told one answer at a time: "First, we pay our people properly" and its reasons
 * stay together, then "The second thing is the Two-Walk Check" and its own. Each answer asked
 * for this story goes whole to the part its first sentence found.
 */
export function answersWhole(
  type: FrameworkType,
  story: Selection,
  passages: Passage[],
  blockFramework: Map<number, FrameworkType>,
): void {
  const sectionOf = new Map<number, string>();
  for (const [id, list] of Object.entries(story)) for (const p of list) sectionOf.set(p.index, id);
  const blocks = new Set(passages.filter((p) => blockFramework.get(p.block) === type).map((p) => p.block));
  for (const block of blocks) {
    const told = passages.filter((p) => p.block === block && sectionOf.has(p.index));
    const to = told[0] && sectionOf.get(told[0].index);
    if (!to) continue;
    for (const p of told.slice(1)) {
      const from = sectionOf.get(p.index)!;
      if (from === to) continue;
      story[from] = story[from].filter((q) => q !== p);
      if (story[from].length === 0) delete story[from];
      story[to].push(p);
    }
  }
}
