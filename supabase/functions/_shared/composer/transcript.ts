// Picks, from a transcript, the sentences that answer each part of a framework. For a full stack
// the sentences are shared out across the six frameworks so each story tells its own part.
import { FRAMEWORKS, type FrameworkType } from '../../../../src/domain/frameworks.ts';
import { beatOf } from './arcs.ts';
import { analyseSentences, keywords } from './nlp.ts';

export interface Passage {
  text: string;
  /** Order in the transcript (stories keep the speaker's order). */
  index: number;
  roots: Set<string>;
  /** Which answer it belongs to: passages between two interviewer questions share a block. */
  block: number;
}

/** The answer sentences of a transcript: speaker labels and timestamps removed, the
 *  interviewer's questions and one-word replies dropped. */
export function transcriptPassages(transcript: string): Passage[] {
  const lines = transcript
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) =>
      l
        .replace(/^\s*\[?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?\]?\s*/, '')
        .replace(/^\s*(?:[A-Z][\w .'-]{0,30}|Q|A):\s+/, '')
        .trim(),
    )
    .filter((l) => l && !/^={2,}|^-{2,}|^#{1,6}\s/.test(l));
  const passages: Passage[] = [];
  let block = 0;
  for (const { text: s, roots } of analyseSentences(lines.join('\n'))) {
    if (/\?["'”’)]*$/.test(s)) {
      if (passages.length && passages[passages.length - 1].block === block) block++;
      continue;
    }
    if (s.split(/\s+/).length < 4) continue;
    passages.push({ text: s, index: passages.length, roots: new Set(roots), block });
  }
  return passages;
}

interface SectionKey {
  frameworkType: FrameworkType;
  sectionId: string;
  label: string;
  words: Set<string>;
  cues: Set<string>;
}

const sectionKeyCache = new Map<string, SectionKey[]>();

function sectionKeys(frameworkType: FrameworkType): SectionKey[] {
  const cached = sectionKeyCache.get(frameworkType);
  if (cached) return cached;
  const keys = FRAMEWORKS[frameworkType].sections.map((s) => {
    const beat = beatOf(frameworkType, s.id, s.label);
    return {
      frameworkType,
      sectionId: s.id,
      label: s.label,
      words: new Set(keywords(`${s.label}. ${s.prompts.join(' ')}`)),
      cues: new Set(beat.cues),
    };
  });
  sectionKeyCache.set(frameworkType, keys);
  return keys;
}

function score(p: Passage, key: SectionKey): number {
  let s = 0;
  for (const r of p.roots) {
    if (key.cues.has(r)) s += 2;
    else if (key.words.has(r)) s += 1;
  }
  return s;
}

export type Selection = Record<string, Passage[]>;

/**
 * Sentences per section for each framework. Every sentence goes to the framework and section
 * it fits best; a framework left with too little then borrows its best-fitting sentences that
 * no other framework of this run used, and only then sentences used elsewhere.
 */
export function selectFromTranscript(
  passages: Passage[],
  frameworkTypes: readonly FrameworkType[],
  perSection = 3,
): Record<string, Selection> {
  const keys = frameworkTypes.flatMap(sectionKeys);
  const result: Record<string, Selection> = {};
  for (const t of frameworkTypes) result[t] = {};
  const used = new Set<number>();
  const place = (p: Passage, key: SectionKey) => {
    const list = (result[key.frameworkType][key.sectionId] ??= []);
    if (list.length >= perSection || list.includes(p)) return false;
    list.push(p);
    used.add(p.index);
    return true;
  };

  // An interview answers one question at a time: when the transcript has several answers, each
  // answer goes as a whole to the framework it fits best (unless a framework has one already).
  const blockFramework = new Map<number, FrameworkType>();
  const blocks = [...new Set(passages.map((p) => p.block))];
  if (blocks.length >= 3 && frameworkTypes.length > 1) {
    const votes = blocks.map((b) => {
      const members = passages.filter((p) => p.block === b);
      const totals = frameworkTypes.map((t) => ({
        t,
        s:
          members.reduce((n, p) => n + Math.max(0, ...sectionKeys(t).map((k) => score(p, k))), 0) /
          Math.sqrt(members.length),
      }));
      totals.sort((a, c) => c.s - a.s);
      return { b, totals };
    });
    votes.sort((a, c) => (c.totals[0]?.s ?? 0) - (a.totals[0]?.s ?? 0));
    const taken = new Set<FrameworkType>();
    for (const { b, totals } of votes) {
      const choice = totals.find((x) => x.s > 0 && !taken.has(x.t)) ?? totals.find((x) => x.s > 0);
      if (!choice) continue;
      taken.add(choice.t);
      blockFramework.set(b, choice.t);
    }
  }

  const ranked = passages
    .map((p) => {
      const fixed = blockFramework.get(p.block);
      const scored = keys
        .filter((k) => !fixed || k.frameworkType === fixed)
        .map((k) => ({ k, s: score(p, k) + (fixed && k.sectionId === sectionKeys(fixed)[0].sectionId ? 0.5 : 0) }))
        .filter((x) => x.s > 0);
      scored.sort((a, b) => b.s - a.s);
      return { p, scored };
    })
    .filter((x) => x.scored.length > 0)
    .sort((a, b) => b.scored[0].s - a.scored[0].s);
  for (const { p, scored } of ranked) {
    for (const { k } of scored) if (place(p, k)) break;
  }

  // Frameworks with fewer than two sentences borrow: unused sentences first.
  const minimum = Math.min(2, passages.length);
  for (const t of frameworkTypes) {
    const count = () => Object.values(result[t]).reduce((n, l) => n + l.length, 0);
    if (count() >= minimum) continue;
    const tKeys = sectionKeys(t);
    const candidates = passages
      .map((p) => {
        const best = tKeys.map((k) => ({ k, s: score(p, k) })).sort((a, b) => b.s - a.s)[0];
        return { p, best };
      })
      .sort((a, b) => Number(used.has(a.p.index)) - Number(used.has(b.p.index)) || b.best.s - a.best.s);
    for (const { p, best } of candidates) {
      if (count() >= minimum) break;
      place(p, best.k);
    }
  }
  for (const t of frameworkTypes) for (const list of Object.values(result[t])) list.sort((a, b) => a.index - b.index);
  return result;
}
