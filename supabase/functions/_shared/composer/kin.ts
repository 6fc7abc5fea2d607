// Who "she" is when the story never names her but says whose she is: "My sister is a vet … she
// told four other clinic owners" told away from its first sentence is "my sister told …".
import { splitSentences, taggedWords } from './nlp.ts';

const SHE = 'sister|mum|mom|mother|wife|daughter|aunt|grandmother|gran|grandma|niece|girlfriend|stepmother|stepmum';
const HE =
  'brother|dad|father|husband|son|uncle|grandfather|grandad|granddad|grandpa|nephew|boyfriend|stepfather|stepdad';

const kinPhrase = (words: string) =>
  new RegExp(
    `\\b(my|our|his|her|\\p{Lu}\\p{Ll}+['’]s)\\s+((?:older|younger|big|little|eldest|oldest|youngest|late)\\s+)?(${words})(-in-law)?\\b`,
    'giu',
  );

/** "my sister" (or "Tomás’s sister") when `text` names exactly one relative whom `pronoun` can
 *  mean; null when it names none or several ("my mum … my sister": "she" is not clear). */
export function onlyKinNamed(text: string, pronoun: string): string | null {
  const words = /^she$/i.test(pronoun) ? SHE : /^he$/i.test(pronoun) ? HE : null;
  if (!words) return null;
  const found = [...text.matchAll(kinPhrase(words))];
  const kinds = new Set(found.map((m) => `${m[3]}${m[4] ?? ''}`.toLowerCase()));
  if (kinds.size !== 1) return null;
  const [, whose, age = '', word, inLaw = ''] = found[0];
  const owner = /^(?:my|our|his|her)$/i.test(whose) ? whose.toLowerCase() : whose;
  return `${owner} ${age.toLowerCase()}${word.toLowerCase()}${inLaw}`;
}

/** Words before a "she" that may be whom it means: a name, a relative, someone by their role. */
const SOMEONE_BEFORE = new RegExp(
  `(?:^|\\s)(?!I\\b)\\p{Lu}\\p{Ll}+|\\b(?:${SHE}|${HE}|woman|man|girl|boy|lady|guy|client|customer|patient|owner|manager|boss|friend|partner|colleague|neighbour|neighbor|teacher|nurse|doctor)s?\\b`,
  'u',
);

/** The "she" or "he" in the middle of a sentence that nothing before it in the sentence can mean
 *  ("I sorted it out over two weekends and she told …"): where it is, or null. */
export function pronounWithNoOneBefore(sentence: string): { at: number; pronoun: string } | null {
  const m = /^(.+?(?:,|\band|\bbut|\bso|\bthen|\bwhen|\bbecause))\s+(she|he)\b(?!['’])/u.exec(sentence);
  if (!m) return null;
  // The sentence's own first word may be capitalised ("I sorted …", "After …").
  const before = m[1].replace(/^\p{Lu}\p{Ll}*\s/u, ' ');
  if (SOMEONE_BEFORE.test(before)) return null;
  return { at: m[1].length + (m[0].length - m[1].length - m[2].length), pronoun: m[2] };
}

/** The relative `pronoun` means in `context`: the nearest one named before the sentence, unless
 *  someone else is named nearer ("Ngozi now volunteers … She sent me …" is Ngozi, whatever "my
 *  mother" did earlier), and never one the sentence names itself ("… I played it to my mother"). */
export function kinMeant(sentence: string, context: string, pronoun: string): string | null {
  const kin = onlyKinNamed(context, pronoun);
  const relative = kin?.split(' ').at(-1) ?? '';
  if (!kin || sentence.toLowerCase().includes(relative)) return null;
  // The teller is no one else: "I'm Tomás".
  const teller = new Set([...context.matchAll(/\b(?:I['’]m|I am|my name is)\s+(\p{Lu}\p{Ll}+)/gu)].map((m) => m[1]));
  const at = context.indexOf(sentence);
  const before = splitSentences(at >= 0 ? context.slice(0, at) : context);
  for (const earlier of before.reverse()) {
    if (earlier.toLowerCase().includes(relative)) return kin;
    const words = taggedWords(earlier);
    const opensOnName = (t: { text: string; tags: string[] }) =>
      /^\p{Lu}/u.test(t.text) && t.tags.includes('Singular') && !t.tags.includes('Uncountable');
    const isSomeone = (t: { text: string; tags: string[] }) => t.tags.includes('Person') && !teller.has(t.text);
    if ((words[0] && opensOnName(words[0]) && !teller.has(words[0].text)) || words.some(isSomeone)) return null;
  }
  return null;
}

/** Told in the third person, a teller who is "she" and a "she" of someone else in one sentence
 *  read as one woman: "I remember she cried" becomes "Lucía remembers she cried". The other "she"
 *  is said as the relative it means, when the sentences before say so ("My mother was a teacher.
 *  … I remember she cried" → "I remember my mother cried"). `before`: the sentences told before. */
export function othersPronounNamed(sentence: string, before: string, teller: string): string {
  if ((teller !== 'she' && teller !== 'he') || !/\b(?:I|me|my)\b/.test(sentence)) return sentence;
  const m = new RegExp(`\\b${teller}\\b(?!['’])`, 'i').exec(sentence);
  if (!m) return sentence;
  const kin = kinMeant(sentence, `${before} ${sentence}`, m[0]);
  if (!kin) return sentence;
  const said = m.index === 0 ? kin.charAt(0).toUpperCase() + kin.slice(1) : kin;
  return `${sentence.slice(0, m.index)}${said}${sentence.slice(m.index + m[0].length)}`;
}
