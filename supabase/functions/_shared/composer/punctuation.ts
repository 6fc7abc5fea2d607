// Speech transcribed with no punctuation (automatic captions, a dictation app, a podcast's free
// transcript): "so i run a physio clinic in leeds called stride we mostly see runners". Where its
// sentences end, which lines ask, and the capitals of "I" and of names, so the writer reads it as
// it reads any other transcript. Only where the marks are missing: punctuated text is untouched.
import nlpFull from 'compromise';
import { rememberedByText } from './nlp.ts';

/** Many words and almost no full stops: a transcript whose sentences were never marked. */
export function lacksPunctuation(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean).length;
  const stops = (text.match(/[.!?](?=["”’)]*(?:\s|$))/g) ?? []).length;
  return words >= 40 && stops * 40 < words;
}

/** A line that asks: "how did you start", "so what's a client story you're proud of". */
const ASKS =
  /^(?:(?:so|and|okay|ok|right|um+|uh+|yeah)\s+)*(?:how|what|what's|what’s|why|who|when|where|which|tell me|can you|could you|would you|do you|did you|are you|were you|is there|was there|have you|has there)\b/i;

export function isUnmarkedQuestion(line: string): boolean {
  const words = line.trim().split(/\s+/).length;
  return words <= 20 && ASKS.test(line.trim()) && !/[.!?]["”’)]*$/.test(line.trim());
}

/** Who a new sentence starts with, said without a capital: "…called stride we mostly see…". */
const SUBJECT =
  /^(?:i|i'm|i’m|i've|i’ve|i'd|i’d|we|we're|we’re|we've|we’ve|he|he's|he’s|she|she's|she’s|they|they're|they’re|there's|there’s)$/i;

/** Words after which a subject goes on the same sentence: "and they get injured", "so they come",
 *  "I think we", "the day we". */
const BINDS =
  /^(?:and|but|or|so|cause|because|that|if|when|whenever|while|who|which|where|than|as|until|till|before|after|since|once|though|although|unless|whether|what|how|why|said|says|say|think|thought|know|knew|guess|mean|meant|felt|feel|told|tell|realised|realized|found|hope|wish|day|time|moment|year|week|way|like|to|of|for|with|about|from|at|in|on|by|the|a|an|is|was|were|are|be|been|am|can|could|would|will|did|do|does|had|have|has|not|never|just|then)$/i;

/** Words that open the adverbial a new sentence may start with ("so in 2020 I opened"). */
const LEAD_IN = /^(?:so|then|but|and)$/i;

/** Said between sentences, never part of one ("yeah so I run"): a boundary, and not kept. */
const BETWEEN = /^(?:yeah|yep|okay|ok|um+|uh+|erm|hmm+)$/i;

/** The fewest words a sentence has before another may begin. */
const MIN_WORDS = 4;
/** Past this many words, "and they", "so we" begin a new sentence. */
const LONG_RUN = 16;

/** "how did you", "what do you", "tell me about": a question starts at word `k`. */
function asksFrom(words: readonly string[], k: number): boolean {
  const [a, b, c] = words.slice(k, k + 3).map((w) => w.toLowerCase());
  if (a === 'tell' && (b === 'me' || b === 'us')) return true;
  return (
    /^(?:how|what|why|when|where|who|which)$/.test(a ?? '') &&
    /^(?:did|do|does|is|are|was|were|would|can|could|have|has|made|makes)$/.test(b ?? '') &&
    /^(?:you|your|it|that|the)$/.test(c ?? '')
  );
}

/** One unpunctuated stretch of speech as sentences, each with its capital and its stop; `names`
 *  maps a word said in lower case to how it is written ("leeds" → "Leeds"). */
export function punctuate(text: string, names: ReadonlyMap<string, string> = new Map()): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const sentences: string[][] = [[]];
  const current = () => sentences[sentences.length - 1];
  for (let k = 0; k < words.length; k++) {
    const word = words[k];
    if (BETWEEN.test(word)) {
      if (current().length >= MIN_WORDS) sentences.push([]);
      continue;
    }
    const here = current();
    // A question asked mid-stream (captions with no lines of their own): "… come to us how did
    // you start i was …" is three sentences, the middle one a question.
    if (here.length >= MIN_WORDS && !BINDS.test(here[here.length - 1]) && asksFrom(words, k)) sentences.push([]);
    // A long run ("… a marathon a sportive and they get injured and …") ends at its next "and
    // they", "so we": one sentence of forty words says too many things.
    const runsOn = here.length >= LONG_RUN && LEAD_IN.test(here[here.length - 1]);
    if (SUBJECT.test(word) && here.length >= MIN_WORDS && (runsOn || !BINDS.test(here[here.length - 1]))) {
      // "… give a runner so in 2020 I opened": the new sentence begins at its lead-in.
      let start = here.length;
      for (let j = here.length - 1; j >= Math.max(here.length - 4, MIN_WORDS); j--)
        if (LEAD_IN.test(here[j])) start = j;
      const moved = here.splice(start);
      sentences.push(moved);
    }
    current().push(word);
  }
  return (
    sentences
      .filter((s) => s.length > 0)
      .map((s) => {
        const body = s.join(' ');
        const stop = isUnmarkedQuestion(body) ? '?' : '.';
        return `${body.charAt(0).toUpperCase()}${body.slice(1)}${/[.!?]$/.test(body) ? '' : stop}`;
      })
      .join(' ')
      .replace(/\bi(?=\b|['’])/g, 'I')
      .replace(/(?<=^|\s)(\p{Ll}[\p{L}'’-]*)/gu, (word: string) => names.get(word) ?? word)
      // The commas speech says with a pause: "a guy, Tom", "runners and cyclists, people who …",
      // "the same thing: runners would come in …".
      .replace(/\b(a (?:guy|man|woman|lady|client|customer|patient|girl|boy|couple)) (?=\p{Lu}\p{Ll}+\b)/gu, '$1, ')
      .replace(/\b(\p{Ll}{3,}s) (?=(?:people|folks|those) (?:who|that)\b)/gu, '$1, ')
      .replace(
        /\b(the same thing|one thing) (?=(?:\p{Ll}+s|they|we|he|she|I|people) (?:would|were|are|kept|had|came|got|keep|come|get)\b)/gu,
        '$1: ',
      )
  );
}

/** How the names, places, months and organisations compromise knows in lower case are written
 *  ("tom" → "Tom", "leeds" → "Leeds", "nhs" → "NHS"). */
export const namesIn = rememberedByText(namesWritten, (names) => new Map(names));

function namesWritten(text: string): Map<string, string> {
  const names = new Map<string, string>();
  const doc = nlpFull(text);
  const found = doc.match('(#FirstName|#LastName|#Place|#Month|#WeekDay)').out('array') as string[];
  for (const name of found)
    for (const word of name.split(/\s+/)) {
      const bare = word.replace(/[^\p{L}'’-]/gu, '');
      if (bare) names.set(bare, bare.charAt(0).toUpperCase() + bare.slice(1));
    }
  // "a clinic in leeds called stride": the name it is called by.
  for (const m of text.matchAll(/\b(?:called|named)\s+(\p{Ll}[\p{L}'’-]*)/gu))
    names.set(m[1], m[1].charAt(0).toUpperCase() + m[1].slice(1));
  for (const org of doc.organizations().out('array') as string[]) {
    const bare = org.replace(/[^\p{L}]/gu, '');
    // "nhs": an organisation said as letters is written in capitals.
    if (/^\p{Ll}{2,4}$/u.test(bare) && !/[aeiou]/.test(bare)) names.set(bare, bare.toUpperCase());
  }
  return names;
}
