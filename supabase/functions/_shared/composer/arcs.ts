// Each framework's arc: the topic phrase a lead-in names for every section, and the cue words
// that make a transcript sentence belong to a section (roots, as nlp.keywords gives them).

export interface Beat {
  topic: string;
  cues: readonly string[];
}

export const BEATS: Readonly<Record<string, Readonly<Record<string, Beat>>>> = {
  target_audience: {
    overview: {
      topic: 'who this is for',
      cues: ['client', 'customer', 'serve', 'audience', 'people', 'ideal', 'work', 'who', 'for'],
    },
    demographics: {
      topic: 'where they are in life and work',
      cues: [
        'age',
        'old',
        'founder',
        'owner',
        'role',
        'industry',
        'company',
        'size',
        'live',
        'city',
        'saas',
        'firm',
        'practice',
        'employee',
        'staff',
      ],
    },
    psychographics: {
      topic: 'what they believe and value',
      cues: ['value', 'believe', 'care', 'want', 'dream', 'aspire', 'love', 'fear', 'hope'],
    },
    pain_points: {
      topic: 'what keeps them up at night',
      cues: ['struggle', 'problem', 'pain', 'frustrate', 'stuck', 'worry', 'hard', 'challenge', 'overwhelm', 'night'],
    },
    decision_factors: {
      topic: 'how they decide to buy',
      cues: ['decide', 'buy', 'trust', 'choose', 'price', 'referral', 'recommend', 'hire', 'pay'],
    },
  },
  differentiation: {
    overview: {
      topic: 'what sets this work apart',
      cues: ['different', 'unique', 'only', 'unlike', 'approach', 'special', 'fixed', 'guarantee', 'promise'],
    },
    truism_check: {
      topic: 'the claims everyone makes',
      cues: ['everyone', 'everybody', 'claim', 'say', 'quality', 'service', 'passion', 'same'],
    },
    industry_challenge: {
      topic: 'what the industry gets wrong',
      cues: [
        'industry',
        'trade',
        'sector',
        'charge',
        'wrong',
        'broken',
        'most',
        'typical',
        'traditional',
        'usual',
        'fail',
      ],
    },
    comparison_test: {
      topic: 'the side-by-side comparison',
      cues: ['compare', 'instead', 'alternative', 'competitor', 'versus', 'other', 'agency', 'rather'],
    },
    proof_points: {
      topic: 'the proof',
      cues: ['result', 'proof', 'percent', 'award', 'grow', 'increase', 'million', 'number', 'record'],
    },
  },
  job_story: {
    overview: {
      topic: 'the job clients hire this work to do',
      cues: ['hire', 'job', 'need', 'help', 'call', 'reach', 'threaten', 'board', 'week'],
    },
    situation: {
      topic: 'the moment it starts',
      cues: ['when', 'moment', 'situation', 'happen', 'realise', 'realize', 'day', 'start', 'trigger'],
    },
    motivation: { topic: 'what they want', cues: ['want', 'motivate', 'need', 'goal', 'desire', 'push', 'reason'] },
    expected_outcome: {
      topic: 'what success looks like',
      cues: ['outcome', 'success', 'expect', 'result', 'able', 'finally', 'able', 'freedom'],
    },
    solution_fit: {
      topic: 'why this solution fits',
      cues: ['fit', 'solution', 'offer', 'program', 'service', 'provide', 'exactly'],
    },
  },
  backstory: {
    overview: { topic: 'the person behind the business', cues: ['life', 'story', 'journey', 'career', 'became'] },
    origin: {
      topic: 'where it all began',
      cues: ['grow', 'child', 'young', 'begin', 'family', 'father', 'mother', 'dad', 'mum', 'mom', 'school', 'born'],
    },
    pivotal_moments: {
      topic: 'the moments that changed everything',
      cues: [
        'change',
        'moment',
        'turn',
        'decide',
        'quit',
        'lose',
        'fail',
        'crisis',
        'leave',
        'realise',
        'realize',
        'point',
      ],
    },
    lessons: { topic: 'the lessons learned', cues: ['learn', 'lesson', 'teach', 'understand', 'discover', 'mistake'] },
    values: {
      topic: 'the values that came out of it',
      cues: ['value', 'believe', 'honest', 'integrity', 'matter', 'principle', 'respect', 'care'],
    },
  },
  impact_story: {
    overview: { topic: 'one client and one change', cues: ['client', 'customer', 'patient', 'together', 'case'] },
    client_before: {
      topic: 'where the client was before',
      cues: [
        'before',
        'struggle',
        'stuck',
        'lose',
        'problem',
        'come',
        'desperate',
        'burn',
        'spend',
        'late',
        'miss',
        'waste',
        'chaos',
        'bill',
      ],
    },
    intervention: {
      topic: 'what we did together',
      cues: [
        'together',
        'plan',
        'step',
        'coach',
        'build',
        'session',
        'implement',
        'set',
        'move',
        'audit',
        'map',
        'week',
        'first',
      ],
    },
    transformation: {
      topic: 'the turning point',
      cues: ['change', 'shift', 'transform', 'breakthrough', 'turn', 'turning', 'realise', 'realize', 'begin'],
    },
    client_after: {
      topic: 'where the client is now',
      cues: ['now', 'after', 'today', 'double', 'grow', 'increase', 'revenue', 'result', 'finally'],
    },
    testimonial: {
      topic: 'what the client says',
      cues: ['say', 'tell', 'quote', 'wrote', 'thank', 'recommend', 'word', 'dread', 'slept'],
    },
  },
  portfolio_story: {
    overview: { topic: 'the body of work', cues: ['project', 'work', 'portfolio', 'deliver', 'build'] },
    unique_approach: { topic: 'the approach', cues: ['approach', 'method', 'philosophy', 'way', 'different'] },
    process_steps: {
      topic: 'the process, step by step',
      cues: ['step', 'first', 'then', 'process', 'phase', 'next', 'finally', 'stage'],
    },
    tools_techniques: {
      topic: 'the tools and techniques',
      cues: ['tool', 'technique', 'framework', 'software', 'use', 'model', 'template'],
    },
    quality_standards: {
      topic: 'the standard every project meets',
      cues: ['quality', 'standard', 'check', 'review', 'measure', 'guarantee', 'never', 'always'],
    },
  },
  five_point: {
    exposition: { topic: 'how it started', cues: ['begin', 'start', 'first', 'year', 'time', 'when'] },
    rising_action: {
      topic: 'the tension building',
      cues: ['then', 'harder', 'problem', 'worse', 'struggle', 'pressure'],
    },
    climax: {
      topic: 'the turning point',
      cues: ['moment', 'finally', 'decide', 'turn', 'turning', 'suddenly', 'realise', 'realize'],
    },
    falling_action: { topic: 'what followed', cues: ['after', 'follow', 'next', 'since', 'change'] },
    resolution: { topic: 'how it resolved', cues: ['now', 'today', 'learn', 'lesson', 'result', 'end'] },
  },
  mad_libs: {
    target_market: { topic: 'who it is for', cues: ['help', 'serve', 'client', 'founder', 'owner'] },
    problem: { topic: 'the problem', cues: ['struggle', 'problem', 'pain', 'stuck'] },
    solution: { topic: 'the solution', cues: ['solve', 'help', 'program', 'method'] },
    result: { topic: 'the result', cues: ['result', 'grow', 'now', 'finally'] },
  },
};

export function beatOf(frameworkType: string, sectionId: string, label: string): Beat {
  return BEATS[frameworkType]?.[sectionId] ?? { topic: label.toLowerCase(), cues: [] };
}

/** A line that carries the story into a part where a reader needs the turn marked, in each tone:
 *  [author voice, warm, professional, community, achievement, energetic]. Only these parts get
 *  one; the others start with the speaker's own words. */
export const BRIDGES: Readonly<Record<string, readonly string[]>> = {
  'impact_story.intervention': [
    'Then the work started.',
    'Then, step by step, the work began.',
    'The work then began.',
    'So the work began, together.',
    'The plan, in practice:',
    'Then came the work!',
  ],
  'impact_story.client_after': [
    'Here is what changed.',
    'And this is where it led.',
    'The results are measurable.',
    'Here is where everyone landed.',
    'The outcome, in numbers:',
    'And the results? Big.',
  ],
  'impact_story.testimonial': [
    'In the client’s words:',
    'In their own kind words:',
    'The client’s own assessment:',
    'Their words, shared with us:',
    'The client’s verdict:',
    'Straight from the client:',
  ],
  'backstory.pivotal_moments': [
    'Then came the moment that changed everything.',
    'And then, one day, everything changed.',
    'A single moment changed the course.',
    'Then came the moment we all have at some point.',
    'The turning point came fast.',
    'And then everything flipped!',
  ],
  'backstory.lessons': [
    'It left a lesson.',
    'What it taught is worth keeping.',
    'What it taught was simple.',
    'What it taught is worth passing on.',
    'What it taught, in one line:',
    'What it taught? Simple.',
  ],
  'five_point.climax': [
    'Then came the turning point.',
    'And then things turned.',
    'The turning point followed.',
    'Then, together, the turn came.',
    'The decisive moment:',
    'Then, boom: the turning point.',
  ],
  'differentiation.proof_points': [
    'The proof is in the results.',
    'And the results speak kindly for it.',
    'The evidence supports it.',
    'Our community can see the results.',
    'The record:',
    'And the proof? Right here.',
  ],
  'differentiation.comparison_test': [
    'Put it side by side with the alternative.',
    'Set it gently beside the alternative.',
    'Compared with the usual alternative:',
    'Side by side with the usual way:',
    'Against the alternative:',
    'Now compare!',
  ],
  'portfolio_story.process_steps': [
    'The work runs in steps:',
    'It unfolds gently, step by step:',
    'The process has clear steps:',
    'Here is how we walk it together:',
    'The process, step by step:',
    'Here’s the play, step by step:',
  ],
  'target_audience.pain_points': [
    'What keeps them up at night is specific.',
    'What weighs on them is very real.',
    'Their problem is specific.',
    'What they struggle with, many of us know.',
    'The cost of the problem is concrete.',
    'And the problem? Real.',
  ],
};

/** Which column of BRIDGES a tone reads. */
export const BRIDGE_TONES = [
  'author_voice',
  'warm_encouraging',
  'professional_authoritative',
  'community_focused',
  'achievement_oriented',
  'energetic_dynamic',
] as const;
