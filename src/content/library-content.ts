// The resource libraries (spec areas §2.6, §3, §9): 4 workbooks, 4 videos and 4 articles for
// clients; the coach page has its own workbooks, videos and guides plus 3 certification items.
// Every download is a file the app makes on the device (the workbook from the frameworks, the
// guides from guides.ts); articles open in the dashboard's blog reader. A video the owner has
// not published yet has `embedUrl: null`, and the card says so instead of linking nowhere.
import type { StackFrameworkType } from '../domain/frameworks';
import type { GuideId } from './guides';

export type ResourceAction =
  | { kind: 'workbook'; frameworks: readonly StackFrameworkType[] | 'all'; fileName: string }
  | { kind: 'guide'; guide: GuideId; fileName: string }
  | { kind: 'article'; slug: string }
  | { kind: 'video'; embedUrl: string | null; durationSeconds: number }
  | { kind: 'unavailable'; reason: string };

export interface ResourceItem {
  id: string;
  title: string;
  description: string;
  tags: readonly string[];
  date: string;
  action: ResourceAction;
}

export interface LibraryTab {
  id: string;
  label: string;
  empty: string;
  items: readonly ResourceItem[];
}

export interface Library {
  title: string;
  intro: string;
  chips: readonly string[];
  tabs: readonly LibraryTab[];
}

const workbooks = (tags: Record<string, readonly string[]>): ResourceItem[] => [
  {
    id: 'wb-stack',
    title: 'The StoryStack Workbook',
    description:
      'All six frameworks with every question the builder asks and space to write. Print it or fill it in on a tablet.',
    tags: tags.stack,
    date: '2024-10-01',
    action: { kind: 'workbook', frameworks: 'all', fileName: 'storystack-workbook.pdf' },
  },
  {
    id: 'wb-buyer',
    title: 'Know Your Buyer Worksheet',
    description:
      'Target audience and job story: who you serve, the situation they are in and what they hire you to do.',
    tags: tags.buyer,
    date: '2024-10-08',
    action: {
      kind: 'workbook',
      frameworks: ['target_audience', 'job_story'],
      fileName: 'know-your-buyer-worksheet.pdf',
    },
  },
  {
    id: 'wb-origin',
    title: 'Origin and Proof Worksheet',
    description:
      'Backstory and impact story: the moment that made you, and one client whose life changed because of it.',
    tags: tags.origin,
    date: '2024-10-15',
    action: { kind: 'workbook', frameworks: ['backstory', 'impact_story'], fileName: 'origin-and-proof-worksheet.pdf' },
  },
  {
    id: 'wb-apart',
    title: 'Stand Apart Worksheet',
    description: 'Portfolio and differentiation stories: how you work, and why that makes you the obvious choice.',
    tags: tags.apart,
    date: '2024-10-22',
    action: {
      kind: 'workbook',
      frameworks: ['portfolio_story', 'differentiation'],
      fileName: 'stand-apart-worksheet.pdf',
    },
  },
];

const video = (
  id: string,
  title: string,
  description: string,
  tags: readonly string[],
  date: string,
  durationSeconds: number,
): ResourceItem => ({ id, title, description, tags, date, action: { kind: 'video', embedUrl: null, durationSeconds } });

export const CLIENT_LIBRARY: Library = {
  title: 'Client Resources',
  intro: 'Workbooks, videos and guides to build your six stories and put them to work.',
  chips: ['All', 'Storytelling', 'LinkedIn', 'Branding', 'Marketing', 'Sales'],
  tabs: [
    {
      id: 'workbooks',
      label: 'Workbooks & Templates',
      empty: 'No workbooks found',
      items: workbooks({
        stack: ['Storytelling', 'Branding'],
        buyer: ['Marketing', 'Sales'],
        origin: ['Storytelling', 'LinkedIn'],
        apart: ['Branding', 'Sales'],
      }),
    },
    {
      id: 'videos',
      label: 'Tutorial Videos',
      empty: 'No videos found',
      items: [
        video(
          'v-first-story',
          'Your first story in 20 minutes',
          'Pick the framework, answer the questions out loud, and let the builder draft it in your tone.',
          ['Storytelling'],
          '2024-10-03',
          760,
        ),
        video(
          'v-headline',
          'A LinkedIn headline from your target audience story',
          'Turn the first lines of your target audience story into a headline that says who you help and how.',
          ['LinkedIn', 'Branding'],
          '2024-10-17',
          495,
        ),
        video(
          'v-sales',
          'Your impact story in a sales conversation',
          'Where the impact story goes in a discovery call, and how to tell it in under a minute.',
          ['Sales', 'Storytelling'],
          '2024-11-07',
          845,
        ),
        video(
          'v-week',
          'A week of posts from one backstory',
          'The moment, the lesson, the mistake, the proof and the question: five posts from one story.',
          ['LinkedIn', 'Marketing'],
          '2024-11-21',
          630,
        ),
      ],
    },
    {
      id: 'articles',
      label: 'Articles & Guides',
      empty: 'No articles found',
      items: [
        {
          id: 'a-six',
          title: 'The six stories every founder needs',
          description: 'What each of the six stories answers for a buyer, and why the order matters.',
          tags: ['Storytelling', 'Branding'],
          date: '2024-10-15',
          action: { kind: 'article', slug: 'six-stories-every-founder-needs' },
        },
        {
          id: 'a-impact',
          title: 'How to write an impact story without bragging',
          description: 'Make the client the hero: before, the turning point, after, and one number.',
          tags: ['Storytelling', 'Sales'],
          date: '2024-11-05',
          action: { kind: 'article', slug: 'impact-story-without-bragging' },
        },
        {
          id: 'a-posts',
          title: 'From one story to five LinkedIn posts',
          description: 'A Monday-to-Friday plan that turns your backstory into a week of content.',
          tags: ['LinkedIn', 'Marketing'],
          date: '2024-11-20',
          action: { kind: 'article', slug: 'from-one-story-to-five-posts' },
        },
        {
          id: 'a-pricing',
          title: 'Price the outcome, then prove it with a story',
          description: 'Three tiers, each anchored in a client result, and what to do when a buyer hesitates.',
          tags: ['Sales', 'Marketing'],
          date: '2024-12-03',
          action: { kind: 'article', slug: 'pricing-with-your-stories' },
        },
      ],
    },
  ],
};

export const COACH_LIBRARY: Library = {
  title: 'Coach Resources',
  intro: 'Everything you need to take a client from a blank page to a finished, selling story stack.',
  chips: ['All', 'Client Management', 'Storytelling', 'LinkedIn', 'Certification', 'Marketing'],
  tabs: [
    {
      id: 'workbooks',
      label: 'Client Workbooks',
      empty: 'No workbooks found',
      items: workbooks({
        stack: ['Storytelling', 'Client Management'],
        buyer: ['Marketing', 'Client Management'],
        origin: ['Storytelling', 'LinkedIn'],
        apart: ['Storytelling', 'Marketing'],
      }),
    },
    {
      id: 'videos',
      label: 'Training Videos',
      empty: 'No videos found',
      items: [
        video(
          'cv-first-session',
          'Running the first StoryStack session',
          'Agenda, the questions to ask, and what the client leaves with after 90 minutes.',
          ['Client Management'],
          '2024-10-10',
          1100,
        ),
        video(
          'cv-backstory',
          'Interviewing a client for their backstory',
          'Getting past the polished version to the scene that matters, with a live example.',
          ['Storytelling'],
          '2024-10-24',
          945,
        ),
        video(
          'cv-review',
          'Reviewing a draft with your client',
          'How to give feedback on a story so the client keeps their own voice.',
          ['Storytelling', 'Client Management'],
          '2024-11-14',
          670,
        ),
        video(
          'cv-linkedin',
          'Coaching LinkedIn content from the stack',
          'Using the client story panel to plan a month of posts with your client.',
          ['LinkedIn', 'Marketing'],
          '2024-12-05',
          810,
        ),
      ],
    },
    {
      id: 'guides',
      label: 'Coaching Guides',
      empty: 'No guides found',
      items: [
        {
          id: 'g-onboarding',
          title: 'Client Onboarding Guide',
          description:
            'The first two weeks with a new client: the welcome, the intake, the first story and the rhythm.',
          tags: ['Client Management'],
          date: '2024-10-12',
          action: { kind: 'guide', guide: 'onboarding', fileName: 'client-onboarding-guide.pdf' },
        },
        {
          id: 'g-interview',
          title: 'Backstory Interview Guide',
          description: 'Twelve questions in four rounds, with follow-ups, to draw out a client’s backstory.',
          tags: ['Storytelling'],
          date: '2024-10-26',
          action: { kind: 'guide', guide: 'interview', fileName: 'backstory-interview-guide.pdf' },
        },
        {
          id: 'g-review',
          title: 'Story Review Checklist',
          description: 'Ten checks before a story is published: the truism check, the number, the voice and more.',
          tags: ['Storytelling', 'Client Management'],
          date: '2024-11-16',
          action: { kind: 'guide', guide: 'review', fileName: 'story-review-checklist.pdf' },
        },
        {
          id: 'g-linkedin',
          title: 'LinkedIn Launch Plan for Clients',
          description: 'A 30-day plan to take a finished stack to LinkedIn: profile, first posts and comments.',
          tags: ['LinkedIn', 'Marketing'],
          date: '2024-12-07',
          action: { kind: 'guide', guide: 'linkedin', fileName: 'linkedin-launch-plan.pdf' },
        },
      ],
    },
    {
      id: 'certification',
      label: 'Certification Materials',
      empty: 'No certification materials found',
      items: [
        {
          id: 'c-overview',
          title: 'StoryStack Coach Certification: Overview',
          description: 'What certified coaches can do, the three stages of certification and what each asks of you.',
          tags: ['Certification'],
          date: '2025-01-06',
          action: { kind: 'guide', guide: 'certification', fileName: 'storystack-certification-overview.pdf' },
        },
        {
          id: 'c-rubric',
          title: 'Certification Assessment Rubric',
          description: 'How your submitted client stack is assessed: five criteria, each scored from 1 to 4.',
          tags: ['Certification'],
          date: '2025-01-06',
          action: { kind: 'guide', guide: 'rubric', fileName: 'certification-assessment-rubric.pdf' },
        },
        {
          id: 'c-exam',
          title: 'Certification Exam',
          description: 'The online exam that completes certification, taken after your assessed client stack.',
          tags: ['Certification'],
          date: '2025-01-06',
          action: {
            kind: 'unavailable',
            reason:
              'The exam is not open yet. It opens with the next certification cohort; your coach lead will invite you.',
          },
        },
      ],
    },
  ],
};
