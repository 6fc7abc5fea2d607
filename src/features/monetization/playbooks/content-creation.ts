// Playbook 5: content creation (spec areas §9: posts under 1300 characters, at most 3 hashtags,
// engagement 3-5 %, content mix 40/30/20/10, 3-5 posts a week, a Monday-to-Friday calendar).
import type { Playbook } from './types';

export const contentCreation: Playbook = {
  slug: 'content-creation',
  eyebrow: 'Playbook 5: Audience',
  title: 'Content Creation',
  intro:
    'Your six stories are a year of LinkedIn content if you cut them right. This playbook gives you the rules, the formats and a week that writes itself from what you have already built.',
  tabs: [
    {
      id: 'overview',
      label: 'Overview',
      blocks: [
        {
          kind: 'stats',
          items: [
            { value: '< 1,300', label: 'characters per post' },
            { value: '3 max', label: 'hashtags per post' },
            { value: '3-5%', label: 'engagement rate target' },
            { value: '3-5', label: 'posts a week' },
          ],
        },
        {
          kind: 'text',
          body: 'Short posts get read to the end: under 1,300 characters the whole post shows after one tap. Three hashtags at most, placed at the end; more look like spam and do not add reach.\n\nConsistency beats brilliance. Three good posts every week for a quarter will do more than one viral post.',
        },
      ],
    },
    {
      id: 'strategies',
      label: 'Strategies',
      blocks: [
        {
          kind: 'cards',
          title: 'The content mix: 40/30/20/10',
          items: [
            {
              title: 'Teach',
              metric: '40%',
              body: 'One step of your method, a mistake to avoid, a before-and-after rewrite.',
            },
            { title: 'Tell', metric: '30%', body: 'Stories: your backstory moments and client impact stories.' },
            { title: 'Talk', metric: '20%', body: 'Questions and opinions that invite your ideal client to reply.' },
            { title: 'Sell', metric: '10%', body: 'Your offer, plainly: who it is for, what it does, how to start.' },
          ],
        },
        {
          kind: 'list',
          title: 'Rules that keep posts working',
          items: [
            'First line under 10 words, and it must make sense alone.',
            'One idea per post. A second idea is next week’s post.',
            'End with a question only your ideal client can answer.',
            'Reply to every comment within the first hour.',
          ],
        },
      ],
    },
    {
      id: 'formats',
      label: 'Formats',
      blocks: [
        {
          kind: 'steps',
          title: 'The backstory arc: 5 phases for any story post',
          items: [
            { title: 'Before', body: 'Where you (or your client) were: one concrete detail, not a summary.' },
            { title: 'Trigger', body: 'The moment something happened that could not be ignored.' },
            { title: 'Struggle', body: 'What you tried, what failed, what it cost.' },
            { title: 'Turn', body: 'The realisation or decision that changed the direction.' },
            { title: 'Now', body: 'Where it led, and the one lesson the reader can use today.' },
          ],
        },
        {
          kind: 'template',
          title: 'The moment (from your backstory)',
          body: '[Where you were, one line, present tense.]\n\n[What happened.]\n\n[What you understood.]\n\n[What you do differently because of it.]\n\n[A question to the reader.]\n\n#storytelling #founders',
        },
        {
          kind: 'template',
          title: 'The client win (from an impact story)',
          body: '[Client] came to me with [problem, in their words].\n\nWe [the one thing that changed].\n\n[The result, with one number.]\n\nThe lesson for anyone in the same spot: [one line].\n\n#personalbranding',
        },
        {
          kind: 'template',
          title: 'The myth (from your differentiation story)',
          body: 'Everyone says [common advice].\n\nI disagree. [Why, in two lines.]\n\nHere is what I do instead: [your approach].\n\nAgree or disagree?',
        },
      ],
    },
    {
      id: 'calendar',
      label: 'Calendar',
      blocks: [
        {
          kind: 'text',
          body: 'A theme per weekday means you never start from a blank page. Post three days minimum (Monday, Wednesday, Friday), five when you can. Each day below proposes the published story to draw from.',
        },
        { kind: 'story-calendar' },
      ],
    },
    {
      id: 'analytics',
      label: 'Analytics',
      blocks: [
        {
          kind: 'steps',
          title: 'Measure once a week, in 15 minutes',
          items: [
            {
              title: 'Engagement rate',
              body: '(reactions + comments + reposts) ÷ impressions. Aim for 3-5%. Below 2% for a month: change the first lines, not the topics.',
            },
            {
              title: 'Comments from ideal clients',
              body: 'Count the comments from people who could buy. This number matters more than likes.',
            },
            {
              title: 'Profile views and connection requests',
              body: 'If posts do well but views do not, your profile is the leak: see the Profile Optimization playbook.',
            },
            {
              title: 'Conversations started',
              body: 'Direct messages that came from a post. Note which story started each one.',
            },
          ],
        },
      ],
    },
  ],
};
