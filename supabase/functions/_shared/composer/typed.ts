// What an answer typed in a hurry loses, mended before it is told: the subject a note drops
// ("Helped a family bakery …", "Missed 2-3 orders a week"), a lower-case "i", a name typed in
// lower case where the same answers capitalise it ("maria" after "the owner Maria"), a product's
// own casing ("whatsapp"). Nothing is added that the person did not say.
import nlpFull from 'compromise';
import { wordTags, rememberedByText, splitSentences } from './nlp.ts';
import { withTheServedAsSubject } from './typed-served.ts';

/** Products people name in lower case, as their makers write them. */
const PRODUCTS: Record<string, string> = {
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  google: 'Google',
  gmail: 'Gmail',
  excel: 'Excel',
  shopify: 'Shopify',
  quickbooks: 'QuickBooks',
  xero: 'Xero',
  canva: 'Canva',
  etsy: 'Etsy',
  paypal: 'PayPal',
  iphone: 'iPhone',
  chatgpt: 'ChatGPT',
  hubspot: 'HubSpot',
  mailchimp: 'Mailchimp',
};

/** Capitalised words that are not names: a capital there says nothing. */
const NOT_NAMES = new Set([
  'I',
  'The',
  'A',
  'An',
  'And',
  'But',
  'So',
  'Then',
  'We',
  'They',
  'He',
  'She',
  'It',
  'My',
  'Our',
]);

/** Words the person capitalised inside a sentence somewhere in `context`: their names. */
function namesIn(context: string): Set<string> {
  const names = new Set<string>();
  for (const m of context.matchAll(/(?<=[\p{L},;]\s+)(\p{Lu}\p{Ll}{2,})\b/gu))
    if (!NOT_NAMES.has(m[1])) names.add(m[1]);
  return names;
}

/** Past forms that are never a participle: a sentence opening on one dropped its subject. */
const SIMPLE_PAST_ONLY =
  /^(?:grew|went|began|ran|saw|came|took|gave|knew|wrote|drove|rode|fell|became|ate|drank|swam|sang|flew|forgot|got)\b/i;

/** A note that opens on the person's role: "Web designer for small hotels", "Wedding
 *  photographer in Leeds". */
const ROLE_NOTE =
  /^((?:[\p{L}-]+\s+){0,2}?(?:designer|developer|consultant|coach|accountant|bookkeeper|photographer|physio|physiotherapist|therapist|planner|baker|builder|writer|copywriter|trainer|teacher|tutor|lawyer|solicitor|engineer|architect|marketer|stylist|florist|chef|caterer|cleaner|gardener|landscaper|dentist|nurse|midwife|recruiter|strategist|adviser|advisor|freelancer))\s+(?:for|to|at|in|with|based|who|helping|working)\b/iu;

/** "Helped a bakery …" after "They were …" is "They helped"; with no subject before it, the
 *  person's own ("we" when their answers say "we" more than "I"). */
function withSubject(sentence: string, previous: string | undefined, own: 'I' | 'We' | 'They'): string {
  // "Been a baker for 20 years": the note of "I've been".
  if (/^been\s/i.test(sentence)) return `${own}'ve been ${sentence.slice(5)}`;
  // "Used to sneak down at 4am", "Nearly lost it": the verb after an adverb a note opens with.
  const lead = /^(?:used to|nearly|almost|just|finally|then|also|never|once)\s+/i.exec(sentence)?.[0] ?? '';
  // "im a wedding photographer, been doing it 9 yrs": the second clause's "I've" too.
  if (/^I(?:['’]m| am)\s[^,]+,\s+been\s/.test(sentence)) return sentence.replace(/,\s+been\s+/, ", and I've been ");
  // "Web designer for small hotels, been doing it 9 yrs": who they are, as a note.
  const role = ROLE_NOTE.exec(sentence);
  if (role && own === 'I') {
    const article = /^[aeiou]/i.test(role[1]) ? 'an' : 'a';
    return `I'm ${article} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`.replace(
      /,\s+been\s+/,
      ", and I've been ",
    );
  }
  const verb = wordTags(sentence)[lead ? lead.trim().split(/\s+/).length : 0] ?? [];
  // "Rebuilt the site in 3 weeks": a past that may be a participle, with its object after it.
  const withObject = /^\S+\s+(?:the|a|an|my|our|their|his|her|its|them|him|everything|every)\s/i.test(
    sentence.slice(lead.length),
  );
  const subjectless =
    /^used to\s/i.test(lead) || (verb.includes('PastTense') && (!verb.includes('Participle') || withObject));
  if (!subjectless) return sentence;
  // "Founded in 2019, the bakery grew": an opening phrase before the sentence's own subject ("Grew
  // up on a farm, my mum had a camera" opens on a past that is no participle: its subject dropped).
  if (
    !SIMPLE_PAST_ONLY.test(sentence) &&
    /^\S+(?:\s+\S+){0,5},\s+(?:(?:[Tt]he|[Aa]n?|[Ww]e|I|[Tt]hey|[Hh]e|[Ss]he|[Ii]t|[Oo]ur|[Mm]y)\b|\p{Lu})/u.test(
      sentence,
    )
  )
    return sentence;
  const before = /^(I|we|they|she|he)\b/i.exec(previous ?? '')?.[1];
  const subject = before ? before.charAt(0).toUpperCase() + before.slice(1).toLowerCase() : own;
  return `${subject} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
}

/** Days and months typed in lower case ("sundays", "in january"); not "may" or "march", which are
 *  verbs as often. */
const CALENDAR =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|september|october|november|december)(s?)\b/g;

/** Words typed without their apostrophe ("shes", "dont"), and units a note shortens ("70 hrs"). */
const UNAPOSTROPHED: Record<string, string> = {
  shes: "she's",
  theyre: "they're",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  youre: "you're",
  ive: "I've",
  im: "I'm",
  thats: "that's",
  theres: "there's",
  weve: "we've",
  theyve: "they've",
};
const SHORT_UNITS: Record<string, string> = {
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  secs: 'seconds',
  yrs: 'years',
  wks: 'weeks',
};

/** Words after "my friends" that say what the friends did, not a thing of theirs. */
const DID =
  /^(?:are|were|was|is|have|has|had|do|did|say|said|think|thought|live|lived|work|worked|help|helped|love|loved|run|ran|come|came|go|went|want|wanted|know|knew|will|would|can|could|never|always|also|still|just|got|get|gave|give|told|tell|and|or|but|who|that|too|all|both|from|in|at|on|to|with)$/i;

/** "my friends wedding" is a thing of theirs ("friend's wedding"); "my friends came", "my friends
 *  helping me" are the friends doing something. */
function isThing(word: string, after: string): boolean {
  if (DID.test(word) || (wordTags(word).some((tags) => tags.includes('PastTense')) && !/ing$/.test(word))) return false;
  return !(/ing$/.test(word) && /^(?:me|us|him|her|them|out|with|to)$/i.test(after));
}

/** "my dads bakery" → "my dad's bakery"; "mrs patel" → "Mrs Patel"; "shes working 45 hrs" → "she's
 *  working 45 hours"; "sundays" → "Sundays". */
function mendWords(text: string): string {
  return (
    text
      .replace(/\b[a-z]+\b/g, (word) => UNAPOSTROPHED[word] ?? word)
      .replace(/\b(\d+(?:\.\d+)?)\s?(hrs|hr|mins|secs|yrs|wks)\b/g, (_, n: string, unit: string) =>
        n === '1' ? `1 ${SHORT_UNITS[unit].replace(/s$/, '')}` : `${n} ${SHORT_UNITS[unit].replace(/(?<!s)$/, 's')}`,
      )
      // "avg 35% direct bookings": the word a note shortens.
      .replace(/\bavg\.?\s+(?=\d)/gi, 'an average of ')
      // "been doing it 9 years": the "for" a note drops.
      .replace(
        /\b(been \p{Ll}+ing (?:it|this|that))\s+(?=(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+(?:years|months|weeks)\b)/gu,
        '$1 for ',
      )
      .replace(CALENDAR, (_, day: string, plural: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}${plural}`)
      // "Waste down to 8% in 3 months": the verb a note drops before "down to" or "up from".
      // Not "Costs went down to 8%", which has its verb.
      .replace(
        /^(\p{L}\p{Ll}+(?: (?!(?:went|go|goes|gone|is|are|was|were|has|have|had|got|came|fell|dropped|moved|been|come|comes)\b)\p{Ll}+)?) (down|up) (to|from|by) (?=\d)/gmu,
        '$1 went $2 $3 ',
      )
      // Only before a thing of theirs: "my friends came" are friends.
      .replace(
        /\b(my|his|her|our|their|your) ((?:best |old |late |little |big )?)(dad|mum|mom|brother|sister|wife|husband|son|daughter|uncle|aunt|grandad|granddad|grandma|grandpa|nan|boss|friend|partner)s (\p{L}+)(?=(\s+\p{L}+)?)/giu,
        (all: string, whose: string, kind: string, who: string, next: string, after = '') =>
          isThing(next, after.trim()) ? `${whose} ${kind}${who}'s ${next}` : all,
      )
      .replace(
        /\b(mr|mrs|ms|dr|miss)(\.?) (\p{Ll})(\p{L}*)/gu,
        (_, title: string, dot: string, c: string, rest: string) =>
          `${title.charAt(0).toUpperCase()}${title.slice(1)}${dot} ${c.toUpperCase()}${rest}`,
      )
  );
}

/** Names and places that are also everyday words: typed in lower case they stay as typed. */
const EVERYDAY_WORDS = new Set(
  'grace mark rose bill hope joy faith may june april august summer sky dawn rob sue pat art will bob frank sunny ray max jack jay don gene chance rich guy penny ruby amber holly ivy iris lily daisy violet crystal angel autumn miles wade drew chase hunter taylor carter cooper mason price page rod dean chip buck ward reed lance grant earl duke king cash sage hazel olive ginger candy river forest brook rocky nice bath mobile split deal sale wells hull reading bury march christian victoria turkey china chad jersey java cologne cheddar champagne cognac'.split(
    ' ',
  ),
);

/** A first name or a place typed in lower case ("my client jess", "a studio in leeds"), as the
 *  tagger knows them; never a word that is also an everyday one ("grace", "mark", "reading"). */
const namesTheTaggerKnows = rememberedByText(taggedNames, (names) => [...names]);

function taggedNames(text: string): string[] {
  if (!/\b\p{Ll}{3,}\b/u.test(text)) return [];
  const terms = (nlpFull(text).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((s) => s.terms);
  return terms
    .filter(
      (t) =>
        /^\p{Ll}{3,}$/u.test(t.text) &&
        !EVERYDAY_WORDS.has(t.text) &&
        (t.tags.includes('FirstName') || t.tags.includes('Place')) &&
        !t.tags.includes('Verb') &&
        !t.tags.includes('Adjective'),
    )
    .map((t) => t.text.charAt(0).toUpperCase() + t.text.slice(1));
}

/** One typed answer, mended; `context` is every answer of the story (names, "I" or "we"). */
export function mendTyped(
  text: string,
  context = text,
  /** served: the answer is about the people served (`isAboutTheServed`); opens: it is the story's
   *  first answer (whom they are is said as "My clients are …" there, "Many are …" after). */
  about: { served?: boolean; opens?: boolean } = {},
): string {
  const names = namesIn(context);
  for (const name of namesTheTaggerKnows(text)) names.add(name);
  const own = (context.match(/\bwe\b/gi)?.length ?? 0) > (context.match(/\bI\b/g)?.length ?? 0) ? 'We' : 'I';
  const cased = mendWords(text)
    .replace(/\bi(?=\b|['’](?:m|ve|d|ll)\b)/g, 'I')
    .replace(/\b\p{Ll}+\b/gu, (word) => {
      const name = word.charAt(0).toUpperCase() + word.slice(1);
      return PRODUCTS[word] ?? (names.has(name) ? name : word);
    });
  let first = 1;
  // Line by line: a list or a line break the person typed stays where it was.
  return cased
    .split('\n')
    .map((line) => {
      const [marker] = /^\s*(?:(?:[-*•]|\d+[.)])\s+)?/.exec(line) ?? [''];
      const sentences = splitSentences(line.slice(marker.length));
      const mended = sentences.map((s, i) =>
        about.served
          ? withTheServedAsSubject(withSubject(s, sentences[i - 1], 'They'), own, !!about.opens && first-- > 0)
          : withSubject(s, sentences[i - 1], own),
      );
      return mended.some((s, i) => s !== sentences[i]) ? marker + mended.join(' ') : line;
    })
    .join('\n');
}

/** A testimonial typed as the client said it, with no quotation marks and no "she said": "i got
 *  my sundays back", "Best decision we made - Jess". Its "I" is the client's, so it is quoted whole
 *  ("“I got my Sundays back.”", "“Best decision we made,” Jess said."); any other answer as it is. */
export function quotedTestimonialAnswer(sentences: string[]): string[] {
  const text = sentences.join(' ').trim();
  if (!text || /["“”]/.test(text) || /\b(?:said|says|told|wrote)\b/i.test(text))
    return sentences.map(quotedTestimonial);
  const signed = /^(.+?)\s+[-–—]\s*(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\.?$/u.exec(text);
  if (signed) return [`“${signed[1].replace(/[.!]$/, '')},” ${signed[2]} said.`];
  if (!/^(?:I|I['’]\w+|my|we|we['’]\w+|our)\b/i.test(text)) return sentences;
  return [`“${/[.!?]$/.test(text) ? text : `${text}.`}”`];
}

/** A client's words typed without quotation marks ("maria said i got my evenings back"): in the
 *  testimonial they are the client's own, quoted ("“I got my evenings back,” Maria said."). */
export function quotedTestimonial(sentence: string): string {
  const m =
    /^(.{1,40}?\b(?:said|says|told (?:me|us)|wrote))[,:]?\s+(?!that\b)((?:[Ii]|[Ii]['’]\w+|we|my|our)\b.+?)[.!]?$/u.exec(
      sentence.trim(),
    );
  if (!m || /["“]/.test(sentence)) return sentence;
  const [, who, words] = m;
  // "she told me" goes on in lower case; a name keeps its capital.
  const speaker = /^(?:she|he|they)\b/i.test(who)
    ? who.charAt(0).toLowerCase() + who.slice(1)
    : who.charAt(0).toUpperCase() + who.slice(1);
  return `“${words.charAt(0).toUpperCase()}${words.slice(1)},” ${speaker}.`;
}
