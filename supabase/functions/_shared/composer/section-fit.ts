// What a sentence's own words, facts and tense say about the part of a story it belongs to,
// whatever it was asked: a before/after result is an Impact story's after, "What we do
// differently is…" a Differentiation, "I started Pressed in 2021" never a client's story.
import type { FrameworkType } from '../domain/frameworks.ts';
import { AFTER_A_WHILE, ENDED_UP, RESULT_VERB } from './facts.ts';
import type { Passage } from './passage.ts';

const PAST =
  /\b(?:was|were|had|used to|before|spent|spending|losing|lost|couldn['’]t|didn['’]t|wasn['’]t|weren['’]t)\b/i;
const ACTION =
  /\b(?:we|I)\s+(?:\w+ly\s+)?(?:moved|set|built|rebuilt|mapped|ran|introduced|trained|audited|redesigned|rewrote|wrote|created|put|replaced|switched|tagged|killed|shut|automated|rolled|started with|spent the first|began by|ran a)\b/i;
const FOUNDING = /\b(?:started|founded|launched|quit|left|decided|set up|opened)\b/i;
/** The stories about the clients, not the founder. */
const CLIENTS_STORIES = new Set<FrameworkType>(['impact_story', 'job_story', 'target_audience']);

/** "What I want people to know is that …": the speaker's lesson, said as such. */
const TAKEAWAY =
  /\bwhat (?:I|we) (?:want|hope|would like) (?:people|you|everyone|them|clients|readers) to (?:know|feel|remember|take away|understand)\b/i;
const OWN_ACTION =
  /\b(?:we|I)\s+(?:\w+ly\s+)?(?:threw|switched|started|opened|built|moved|launched|hired|changed|rebuilt|set up|caught up|sorted)\b/i;
const OWN_START =
  /\b(?:I|we) (?:started|founded|launched|opened|set up)\b(?! (?:with|by|on)\b)|\bI (?:burned out|quit|left my)\b/i;

/** "What we do differently is …", "Unlike most clinics …": the speaker's difference, said as such. */
const SAYS_DIFFERENT =
  /\b(?:what (?:we|I) do differently|(?:we|I) do (?:it|things) differently|unlike (?:most|other|the|a)\b|what makes (?:us|me|it) different|the difference is)\b/i;
/** "Most of my clients are runners in their forties", "We mostly see runners": whom they serve,
 *  said as such. */
export const SAYS_WHO =
  /\b(?:most of (?:my|our) (?:clients|customers|patients)|(?:my|our) (?:ideal )?(?:clients|customers|patients) are|(?:we|I) (?:mostly|mainly|usually|only) (?:see|work with|serve|treat)\b)/i;
/** "Since then we've grown to five physios": the company's own growth, not a client's after. */
const COMPANY_GREW =
  /\b(?:we|I)(?:['’]ve| have)? (?:grown|expanded|doubled the team|hired)\b|\bgrown to (?:\d|\w+ (?:people|staff|physios|employees|locations|shops|stores|offices))/i;
/** "I'm a physiotherapist, I run Stride Physio": the speaker introducing themself. */
const INTRODUCES_SELF = /^(?:I['’]m|I am) (?:a|an) \w+|^I (?:run|own) \p{Lu}/u;
/** "Crumb & Co is a sourdough bakery in Porto", "We're a small design studio": a business
 *  introduced, what the Portfolio opens on, never who the clients are. */
const INTRODUCES_COMPANY =
  /^(?:(?:\p{Lu}[\p{L}&'’.-]*|&)(?:\s+(?:\p{Lu}[\p{L}&'’.-]*|&|of)){0,4}\s+is|[Ww]e['’]re|[Ww]e are)\s+(?:a|an|one of the)\s+(?:[\p{L}-]+\s+){0,3}?(?:bakery|company|firm|agency|studio|shop|clinic|practice|business|platform|app|tool|consultancy|start-?up|brand|service|café|cafe|restaurant|salon|gym|school|charity|store|cooperative|co-?op)\b/u;
/** "We never tell anyone to stop": a rule they keep, part of their difference. */
const POLICY = /\b(?:we|I) (?:never|always|only|refuse to)\b/i;

/** "At Greenline Gardens, we design and build small back gardens": what the business does, said
 *  of it by name; the same as introducing it. */
const SAYS_WHAT_THE_COMPANY_DOES =
  /^At\s+\p{Lu}[\p{L}&'’.-]*(?:\s+(?:\p{Lu}[\p{L}&'’.-]*|&|of)){0,4},\s+we\s+(?:\w+ly\s+)?(?:design|build|make|do|run|offer|sell|provide|help|bake|clean|repair|fix|teach|train|support|look after|install|create)\b/u;

/** "We're eleven people now", "My wife Ana does the design side and I run the crews": who the
 *  business is and who does which part of the work, the Portfolio's, never the clients'. */
const THE_TEAM =
  /^(?:(?:and|so)\s+)?(?:we['’]re|we are)\s+(?:now\s+)?(?:\d+|[a-z]+(?:[\s-][a-z]+)?)\s+(?:of us|people|staff|employees|strong)\b|^(?:my|our)\s+(?:wife|husband|partner|business partner|co-?founder)\b.*\b(?:does|handles|runs|leads|looks after|takes care of)\s+the\b|^I\s+(?:run|lead|handle)\s+the\s+(?:crews?|team|kitchen|workshop|sales|books)\b/i;

/** What a passage's facts and tense say about where it belongs. */
export function factBonus(p: Passage, key: { frameworkType: FrameworkType; sectionId: string }): number {
  const change = p.facts.some((f) => f.kind === 'change');
  const numbers = p.facts.some((f) => f.kind === 'amount' || f.kind === 'percent' || f.kind === 'count');
  const dated = p.facts.some((f) => f.kind === 'timeframe');
  const duration = p.facts.some((f) => f.kind === 'duration');
  const part = `${key.frameworkType}.${key.sectionId}`;
  // "I started Pressed in 2021 after I burned out": the founder's own start, never a client's
  // case, situation or profile.
  if (CLIENTS_STORIES.has(key.frameworkType) && OWN_START.test(p.text)) return -4;
  // (In a client's case it is the client's company: "Brightpath is a learning platform".)
  if (
    (INTRODUCES_COMPANY.test(p.text) || SAYS_WHAT_THE_COMPANY_DOES.test(p.text)) &&
    key.frameworkType !== 'impact_story'
  )
    return part === 'portfolio_story.overview' ? 4 : CLIENTS_STORIES.has(key.frameworkType) ? -3 : -2;
  if (THE_TEAM.test(p.text) && key.frameworkType !== 'impact_story')
    return part === 'portfolio_story.overview' ? 4 : CLIENTS_STORIES.has(key.frameworkType) ? -6 : 0;
  // "We threw away a third of the juice": the company's own doing, not who its clients are.
  if ((key.frameworkType === 'target_audience' || key.frameworkType === 'job_story') && OWN_ACTION.test(p.text))
    return -2;
  // The speaker's lesson is the Backstory's, not a fact about the audience or the offer.
  if (TAKEAWAY.test(p.text) && key.frameworkType !== 'backstory') return -3;
  // What a sentence says it is, whatever it was asked: one long answer that tells it all.
  if (SAYS_DIFFERENT.test(p.text)) return part === 'differentiation.overview' ? 6 : 0;
  if (SAYS_WHO.test(p.text)) return part === 'target_audience.overview' ? 4 : 0;
  // "I'm a physiotherapist, I run Stride Physio in Bristol": who they are today.
  if (INTRODUCES_SELF.test(p.text)) return part === 'backstory.overview' ? 3 : 0;
  if (COMPANY_GREW.test(p.text))
    return part === 'backstory.overview' ? 4 : key.frameworkType === 'impact_story' ? -3 : 0;
  if (POLICY.test(p.text) && part === 'differentiation.overview') return 2;
  switch (part) {
    case 'impact_story.client_after':
      // "Now she spends twenty minutes a week", "They passed their next inspection with zero findings".
      if (change) return 6;
      if ((numbers || duration) && (ENDED_UP.test(p.text) || RESULT_VERB.test(p.text))) return 3;
      if (AFTER_A_WHILE.test(p.text)) return 3;
      return ENDED_UP.test(p.text) ? 1 : 0;
    case 'impact_story.client_before':
      if (/\bbefore (?:we|I|they) (?:met|started|worked|came)\b|\bwhen (?:we|I) (?:met|arrived)\b/i.test(p.text))
        return 4;
      return PAST.test(p.text) && !change && !ACTION.test(p.text) ? 1.5 + (numbers ? 2 : 0) : -1;
    case 'impact_story.intervention':
      return ACTION.test(p.text) && !change ? 2.5 : 0;
    case 'differentiation.proof_points':
      return change ? 4 : numbers ? 1.5 : 0;
    case 'portfolio_story.overview':
      return change ? 3 : 0;
    case 'portfolio_story.unique_approach':
      // "What we call the Two-Walk Check": a method with a name.
      return INTRODUCES.test(p.text) && /\p{Lu}/u.test(p.text.slice(1)) ? 4 : 0;
    case 'backstory.pivotal_moments':
      return FOUNDING.test(p.text) && dated ? 3 : FOUNDING.test(p.text) ? 1 : 0;
    case 'backstory.origin':
      return dated && FOUNDING.test(p.text) ? 1 : 0;
    case 'backstory.lessons':
      return TAKEAWAY.test(p.text) ? 5 : 0;
    case 'impact_story.testimonial':
      // What the client said, not what they had been told ("She'd already been told to pull out").
      return /\b(?:been|was|were) told\b/i.test(p.text) && !/["“]/.test(p.text) ? -3 : 0;
    default:
      return 0;
  }
}

/** A sentence that names a method or announces how it works: what follows explains it. */
export const INTRODUCES =
  /\bwhat (?:we|I) call\b|\bwe call (?:it|this)\b|\b(?:our|my) (?:method|system|process|framework)\b|\bhere['’]s how it works\b|:$/i;
