// The assistant's answers that are built from a person's own stories: a 30-second pitch, the
// numbers to lead with, their audience in their own words, a LinkedIn post from a named story.
// Each is said to the teller ("your stories") or, for a coach asking about a client, of the
// client ("Aisha’s stories"): `v`, assistant-voice.ts.
import { FRAMEWORKS } from '../domain/frameworks.ts';
import {
  asPitchSentence,
  namedFrameworkType,
  namedStory,
  proofSentence,
  sentenceFor,
  storyName,
  storySentences,
  strongestProof,
  type StorySentence,
} from './assistant-sources.ts';
import { OWN_VOICE, type Voice } from './assistant-voice.ts';
import { factWeight, findFacts, pairedChanges, withTheNamedPerson, type Fact } from './facts.ts';
import { linkedinPost } from './linkedin.ts';
import { lossPenalty, rankProofs } from './proof.ts';
import { isFragment, ourClients, splitSentences, withWhoItIsFor, wordCount } from './nlp.ts';
import { storyPassages, type StoryLike } from './story-source.ts';
import { capitalise, ensureStop } from './tones.ts';
import { topics } from './topics.ts';

export const PITCH_MIN_WORDS = 40;
export const PITCH_MAX_WORDS = 110;

export interface Pitch {
  text: string;
  /** Where each sentence came from, by role. */
  parts: { role: 'audience' | 'pain' | 'difference' | 'proof'; from: StorySentence }[];
  missing: ('audience' | 'difference' | 'proof')[];
}

const PITCH_CLOSE = 'If that sounds like you, let’s talk.';

/** Audience, difference and proof, in the person's own sentences, 40-110 words when they have them. */
export function composePitch(stories: StoryLike[]): Pitch {
  const sentences = storySentences(stories);
  const used = new Set<string>();
  const parts: Pitch['parts'] = [];
  const take = (role: Pitch['parts'][number]['role'], s: StorySentence | null) => {
    if (!s) return;
    used.add(s.text);
    parts.push({ role, from: s });
  };
  take('audience', sentenceFor('audience', sentences, used));
  take('difference', sentenceFor('difference', sentences, used));
  take('proof', proofSentence(sentences, used));
  const text = () =>
    parts.map((p) => asPitchSentence(p.role === 'audience' ? withWhoItIsFor(p.from.text) : p.from.text)).join(' ');
  // Too short for 30 seconds: the problem they solve, said the way the person says it.
  if (wordCount(text()) < PITCH_MIN_WORDS) {
    const pain = sentenceFor('pain', sentences, used);
    if (pain) {
      used.add(pain.text);
      parts.splice(Math.min(1, parts.length), 0, { role: 'pain', from: pain });
    }
  }
  while (parts.length > 1 && wordCount(text()) > PITCH_MAX_WORDS) {
    const drop = parts.findIndex((p) => p.role === 'pain');
    parts.splice(drop >= 0 ? drop : parts.length - 2, 1);
  }
  let pitch = text();
  if (wordCount(pitch) + wordCount(PITCH_CLOSE) <= PITCH_MAX_WORDS && parts.length) pitch = `${pitch} ${PITCH_CLOSE}`;
  const roles = new Set(parts.map((p) => p.role));
  return {
    text: pitch,
    parts,
    missing: (['audience', 'difference', 'proof'] as const).filter((r) => !roles.has(r)),
  };
}

const roleLabel = (role: Pitch['parts'][number]['role'], v: Voice) =>
  ({
    audience: 'Who it is for',
    pain: 'Their problem',
    difference: v.own ? 'Your difference' : 'The difference',
    proof: 'Proof',
  })[role];
const missingHint = (missing: Pitch['missing'][number], v: Voice) =>
  ({
    audience: 'who it is for (the Target Audience framework asks "In one or two sentences, who is your ideal client?")',
    difference: `what makes ${v.own ? 'you' : v.who} different (the Differentiation framework asks "What do you do differently from others in your field?")`,
    proof: 'a result with a number (the Impact Story asks where the client was before and where they are now)',
  })[missing];

export function pitchAnswer(stories: StoryLike[], v: Voice = OWN_VOICE): string {
  const pitch = composePitch(stories);
  if (!pitch.parts.length)
    return v.own
      ? `I build the pitch from your own stories, and they do not say yet who you serve, what makes you different or what you achieved. Answer the first sections of the Target Audience, Differentiation and Impact Story frameworks, then ask me again.`
      : `I build the pitch from ${v.whose} own stories, and they do not say yet whom ${v.they} ${v.theyVerb('serve')}, what makes ${v.them} different or what ${v.they} ${v.theyVerb('have')} achieved. The first sections of ${v.whose} Target Audience, Differentiation and Impact Story would give me all three.`;
  const lines = [
    `Here is a 30-second pitch built from ${v.whose} stories (${wordCount(pitch.text)} words):`,
    pitch.text,
    `Where each part comes from:\n${pitch.parts.map((p) => `- ${roleLabel(p.role, v)}: ${storyName(p.from.story, v)}`).join('\n')}`,
  ];
  if (pitch.missing.length)
    lines.push(`To make it stronger, add ${pitch.missing.map((m) => missingHint(m, v)).join('; and ')}.`);
  return lines.join('\n\n');
}

const HARD: ReadonlySet<Fact['kind']> = new Set(['change', 'amount', 'percent', 'count']);

/** A number a reader remembers: a change, an amount, a percentage or a count (not a span of time). */
export const isHardNumber = (fact: Fact): boolean => HARD.has(fact.kind);

export interface StoryNumber {
  fact: Fact;
  story: StoryLike;
  /** The sentence it is told in, as it stands alone ("She was spending …" with "she" named). */
  quote: string;
}

/** Between numbers of one weight, a gain goes before a loss (a saving before a debt). */
const lossOf = (fact: Fact) => (fact.kind === 'change' ? 0 : lossPenalty(fact.sentence));

/** The hard numbers of the stories, strongest first, each once, each with its story. */
export function storyNumbers(stories: StoryLike[]): StoryNumber[] {
  const out: StoryNumber[] = [];
  const seen = new Set<string>();
  for (const story of stories) {
    const passages = storyPassages(story);
    // A before and after told in two sentences ("five hours a week" … "Now … twenty minutes a week").
    const paired = pairedChanges(passages.flatMap((p) => splitSentences(p.text)));
    const context = passages.map((p) => p.text).join(' ');
    for (const fact of [...paired, ...passages.flatMap((p) => findFacts(p.text))]) {
      const key = fact.text.toLowerCase().replace(/\s+/g, ' ');
      if (!isHardNumber(fact) || seen.has(key)) continue;
      seen.add(key);
      // The halves of a before and after are listed once, as the change.
      if (fact.kind === 'change') [fact.before, fact.after].forEach((end) => end && seen.add(end.toLowerCase()));
      out.push({ fact, story, quote: withTheNamedPerson(fact.sentence, context) });
    }
  }
  return out
    .map((n, i) => ({ n, i }))
    .sort((a, b) => factWeight(b.n.fact) - factWeight(a.n.fact) || lossOf(a.n.fact) - lossOf(b.n.fact) || a.i - b.i)
    .map(({ n }) => n);
}

const WHY_LEAD: Record<string, string> = {
  change: 'a before and after shows the result in one line, and people remember the gap',
  amount: 'an amount makes the stakes concrete',
  percent: 'a percentage shows the size of the change at a glance',
  count: 'a count makes the result easy to picture',
};

/** "$92,000 → $41,000 a month" for a change, the words as written for the rest. */
export function factLabel(fact: Fact): string {
  return fact.kind === 'change' && fact.before && fact.after ? `${fact.before} → ${fact.after}` : fact.text;
}

export function numbersAnswer(stories: StoryLike[], v: Voice = OWN_VOICE): string {
  const numbers = storyNumbers(stories).slice(0, 8);
  if (!numbers.length)
    return v.own
      ? 'Your stories have no numbers yet, and numbers are what sells a story. Look for one result you can measure: money saved or earned, time saved, a percentage that moved, how many clients or sales. Put it in your Impact Story (where the client was before and where they are now) and in the proof points of your Differentiation story.'
      : `${capitalise(v.whose)} stories have no numbers yet, and numbers are what sells a story. Ask ${v.them} for one result ${v.they} can measure: money saved or earned, time saved, a percentage that moved, how many clients or sales. It belongs in ${v.their} Impact Story (where the client was before and where they are now) and in the proof points of ${v.their} Differentiation story.`;
  const [top] = numbers;
  const lead =
    top.fact.kind === 'change' && top.fact.before && top.fact.after
      ? `the change from ${top.fact.before} to ${top.fact.after}`
      : top.fact.text;
  // What to lead with is the proof the pitch and the funnel lead with (one ranking, proof.ts):
  // a client's result beats the teller's own growth ("four rooms") or the stakes.
  const proof = strongestProof(storySentences(stories));
  const where = proof && `"${proof.sentence.text}" (in ${storyName(proof.sentence.story, v)})`;
  const leadWith =
    proof?.proof.kind === 'result' && proof.proof.fact?.kind !== 'change'
      ? `Lead with the result: ${where}: where a client ended up, with its number, is what people remember.`
      : proof?.proof.kind === 'growth'
        ? v.own
          ? `Lead with how far you have come: ${where}. It is your own growth, not a client's result: the day a story gives you a client's before and after with a number, lead with that.`
          : `Lead with how far ${v.who} has come: ${where}. It is ${v.their} own growth, not a client's result: the day a story gives ${v.them} a client's before and after with a number, lead with that.`
        : proof?.proof.kind === 'stakes'
          ? `Lead with what was at stake: ${where}: the trouble a client was in makes the story worth reading.`
          : `Lead with ${lead} (in ${storyName(top.story, v)}): ${WHY_LEAD[top.fact.kind]}.`;
  return [
    `These are the numbers in ${v.whose} stories, strongest first:`,
    numbers.map((n) => `- ${factLabel(n.fact)}, in ${storyName(n.story, v)}: "${n.quote}"`).join('\n'),
    `${leadWith} Say it in the first sentence of a post or a pitch, then tell the story that explains it.`,
  ].join('\n\n');
}

/** A phrase that names people or the businesses they run ("SaaS founders", "freight companies"). */
const PEOPLE_WORD =
  /(?:[a-z](?:ers|ors|ists|ians|ents|ants|ees)|owners|adults|kids|teens|people|teams|leaders|companies|businesses|firms|practices|clinics|agencies|startups|families|parents|[A-Z]{2,4}s)$/;

export function audienceAnswer(stories: StoryLike[], v: Voice = OWN_VOICE): string {
  const sentences = storySentences(stories);
  const own = sentences.filter((s) => s.story.framework_type === 'target_audience');
  const who = sentenceFor('audience', sentences);
  if (!who && !own.length)
    return v.own
      ? `Your stories do not describe your audience yet. Start the Target Audience framework: ${FRAMEWORKS.target_audience.sections[0].prompts.join(' ')} Picture one real client while you answer, and use the words your clients use.`
      : `${capitalise(v.whose)} stories do not describe ${v.their} audience yet. The Target Audience framework asks: ${FRAMEWORKS.target_audience.sections[0].prompts.join(' ')} Ask ${v.them} to picture one real client while answering, in the words ${v.their} clients use.`;
  const pain = sentenceFor('pain', sentences, new Set(who ? [who.text] : []));
  // Their strongest client's result: their own growth ("We're eleven people now") is no client.
  const strongest = strongestProof(sentences);
  const proof = strongest?.proof.kind === 'result' ? strongest.sentence : null;
  // The people they name: plural nouns and titles ("SaaS founders", "technical CEOs").
  const groups = topics((own.length ? own : who ? [who] : []).map((s) => s.text).join(' '))
    .map((t) => t.phrase)
    .filter((p) => PEOPLE_WORD.test(p))
    .map((p) => p.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase()))
    .slice(0, 5);
  const lines = [
    who
      ? `${capitalise(v.who)} ${v.verb('describe')} ${v.their} audience as: "${who.text}" (in ${storyName(who.story, v)})`
      : '',
  ];
  if (groups.length) lines.push(`The people ${v.who} ${v.verb('name')}: ${groups.join(', ')}.`);
  const steps = [
    groups.length > 1
      ? `Choose one of those groups, not all of them: the one ${v.they} most ${v.theyVerb('enjoy')} and who gets the best results with ${v.them}.`
      : 'Make it one kind of person in one situation, not a crowd.',
  ];
  if (proof)
    steps.push(
      `Start from ${v.their} strongest result, in ${storyName(proof.story, v)}: "${ensureStop(proof.text)}" Whoever that client is, write for more people like them.`,
    );
  if (pain)
    steps.push(
      `Name the moment they need ${v.them}, in the words ${v.they} already ${v.theyVerb('use')}: "${pain.text}"`,
    );
  steps.push(
    'Say who is not a fit. A narrow audience is easier to reach than everyone, and it makes every other story land.',
  );
  lines.push(`To narrow it:\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`);
  return lines.filter(Boolean).join('\n\n');
}

const SENTENCE_COUNTS: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, 'a few': 3 };
/** The parts of a story where it turns, and where it lands: what a summary keeps after the opening. */
const TURNS = ['pivotal_moments', 'climax', 'intervention', 'transformation', 'comparison_test', 'unique_approach'];
const LANDINGS = ['lessons', 'resolution', 'client_after', 'result', 'proof_points', 'expected_outcome'];

/** "Summarise my backstory in two sentences": the story's own sentences that carry it (where it
 *  starts, where it turns, its proof, where it lands), as many as asked, in the order told;
 *  "Summarise my stack": one of each story's. */
export function summaryAnswer(message: string, stories: StoryLike[], v: Voice = OWN_VOICE): string {
  const named = namedStory(message, stories);
  const told = stories.filter((s) => storyPassages(s).length > 0);
  if (!named && told.length > 1 && WHOLE_STACK.test(message)) return stackSummary(told, v);
  const story = named ?? told[0] ?? null;
  if (!story)
    return v.own
      ? 'I summarise your own stories, and you have none with text yet. Write or generate one, then ask me again.'
      : `${capitalise(v.whose)} stories have no text yet. Generate them from an interview, or open one and answer its questions, then ask me again.`;
  const asked = /\b(one|two|three|four|a few|a|[1-4]) sentences?\b/i.exec(message)?.[1].toLowerCase();
  const count = Math.min(4, asked ? (SENTENCE_COUNTS[asked] ?? Number(asked)) : 2);
  return [
    `${storyName(story, v)} in ${['', 'one sentence', 'two sentences', 'three sentences', 'four sentences'][count]}, in ${v.their} own words:`,
    summarySentences(story, count).join(' '),
    `Each sentence is one ${v.who} already told; the story keeps the rest.`,
  ].join('\n\n');
}

export function linkedinAnswer(message: string, stories: StoryLike[], v: Voice = OWN_VOICE): string {
  const story = namedStory(message, stories);
  const type = namedFrameworkType(message);
  if (!story) {
    const playbook =
      'A story becomes a LinkedIn post in four moves: open with its most striking sentence as the hook, keep two or three sentences that carry the story, close with a question that invites comments, and add at most 3 hashtags. Keep the post under 1,300 characters and post 3-5 times a week.';
    if (type && type in FRAMEWORKS)
      return v.own
        ? `${playbook}\n\nYou have no ${FRAMEWORKS[type as keyof typeof FRAMEWORKS].title} with text yet. Answer its sections and ask me again, and I will draft the post from it.`
        : `${playbook}\n\n${capitalise(v.who)} has no ${FRAMEWORKS[type as keyof typeof FRAMEWORKS].title} with text yet. Once it has some, ask me again, and I will draft the post from it.`;
    const first = stories.find((s) => storyPassages(s).length);
    if (!first) return `${playbook}\n\nOnce one of ${v.whose} stories has some text, I can draft the post from it.`;
    return `${playbook}\n\nHere is a draft from ${v.whose} most recent story, ${storyName(first, v)}:\n\n${linkedinPost(first, 0).text}`;
  }
  return `Here is a LinkedIn post from ${v.whose} story ${storyName(story, v)}:\n\n${linkedinPost(story, 0).text}\n\nEdit the hook until it sounds like ${v.who}, keep the post under 1,300 characters with at most 3 hashtags, then post it and answer every comment.`;
}

/** "Summarise my stack", "sum up all my stories": the whole stack, not its first story. */
const WHOLE_STACK = /\b(?:stack|(?:all|each|every one) of my stories|all my stories|my stories|everything)\b/i;

/** One sentence of each story, in the person's own words. */
function stackSummary(stories: StoryLike[], v: Voice): string {
  // The full stack lends a sentence to two stories ("Within six weeks the bill went from …" in the
  // Impact and the Differentiation): each is said once, so the second story says its own.
  const taken = new Set<string>();
  const stackText = storySentences(stories)
    .map((s) => s.text)
    .join(' ');
  // A client's result is the Impact story's to say; a story that cites it says its own line.
  const impact = new Set(storySentences(stories.filter((s) => s.framework_type === 'impact_story')).map((s) => s.text));
  const lines = stories.flatMap((story) => {
    const reserved = story.framework_type === 'impact_story' ? new Set<string>() : impact;
    const [sentence] = summarySentences(story, 1, taken, stackText, reserved);
    if (!sentence) return [];
    taken.add(sentence);
    return [`- ${storyName(story, v)}: ${sentence}`];
  });
  return [
    `${capitalise(v.whose)} ${lines.length} stories, one sentence each, in ${v.their} own words:`,
    lines.join('\n'),
    `Each sentence is one ${v.who} already told; each story keeps the rest. Ask me to summarise one of them for more.`,
  ].join('\n\n');
}

/** The `count` sentences that carry a story, in the order it tells them (none of `taken`). */
function summarySentences(
  story: StoryLike,
  count: number,
  taken: ReadonlySet<string> = new Set(),
  stackText = storySentences([story])
    .map((s) => s.text)
    .join(' '),
  /** Sentences another story has more right to (the Impact story's result), said only when the
   *  story has nothing else. */
  reserved: ReadonlySet<string> = new Set(),
): string[] {
  const sentences = storySentences([story]);
  // Alone, "That was the turning point" or "That cost her …" points at nothing.
  // Nor does a fragment ("Hydrolite, my first one.") say a story in one sentence.
  const standsAlone = sentences.filter(
    (s, i) => (i === 0 || !/^(?:that|this|it|these|those)\b/i.test(s.text)) && !isFragment(s.text),
  );
  const inParts = (ids: string[]) => standsAlone.filter((s) => s.sectionId !== null && ids.includes(s.sectionId));
  // Where a story turns: the sentence that dates the step taken ("by 2018 I'd quit", "left the
  // bank in 2020 and started …"), else one that dates it, else the part's last.
  const turns = inParts(TURNS);
  const dated = (s: StorySentence) => /\b(?:19|20)\d\d\b/.test(s.text);
  const turn =
    turns.find((s) => dated(s) && /\b(?:quit|started|founded|opened|left|launched|set up|hired)\b/i.test(s.text)) ??
    turns.find(dated) ??
    turns.at(-1);
  // Where it starts and where it turns come first; a number is proof only as a result.
  const proof = strongestProof(standsAlone);
  // A client's outcome with no number ("After a month she sent me a photo of his arms, completely
  // clear") says the case better than the line after it.
  const outcome =
    proof?.proof.kind === 'result'
      ? undefined
      : standsAlone[
          rankProofs(standsAlone.map((x) => x.text)).find((p) => p.kind === 'result' && p.score > 0)?.at[0] ?? -1
        ];
  const result =
    proof?.proof.kind === 'result' ? proof.sentence : story.framework_type === 'impact_story' ? outcome : undefined;
  const landing = inParts(LANDINGS).at(-1);
  // Said in one sentence, a story is its result or where it turns (a client's story, where they
  // ended up): not its opening line.
  const ending = story.framework_type === 'impact_story' ? standsAlone.at(-1) : undefined;
  const picks = [
    ...(count === 1 ? [result, turn, landing, ending] : []),
    sentences[0],
    turn,
    result,
    landing,
    // Where the story ends, when it has no part for it.
    standsAlone.at(-1),
    ...standsAlone.slice(1),
  ].filter((s): s is StorySentence => !!s && !isFragment(s.text));
  const own = picks.filter((x) => !reserved.has(x.text));
  // Told without the sentence before it, "They had gone through …" says who they are.
  const context = sentences.map((x) => x.text).join(' ');
  const said = (x: StorySentence) => asPitchSentence(standingAlone(x, sentences, context, stackText), 45);
  const fresh = (own.some((x) => !taken.has(said(x))) ? own : picks).filter((x) => !taken.has(said(x)));
  const chosen: StorySentence[] = [];
  for (const x of fresh) if (chosen.length < count && !chosen.some((c) => c.text === x.text)) chosen.push(x);
  const order = (x: StorySentence) => sentences.findIndex((y) => y.text === x.text);
  return chosen
    .sort((a, b) => order(a) - order(b))
    .map((x, i, all) => (i > 0 && order(all[i - 1]) === order(x) - 1 ? asPitchSentence(x.text, 45) : said(x)));
}

/** A business or a person named as the subject of a sentence: "Harbor Dental Group has …". */
const NAMED_SUBJECT =
  /^((?:\p{Lu}[\p{L}&'’.-]*\s+){0,3}\p{Lu}[\p{L}&'’.-]*)\s+(?:is|was|has|had|runs|ran|owns|came|started|called)\b/u;

/** Stories about the people served: their "They" is those people. */
const ABOUT_WHO_IS_SERVED = new Set(['target_audience', 'job_story']);

/** The sentence as it reads without the one before it: "She was spending …" with her name (the one
 *  person the story names in full), "They had gone through …" with the name the sentence before
 *  opens on ("Harbor Dental Group has four locations."), and a Job story's "They call us when …"
 *  as whom the teller serves, in their word ("Our customers call us when …"). */
function standingAlone(x: StorySentence, sentences: StorySentence[], context: string, stackText: string): string {
  const named = withTheNamedPerson(x.text, context);
  if (named !== x.text) return named;
  const served = ABOUT_WHO_IS_SERVED.has(x.story.framework_type ?? '');
  // "They've burned through two agencies already." → "My clients have burned through …".
  const contracted = /^They['’](ve|re)\b/.exec(x.text);
  if (contracted && served)
    return `${ourClients(x.text, stackText)} ${contracted[1] === 've' ? 'have' : 'are'}${x.text.slice(contracted[0].length)}`;
  const pronoun = /^(?:They|She|He)\b(?!['’])/.exec(x.text);
  if (!pronoun) return x.text;
  const before = sentences[sentences.findIndex((y) => y.text === x.text) - 1];
  const subject = before && before.story === x.story ? NAMED_SUBJECT.exec(before.text)?.[1] : undefined;
  if (!subject || /^(?:They|She|He|We|I|It|This|That|The|There|Our|My|Their|His|Her)$/.test(subject.split(/\s+/)[0]))
    return pronoun[0] === 'They' && served
      ? `${ourClients(x.text, stackText)}${x.text.slice(pronoun[0].length)}`
      : x.text;
  return `${subject}${x.text.slice(pronoun[0].length)}`;
}
