// A founder's six stories as the assistant reads them: some answered section by section, some
// generated from an interview (one still carrying a coach's private note and the old coaching
// checklist an earlier version wrote into the text), in every status.
import type { StoryLike } from '../../supabase/functions/_shared/composer/mod.ts';

export const PRIVATE_NOTE = 'Coach note: Fiona is raising a seed round in Q1; do not mention it.';

export const DANA_STORIES: StoryLike[] = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    title: 'Brightline cuts its cloud bill',
    framework_type: 'impact_story',
    status: 'in_review',
    content: {},
    generated_content: [
      'Before we met, Brightline was paying $92,000 a month for AWS and nobody could say which product feature the money paid for.',
      `Fiona Walsh, their CTO, had tried two monitoring tools and a freeze on new servers. ${PRIVATE_NOTE}`,
      'We spent six weeks tagging every service to the feature it serves and switching off idle capacity.',
      'Four months later the bill went from $92,000 to $41,000 a month, and on-time releases rose from 81% to 96%.',
      'Fiona told me she finally knows what every dollar buys.',
      '',
      'Questions this story can still answer:',
      '- What did the client say when it was over?',
    ].join('\n'),
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    title: 'Why I started cloud cost work',
    framework_type: 'backstory',
    status: 'draft',
    content: {
      origin: 'In 2017 I was the first infrastructure engineer at a payments startup in Dublin.',
      pivotal_moments:
        'The night our AWS invoice hit $250,000 I realised nobody on the team understood where the money went, and I spent the weekend reading every line of it.',
      lessons: 'Engineers will fix waste the moment they can see it.',
      values: 'Plain numbers, no blame and no lock-in.',
    },
  },
  {
    id: 'a0000000-0000-4000-8000-000000000003',
    title: 'Who I work with',
    framework_type: 'target_audience',
    status: 'published',
    content: {
      overview: 'I work with SaaS founders at Series A and B whose cloud bill grows faster than their revenue.',
      demographics: 'Most are technical CEOs or CTOs of companies with 20 to 150 people, in Europe and the US.',
      pain_points: 'Their cloud bill is often $180,000 a month, and they cannot explain to the board what it pays for.',
      decision_factors: 'They trust someone who has run infrastructure at a startup, not a big consultancy.',
    },
  },
  {
    id: 'a0000000-0000-4000-8000-000000000004',
    title: 'Not another dashboard',
    framework_type: 'differentiation',
    status: 'in_review',
    content: {
      overview: 'Unlike most cost consultants, I do not sell a tool; I sit with the engineers until the waste is gone.',
      proof_points: 'My clients cut their cloud spend by 38% on average within 90 days.',
    },
  },
  {
    id: 'a0000000-0000-4000-8000-000000000005',
    title: 'When founders call me',
    framework_type: 'job_story',
    status: 'draft',
    content: {
      situation: 'Founders call me the week the board asks why gross margin fell below 60%.',
      expected_outcome: 'They want an answer they can defend in the next board meeting.',
    },
  },
  {
    id: 'a0000000-0000-4000-8000-000000000006',
    title: 'How a cost review works',
    framework_type: 'portfolio_story',
    status: 'published',
    content: {
      process_steps:
        'In week one we tag every resource, in weeks two to four we remove waste, and in week six we hand over a monthly review the team runs without me.',
      quality_standards: 'Every saving is checked against the next invoice before I call it done.',
    },
  },
];

/** Another founder's story: it must never reach Dana's answers. */
export const OTHER_FOUNDER_STORY: StoryLike = {
  id: 'b0000000-0000-4000-8000-000000000001',
  title: 'Marco’s bakery turnaround',
  framework_type: 'impact_story',
  status: 'published',
  content: { client_after: 'Marco now sells 300 loaves a day, up from 40 loaves a day.' },
};
