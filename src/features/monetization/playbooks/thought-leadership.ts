// Playbook 7: thought leadership (spec areas §2.4: overview, strategies, content, platforms,
// measurement).
import type { Playbook } from './types';

export const thoughtLeadership: Playbook = {
  slug: 'thought-leadership',
  eyebrow: 'Playbook 7: Audience',
  title: 'Thought Leadership',
  intro:
    'A thought leader owns one idea their market associates with them. Your differentiation story is the seed: this playbook grows it into a point of view people quote.',
  tabs: [
    {
      id: 'overview',
      label: 'Overview',
      blocks: [
        {
          kind: 'text',
          body: 'Expertise is knowing the answers. Thought leadership is changing the question. Pick the belief in your field you disagree with, say why with proof, and repeat it for a year until people say it back to you.',
        },
        {
          kind: 'your-story',
          framework: 'differentiation',
          title: 'Your starting point',
          intro:
            'Your point of view comes from what you do that others do not. This is your differentiation story as published.',
        },
      ],
    },
    {
      id: 'strategies',
      label: 'Strategies',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Name your idea',
              body: 'One sentence, under 12 words, that someone could disagree with. "Your story is money" is an idea; "storytelling matters" is not.',
            },
            {
              title: 'Back it with three proofs',
              body: 'One client result, one piece of data, one personal experience (your backstory).',
            },
            {
              title: 'Give it a framework',
              body: 'Three to six steps people can apply without you. Frameworks get shared; opinions get liked.',
            },
            {
              title: 'Repeat it everywhere',
              body: 'Every post, talk and podcast returns to the idea. You will tire of it long before your audience does.',
            },
          ],
        },
      ],
    },
    {
      id: 'content',
      label: 'Content',
      blocks: [
        {
          kind: 'list',
          items: [
            'A cornerstone article (1,500 words) that explains the idea fully, linked from your profile.',
            'Weekly posts that each apply the idea to one situation your audience faces.',
            'One contrarian post a month: the common advice, why it fails, what to do instead.',
            'Client stories told as proof of the idea, not as testimonials.',
          ],
        },
      ],
    },
    {
      id: 'platforms',
      label: 'Platforms',
      blocks: [
        {
          kind: 'cards',
          items: [
            { title: 'LinkedIn', body: 'Where your buyers already are. Post 3-5 times a week and comment daily.' },
            {
              title: 'Podcasts as a guest',
              body: 'Pitch five shows a month whose audience is your client. Bring one story and your framework.',
            },
            {
              title: 'Stages',
              body: 'Industry events and company off-sites. One 20-minute talk can fill a quarter of pipeline.',
            },
            { title: 'Your newsletter', body: 'The one channel you own. Weekly or fortnightly, one idea per issue.' },
          ],
        },
      ],
    },
    {
      id: 'measurement',
      label: 'Measurement',
      blocks: [
        {
          kind: 'list',
          items: [
            'Inbound invitations: podcasts, talks, articles (count per quarter).',
            'People using your words: your phrase in comments, DMs, other people’s posts.',
            'Inbound leads that mention a piece of your content.',
            'Newsletter subscribers and replies per issue.',
          ],
        },
      ],
    },
  ],
};
