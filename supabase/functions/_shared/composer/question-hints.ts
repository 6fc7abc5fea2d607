// What an interviewer's question asks about: the framework (and sometimes the part) its answer
// belongs to, in the everyday words coaches ask in ("Why vets?", "What made you leave the bank?").
import type { FrameworkType } from '../domain/frameworks.ts';

/** What an interviewer's question is about: a framework (and sometimes its section). The first
 *  rule that matches wins; an answer goes with its question unless nothing matches. */
const QUESTION_HINTS: [RegExp, FrameworkType, string?][] = [
  [
    /\bwho\b.*\b(?:for|with|patients?|clients?|customers?|serve|hires?|buys?|walks?|comes?|shops?|visits?|books?|signs? up|uses?|calls?|rings?|contacts?)\b|\bwho do you (?:help|sell to)\b|\bideal client\b|\baudience\b|\bwhat (?:kinds?|sorts?|types?) of (?:people|clients|customers|businesses|companies)\b/i,
    'target_audience',
  ],
  [
    /\bdifferent(?:ly)?\b|\bunlike\b|\bwhy you\b|\bcompar|\bcompetitor|\bbig (?:firms?|tools?|consultanc(?:y|ies)|agenc(?:y|ies))\b|\bdon['’]t\?/i,
    'differentiation',
  ],
  [/\bwhen do (?:people|they|clients|customers)\b|\bcall you\b|\bwhat do they want\b|\btrigger\b/i, 'job_story'],
  [
    /\b(?:like when you arrived|before you (?:met|started|arrived)|where were they)\b/i,
    'impact_story',
    'client_before',
  ],
  [/\bwhat did you (?:actually )?do\b|\bhow did you help\b/i, 'impact_story', 'intervention'],
  // A whole client case ("one patient story, a before and after") before the rule for its after.
  [
    /\b(?:client|customer|patient|firm|business|company|practice|clinic|family|team|person|school|shop)s? you (?:helped|worked with)\b|\babout (?:one|a) (?:client|customer|patient)\b|\babout one of (?:those|these|them|your)\b|\bcase\b|\b(?:client|customer|patient|student|member)s?\b.{0,20}\b(?:stor(?:y|ies)|results?)\b|\bsuccess stor(?:y|ies)\b|\bbefore and after\b/i,
    'impact_story',
  ],
  [
    /\bresults?\b|\bwhat changed\b|\bas a whole\b|\bafter(?:wards)?\s*\?|\bwhat happened after\b/i,
    'impact_story',
    'client_after',
  ],
  [/\b(?:a|one|your|biggest|favou?rite) wins?\b|\bproud(?:est)? of\b/i, 'impact_story'],
  // What people should take from the story: its lesson (before "your story" below).
  [
    /\btake ?aways?\b|\btake away\b|\bwant (?:people|them|readers|clients|someone|anyone|everyone|listeners) to (?:know|feel|remember|take|learn)\b|\bthe (?:lesson|moral|message)\b|\bremembers? (?:only )?one thing\b|\b(?:people|they|everyone) should know\b|\bshould (?:people|they|everyone) know\b/i,
    'backstory',
    'lessons',
  ],
  // "What do you do?": what they deliver and for whom, the Portfolio's opening.
  [
    /\bwhat (?:do|does) (?:you|your (?:company|business|firm|team)|\p{Lu}[\w&'’-]*(?:\s+(?:&\s+)?\p{Lu}[\w&'’-]*){0,3}) (?:actually |really )?do\b|\bwhat you do\b|\btell (?:me|us) (?:a bit |a little )?about (?:\p{Lu}[\w'’-]*(?:\s+(?:&\s+)?\p{Lu}[\w'’-]*){0,3}|your (?:company|business|firm|practice|studio|shop))\s*[?.!]?\s*$/u,
    'portfolio_story',
    'overview',
  ],
  // Who they are, and "Why vets?": how they came to this work.
  [
    /\bwho you are\b|\bwho are you\b|\b(?:about|introduce) yourself\b|\btell (?:me|us) about you\b/i,
    'backstory',
    'overview',
  ],
  [
    /^\s*why (?:\w+\s+){0,2}\w+\?\s*$|\bhow did you get into\b|\bwhy (?:this|that) (?:work|field|niche|market)\b/i,
    'backstory',
    'origin',
  ],
  [
    /\bhow did (?:\w+\s+){1,5}?(?:start|begin|get started|come about|end up)\b|\bwhen did (?:it|this|you|the business) (?:become|start|begin|turn into|go)\b|\bwhy did you (?:open|start|found|quit|leave)\b|\bgrow up\b|\bhow it began\b|\bwhere did (?:it|this|it all|all this) (?:begin|start)\b|\byour story\b|\bearly days\b|\b(?:the|your) first (?:year|months?|client)\b|\bstarting out\b|\bin the beginning\b/i,
    'backstory',
  ],
  // "What made you leave the bank?", "What kept you going?": the turns of the founder's road.
  [
    /\bwhat made you (?:leave|quit|start|open|go|decide|take|jump|make)\b|\bkept you going\b|\bmade you (?:stay|keep going)\b/i,
    'backstory',
    'pivotal_moments',
  ],
  // What they stand for, and where they are taking it.
  [
    /\bbelieve\b|\bvalues?\b|\bstand for\b|\bprinciples?\b|\bnever compromise\b|\bwhere do you want to take\b|\bwhat(?:['’]s| is) next\b|\bthe future\b|\bin (?:five|ten|5|10) years\b|\bvision\b/i,
    'backstory',
    'values',
  ],
  // The moment it all turned.
  [
    /\b(?:hardest|toughest|worst|scariest) (?:moment|time|day|year|part)\b|\bturning point\b/i,
    'backstory',
    'pivotal_moments',
  ],
  // What went wrong, and what it taught: the Backstory's lessons.
  [
    /\bwent wrong\b|\bhardest\b|\bstruggle|\bmistakes?\b|\bnearly (?:quit|clos|gave up)|\balmost (?:quit|clos|gave up)|\blearn(?:ed|t)? the hard way\b|\bsetbacks?\b/i,
    'backstory',
    'lessons',
  ],
  [
    /\bwalk me through\b|\bprocess\b|\bhow does (?:a|an|the|your) .*\b(?:run|work)\b|\bhow do you (?:usually |normally |typically |actually )?work\b|\bwhat does (?:working with you|an engagement|a project) look like\b|\bhow does (?:it|working with you) work\b|\bfirst visit\b|\bsteps?\b|\bstart to finish\b|\bhow does (?:a|the) (?:job|project|day|visit|booking|order|engagement) go\b/i,
    'portfolio_story',
  ],
];

export function questionHint(question: string | null): { framework: FrameworkType; section?: string } | null {
  if (!question) return null;
  for (const [re, framework, section] of QUESTION_HINTS) if (re.test(question)) return { framework, section };
  return null;
}

/** A short question that only asks for more of the last answer ("And the second thing?",
 *  "What else?", "Then what happened?"). */
export function isFollowUp(question: string | null): boolean {
  if (question === null) return false;
  // "Oof. What happened then?": the host's reaction is not the question.
  const asked = question.trim().replace(REACTION, '');
  return (
    asked.split(/\s+/).length <= 6 &&
    /^(?:and|then|what else|anything else|so|the|how so|what happened (?:next|then))\b/i.test(asked)
  );
}

/** A host's reaction said before the question ("Oof.", "Wow, okay.", "Right."). */
const REACTION = /^(?:(?:oof|wow|oh|ooh|okay|ok|right|great|mm+|hm+|ah|interesting|amazing|nice)[,.!]*\s+)+/i;
