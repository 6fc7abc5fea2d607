// Playbook 3: memberships.
import type { Playbook } from './types';

export const memberships: Playbook = {
  slug: 'memberships',
  eyebrow: 'Playbook 3: Offers',
  title: 'Memberships',
  intro:
    'A membership sells belonging and rhythm: a monthly place where members use your method together. It turns one-off buyers into people who stay for years.',
  tabs: [
    {
      id: 'overview',
      label: 'Overview',
      blocks: [
        {
          kind: 'text',
          body: 'People do not renew for content; they renew for progress they can see and people they would miss. Design the month around one thing members produce (a story, a post, a pitch) and a place to show it.',
        },
        {
          kind: 'cards',
          items: [
            {
              title: 'Monthly story sprint',
              body: 'Each month one framework: a kick-off workshop, a worksheet, and a review call where members read their drafts.',
            },
            {
              title: 'Hot seats',
              body: 'Two members a call get ten minutes of live coaching on their story. Everyone learns from watching.',
            },
            {
              title: 'The library',
              body: 'Recordings, templates and examples, organised by framework, so new members catch up on their own.',
            },
          ],
        },
      ],
    },
    {
      id: 'pricing',
      label: 'Pricing',
      blocks: [
        {
          kind: 'list',
          items: [
            'Price monthly at what one hour of your time costs, or less: members get a share of you, not all of you.',
            'Offer annual billing at two months free; annual members stay longer and complain less.',
            'Give founding members a price that never rises while they stay. It fills the first cohort.',
            'Make the membership the place finished coaching clients go next, so your tiers feed it.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      label: 'Retention',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'First week',
              body: 'A welcome call and one small win: their target audience story drafted in 30 minutes.',
            },
            {
              title: 'First month',
              body: 'Feature their story in the community. Being seen is the strongest reason to stay.',
            },
            {
              title: 'Every quarter',
              body: 'Show members their progress: stories finished, posts published, clients won.',
            },
            {
              title: 'Before a cancellation',
              body: 'Ask what they came for and whether they got it. Offer a pause instead of a goodbye.',
            },
          ],
        },
      ],
    },
  ],
};
