// What a question to the assistant asks for, read from its words. The order matters: the more
// specific asks ("a pitch", "which numbers") win over the broad ones ("my audience", "next").

export type Intent =
  | 'one-vs-stack'
  | 'transcript'
  | 'pitch'
  | 'summary'
  | 'numbers'
  | 'linkedin'
  | 'clients'
  | 'gaps'
  | 'progress'
  | 'write'
  | 'framework'
  | 'audience'
  | 'monetization'
  | 'compelling'
  | 'general';

const RULES: [Intent, RegExp][] = [
  ['one-vs-stack', /\b(one|single) story\b.*\b(full )?stack\b|\bstack\b.*\b(one|single) story\b/],
  ['pitch', /\bpitch\b|\belevator\b|\b(30|thirty)[- ]?(second|sec)s?\b|\bintroduce (myself|me|my business)\b/],
  // "Summarise my backstory in two sentences": before "write", which "write a summary" also is.
  [
    'summary',
    /\b(summari[sz]e|summary|sum (it |this |that )?up|tl;?dr|short version|nutshell)\b|\bin (one|two|three|four|a few|[1-4]) sentences?\b/,
  ],
  ['numbers', /\b(numbers?|figures?|stats?|statistics|metrics?|data points?|kpis?)\b/],
  ['linkedin', /\blinked ?in\b|\bposts?\b|\bposting\b/],
  [
    'transcript',
    /\b(transcripts?|interviews?|upload|recording)\b|full stack|all (six|6|the) stories|all stories|all my stories at once/,
  ],
  // "How are my clients doing?", "Which client is furthest behind?": a coach's clients' stacks.
  [
    'clients',
    /\b(?:how are|how're) (?:my|all my|our) clients\b|\b(?:my|our) clients['’]? (?:progress|stacks?|stories)\b|\bwhich (?:of my )?clients?\b.*\b(?:behind|stuck|furthest|most|least|next|needs?|done|finished|complete)\b/,
  ],
  // "What's missing from my stack?", "What should I ask Aisha in our next session?".
  [
    'gaps',
    /\bwhat(?:['’]s| is) (?:missing|weak)|\bmissing from\b|\bgaps?\b|\bweakest\b|\bwhat should i ask\b|\bwhat (?:questions|to ask)\b|\bnext session\b|\bready to publish\b/,
  ],
  [
    'progress',
    /\bprogress\b|\bhow far\b|how am i doing|how many\b.*\b(done|complete|completed|finished|left)\b|what('s| is) left|\bnext\b|where (am i|do i stand)|\b(complete|completed|finished|done) (stories|frameworks)\b|\bam i (done|finished)\b|\b(stories|frameworks)\b.*\b(are|is) (done|complete|completed|finished)\b/,
  ],
  ['write', /^(please\s+|can you\s+|could you\s+)?(write|create|generate|draft)\b|\b(write|draft) (me |my )/],
  [
    'framework',
    /\b(need|needs|include|includes|sections?|what is an?|what's an?|explain)\b|\bmakes? an? (great|good|strong)\b/,
  ],
  [
    'audience',
    /\bnarrow|\bniche\b|\baudience\b|\bideal clients?\b|who (should|do) i (serve|target|help|sell to)|target market/,
  ],
  ['monetization', /\b(monetiz|monetis|money|revenue|sell|sales|price|pricing|offer|funnel)/],
  [
    'compelling',
    /\b(compelling|stronger|better|improve|engaging|feedback|weak|storytelling)\b|\b(best|strongest) story\b/,
  ],
];

/** The intent of a question; "framework" applies only when a framework is named. */
export function detectIntent(message: string, namesFramework: boolean): Intent {
  const lower = message.toLowerCase();
  for (const [intent, re] of RULES) {
    if (!re.test(lower)) continue;
    if (intent === 'framework' && !namesFramework) continue;
    return intent;
  }
  return namesFramework ? 'framework' : 'general';
}
