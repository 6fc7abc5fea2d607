// Picks, from a transcript, the sentences that answer each part of a framework. For a full stack
// the sentences are shared out across the six frameworks so each story tells its own part.
import { FRAMEWORKS, type FrameworkType } from '../domain/frameworks.ts';
import { beatOf } from './arcs.ts';
import { readConversation, type Conversation } from './conversation.ts';
import { factWeight, sentenceFacts } from './facts.ts';
import { retellAs } from './person.ts';
import {
  analyseSentences,
  clientsWord,
  endsOnPeople,
  isFragment,
  keywords,
  namesPeopleByWhatTheyDo,
  speaksOfTheSentenceBefore,
  withWhoItIsFor,
} from './nlp.ts';
import { answersWhole, beforeIsBeforeTheWork, impactFromItsClient, keepToldOrder } from './arc-order.ts';
import type { Passage, Selection } from './passage.ts';
import { isFollowUp, questionHint } from './question-hints.ts';
import { factBonus, INTRODUCES } from './section-fit.ts';
import { isPleasantry, soundsSpoken, withoutSpokenFillers } from './spoken.ts';
import { capitalise } from './tones.ts';

/** Words of any interviewer's question that say nothing about its topic. */
const ASK_WORDS = new Set([
  'tell',
  'talk',
  'walk',
  'say',
  'describe',
  'share',
  'happen',
  'like',
  'thing',
  'give',
  'example',
  'usually',
  'actually',
  // "Tell me about your business and how it started": every story is about the business, and
  // a question that asks only for the start says so (question-hints.ts) before these words count.
  'business',
  'company',
  'start',
  'begin',
]);

/** "He's a teacher" after "Marcus." on its own: "Marcus is a teacher", so the story keeps the
 *  name; "They have four locations" after "Harbor Dental Group.": "Harbor Dental Group has …". */
function withName(sentence: string, name: string): string {
  const THEY: Record<string, string> = { have: 'has', are: 'is', were: 'was', had: 'had', do: 'does' };
  // "The Okafors." then "Chidi and Ruth, two kids, …": the people of the name, introduced by it.
  if (
    /^\p{Lu}\p{Ll}+(?:\s+(?:and|&)\s+\p{Lu}\p{Ll}+)?,\s/u.test(sentence) &&
    !sentence.includes(name.replace(/^The /, ''))
  )
    return `${name}: ${sentence}`;
  return (
    sentence
      .replace(/^(?:He|She)['’]s (?=(?:a|an|the|one|our|my)\b)/, `${name} is `)
      .replace(/^(?:He|She) (is|was|has|had|runs|ran|works|worked|owns|came)\b/, `${name} $1`)
      .replace(
        /^They (have|are|were|had|do|run|own|manage|make|sell|build|employ|design|operate|serve|supply|rent|teach|grow|print|offer|provide|produce|host|handle|cover|look after)\b/,
        (_, verb: string) => `${name} ${THEY[verb] ?? verb.replace(/^(\w+)/, '$1s')}`,
      )
      // "Before us he was buying …": the name after the words that set the time.
      .replace(
        /^((?:Before|After|When|Until|Back then|At first|In \w+)(?: [\w'’]+){0,2}?),? (?:he|she) (?=is|was|has|had|used|spent|bought|came|ran|lost|paid|\w+ed)\b/,
        `$1, ${name} `,
      )
  );
}

/**
 * "Café Lento, Rui again.": who the answer is about, said alone with their place, before what
 * happened to them. The one word among its names (a business is rarely one word), else null.
 */
function nameSaidWithPlace(sentence: string): string | null {
  const m = /^((?:\p{Lu}[\p{L}'’&-]*\s*){1,3}),\s*((?:\p{Lu}[\p{L}'’&-]*\s*){1,3}?)(?:\s+again)?\.?$/u.exec(sentence);
  if (!m) return null;
  const single = [m[1].trim(), m[2].trim()].filter((x) => !/\s/.test(x));
  return single.length === 1 ? single[0] : null;
}

/** "Who's the person who calls you?": "The person who calls me", the subject an answer's "It's
 *  the CEO" stands for; null for any other question. */
function whoTheQuestionAsksAbout(question: string | null): string | null {
  const m =
    /(?:^|[.!?]\s+)(?:and\s+|so\s+)?who(?:['’]s| is)\s+(the (?:person|people|one|ones) (?:who|that)\s+[^?]+)\?\s*$/i.exec(
      question ?? '',
    );
  if (!m) return null;
  const mine = m[1].replace(/\byou\b/gi, 'me').replace(/\byour\b/gi, 'my');
  return mine.charAt(0).toUpperCase() + mine.slice(1);
}

/** Notes that say more of someone just named: "Usually a technical founder, …". */
const NOTES_OF_WHOM = /^(?:usually|mostly|often|typically|generally|normally)\s+(?:a|an)\s/i;

/** "What's next?", "Where do you want to take it?": the plan, often answered with a noun alone. */
const WHAT_NEXT = /\bwhat['’]?s next\b|\bwhat is next\b|\bwhere do you want to take\b|\bin (?:five|ten|5|10) years\b/i;

/** A short sentence with its own subject and verb that claims something ("We pre-grind nothing.",
 *  "I never advertise."), not a reply ("We did.", "I know.", "It was."). */
const SHORT_CLAIM =
  /^(?:I|[Ww]e|[Tt]hey|[Oo]ur \w+|[Mm]y \w+)\s+(?!(?:did|do|know|guess|mean|think|see|agree|was|were|am|are|had|have|will|would|could|can)\b)[\p{Ll}-]{3,}\s+\p{Ll}[\p{L}-]*[.!]$/u;

/** "Two things." or "Two kinds." before a list: it only announces what comes next. */
const ANNOUNCES_A_LIST =
  /^(?:(?:there (?:are|were) |I['’]d say |I have )?(?:two|three|four|five|a few|a couple of)\s+(?:things|reasons|parts|ways|steps|points|ideas|kinds|types|sorts|groups)|a few things)(?:,? (?:really|mostly|basically))?[.:!]?$/i;

/** Whom a sentence names before what it says of them ("Older homeowners, …, who've been …"). */
const whomItNames = (sentence: string) => sentence.split(/,|;|\s(?:who|that|which|with|where)\s/u)[0];

/** "And landlords and letting agents, who need …": the next of the ones just listed. */
const nextInAList = (sentence: string) =>
  /^(?:and|or|plus)\s/i.test(sentence) && isFragment(whomItNames(sentence.replace(/^\S+\s+/, '')));

/** "2019.", "In 2020, in lockdown.": a time said alone, before what happened then. */
const WHEN_ALONE =
  /^(?:in |back in )?((?:19|20)\d{2})(,? (?:in|during|at|just before|right after) [\p{L} -]{2,30}?)?\.?$/iu;

/** "Two kinds." said of whom someone serves. */
const KINDS_OF_PEOPLE = /^((?:two|three|four) (?:kinds|types|sorts|groups))(?:,? (?:really|mostly|basically))?[.:!]?$/i;

/**
 * "Why would someone pick you?" "Because I only work with restaurants, I eat at every one of them
 * …": the answer's "because" only answers the question. Told on its own it says the first reason
 * causes the rest, so it becomes the reasons it lists: "I only work with restaurants. I eat at
 * every one of them …". Only when a new clause (a subject) follows the comma.
 */
function reasonsOf(sentence: string): string[] {
  const m = /^Because\s+([^,]{3,}),\s+((?:I|we|they|it|he|she|you|our|my|every|each|no)\b.*)$/i.exec(sentence);
  if (m) return [`${capitalise(m[1])}.`, capitalise(m[2])];
  // "Because my mum was a nurse.": the reason alone is the sentence.
  const alone = /^Because\s+((?:I|we|they|it|he|she|my|our|his|her|their|the)\b[^,;]*[.!])$/i.exec(sentence);
  return [alone ? capitalise(alone[1]) : sentence];
}

/** Labels that name a role, not a person ("A:", "Speaker 2"): no name to tell their words by. */
const NO_NAME = /^(?:a|answer|speaker\b.*|guest|client|interviewee|respondent)$/i;

/** In an interview of two who answer (co-founders), the first name of the one whose story it is
 *  not, for `speaker`'s answers; null for the teller's own, or with one who answers. */
function secondSpeaker(speaker: string | null, conversation: Conversation, teller: string | null): string | null {
  if (!speaker || !teller || conversation.answerers.length < 2 || NO_NAME.test(speaker)) return null;
  const first = speaker.split(/\s+/)[0];
  return first.toLowerCase() === teller.split(/\s+/)[0].toLowerCase() ? null : first;
}

/** The answer sentences of a transcript, read as a conversation: no header, no private note,
 *  no interviewer line, no question, no spoken fillers; one-word replies dropped unless they
 *  carry a number. */
export function transcriptPassages(
  transcript: string,
  conversation = readConversation(transcript),
  /** Whose story it is (the client's first name); by default whoever answered most. */
  teller: string | null = conversation.subject,
): Passage[] {
  const passages: Passage[] = [];
  // A conversation, or a voice memo's transcription that reads as speech: its fillers go too.
  const spoken = conversation.labelled || soundsSpoken(transcript);
  const clients = clientsWord(transcript);
  let previousHint: Passage['hint'] = null;
  conversation.answers.forEach((answer, block) => {
    // "And the second thing?", "Then what?": a follow-up asks about what the last question did.
    // "Wow. So what did you do?" after the founder's why goes on with the founder's story: a
    // follow-up keeps the story of the answer before it (a part of that same story it names, too).
    const itsOwn = questionHint(answer.question);
    const hint =
      isFollowUp(answer.question) && previousHint
        ? itsOwn?.framework === previousHint.framework
          ? itsOwn
          : { framework: previousHint.framework }
        : (itsOwn ?? (isFollowUp(answer.question) ? previousHint : null));
    const other = secondSpeaker(answer.speaker, conversation, teller);
    previousHint = hint;
    const asked = new Set((answer.question ? keywords(answer.question) : []).filter((w) => !ASK_WORDS.has(w)));
    /** A name said on its own ("Yeah, Marcus."), for the sentence after it to be about. */
    let named: string | null = null;
    /** "two kinds": a list of whom the answer announced, for its first item to say. */
    let announced: string | null = null;
    let year: string | null = null;
    const why = /\bwhy\b/i.test(answer.question ?? '');
    const whatNext = WHAT_NEXT.test(answer.question ?? '');
    const askedWho = whoTheQuestionAsksAbout(answer.question);
    // Whose clients "Mostly women in their forties" are: "my" for one who answers as "I".
    const whose =
      (answer.text.match(/\bI\b/g)?.length ?? 0) > (answer.text.match(/\bwe\b/gi)?.length ?? 0) ? 'My' : 'Our';
    analyseSentences(answer.text).forEach((sentence, at) => {
      const { roots } = sentence;
      let s = spoken ? withoutSpokenFillers(sentence.text) : sentence.text;
      if (named) s = withName(s, named);
      s = withWhoItIsFor(s, clients, whose);
      const withPlace = nameSaidWithPlace(s);
      named = withPlace ?? (/^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,3}\.?$/u.test(s) ? s.replace(/\.$/, '') : null);
      if (withPlace) return;
      // "Two kinds." then "Older homeowners, …": whom the list is of, said once.
      const kinds = KINDS_OF_PEOPLE.exec(s);
      if (kinds && hint?.framework === 'target_audience') {
        announced = kinds[1].toLowerCase();
        return;
      }
      // (Whom, before what is said of them: "Older homeowners, …, who've been ripped off".)
      if (announced && isFragment(whomItNames(s)) && !/^(?:and|but|or)\b/i.test(s))
        s = `${whose} ${clients} are of ${announced}: ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
      announced = null;
      if (/\?["'”’)]*$/.test(s) || ANNOUNCES_A_LIST.test(s)) return;
      // "2019." said alone, then what happened: "In 2019, we lost our biggest contract."
      const lead = /^((?:19|20)\d{2})\.\s+(?=\p{Lu})/u.exec(s);
      if (lead) [year, s] = [`In ${lead[1]}`, s.slice(lead[0].length)];
      if (year) s = `${year}, ${/^I\b/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1)}`;
      // "In 2020, in lockdown." said alone: when the next sentence happened.
      const when = WHEN_ALONE.exec(s);
      year = when ? `In ${when[1]}${when[2] ?? ''}` : null;
      if (year) return;
      // "Who's the person who calls you?" "It's almost always the CEO.": who is said.
      if (askedWho && at === 0) s = s.replace(/^It(?:['’]s| is)\s+/, `${askedWho} is `);
      // "What's next?" "A second shop by the hospital.": the plan, said as one.
      if (whatNext && at === 0 && /^(?:a|an|another|more|two|three|four|five)\s/i.test(s))
        s = `Next: ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
      for (const text of why && at === 0 ? reasonsOf(s) : [s]) {
        const facts = sentenceFacts(text);
        // "I had to decide whether to cut wages. And I didn't.": the short reply ends the sentence before.
        const last = passages[passages.length - 1];
        if (
          last?.block === block &&
          /^(?:and|but)\s+(?:I|we|they|he|she|it)\s+[\w'’]+[.!]$/i.test(text) &&
          text.split(/\s+/).length <= 4
        ) {
          last.text = `${last.text.replace(/[.!?]$/, '')}, ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
          continue;
        }
        // "Mostly commuters. People who ride to work …": the people, then what they do, is one sentence.
        // "… almost always the CEO. Usually a technical founder, an engineer, who's …": the notes
        // say more of whom, in the same breath.
        const moreOfWhom = namesPeopleByWhatTheyDo(text) || (NOTES_OF_WHOM.test(text) && isFragment(text));
        if (last?.block === block && moreOfWhom && endsOnPeople(last.text)) {
          const told = other ? retellAs(text, other) : text;
          last.text = `${last.text.replace(/[.!]$/, '')}: ${told.charAt(0).toLowerCase()}${told.slice(1)}`;
          last.facts.push(...facts);
          last.proof += facts.reduce((n, f) => n + factWeight(f), 0);
          for (const root of roots) last.roots.add(root);
          continue;
        }
        // "Yeah, sure." says nothing; "We pre-grind nothing." says who does what, however short.
        if (text.split(/\s+/).length < 4 && facts.length === 0 && !SHORT_CLAIM.test(text)) continue;
        if (/^(?:yeah|yes|no|so|well|um+|uh+|right|okay|ok|sure|exactly)\b[\s,.!]*$/i.test(text)) continue;
        if (spoken && isPleasantry(text)) continue;
        const proof = facts.reduce((n, f) => n + factWeight(f), 0);
        passages.push({
          text: other ? retellAs(text, other) : text,
          index: passages.length,
          roots: new Set(roots),
          block,
          asked,
          proof,
          facts,
          hint,
        });
      }
    });
  });
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

/** How well a passage answers a section: its words against the section's cue and prompt words,
 *  the question it answers, and what its facts prove (a before/after result is Impact's "after"). */
function score(p: Passage, key: SectionKey): number {
  let s = 0;
  for (const r of p.roots) {
    if (key.cues.has(r)) s += 2;
    else if (key.words.has(r)) s += 1;
  }
  // The question's words say which story an answer is for; when a rule already said so (hint),
  // they would only pull every sentence of the answer into one part.
  if (!p.hint)
    for (const r of p.asked) {
      if (key.cues.has(r)) s += 1.5;
      else if (key.words.has(r)) s += 0.75;
    }
  if (p.hint?.section && p.hint.framework === key.frameworkType && p.hint.section === key.sectionId) s += 6;
  return s + factBonus(p, key);
}

/** Under this many words, an answer to a question that names its story does not fill the story. */
const ONE_LINE_ANSWER = 12;

/** The score at or under which a sentence is not its answer's story's at all. */
const NOT_THIS_STORY = -3;

/** The score with which a sentence leaves its answer's story for another one. */
const CLEARLY_ELSEWHERE = 4;

/** Where a borrowed before/after result goes in a story whose own answers have no number. */
const PROOF_HOME: Partial<Record<FrameworkType, string>> = {
  differentiation: 'proof_points',
  job_story: 'expected_outcome',
  portfolio_story: 'quality_standards',
  impact_story: 'client_after',
  five_point: 'resolution',
  mad_libs: 'result',
};

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
    // The answer to a question about one part is that part's, however long it is.
    const asked = p.hint?.framework === key.frameworkType && p.hint.section === key.sectionId;
    if ((list.length >= perSection && !asked) || list.includes(p)) return false;
    list.push(p);
    used.add(p.index);
    return true;
  };

  // An interview answers one question at a time: when the transcript has several answers, each
  // answer goes as a whole to the framework it fits best (unless a framework has one already).
  const blockFramework = new Map<number, FrameworkType>();
  const blocks = [...new Set(passages.map((p) => p.block))];
  const taken = new Set<FrameworkType>();
  // An answer to a question that names its story goes to that story, however short the interview.
  if (frameworkTypes.length > 1)
    for (const b of blocks) {
      const hint = passages.find((p) => p.block === b)?.hint;
      if (hint && frameworkTypes.includes(hint.framework)) {
        blockFramework.set(b, hint.framework);
        // "You know the price before we start. That's it, really.": a one-line answer leaves its
        // story room for another answer that is clearly about it.
        const said = passages.filter((p) => p.block === b).reduce((n, p) => n + p.text.split(/\s+/).length, 0);
        if (said >= ONE_LINE_ANSWER) taken.add(hint.framework);
      }
    }
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
    for (const { b, totals } of votes) {
      if (blockFramework.has(b)) continue;
      const choice = totals.find((x) => x.s > 0 && !taken.has(x.t)) ?? totals.find((x) => x.s > 0);
      if (!choice) continue;
      taken.add(choice.t);
      blockFramework.set(b, choice.t);
    }
  }

  const ranked = passages
    .map((p) => {
      const fixed = blockFramework.get(p.block);
      const scoredIn = (within: SectionKey[]) =>
        within
          .map((k) => ({ k, s: score(p, k) + (fixed && k.sectionId === sectionKeys(fixed)[0].sectionId ? 0.1 : 0) }))
          .filter((x) => x.s > 0)
          .sort((a, b) => b.s - a.s);
      let scored = scoredIn(keys.filter((k) => !fixed || k.frameworkType === fixed));
      // A sentence its answer's story has no part for ("Crumb & Co is a sourdough bakery" in
      // "who do you bake for?") goes where its own words clearly put it.
      if (fixed && scored.length === 0) {
        const elsewhere = scoredIn(keys.filter((k) => k.frameworkType !== fixed));
        if ((elsewhere[0]?.s ?? 0) >= CLEARLY_ELSEWHERE) scored = elsewhere.slice(0, 1);
      }
      return { p, scored };
    })
    .filter((x) => x.scored.length > 0)
    .sort((a, b) => b.scored[0].s - a.scored[0].s);
  for (const { p, scored } of ranked) {
    for (const { k } of scored) if (place(p, k)) break;
  }
  // "That's the worst advice you can give a runner" speaks of the sentence before it, and
  // "Mostly terraced houses, the ones where …" (notes with no verb) adds to it: it goes where
  // that sentence went, never alone into another story.
  for (const p of passages) {
    const before = passages[p.index - 1];
    if (
      !before ||
      before.block !== p.block ||
      !(speaksOfTheSentenceBefore(p.text) || isFragment(p.text) || nextInAList(p.text))
    )
      continue;
    const home = keys.find((k) => result[k.frameworkType][k.sectionId]?.includes(before));
    if (!home) continue;
    for (const t of frameworkTypes)
      for (const [id, list] of Object.entries(result[t])) result[t][id] = list.filter((q) => q !== p);
    (result[home.frameworkType][home.sectionId] ??= []).push(p);
    used.add(p.index);
  }
  // An answer goes to its story as a whole: a sentence of it that no part took on its own words
  // ("I missed three shifts.") follows the sentence before it, so the story keeps its thread
  // ("That's when I thought…" needs what came before it).
  for (const p of passages) {
    const fixed = blockFramework.get(p.block);
    if (!fixed || used.has(p.index)) continue;
    // Except what its own words say is not this story's ("We started selling at the market" in
    // "who do you bake for?": the teller's start, never a client's story).
    if (Math.max(...sectionKeys(fixed).map((k) => score(p, k))) <= NOT_THIS_STORY) continue;
    const sections = Object.entries(result[fixed]);
    let home: string | undefined;
    // A passage's index is its place in `passages` (transcriptPassages numbers them so).
    for (let i = p.index - 1; i >= 0 && !home && passages[i]?.block === p.block; i--)
      home = sections.find(([, list]) => list.includes(passages[i]))?.[0];
    const asked = p.hint?.framework === fixed ? p.hint.section : undefined;
    (result[fixed][home ?? asked ?? sectionKeys(fixed)[0].sectionId] ??= []).push(p);
    used.add(p.index);
  }

  // Frameworks with too little to tell (under about 90 words) borrow their best-fitting
  // sentences: unused ones first, then sentences another story also tells.
  const words = (list: Passage[]) => list.reduce((n, p) => n + p.text.split(/\s+/).length, 0);
  const minimumWords = Math.min(60, words(passages));
  for (const t of frameworkTypes) {
    const count = () => Object.values(result[t]).reduce((n, l) => n + words(l), 0);
    if (count() >= minimumWords) continue;
    const tKeys = sectionKeys(t);
    const candidates = passages
      .map((p) => {
        const best = tKeys.map((k) => ({ k, s: score(p, k) })).sort((a, b) => b.s - a.s)[0];
        return { p, best };
      })
      // Only what fits: a sentence that answered another framework's question is borrowed when
      // it fits this one clearly, or when it is a before/after result (proof fits every story).
      .filter(
        (c) =>
          (c.best.s >= 3 && (!c.p.hint || c.p.hint.framework === t || c.best.s >= 4)) ||
          (c.p.facts.some((f) => f.kind === 'change') && PROOF_HOME[t] !== undefined),
      )
      .sort((a, b) => Number(used.has(a.p.index)) - Number(used.has(b.p.index)) || b.best.s - a.best.s);
    for (const { p, best } of candidates) {
      if (count() >= minimumWords) break;
      // Impact keeps what it tells before any other story when the stack is shared out
      // (stack-share.ts): borrowing another story's sentence would take it from its owner.
      if (t === 'impact_story' && used.has(p.index) && !p.facts.some((f) => f.kind === 'change')) continue;
      const home = best.s >= 3 ? best.k : tKeys.find((k) => k.sectionId === PROOF_HOME[t]);
      if (!home || !place(p, home)) continue;
      // "The second thing is what we call the Two-Walk Check": the sentences that explain it come along.
      if (!INTRODUCES.test(p.text)) continue;
      const list = (result[t][home.sectionId] ??= []);
      for (const q of passages.filter((q) => q.block === p.block && q.index > p.index).slice(0, 4))
        if (!list.includes(q)) list.push(q);
    }
  }

  // The strongest proof of the transcript is always told: where it fits best, even past the limit.
  const strongest = [...passages].sort((a, b) => b.proof - a.proof)[0];
  if (strongest && strongest.proof >= 4 && !used.has(strongest.index)) {
    const home = frameworkTypes.includes('impact_story') ? (['impact_story'] as FrameworkType[]) : frameworkTypes;
    const best = home.flatMap(sectionKeys).sort((a, b) => score(strongest, b) - score(strongest, a))[0];
    if (best) (result[best.frameworkType][best.sectionId] ??= []).push(strongest);
  }
  // Arcs are told in the order they were lived (a Backstory, a client's case), borrowed
  // sentences too; an argument one answer at a time, in the order it was made.
  for (const arc of ['backstory', 'impact_story'] as const)
    if (frameworkTypes.includes(arc)) keepToldOrder(arc, result[arc], passages, blockFramework);
  if (frameworkTypes.includes('differentiation'))
    answersWhole('differentiation', result.differentiation, passages, blockFramework);
  if (frameworkTypes.includes('impact_story')) {
    beforeIsBeforeTheWork(result.impact_story);
    // Told with no questions at all (a voice memo): its case is the client it names.
    if (!passages.some((p) => p.hint || p.asked.size > 0)) impactFromItsClient(result.impact_story);
  }
  for (const t of frameworkTypes) for (const list of Object.values(result[t])) list.sort((a, b) => a.index - b.index);
  return result;
}
