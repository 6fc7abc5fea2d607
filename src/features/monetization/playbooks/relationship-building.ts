// Playbook 6: relationship building (spec areas §2.4: overview, strategies, outreach, meetings,
// follow-up with message templates; give three times before asking).
import type { Playbook } from './types';

export const relationshipBuilding: Playbook = {
  slug: 'relationship-building',
  eyebrow: 'Playbook 6: Audience',
  title: 'Relationship Building',
  intro:
    'Most business comes from people who already know you. This playbook turns connections into relationships, and relationships into referrals, without ever sounding like a pitch.',
  tabs: [
    {
      id: 'overview',
      label: 'Overview',
      blocks: [
        {
          kind: 'text',
          body: 'The rule is Give Give Give Ask: be useful three times before you ask for anything. A comment that adds to their post, an introduction, a resource they needed. Then the ask feels like the natural next step.',
        },
        {
          kind: 'stats',
          items: [
            { value: '3', label: 'gives before an ask' },
            { value: '5+', label: 'thoughtful comments a day' },
            { value: '20', label: 'people on your shortlist' },
            { value: '48 h', label: 'to follow up a meeting' },
          ],
        },
      ],
    },
    {
      id: 'strategies',
      label: 'Strategies',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep a shortlist of 20 people: ten potential clients, ten who serve the same clients (referral partners).',
            'Comment on their posts before you ever message them; add a thought, not "great post".',
            'Introduce two people on your list to each other every week.',
            'Share their work with your audience, with a line on why it matters.',
            'Remember one personal detail per person and ask about it next time.',
          ],
        },
      ],
    },
    {
      id: 'outreach',
      label: 'Outreach',
      blocks: [
        {
          kind: 'template',
          title: 'Connection request',
          body: 'Hi [name], your post on [topic] made me rethink [specific point]. I work with [your audience] on [what you do] and would love to follow your work.',
        },
        {
          kind: 'template',
          title: 'A first give',
          body: 'Hi [name], I came across [article / person / event] and thought of your point about [their topic]. No agenda, just thought it could be useful.',
        },
      ],
    },
    {
      id: 'meetings',
      label: 'Meetings',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Prepare',
              body: 'Read their last five posts. Write down one question about their work and one way you could help.',
            },
            {
              title: 'Listen first',
              body: 'Spend the first two thirds on them: what they are building, what is hard right now.',
            },
            {
              title: 'Tell one story',
              body: 'When they ask what you do, tell your job story: the situation your clients are in and what changes.',
            },
            { title: 'Offer, then ask', body: 'Offer one concrete help. Then ask who they know that you should meet.' },
          ],
        },
      ],
    },
    {
      id: 'followup',
      label: 'Follow-up',
      blocks: [
        {
          kind: 'template',
          title: 'Within 48 hours',
          body: 'Hi [name], thank you for the time on [day]. I keep thinking about what you said about [their point]. As promised, here is [the help you offered]. Let me know how it goes.',
        },
        {
          kind: 'template',
          title: 'Thirty days later',
          body: 'Hi [name], I saw [their news / post] and thought of our conversation. How did [the thing they were working on] turn out?',
        },
        {
          kind: 'template',
          title: 'The ask (after three gives)',
          body: 'Hi [name], a small ask: I am looking to meet [specific type of person] who [specific situation]. Does anyone come to mind? Happy to return the favour any time.',
        },
      ],
    },
  ],
};
