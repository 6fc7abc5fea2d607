// The blog ("Raise the Bar"): one source of articles for the public /blog and the dashboard's
// reader (spec areas §2.7): the list (title, author, date, excerpt) here, the full text in
// blog-articles.ts. Only lazily loaded pages import it (the public blog and search pages, the
// dashboard's resources), never the landing page; every reader goes through this module, so the
// two files ship as one chunk. `{owner}` in an author stands for the coach's name.
import { BLOG_ARTICLES } from './blog-articles.ts';

export interface BlogPostSummary {
  slug: string;
  title: string;
  author: string;
  date: string;
  excerpt: string;
}

export const BLOG_POSTS: readonly BlogPostSummary[] = [
  {
    slug: 'your-story-is-money',
    title: 'Your story is money',
    author: '{owner}',
    date: '2024-10-01',
    excerpt: 'Why the founders who raise are the ones whose story people can repeat.',
  },
  {
    slug: 'six-stories-every-founder-needs',
    title: 'The six stories every founder needs',
    author: '{owner}',
    date: '2024-10-15',
    excerpt: 'Target audience, differentiation, job, backstory, impact and portfolio: the stack, explained.',
  },
  {
    slug: 'impact-story-without-bragging',
    title: 'How to write an impact story without bragging',
    author: 'The StoryStack Team',
    date: '2024-11-05',
    excerpt: 'Make the client the hero: before, the turning point, after.',
  },
  {
    slug: 'from-one-story-to-five-posts',
    title: 'From one story to five LinkedIn posts',
    author: 'The StoryStack Team',
    date: '2024-11-20',
    excerpt: 'Your backstory is a content calendar in disguise.',
  },
  {
    slug: 'pricing-with-your-stories',
    title: 'Price the outcome, then prove it with a story',
    author: '{owner}',
    date: '2024-12-03',
    excerpt: 'Why $2,500, $7,500 and $15,000 tiers sell more easily when each one is anchored in a client result.',
  },
  {
    slug: 'coaching-a-client-through-their-backstory',
    title: 'Coaching a client through their backstory',
    author: 'The StoryStack Team',
    date: '2024-12-17',
    excerpt: 'Five interview questions that get past the polished version to the moment that matters.',
  },
  {
    slug: 'give-give-give-ask',
    title: 'Give, give, give, then ask',
    author: '{owner}',
    date: '2025-01-14',
    excerpt: 'The relationship rule behind every warm meeting request, and how to plan a city trip around it.',
  },
  {
    slug: 'differentiation-is-the-last-story',
    title: 'Why differentiation is the last story you write',
    author: 'The StoryStack Team',
    date: '2025-01-28',
    excerpt: 'You can only claim to be different once the other five stories prove it.',
  },
];

export function blogPostSummary(slug: string): BlogPostSummary | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}

/** The article's full text, or undefined for an unknown slug. */
export function blogArticle(slug: string): string | undefined {
  return BLOG_ARTICLES[slug];
}

/** An article's paragraphs: its text split on line breaks, blank lines dropped (spec §2.7). */
export function articleParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** An article's date as "October 1, 2024", in UTC so the prerendered page and every browser agree. */
export function formatArticleDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
