// How one interview's sentences are shared across the six stories of a full stack, so the stack
// does not read as one proof pasted four times: a sentence is told in at most two stories; the
// Impact story keeps the whole before/after, one other story (Differentiation's proof, else the
// Portfolio) may cite a single one of those results, and the Job story is told from the trigger
// and the audience's situation, never from Impact's results.
import type { StackFrameworkType } from '../domain/frameworks.ts';
import type { Passage, Selection } from './passage.ts';
import { findFacts, withTheNamedPerson } from './facts.ts';
import { isFragment, speaksOfTheSentenceBefore } from './nlp.ts';
import { isTrigger } from './sequence.ts';
import { SAYS_WHO } from './section-fit.ts';

/** Who keeps a shared sentence first: Impact, then the stories whose own material it is most. */
const PRIORITY: readonly StackFrameworkType[] = [
  'impact_story',
  'target_audience',
  'backstory',
  'differentiation',
  'portfolio_story',
  'job_story',
];
const MAX_STORIES = 2;

const isResult = (p: Passage) => p.facts.some((f) => f.kind === 'change');

/** The passages a story's selection tells. */
const toldBy = (chosen: Selection | undefined) =>
  new Set(Object.values(chosen ?? {}).flatMap((l) => l.map((p) => p.index)));

/** `first`: the one story asked for (the builder's transcript mode), which keeps what fits it
 *  before the others: the stack is shared out around it. */
export function shareAcrossStack(selection: Record<StackFrameworkType, Selection>, first?: string): void {
  let impact = toldBy(selection.impact_story);
  // An answer to a question asked about one story (the process, the origin) stays that story's
  // when that story tells it: another story that took it by its words tells it twice, often in
  // the wrong tense ("Then Lena fixes the listing" inside a result told in the past). Impact's
  // results are shared by their own rule below, and the audience's answers are what the Job
  // story is told from ("They hire Marcus when a big customer threatens to leave").
  const told = new Map<StackFrameworkType, Set<number>>();
  const ownedElsewhere = (p: Passage, type: StackFrameworkType) => {
    const owner = p.hint?.framework as StackFrameworkType | undefined;
    if (!owner || owner === type || owner === 'impact_story' || owner === 'target_audience') return false;
    if (!told.has(owner)) told.set(owner, toldBy(selection[owner]));
    return told.get(owner)?.has(p.index) ?? false;
  };
  const stories = new Map<number, number>();
  let citedImpact = false;
  const order = PRIORITY.includes(first as StackFrameworkType)
    ? [first as StackFrameworkType, ...PRIORITY.filter((t) => t !== first)]
    : PRIORITY;
  for (const type of order) {
    const chosen = selection[type];
    if (!chosen) continue;
    let citedHere = false;
    for (const [sectionId, list] of Object.entries(chosen)) {
      chosen[sectionId] = list.filter((p) => {
        // A named method ("what we call the Two-Walk Check") is the Portfolio's own, whoever asked.
        const method = type === 'portfolio_story' && sectionId === 'unique_approach';
        if ((stories.get(p.index) ?? 0) >= MAX_STORIES || (!method && ownedElsewhere(p, type))) return false;
        // The story asked for alone may tell Impact's results (nothing else of the stack is shown),
        // except the Job story, which is never told from them.
        if (type !== 'impact_story' && (type !== first || type === 'job_story') && impact.has(p.index)) {
          // What another story may cite of Impact is a result: a client's "before" proves nothing
          // ("And the results speak for it. When they came to us their books were behind…").
          if (type === 'job_story' || citedImpact || citedHere || !isResult(p)) return false;
          citedHere = true;
        } else if (type === 'job_story' && isResult(p)) return false;
        stories.set(p.index, (stories.get(p.index) ?? 0) + 1);
        return true;
      });
      if (chosen[sectionId].length === 0) delete chosen[sectionId];
    }
    if (citedHere) citedImpact = true;
    // What Impact keeps once its own rules have run (an answer owned by another story is not Impact's).
    if (type === 'impact_story') impact = toldBy(chosen);
  }
  // Told away from its list, "The second thing is what we call the Two-Walk Check" counts
  // nothing: "We call it the Two-Walk Check".
  const method = selection.portfolio_story?.unique_approach;
  if (method)
    selection.portfolio_story.unique_approach = method.map((p) => {
      const m =
        /^The (?:first|second|third|fourth|other|next|last|big|main) (?:thing|part|piece) is what (we|I) call (.+)$/i.exec(
          p.text,
        );
      return m ? { ...p, text: `${m[1] === 'I' ? 'I' : 'We'} call it ${m[2]}` } : p;
    });
  audienceFromTheCase(selection, stories);
  jobFromSituation(selection, stories);
  portfolioFromTheWork(selection, stories);
}

/** "We clean dental offices, medical clinics …": whom the speaker serves, said of their work. */
const SERVES =
  /\b(?:we|I)\s+(?:(?:almost\s+|nearly\s+)?(?:only|mostly|mainly|exclusively)\s+)?(?:clean|serve|work(?:\s+(?:almost\s+|nearly\s+)?(?:only|mostly|mainly|exclusively))?\s+(?:with|for)|help|coach|advise|treat|teach|train|support|look after|build for|design for)\s+\S/i;

/**
 * An interview that never asked who the clients are still told of one: a Target Audience with
 * nothing of its own is drawn from whom the speaker says they serve and from the client whose
 * case the Impact story tells, as they were before the work (their struggle is the audience's).
 */
function audienceFromTheCase(selection: Record<StackFrameworkType, Selection>, stories: Map<number, number>): void {
  const audience = (selection.target_audience ??= {});
  const words = (list: Passage[]) => list.reduce((n, p) => n + p.text.split(/\s+/).length, 0);
  if (words(Object.values(audience).flat()) >= 30) return;
  const free = (p: Passage) => (stories.get(p.index) ?? 0) < MAX_STORIES && !isResult(p);
  const take = (list: Passage[]) => {
    for (const p of list) stories.set(p.index, (stories.get(p.index) ?? 0) + 1);
    return list;
  };
  const told = Object.entries(selection)
    .filter(([type]) => type !== 'target_audience')
    .flatMap(([, chosen]) => Object.values(chosen).flat());
  const serves = told.filter((p) => SERVES.test(p.text) && free(p)).slice(0, 1);
  const before = (selection.impact_story?.client_before ?? []).filter(free).map((p) => namedClient(p, selection));
  if (serves.length + before.length === 0) return;
  if (serves.length) audience.demographics = [...(audience.demographics ?? []), ...take(serves)];
  // What they struggle with is the audience's; what sent them looking (told last) is the Job
  // story's situation, when the Job story has none of its own.
  const job = (selection.job_story ??= {});
  const jobHasOwn = words(Object.values(job).flat()) >= 30;
  const forAudience =
    jobHasOwn || before.length < 3 ? before.slice(0, 3) : before.slice(0, Math.ceil(before.length / 2));
  if (forAudience.length) audience.pain_points = [...(audience.pain_points ?? []), ...take(forAudience)];
  const forJob = jobHasOwn ? [] : before.slice(forAudience.length, forAudience.length + 3);
  if (forJob.length === 0) return;
  // Who "they" are: the case's first line that names the client ("Harbor Dental Group has four
  // locations"), when it is free to tell again.
  const intro = Object.values(selection.impact_story?.overview ?? [])
    .filter((p) => free(p) && p.index < forJob[0].index)
    .find((p) => findFacts(p.text).some((f) => f.kind === 'organization' || f.kind === 'person'));
  job.situation = [...(job.situation ?? []), ...take(intro ? [intro, ...forJob] : forJob)];
}

/** "She was spending five hours a week on complaints", told away from the case that introduced
 *  her: "She" is the one person that case names ("Lisa Chen was spending …"). */
function namedClient(p: Passage, selection: Record<StackFrameworkType, Selection>): Passage {
  const context = Object.values(selection.impact_story ?? {})
    .flat()
    .map((q) => q.text)
    .join(' ');
  const text = withTheNamedPerson(p.text, context);
  return text === p.text ? p : { ...p, text };
}

/** A sentence the teller or their company is the subject of. */
const TELLS_OF_THE_TELLER = /^(?:(?:and|but|so)\s+)?(?:we|I|our|my)\b/i;

/** A Job story with little of its own (no trigger, or only one line) is told from the audience's
 *  situation and struggle: what is happening to them when they look for help. */
function jobFromSituation(selection: Record<StackFrameworkType, Selection>, stories: Map<number, number>): void {
  const job = (selection.job_story ??= {});
  const own = Object.values(job).flat();
  const words = (list: Passage[]) => list.reduce((n, p) => n + p.text.split(/\s+/).length, 0);
  if (words(own) >= 30) return;
  const audience = selection.target_audience ?? {};
  // The moment they look for help first ("They call us when the bank asks…"), then the
  // struggle, then who they are.
  const sections = ['pain_points', 'decision_factors', 'psychographics', 'demographics', 'overview'];
  const from = sections
    .flatMap((id) => audience[id] ?? [])
    .filter((p) => (stories.get(p.index) ?? 0) < MAX_STORIES && !isResult(p) && !own.includes(p))
    // "That's the worst advice you can give": never told without the sentence it speaks of.
    .filter((p) => !speaksOfTheSentenceBefore(p.text))
    // "Mostly terraced houses, the ones where …": notes on the answer before, not a situation.
    .filter((p) => !isFragment(p.text))
    // "We started selling at the Saturday market": the teller's own story, not the client's
    // situation ("We mostly see runners" says who the clients are, and stays).
    .filter((p) => !TELLS_OF_THE_TELLER.test(p.text) || SAYS_WHO.test(p.text))
    .sort((a, b) => Number(isTrigger(b.text)) - Number(isTrigger(a.text)));
  // The audience story's own opening line last: the Job story should not open the same way
  // (with nothing of its own, that line is what says who "they" are, so it comes first).
  const opening = Math.min(...Object.values(audience).flatMap((l) => l.map((p) => p.index)));
  const openingFirst = own.length > 0 ? 1 : -1;
  from.sort((a, b) => openingFirst * (Number(a.index === opening) - Number(b.index === opening)));
  const added: Passage[] = [];
  // With a line of its own, one more; with hardly a line (under 20 words), the struggle and the want.
  const most = own.length === 0 ? 3 : words(own) < 20 ? 2 : 1;
  for (const p of from) {
    if (words([...own, ...added]) >= 30 || added.length >= most) break;
    added.push(p);
    stories.set(p.index, (stories.get(p.index) ?? 0) + 1);
  }
  if (added.length === 0) return;
  // In the interview's order: who they are and what they struggle with, then the trigger.
  job.situation = [...(job.situation ?? []), ...added.sort((a, b) => a.index - b.index)];
}

/**
 * An interview that never asked how the work is done still told of it: a Portfolio with nothing
 * of its own is drawn from what the teller says they do and for whom ("I'm a financial planner,
 * and I work almost only with nurses"), then from how they do it, as the Differentiation tells
 * it ("We meet around shifts"), at most two of those, so the two stories do not read the same.
 * An interview with neither keeps no Portfolio: its coaching says what to ask.
 */
function portfolioFromTheWork(selection: Record<StackFrameworkType, Selection>, stories: Map<number, number>): void {
  const portfolio = (selection.portfolio_story ??= {});
  const words = (list: Passage[]) => list.reduce((n, p) => n + p.text.split(/\s+/).length, 0);
  if (words(Object.values(portfolio).flat()) >= 20) return;
  const free = (p: Passage) =>
    (stories.get(p.index) ?? 0) < MAX_STORIES && !isResult(p) && !speaksOfTheSentenceBefore(p.text);
  const take = (list: Passage[]) => {
    for (const p of list) stories.set(p.index, (stories.get(p.index) ?? 0) + 1);
    return list;
  };
  const told = Object.values(selection).flatMap((chosen) => Object.values(chosen).flat());
  const overview = told.filter((p) => free(p) && (SERVES.test(p.text) || SAYS_WHO.test(p.text))).slice(0, 1);
  const approach = Object.values(selection.differentiation ?? {})
    .flat()
    .filter((p) => free(p) && TELLS_OF_THE_TELLER.test(p.text) && !overview.includes(p))
    .sort((a, b) => a.index - b.index)
    .slice(0, 2);
  // Both, or none: a line or two of how they work alone is the Differentiation again, and no
  // Portfolio is better than that (the coaching asks for one).
  if (overview.length === 0 || approach.length === 0 || words([...overview, ...approach]) < 30) return;
  portfolio.overview = [...(portfolio.overview ?? []), ...take(overview)];
  portfolio.unique_approach = [...(portfolio.unique_approach ?? []), ...take(approach)];
}
