// The story frameworks: what each one is for, its sections and the guiding prompts a founder
// answers. Defined once here and used by the app and the generation functions alike.

export const FRAMEWORK_TYPES = [
  'target_audience',
  'differentiation',
  'job_story',
  'backstory',
  'impact_story',
  'portfolio_story',
  'five_point',
  'mad_libs',
] as const;

export type FrameworkType = (typeof FRAMEWORK_TYPES)[number];

/** The six stories of the stack, in overview order (spec §9). */
export const STACK_ORDER = [
  'target_audience',
  'differentiation',
  'job_story',
  'backstory',
  'impact_story',
  'portfolio_story',
] as const satisfies readonly FrameworkType[];

export type StackFrameworkType = (typeof STACK_ORDER)[number];

/** The order we suggest when working with a client (spec §9). */
export const RECOMMENDED_SEQUENCE: readonly StackFrameworkType[] = [
  'target_audience',
  'job_story',
  'backstory',
  'impact_story',
  'portfolio_story',
  'differentiation',
];

export interface FrameworkSection {
  readonly id: string;
  readonly label: string;
  readonly prompts: readonly string[];
}

export interface FrameworkContext {
  readonly headline: string;
  readonly purpose: string;
  readonly outcome: string;
  /** The question this story answers for the audience. */
  readonly question: string;
}

export interface Framework {
  readonly type: FrameworkType;
  readonly title: string;
  readonly description: string;
  readonly context: FrameworkContext;
  readonly sections: readonly FrameworkSection[];
  readonly tips: readonly string[];
}

const section = (id: string, label: string, prompts: readonly string[]): FrameworkSection => ({ id, label, prompts });

export const FRAMEWORKS: Readonly<Record<FrameworkType, Framework>> = {
  target_audience: {
    type: 'target_audience',
    title: 'Target Audience',
    description: 'Define exactly who you serve, what keeps them up at night and how they decide to buy.',
    context: {
      headline: 'Know who you are talking to',
      purpose: 'Every other story lands only when it is told to the right person.',
      outcome: 'A clear, human portrait of your ideal client that shapes your message, offers and content.',
      question: 'Who is this for?',
    },
    sections: [
      section('overview', 'Overview', [
        'In one or two sentences, who is your ideal client?',
        'Who do you most enjoy working with, and who gets the best results with you?',
        'Who is clearly not a fit for what you offer?',
      ]),
      section('demographics', 'Demographics', [
        'What roles, industries or life stages are they in?',
        'What size of business or income level do they have?',
        'Where are they located, and where do they spend time online?',
      ]),
      section('psychographics', 'Psychographics', [
        'What do they value most, at work and in life?',
        'What do they want people to say about them?',
        'What beliefs or fears shape the way they make decisions?',
      ]),
      section('pain_points', 'Pain Points', [
        'What problem are they trying to solve right now?',
        'What have they already tried that did not work, and why?',
        'What does it cost them, in money, time or peace of mind, if nothing changes?',
      ]),
      section('decision_factors', 'Decision Factors', [
        'What do they need to see or hear before they trust someone like you?',
        'Who else is involved in the decision to buy?',
        'What objections come up most often, and how do you answer them?',
      ]),
    ],
    tips: [
      'Picture one real client while you answer, not a crowd.',
      'Use the words your clients use; quote them if you can.',
      'Be specific: a narrow audience is easier to reach than everyone.',
    ],
  },
  differentiation: {
    type: 'differentiation',
    title: 'Differentiation',
    description: 'Show why you, and not the alternatives, are the obvious choice for your audience.',
    context: {
      headline: 'Stand apart from the crowd',
      purpose: 'Buyers compare. This story makes the comparison easy and in your favour.',
      outcome: 'A sharp statement of what makes you different, backed by proof.',
      question: 'Why you and not someone else?',
    },
    sections: [
      section('overview', 'Overview', [
        'What do you do differently from others in your field?',
        'If a client had to explain why they chose you, what would they say?',
      ]),
      section('truism_check', 'Truism Check', [
        'Which claims do all your competitors make (quality, service, experience)?',
        'Which of your claims could anyone in your industry say just as truthfully?',
        'What is left that only you can say?',
      ]),
      section('industry_challenge', 'Industry Challenge', [
        'What is broken or frustrating about how your industry usually works?',
        'What common practice do you disagree with, and why?',
        'How does that problem hurt your clients?',
      ]),
      section('comparison_test', 'Comparison Test', [
        'Put yourself beside the most common alternative: what does a client get with you that they would not get there?',
        'What do you deliberately not do, and why is that better for your clients?',
        'What would a client miss if you disappeared tomorrow?',
      ]),
      section('proof_points', 'Proof Points', [
        'Which results, numbers or milestones back up your difference?',
        'Which testimonials or client words show it best?',
        'What credentials, awards or press mentions support it?',
      ]),
    ],
    tips: [
      'Cut every claim a competitor could make word for word.',
      'Proof beats adjectives: numbers, names and outcomes.',
      'It is fine to say who you are not for.',
    ],
  },
  job_story: {
    type: 'job_story',
    title: 'Job Story',
    description: 'Capture the moment a client "hires" you: the situation, the motivation and the result they expect.',
    context: {
      headline: 'Understand the job your clients hire you to do',
      purpose:
        'People buy progress in a specific situation. Naming that moment makes your offer feel written for them.',
      outcome: 'A story in the form "When..., I want to..., so I can..." that explains why clients reach for you.',
      question: 'What job does your client need done?',
    },
    sections: [
      section('overview', 'Overview', [
        'Complete the sentence: "When ___, I want to ___, so I can ___."',
        'What is the core job your clients hire you to do?',
      ]),
      section('situation', 'Situation', [
        "What is happening in your client's life or business when they start looking for help?",
        'What event or trigger makes it urgent now?',
        'What are they doing the day before they find you?',
      ]),
      section('motivation', 'Motivation', [
        'What do they want to achieve or change?',
        'What feelings drive them: ambition, frustration, fear, pride?',
        'What would they try if you did not exist?',
      ]),
      section('expected_outcome', 'Expected Outcome', [
        'What does success look like for them, in their own words?',
        'How will they measure that the job got done?',
        'How will their life or business feel different afterwards?',
      ]),
      section('solution_fit', 'Solution Fit', [
        'How does your offer do this job better than the alternatives?',
        'Which part of your work matters most to getting the job done?',
        'What makes it easy for them to say yes?',
      ]),
    ],
    tips: [
      'Focus on the situation, not the demographic.',
      'Write the trigger moment as a scene the client would recognise.',
      'The outcome is what they get, not what you do.',
    ],
  },
  backstory: {
    type: 'backstory',
    title: 'Backstory',
    description: 'Tell the personal story of how you got here and why you do this work.',
    context: {
      headline: 'Let people know the person behind the business',
      purpose: 'Trust grows when people understand where you come from and what you stand for.',
      outcome: 'An honest origin story that connects your past to the value you bring today.',
      question: 'Why should they trust you?',
    },
    sections: [
      section('overview', 'Overview', [
        'In a few sentences, how did you come to do this work?',
        'What do you want people to feel after hearing your story?',
      ]),
      section('origin', 'Origin', [
        'Where did your journey start? Describe a place, a person or a moment.',
        'What did you believe about yourself or the world back then?',
        'What early experience still shapes the way you work?',
      ]),
      section('pivotal_moments', 'Pivotal Moments', [
        'What turning points changed your direction?',
        'Describe a setback or failure and what it taught you.',
        'When did you realise this was the work you were meant to do?',
      ]),
      section('lessons', 'Lessons', [
        'What did you learn the hard way that your clients no longer have to?',
        'Which lesson do you find yourself repeating to clients most?',
        'How did those lessons change the way you work?',
      ]),
      section('values', 'Values', [
        'What principles guide your decisions, even when it costs you?',
        'What will you never compromise on?',
        'How do clients experience your values when they work with you?',
      ]),
    ],
    tips: [
      'Specific details (a date, a place, a sentence someone said) make a story real.',
      'Vulnerability builds trust; you do not need to share everything, only what is true.',
      'Always connect your past to what it means for your client today.',
    ],
  },
  impact_story: {
    type: 'impact_story',
    title: 'Impact Story',
    description: 'Show the transformation one client experienced by working with you.',
    context: {
      headline: 'Prove the change you create',
      purpose: "A client's before-and-after is the most convincing evidence you can offer.",
      outcome: 'A case story that lets prospects picture their own transformation.',
      question: 'What results do you deliver?',
    },
    sections: [
      section('overview', 'Overview', [
        'Which client story best shows the impact of your work?',
        'In one sentence, what changed for them?',
      ]),
      section('client_before', 'Client Before', [
        'Where was the client when they came to you? Describe the situation and the struggle.',
        'What had they already tried?',
        'How did the problem feel to them day to day?',
      ]),
      section('intervention', 'Intervention', [
        'What did you do together? Walk through the key steps.',
        'Which moment or decision made the biggest difference?',
        'What did the client have to commit to?',
      ]),
      section('transformation', 'Transformation', [
        'What shifted, in their thinking, their behaviour or their business?',
        'When did they first notice the change?',
      ]),
      section('client_after', 'Client After', [
        'Where are they now? Give concrete results and numbers if you can.',
        'What can they do now that they could not do before?',
        'How does their life or business feel different?',
      ]),
      section('testimonial', 'Testimonial', [
        'What did the client say about working with you? Quote them word for word.',
        'Would they agree to be named, or should the story stay anonymous?',
      ]),
    ],
    tips: [
      'Make the client the hero; you are the guide.',
      'Before and after should be concrete and measurable where possible.',
      'Ask permission before naming a client.',
    ],
  },
  portfolio_story: {
    type: 'portfolio_story',
    title: 'Portfolio Story',
    description: 'Explain how you work: your approach, process, tools and the standards you hold.',
    context: {
      headline: 'Show how the work gets done',
      purpose: "A clear process reduces risk in the buyer's mind and shows your expertise.",
      outcome: 'A story of your method that makes working with you feel safe and valuable.',
      question: 'How do you do it?',
    },
    sections: [
      section('overview', 'Overview', [
        'What do you deliver, and for whom?',
        'What body of work or experience are you proudest of?',
      ]),
      section('unique_approach', 'Unique Approach', [
        'What is distinctive about the way you approach a project or client?',
        'What do you believe about your craft that others do not?',
        'Do you have a name for your method?',
      ]),
      section('process_steps', 'Process Steps', [
        'What are the main steps from first conversation to finished result?',
        'What does the client experience at each step?',
        'How long does it usually take?',
      ]),
      section('tools_techniques', 'Tools & Techniques', [
        'Which tools, frameworks or techniques do you rely on?',
        'Which of them did you create or adapt yourself?',
      ]),
      section('quality_standards', 'Quality Standards', [
        'How do you make sure every result meets your standard?',
        'What guarantee or promise do you make?',
        'How do you handle it when something goes wrong?',
      ]),
    ],
    tips: [
      'Name your steps; named processes are remembered.',
      "Show the client's experience, not only your tasks.",
      'Include an example project to make the process concrete.',
    ],
  },
  five_point: {
    type: 'five_point',
    title: 'Five Point Story',
    description:
      'Shape any story with the classic five-part arc: exposition, rising action, climax, falling action, resolution.',
    context: {
      headline: 'Tell any story with a proven structure',
      purpose: 'The classic dramatic arc keeps listeners with you from the first line to the last.',
      outcome: 'A well-paced story you can tell on stage, in a post or in a sales conversation.',
      question: 'What happened, and why does it matter?',
    },
    sections: [
      section('exposition', 'Exposition', [
        'Who is the main character, and where and when does the story begin?',
        'What was normal life like before things changed?',
      ]),
      section('rising_action', 'Rising Action', [
        'What problem or challenge appeared?',
        'What obstacles made it harder, and what was at stake?',
      ]),
      section('climax', 'Climax', [
        'What was the moment of greatest tension or the big decision?',
        'What did the main character do?',
      ]),
      section('falling_action', 'Falling Action', [
        'What happened as a result of that decision?',
        'What began to change?',
      ]),
      section('resolution', 'Resolution', [
        'How did things end, and what is different now?',
        'What is the lesson or message for your audience?',
      ]),
    ],
    tips: [
      'Start as close to the action as you can.',
      'Let the tension build before the turning point.',
      'End with the lesson your audience can use.',
    ],
  },
  mad_libs: {
    type: 'mad_libs',
    title: 'Brand Story',
    description:
      'Fill in four blanks to get a short brand story: who you serve, their problem, your solution and the result.',
    context: {
      headline: 'Your brand story in four lines',
      purpose: 'A short, repeatable brand story is the base of your elevator pitch and profile.',
      outcome: 'A concise brand story you can use everywhere.',
      question: 'What do you do, for whom, and what changes?',
    },
    sections: [
      section('target_market', 'Target Market', [
        'Who do you help? Be as specific as you can.',
        'What do they have in common?',
      ]),
      section('problem', 'Problem', [
        'What problem do they have that you solve?',
        'How does it show up in their day-to-day?',
      ]),
      section('solution', 'Solution', ['How do you solve it?', 'What makes your way of solving it different?']),
      section('result', 'Result', ['What result do your clients get?', 'How does their life or business change?']),
    ],
    tips: ['Keep each answer to one or two sentences.', 'Use plain words your client would use.'],
  },
};

export function isFrameworkType(value: unknown): value is FrameworkType {
  return typeof value === 'string' && (FRAMEWORK_TYPES as readonly string[]).includes(value);
}

export function isStackFramework(value: unknown): value is StackFrameworkType {
  return typeof value === 'string' && (STACK_ORDER as readonly string[]).includes(value);
}

export function getFramework(type: string | null | undefined): Framework | undefined {
  return isFrameworkType(type) ? FRAMEWORKS[type] : undefined;
}

/** The title for a framework type, or the raw type when it is not one we know. */
export function frameworkTitle(type: string): string {
  return getFramework(type)?.title ?? type;
}

// ---- Tones --------------------------------------------------------------------------------

export interface ToneOption {
  readonly value: string;
  readonly label: string;
  readonly description: string;
}

export const NAMED_TONES: readonly ToneOption[] = [
  {
    value: 'warm_encouraging',
    label: 'Warm & Encouraging',
    description: 'Supportive and uplifting, like a trusted mentor.',
  },
  {
    value: 'professional_authoritative',
    label: 'Professional & Authoritative',
    description: 'Confident and credible, for boardrooms and investors.',
  },
  {
    value: 'community_focused',
    label: 'Community Focused',
    description: 'Inclusive, about the people you serve together.',
  },
  {
    value: 'achievement_oriented',
    label: 'Achievement Oriented',
    description: 'Results first: milestones, numbers and wins.',
  },
  {
    value: 'energetic_dynamic',
    label: 'Energetic & Dynamic',
    description: 'Bold and fast-paced, made to inspire action.',
  },
];

/** The owner's first name from a display name such as "Stacy Smith" (falls back to "Stacy"). */
export function ownerFirstName(ownerName: string): string {
  return ownerName.trim().split(/\s+/)[0] || 'Stacy';
}

/** The default author-voice tone: its value begins with the owner's first name. */
export function authorVoiceTone(ownerName: string): ToneOption {
  const first = ownerFirstName(ownerName);
  return {
    value: `${first.toLowerCase()}_voice`,
    label: `${first}'s Voice`,
    description: `Conversational and intimate, the way ${first} tells a story.`,
  };
}

/** Every tone of the picker, the author-voice tone (the default) first. */
export function toneOptions(ownerName: string): readonly ToneOption[] {
  return [authorVoiceTone(ownerName), ...NAMED_TONES];
}

export function defaultTone(ownerName: string): string {
  return authorVoiceTone(ownerName).value;
}
