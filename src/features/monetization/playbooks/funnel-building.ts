// Playbook 8: funnel building, in person (spec areas §9: 90 days ideal and 30 minimum,
// 3 days of meetings a trip, at least a week between trips, the 90-mile radius, Give Give Give
// Ask, meeting planning and follow-up, the meeting-request template).
import type { Playbook } from './types';

export const funnelBuilding: Playbook = {
  slug: 'funnel-building',
  eyebrow: 'Playbook 8: Audience',
  title: 'Funnel Building',
  intro:
    'The fastest funnel for a high-ticket offer is a city trip full of meetings. Pick a city, plan ahead, give before you ask, and come home with a calendar of conversations that turn into clients.',
  tabs: [
    {
      id: 'game-plan',
      label: 'Game Plan',
      blocks: [
        {
          kind: 'stats',
          items: [
            { value: '90 days', label: 'ideal planning time' },
            { value: '30 days', label: 'minimum planning time' },
            { value: '3 days', label: 'of meetings per trip' },
            { value: '90 miles', label: 'search radius around the city' },
          ],
        },
        {
          kind: 'steps',
          title: 'Choosing the city',
          items: [
            {
              title: 'Follow your clients',
              body: 'Pick the city where your best current clients, or people like them, are concentrated.',
            },
            {
              title: 'Search the radius',
              body: 'On LinkedIn, filter people by location within 90 miles of the city and by the title of your ideal client.',
            },
            {
              title: 'Check for a reason to be there',
              body: 'A conference, a founder meetup, a client you already serve. A reason makes meeting requests easier to accept.',
            },
            {
              title: 'Fix the dates',
              body: 'Three days of meetings, ideally mid-week. Leave at least a week between trips to follow up properly.',
            },
          ],
        },
      ],
    },
    {
      id: 'relationships',
      label: 'Give Give Give Ask',
      blocks: [
        {
          kind: 'text',
          body: 'Ninety days out, start giving. Three useful touches per person before you ask for a meeting: they should recognise your name when the request arrives.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Give 1: comment',
              body: 'A thoughtful comment on a recent post (aim for 5+ comments a day across your list).',
            },
            {
              title: 'Give 2: share',
              body: 'Share one of their posts or wins with a line on why it matters to your audience.',
            },
            {
              title: 'Give 3: help',
              body: 'An introduction, an article, an answer to a question they asked publicly.',
            },
            {
              title: 'Ask: the meeting',
              body: 'Now send the meeting request (template under Meetings), about 30 days before the trip.',
            },
          ],
        },
      ],
    },
    {
      id: 'meetings',
      label: 'Meetings',
      blocks: [
        {
          kind: 'template',
          title: 'Meeting request',
          body: 'Hi [name], I will be in [city] from [date] to [date] meeting [founders / leaders] who [situation your clients are in]. I have enjoyed your posts on [topic], especially [specific point]. Would you have 30 minutes for a coffee on [day] or [day]? I would love to hear how you are approaching [their challenge], and I can share what is working for others in the same spot.',
          note: 'Send about 30 days before the trip. Offer two specific days; "sometime" gets no answer.',
        },
        {
          kind: 'list',
          title: 'Planning the three days',
          items: [
            'Four to five meetings a day, with 30 minutes between them for travel and notes.',
            'Group meetings by neighbourhood; keep one slot a day free for a last-minute yes.',
            'Breakfast and lunch slots are the easiest for busy founders to accept.',
            'Confirm every meeting two days before with a short, friendly note.',
          ],
        },
        {
          kind: 'your-story',
          framework: 'job_story',
          title: 'What you say when they ask what you do',
          intro:
            'Answer with your job story: the situation your clients are in, what they want, and what changes with you.',
        },
      ],
    },
    {
      id: 'followup',
      label: 'Follow-up',
      blocks: [
        {
          kind: 'steps',
          items: [
            { title: 'Same day', body: 'A thank-you note with one thing you learned from them.' },
            {
              title: 'Within a week',
              body: 'Deliver anything you promised: an introduction, a resource, your workbook.',
            },
            {
              title: 'Two weeks',
              body: 'For those who showed interest: propose a discovery call with two time options.',
            },
            {
              title: 'Before the next trip',
              body: 'Tell everyone you met when you are back, and ask who they would like you to meet.',
            },
          ],
        },
        {
          kind: 'template',
          title: 'Follow-up after the meeting',
          body: 'Hi [name], thank you for the coffee on [day]. What you said about [their point] stayed with me. As promised, here is [resource / introduction]. If you want to go further on [their challenge], I would be glad to set up a call: [two time options].',
        },
      ],
    },
  ],
};
