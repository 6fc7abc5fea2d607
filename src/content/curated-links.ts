// The learning page's curated links (spec areas §2.6, §3): videos, blog posts, podcasts and guides
// by category. Every link is a real page of the product; audio and video the owner has not
// published yet carry null and say so.

export const LEARNING_CATEGORIES = [
  'All',
  'Featured Podcast',
  'LinkedIn Strategy',
  'Podcasts',
  'Network Building',
] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];

export interface PodcastEpisode {
  title: string;
  description: string;
  url: string | null;
}

export interface CuratedLink {
  id: string;
  type: 'video' | 'blog' | 'podcast' | 'guide';
  title: string;
  description: string;
  categories: readonly Exclude<LearningCategory, 'All'>[];
  /** A page of the product, opened in a new tab. */
  url?: string;
  /** A video player address; null: not published yet. */
  embedUrl?: string | null;
  episodes?: readonly PodcastEpisode[];
}

export const FEATURED_PODCAST: CuratedLink = {
  id: 'podcast-story-is-money',
  type: 'podcast',
  title: 'Your Story Is Money, the podcast',
  description: '{owner} talks with founders, investors and coaches about the stories behind their businesses.',
  categories: ['Featured Podcast', 'Podcasts'],
  url: '/podcasts',
  episodes: [
    {
      title: 'The pitch that got a second meeting',
      description: 'A founder rewrites her investor pitch around one scene from her backstory, and why it worked.',
      url: null,
    },
    {
      title: 'Pricing on outcomes, not hours',
      description: 'A coach moves from hourly sessions to three tiers, and what her clients said about it.',
      url: null,
    },
    {
      title: 'Ninety days to a full calendar',
      description:
        'Planning a city trip with Give Give Give Ask: from the first comment to twelve coffees in three days.',
      url: null,
    },
  ],
};

export const CURATED_LINKS: readonly CuratedLink[] = [
  FEATURED_PODCAST,
  {
    id: 'video-how-it-works',
    type: 'video',
    title: 'How StoryStack works, in six minutes',
    description: 'The six stories, the builder and the playbooks, shown on a real founder’s stack.',
    categories: ['LinkedIn Strategy'],
    embedUrl: null,
  },
  {
    id: 'blog-five-posts',
    type: 'blog',
    title: 'From one story to five LinkedIn posts',
    description: 'Your backstory is a content calendar in disguise.',
    categories: ['LinkedIn Strategy'],
    url: '/blog/from-one-story-to-five-posts',
  },
  {
    id: 'guide-profile',
    type: 'guide',
    title: 'LinkedIn Profile Optimization playbook',
    description: 'The 8-step checklist, connecting and commenting with 5+ comments a day.',
    categories: ['LinkedIn Strategy'],
    url: '/dashboard/monetization/profile-optimization',
  },
  {
    id: 'blog-give',
    type: 'blog',
    title: 'Give, give, give, then ask',
    description: 'The relationship rule behind every warm meeting request.',
    categories: ['Network Building'],
    url: '/blog/give-give-give-ask',
  },
  {
    id: 'guide-funnel',
    type: 'guide',
    title: 'Funnel Building playbook',
    description: 'Choose a city, plan 90 days ahead and fill three days with meetings.',
    categories: ['Network Building'],
    url: '/dashboard/monetization/funnel-building',
  },
  {
    id: 'guide-relationships',
    type: 'guide',
    title: 'Relationship Building playbook',
    description: 'Outreach, meetings and follow-up, with message templates to copy.',
    categories: ['Network Building'],
    url: '/dashboard/monetization/relationship-building',
  },
];

export function linksInCategory(category: LearningCategory): CuratedLink[] {
  return CURATED_LINKS.filter((l) => category === 'All' || l.categories.includes(category));
}
