// A typed answer about the people a business serves, in notes: "Want someone who gets
// hospitality", "Paying 15-20% commission", "Proud of their breakfasts", "Website looks like
// 2009". Its missing subject is them, never the teller: "They want …", "They're paying …",
// "Their website looks like 2009". Whom they are, said as a noun ("Small hotel owners, 5-30
// rooms"), is said as whom: "My clients are small hotel owners with 5-30 rooms".
import { isFragment, namesPeopleByWhatTheyDo, peopleOrFirmsFirst, taggedWords } from './nlp.ts';

/** Sections whose answers are about the people served (the Job story's fit is the teller's). */
export function isAboutTheServed(frameworkType: string | null | undefined, sectionId: string | null): boolean {
  if (frameworkType === 'target_audience') return true;
  return frameworkType === 'job_story' && sectionId !== 'solution_fit';
}

/** Verbs a noun's note goes on with ("Website looks like 2009"). */
const THIRD_PERSON_VERB =
  /^(?:is|was|has|looks|feels|needs|takes|costs|gets|runs|works|sits|goes|breaks|drops|comes|seems|says|shows)$/i;
/** After an adjective, what shows it describes them ("Proud of …", "Busy all summer"). */
const AFTER_ADJECTIVE = /^(?:of|to|about|with|at|in|by|from|for|all|every|on|when|because|,)$/i;
/** A verb later in the sentence: "Running a hotel is hard" has its own. */
const FINITE_LATER = /\s(?:is|are|was|were|has|have|had|makes|takes|keeps|means)\s/i;

/** One sentence of a typed answer about them; `first`: the answer's first sentence in the story. */
export function withTheServedAsSubject(sentence: string, own: 'I' | 'We', opening: boolean): string {
  const words = taggedWords(sentence);
  const [head, next] = words;
  if (!head || /^(?:I|we|they|he|she|it|you|my|our|their|his|her|the|a|an|this|that|these|those)$/i.test(head.text))
    return sentence;
  const lower = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  // "Small hotel owners, 5-30 rooms, mostly in the UK": whom, as a noun ("Founders." alone is a
  // label, not yet a sentence about anyone).
  const says = sentence.split(/\s+/).length >= 3;
  if (says && peopleOrFirmsFirst(sentence) && (isFragment(sentence) || namesPeopleByWhatTheyDo(sentence))) {
    const told = lower.replace(
      /,\s+((?:\d[\d–-]*|one|two|three|four|five|ten|twenty)\s+(?:rooms|staff|people|employees|locations|sites|beds|seats))\b/,
      ' with $1',
    );
    return opening ? `${own === 'I' ? 'My' : 'Our'} clients are ${told}` : `Many are ${told}`;
  }
  if (head.tags.includes('Imperative') || (head.tags.includes('Infinitive') && !head.tags.includes('Noun')))
    return `They ${lower}`;
  if (/^\p{L}+ing$/u.test(head.text) && !FINITE_LATER.test(sentence) && !head.tags.includes('Noun'))
    return `They're ${lower}`;
  if (head.tags.includes('Adjective') && next && (AFTER_ADJECTIVE.test(next.text) || /,$/.test(head.text)))
    return `They're ${lower}`;
  if (head.tags.includes('Singular') && !head.tags.includes('ProperNoun') && next && THIRD_PERSON_VERB.test(next.text))
    return `Their ${lower}`;
  return sentence;
}
