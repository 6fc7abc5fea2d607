// Spoken words as a person would write them: the hesitations and fillers of speech go ("um",
// "you know", an opening "So" or "Honestly"), and the recording's own preamble; numbers, names and
// claims are untouched (transcript.ts reads every spoken answer through it).
/** Words that open a spoken sentence and say nothing ("So I was a nurse", "Oh, the first
 *  winter", "Yeah, Marcus"); the ambiguous ones only with their comma ("Right, …", not "Right after"). */
const SPOKEN_OPENER =
  /^(?:(?:oh|yeah|yep|yes|okay|ok|um+|uh+|erm|hmm+|ah|ha(?:ha)?|so(?=,|\s+(?:I|we|they|he|she|it|that|then|there|this|our|my|the|a|when|after|in|first|next|finally)\b|\s+[a-z]+s\s+(?:that|who|which|are|were|have|had)\b)|well(?=,)|right(?=,)|look(?=,)|like(?=,)|(?:honestly|basically|frankly)(?=,|\s+(?:I|we|they|it|that|there|this)\b)|I guess(?=,|\s+(?:I|we|they|it|that|there|this|what)\b)|anyway(?=,))[,!.]?\s+)+/i;

/** "So Olive & Ash makes soap …": the "So" that opens an answer, before a business's name at work. */
const SO_BEFORE_A_NAME =
  /^So,?\s+(?=\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’-]*){0,3}\s+(?:is|was|are|were|makes|does|sells|runs|has|started)\b)/u;

/** Words after which a comma only fences a filler ("we, uh, opened"), not a clause. */
const FENCE_ONLY = /^(?:I|we|they|he|she|it|you|the|a|an|and|but|or|so|to|of|in|on|at|my|our|their)$/i;
/** Words a clause ends on ("I never wanted it"), before a filler and the next clause's subject. */
const ENDS_A_CLAUSE = /^(?:it|them|him|her|me|us)$/i;
/** A clause's first word: a comma before it stays. */
const SUBJECT = /^(?:I|we|they|he|she|it|you|there|that|this)$/i;

/** "feel", "was", "got": a verb the rest of its clause follows, after a filler's commas. */
const isVerbHere = (word: string) =>
  /^(?:feel|felt|feels|was|is|were|are|be|been|get|got|gets|seem|seemed|seems|look|looked|looks|became|become|kind of|just|really|very|so|pretty|quite|totally)$/i.test(
    word,
  );

/** What only speech says: hesitations, "you know", "I guess", a recording's own preamble. */
const SOUNDS_SPOKEN = /\b(?:um+|uh+|erm)\b|\byou know\b|\bI guess\b|\bokay so\b|\bthis is me recording\b/i;

/** Sentences a transcription left in lower case ("so I started …"): speech typed as heard. */
const lowerCaseStarts = (text: string) => (text.match(/(?:^|[.!?]\s+)\p{Ll}/gu) ?? []).length;

/** Text without speaker labels that reads as speech (a voice memo's transcription). */
export function soundsSpoken(text: string): boolean {
  return SOUNDS_SPOKEN.test(text) || lowerCaseStarts(text) >= 2;
}

/** "Okay so this is me recording my story for the workshop, it's Ana, I run …": the recording's
 *  preamble and the name said to the microphone, before what the speaker came to say. */
const RECORDING_PREAMBLE =
  /^(?:this is (?:me|us) (?:recording|talking|telling|doing)\b[^,.]*[,.]\s*)?(?:(?:it['’]s|this is) \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?,\s*(?=I\b))?/iu;

/** "… called Still Point and this is for my backstory I guess.": what the recording is for, said
 *  to the microphone, not to the reader. */
const SAYS_WHAT_IT_IS_FOR =
  /,?\s+(?:and\s+)?(?:this|it)(?:['’]s| is) (?:for|about) (?:my|the|our) (?:[\w-]+\s+){0,3}?(?:story|backstory|workshop|homework|exercise|course|coach|session)(?:,?\s+I guess)?(?=[.!]?$)/i;

/** "That you don't have to be good at numbers." answers "What should people take away?": the
 *  clause is the point, told as a sentence of its own. */
const ANSWER_CLAUSE =
  /^that\s+(?=(?:you|we|people|everyone|anyone|nobody|no one|it['’]s|there['’]s|there is|the|a|an|our|my|your|their|every|if|\p{Ll}+ing)\b)/iu;

/** "Hartley & Cole, it's a conveyancing firm, twelve people.": a business named, then said
 *  again as "it" → "Hartley & Cole is a conveyancing firm with twelve people." */
const NAMED_THEN_SAID =
  /^(\p{Lu}[\p{L}'’-]*(?:\s+(?:&|and|of|\p{Lu}[\p{L}'’-]*)){0,4}),\s+it(?:['’]s| is)\s+(a|an)\s+([^,.]+?)(?:,\s+((?:\d+|[a-z]+(?:[\s-][a-z]+)?)\s+(?:people|staff|employees|lawyers|engineers|stores|shops|locations|sites)))?(?=[.!]?$)/u;

/** "So Greenline Gardens, we design …": the business named (two words or more, every one
 *  capitalised, not a time or a sequence word like "First" or "In March"), then what "we" do there. */
const NAMED_THEN_WE =
  /^(?:[Ss]o\s+)?((?!(?:So|In|On|At|By|For|From|After|Before|During|Since|Until|When|Once|Last|Next|This|That|These|Those|Every|Each|Back|Over|Then|Now|First|Second|Third|Also|And|But|Plus|Today|Here|There|Like|Well|Yes|Yeah|Sure|Okay|Right|Honestly|Basically|Actually|Anyway|Sometimes|Usually|Mostly|Normally|Originally|Initially|Later|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)\p{Lu}[\p{L}'’-]*(?:\s+(?:&|of|\p{Lu}[\p{L}'’-]*)){1,4}),\s+(?=we\s+(?:design|build|make|do|run|offer|sell|provide|help|bake|clean|repair|fix|teach|train|support|look after|install|create)\b)/u;

/** "the garden is like five metres", "it took like nine days": "like" before a number is "about". */
const LIKE_A_NUMBER =
  /\b(is|was|are|were|be|been|took|takes|take|cost|costs|had|has|have|got|spent|for|of|at|in)\s+like\s+(?=(?:\d|(?:a (?:hundred|thousand|dozen|couple|few|week|month|year|day)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|half)\b))/gi;

/** Adverbs a speaker says before starting the clause again ("they just, they let her go"). */
const RESTART_ADVERB = /^(?:just|really|actually|basically|never|always|then|finally|kind of|sort of)$/i;

/** A spoken sentence without its hesitations and fillers: the speaker's words, as they would
 *  write them. Numbers, names and claims are untouched. */
export function withoutSpokenFillers(sentence: string): string {
  const out = sentence
    // "So, um, Crumb & Co is …": the opener goes before its filler's commas are mended.
    .replace(SPOKEN_OPENER, '')
    // "a mess, um, three months": one comma stays; "we, uh, opened": the commas only fenced it.
    // "feel, you know, left out": after a verb the commas only fenced it too; before "we had
    // nothing" a clause starts, and one comma stays.
    .replace(
      /(\S+),\s*(?:um+|uh+|erm|hmm+|you know|like|I mean|honestly|basically|literally|actually)\s*,\s*(?=(\S+))/gi,
      (_, before: string, after: string) =>
        // "I never wanted it, honestly, I was doing IT support": two clauses, the pause between them.
        SUBJECT.test(after) && ENDS_A_CLAUSE.test(before)
          ? `${before}; `
          : FENCE_ONLY.test(before) || (!SUBJECT.test(after) && isVerbHere(before))
            ? `${before} `
            : `${before}, `,
    )
    .replace(/,?(?:^|\s)(?:um+|uh+|erm|hmm+)\b[,.]?(?=\s|$)/gi, ' ')
    .replace(/,\s*(?:you know|I mean|honestly|basically|to be honest)(?=\s*[.!?]?$)/gi, '')
    .replace(LIKE_A_NUMBER, '$1 about ')
    // "Took us nine days.": the sentence's "it", dropped in speech.
    .replace(
      /^(took|takes|cost|costs)\s+(?=(?:us|me|him|her|them)\b)/i,
      (_, verb: string) => `It ${verb.toLowerCase()} `,
    )
    .replace(/\b(is|are|was|were|am|['’](?:re|m|s))\s+(?:honestly|basically|literally)\s+/gi, '$1 ')
    // "and honestly I cried": the filler between a joining word and its clause.
    .replace(/\b(and|but|so)\s+(?:honestly|basically|literally|like)\s+(?=(?:I|we|they|he|she|it)\b)/gi, '$1 ')
    // Restarts: "that's, that's a turning point", "cleaning is, it's in my family", "they
    // just, they let her go": the words said again go.
    // Not "in Lisbon, Lisbon Lingo": a name said again as the start of a longer name.
    .replace(
      /(?<![\p{L}\p{N}])([\p{L}\p{N}]+(?:['’][\p{L}]+)?),\s+\1(?![\p{L}\p{N}])(\s+\S)?/giu,
      (all: string, word: string, next = '') => (/^\s+\p{Lu}/u.test(next) ? all : `${word}${next}`),
    )
    .replace(/\b(is|was),\s+it(?:['’]s| is| was)\s/gi, '$1 ')
    .replace(/\b(I|we|they|he|she|you)\s+(\w+(?: of)?),\s+\1\b/gi, (all: string, who: string, adverb: string) =>
      RESTART_ADVERB.test(adverb) ? `${who} ${adverb}` : all,
    )
    .replace(SPOKEN_OPENER, '')
    .replace(SO_BEFORE_A_NAME, '')
    .replace(NAMED_THEN_SAID, (_, name: string, article: string, what: string, size?: string) =>
      size ? `${name} is ${article} ${what} with ${size}` : `${name} is ${article} ${what}`,
    )
    .replace(NAMED_THEN_WE, 'At $1, ')
    .replace(RECORDING_PREAMBLE, '')
    .replace(SAYS_WHAT_IT_IS_FOR, '')
    .replace(ANSWER_CLAUSE, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return out.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** What a guest says to the host before the story starts ("Thanks for having me.", "Great to be
 *  here."): nothing a story tells. */
const PLEASANTRY =
  /^(?:(?:so|well|oh|and)[, ]+)?(?:(?:thanks|thank you)(?: so much| very much)?(?: for (?:having me|inviting me|the invite|making the time)(?: on)?(?: the show| here)?(?: today)?)?|(?:it['’]s )?(?:great|good|lovely|nice|a pleasure) to be (?:here|on)(?: today)?)[.!]?$/i;

/** How a guest closes ("No, I think that's it.", "Thank you, this was fun."): the interview's
 *  end, not the story's. */
const CLOSING =
  /^(?:(?:no|nope|um+|uh+|well|so|yeah|okay|ok|and)[, ]+)*(?:(?:I think|I guess)[, ]+)?(?:(?:that['’]s|that is) (?:it|all|everything|about it|all I['’]ve got)(?:,? (?:really|for now|from me|I think))?|(?:(?:thanks|thank you)(?: so much| very much)?[,.!]? )?(?:this|that|it) was (?:(?:really|so|a lot of|great) )?(?:fun|great|lovely|helpful|a pleasure|good)(?: talking| to talk)?(?: to you)?)[.!]?$/i;

export const isPleasantry = (sentence: string) => {
  const s = sentence.trim();
  return PLEASANTRY.test(s) || CLOSING.test(s);
};
