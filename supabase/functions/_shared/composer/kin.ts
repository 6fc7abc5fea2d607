// Who "she" is when the story never names her but says whose she is: "My sister is a vet … she
// told four other clinic owners" told away from its first sentence is "my sister told …".

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
