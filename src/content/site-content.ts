// The public site's copy. Pages render from this data so components stay small; "{owner}" is
// replaced with the configured owner's name (env.ownerName) when a page is shown or searched.
import { STORY_STACK } from './site-marketing.ts';

export { CONTACT, FOUNDER_QUOTE, MARKETING_STATS, PRICING, PUBLICATIONS, STORY_STACK } from './site-marketing.ts';

export interface SiteSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface SitePage {
  path: string;
  title: string;
  eyebrow: string;
  summary: string;
  sections: readonly SiteSection[];
  cta?: { label: string; to: string };
}

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/billion-dollar-branding',
    title: 'Billion Dollar Branding',
    eyebrow: 'The method',
    summary:
      'The storytelling method behind $8B+ in capital raised: six stories that turn who you are into why people buy from you.',
    sections: [
      {
        heading: 'Your story is the asset',
        paragraphs: [
          'Investors, buyers and partners hear hundreds of pitches. They remember the few that come with a story they can retell. Billion Dollar Branding is the method {owner} has used for more than 25 years to help founders raise over $8B and build brands people talk about.',
          'StoryStack turns that method into a guided product: you answer focused questions (or upload an interview transcript), and we help you shape the answers into six stories you can use everywhere.',
        ],
      },
      {
        heading: 'The six-story stack',
        paragraphs: [
          'Each story answers one question a buyer asks before they say yes. Together they are your story stack.',
        ],
        bullets: STORY_STACK.map((s) => `${s.title}: ${s.text}`),
      },
      {
        heading: 'Two paths in',
        paragraphs: [
          'Founders and business owners build their own stack. Coaches build stacks for their clients and keep every client’s stories in one place.',
        ],
        bullets: [
          'For Founders: build your stack and put it to work in sales and fundraising.',
          'For Coaches: deliver the method to your clients, with their stories side by side.',
        ],
      },
    ],
    cta: { label: 'Request early access', to: '/request-access' },
  },
  {
    path: '/founders-path',
    title: 'For Founders',
    eyebrow: 'The founder path',
    summary:
      'Build your six-story stack, then use it in your pitch, your sales calls, your LinkedIn content and your funnels.',
    sections: [
      {
        heading: 'What you get',
        paragraphs: [
          'The founder path walks you through the six frameworks in the order that builds on itself: who you serve, the job they need done, where you come from, the impact you have made, how you work, and finally why you are different.',
        ],
        bullets: [
          'Guided questions for every section, so you never face a blank page',
          'Upload a call recording transcript and draft a full stack in one go',
          'Polished drafts in your chosen tone, which you edit and own',
          'Monetization playbooks and a LinkedIn content plan built on your stories',
        ],
      },
      {
        heading: 'How long it takes',
        paragraphs: [
          'Most founders finish a first draft of all six stories in two or three focused sessions. Your work saves on your device as you type, so you can stop and pick up again anywhere, even offline.',
        ],
      },
      {
        heading: 'Pricing',
        paragraphs: [
          'StoryStack is invite only and free during the beta. After launch it is normally $497/month. Founding members keep their beta benefits.',
        ],
      },
    ],
    cta: { label: 'Join the waitlist', to: '/early-access' },
  },
  {
    path: '/coaches-path',
    title: 'For Coaches',
    eyebrow: 'The coach path',
    summary:
      'Deliver the Billion Dollar Branding method to your clients: build their stacks from interviews and keep every story in one place.',
    sections: [
      {
        heading: 'Coach with a system',
        paragraphs: [
          'Coaches use StoryStack to run the method with their own clients. Add a client, record or upload your interview, and generate a first draft of their full six-story stack in minutes. Then refine it together.',
        ],
        bullets: [
          'A client list with each client’s progress through the six frameworks',
          'Generate a full stack from one or more interview transcripts',
          'Review, edit and publish stories with your client',
          'Resources and playbooks to share in your sessions',
        ],
      },
      {
        heading: 'Your clients’ data stays theirs',
        paragraphs: [
          'Coaches see only the clients they work with. Each client sees only their own stories. Access is enforced by the server, not just hidden in the interface.',
        ],
      },
    ],
    cta: { label: 'Talk to us about coaching', to: '/contact' },
  },
  {
    path: '/about',
    title: 'About {owner}',
    eyebrow: 'Get to know me',
    summary:
      '{owner} has spent 25+ years helping founders find the story that gets them funded, hired and bought from.',
    sections: [
      {
        heading: 'Hi, I’m {owner}',
        paragraphs: [
          'For more than 25 years I have sat with founders the night before the pitch, the week before the launch, the month before the money ran out. The pattern never changes: the business is real, the numbers are real, and the story is missing.',
          'The founders I have worked with have raised more than $8B between them. None of them did it with better slides. They did it with a story that people could repeat.',
        ],
      },
      {
        heading: 'Why I built StoryStack',
        paragraphs: [
          'I can only sit with so many founders. StoryStack puts the questions I ask, the frameworks I use and the order I use them in into a product you can work through on your own or with your coach.',
        ],
      },
    ],
    cta: { label: 'Say hello', to: '/contact' },
  },
  {
    path: '/resources',
    title: 'Resources',
    eyebrow: 'Free to use',
    summary: 'Free guides to start your story today: the six questions, a pitch story checklist and LinkedIn prompts.',
    sections: [
      {
        heading: 'Start here',
        paragraphs: ['You do not need an account to begin. These are the questions we ask on day one.'],
        bullets: [
          'Who exactly do you serve, and what keeps them up at night?',
          'What job are they hiring you to do?',
          'What moment made you start this work?',
          'Which client would you most like a stranger to hear about?',
          'How do you work, step by step?',
          'What do you do that others in your field say but do not do?',
        ],
      },
      {
        heading: 'Pitch story checklist',
        paragraphs: [
          'Before your next pitch, check that your story has one person in it, one turning point, one number, and one sentence the listener could repeat to a colleague.',
        ],
      },
      {
        heading: 'Members get more',
        paragraphs: [
          'Inside StoryStack you will find the full workbook, monetization playbooks and a LinkedIn content plan built on your own stories.',
        ],
      },
    ],
    cta: { label: 'Get early access', to: '/early-access' },
  },
  {
    path: '/contact',
    title: 'Say hello',
    eyebrow: 'Contact',
    summary: 'Questions about the beta, coaching partnerships or support: here is how to reach us.',
    sections: [
      {
        heading: 'Get in touch',
        paragraphs: [
          'General questions and beta invitations: hello@storystack.app.',
          'Coaching partnerships: partners@storystack.app.',
          'Members needing help: support@storystack.app.',
          'We answer every message within two business days.',
        ],
      },
      {
        heading: 'Want a faster answer?',
        paragraphs: [
          'Tell us about your business in the Request Early Access form. It takes two minutes and goes straight to our team.',
        ],
      },
    ],
    cta: { label: 'Request early access', to: '/request-access' },
  },
  {
    path: '/learn',
    title: 'Learn with me',
    eyebrow: 'Learn',
    summary: 'Short lessons on storytelling for business: the pitch, the sales call, the LinkedIn post.',
    sections: [
      {
        heading: 'Lessons',
        paragraphs: ['Each lesson takes ten minutes and ends with one thing to write.'],
        bullets: [
          'The one-person rule: why stories about everyone move no one',
          'Turning points: finding the moment your story changes',
          'Proof without bragging: writing an impact story',
          'From story to post: one story, five LinkedIn posts',
        ],
      },
      {
        heading: 'Go deeper',
        paragraphs: [
          'Members work through the full method inside StoryStack, with guided questions for each of the six stories.',
        ],
      },
    ],
    cta: { label: 'Read the blog', to: '/blog' },
  },
  {
    path: '/podcasts',
    title: 'Podcasts',
    eyebrow: 'Listen',
    summary: 'Conversations with founders about the stories that got them funded.',
    sections: [
      {
        heading: 'On the mic',
        paragraphs: [
          '{owner} talks with founders, investors and coaches about the stories behind their businesses: the first customer, the pivot, the pitch that worked.',
          'New episodes are announced in the weekly newsletter.',
        ],
      },
    ],
    cta: { label: 'Get the newsletter', to: '/newsletter' },
  },
  {
    path: '/favorites',
    title: 'Favorites',
    eyebrow: 'Things I love',
    summary: 'The tools, habits and ideas {owner} recommends to founders.',
    sections: [
      {
        heading: 'Habits',
        bullets: [
          'Record your sales calls and read the transcripts: your best stories are already in them',
          'Keep a "moments" note on your phone for anything a client says that surprised you',
          'Tell a story out loud three times before you write it down',
        ],
        paragraphs: ['A few habits that make better stories, whatever tools you use.'],
      },
    ],
  },
  {
    path: '/bookshelf',
    title: 'Bookshelf',
    eyebrow: 'Reading list',
    summary: 'Books on story, persuasion and building a brand, recommended by {owner}.',
    sections: [
      {
        heading: 'What I recommend',
        paragraphs: ['Classics on story structure, persuasion and positioning that shaped the StoryStack method.'],
        bullets: [
          'A book on story structure, to learn how turning points work',
          'A book on persuasion, to understand why people say yes',
          'A book on positioning, to find the category only you can win',
        ],
      },
    ],
  },
  {
    path: '/vip',
    title: 'Become a VIP',
    eyebrow: 'Founding members',
    summary: 'Founding members get the beta free, shape the product and keep their benefits after launch.',
    sections: [
      {
        heading: 'Founding member benefits',
        paragraphs: ['StoryStack is invite only during the beta. Founding members get:'],
        bullets: [
          'Full access free during the beta (normally $497/month after launch)',
          'A direct line to the team to shape what we build',
          'Founding-member pricing after launch',
        ],
      },
    ],
    cta: { label: 'Join the waitlist', to: '/early-access' },
  },
  {
    path: '/newsletter',
    title: 'The weekly newsletter',
    eyebrow: 'Every week',
    summary: 'One story lesson, one example, one prompt to write: every week in your inbox.',
    sections: [
      {
        heading: 'What you get',
        paragraphs: [
          'Every week: one lesson on business storytelling, one real example, and one prompt you can use that day. No fluff, easy to unsubscribe.',
        ],
      },
    ],
    cta: { label: 'Sign up on the waitlist', to: '/early-access' },
  },
  {
    path: '/coming-soon',
    title: 'Coming soon',
    eyebrow: 'On the way',
    summary: 'This part of StoryStack is being built. Join the waitlist to hear when it opens.',
    sections: [
      {
        heading: 'We are building it',
        paragraphs: [
          'StoryStack is invite only until it launches, and this part is still being built. Join the waitlist and we will tell you when this opens.',
        ],
      },
    ],
    cta: { label: 'Join the waitlist', to: '/early-access' },
  },
];

export function sitePage(path: string): SitePage | undefined {
  return SITE_PAGES.find((p) => p.path === path);
}

/** Replaces the "{owner}" placeholder with the configured owner's name. */
export function withOwner(text: string, owner: string): string {
  return text.split('{owner}').join(owner);
}
