// Public blog teasers ("Raise the Bar"). Members read the full library inside StoryStack.

export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  paragraphs: readonly string[];
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'your-story-is-money',
    title: 'Your story is money',
    date: '2024-10-01',
    excerpt: 'Why the founders who raise are the ones whose story people can repeat.',
    paragraphs: [
      'Investors do not fund decks; they fund a story they can retell to their partners on Monday morning. If your story cannot survive being told second-hand, it is not finished.',
      'Test it: tell your story to a friend, then ask them to tell it back to you. What they keep is your story. What they drop was decoration.',
    ],
  },
  {
    slug: 'six-stories-every-founder-needs',
    title: 'The six stories every founder needs',
    date: '2024-10-15',
    excerpt: 'Target audience, differentiation, job, backstory, impact and portfolio: the stack, explained.',
    paragraphs: [
      'A buyer asks six silent questions before they say yes: is this for me, why you, will it do the job, who are you, has it worked, and how does it work. Each of the six stories answers one.',
      'Build them in order. Knowing who you serve makes every other story sharper, and differentiation comes last, because it is only believable once the other five are true.',
    ],
  },
  {
    slug: 'impact-story-without-bragging',
    title: 'How to write an impact story without bragging',
    date: '2024-11-05',
    excerpt: 'Make the client the hero: before, the turning point, after.',
    paragraphs: [
      'An impact story is about your client, not you. Start with where they were, in their words. Show the turning point. End with where they are now, with one number.',
      'You appear only as the guide who made the turning point possible. That is what makes it believable.',
    ],
  },
  {
    slug: 'from-one-story-to-five-posts',
    title: 'From one story to five LinkedIn posts',
    date: '2024-11-20',
    excerpt: 'Your backstory is a content calendar in disguise.',
    paragraphs: [
      'One well-built story gives you a week of content: the moment, the lesson, the mistake, the client who proved it, and the question you now ask everyone.',
      'StoryStack members get a LinkedIn content plan built on their own six stories.',
    ],
  },
];

export function blogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}
