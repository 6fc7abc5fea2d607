// Playbook 4: Executive StoryStack, the method sold to companies (spec areas §2.4: outcome
// cards with metrics, department and executive job stories, micro-scripts in three categories,
// the 5-phase corporate sales process, hook / differentiator / call to action, three objections,
// tips and success metrics).
import type { Playbook } from './types';

export const corporateTraining: Playbook = {
  slug: 'corporate-training',
  eyebrow: 'Playbook 4: Executive StoryStack',
  title: 'Corporate Training',
  intro:
    'Companies pay for storytelling when it moves a number they already report on. Sell the method to sales, marketing and leadership teams as a programme with outcomes, not as a workshop.',
  tabs: [
    {
      id: 'outcomes',
      label: 'Business Outcomes',
      blocks: [
        {
          kind: 'cards',
          title: 'The four outcomes a buyer can take to their board',
          items: [
            {
              title: 'Employee engagement',
              metric: '+20%',
              metricLabel: 'engagement score target',
              body: 'People who can tell why the company exists, in their own words, stay longer and recruit their friends.',
            },
            {
              title: 'Proposal acceptance',
              metric: '+25%',
              metricLabel: 'win rate target',
              body: 'Proposals that open with the client’s situation and a matching impact story are read to the end.',
            },
            {
              title: 'Stakeholder buy-in',
              metric: '50%',
              metricLabel: 'fewer meetings to a decision',
              body: 'A change explained as a story (where we were, what happened, where we go) gets agreed faster.',
            },
            {
              title: 'Competitive advantage',
              metric: '3',
              metricLabel: 'stories every seller can tell',
              body: 'When each seller tells the same differentiation story well, the company stops competing on price.',
            },
          ],
        },
        {
          kind: 'text',
          body: 'The figures are the targets to agree with the buyer before the programme starts, measured with the data they already have (engagement survey, CRM win rate, meeting count). Agree the baseline in writing.',
        },
      ],
    },
    {
      id: 'job-stories',
      label: 'Job Stories',
      blocks: [
        {
          kind: 'cards',
          title: 'Department job stories',
          items: [
            {
              title: 'Sales',
              body: 'When a prospect asks why we cost more, I want to tell one client story that answers it, so I can hold the price and close the deal.',
            },
            {
              title: 'Marketing',
              body: 'When we launch a campaign, I want a bank of true customer stories, so our content sounds like us and not like every competitor.',
            },
            {
              title: 'Leadership development',
              body: 'When I become a manager, I want to explain decisions as stories my team remembers, so they act on them without me in the room.',
            },
          ],
        },
        {
          kind: 'template',
          title: 'Executive job story',
          body: 'When I stand in front of the board, investors or the whole company, I want to tell the story of where we are going in a way people can repeat, so the strategy survives after I leave the room.',
          note: 'Use this line in the first meeting with a CEO or chief people officer. Ask: "Is that true for you?"',
        },
      ],
    },
    {
      id: 'scripts',
      label: 'Micro-Scripts',
      blocks: [
        {
          kind: 'template',
          title: 'Opening a conversation',
          body: '"Your sellers each tell a different story about why you are better. What would it be worth if they all told the best one?"\n\n"When your team explains the new strategy, what do people repeat afterwards?"',
        },
        {
          kind: 'template',
          title: 'Handling the budget question',
          body: '"What did the last lost deal over [amount] cost you? The programme is a fraction of one of those."\n\n"Which budget does this come from today: sales enablement, learning, or marketing? I will shape the proposal to fit."',
        },
        {
          kind: 'template',
          title: 'Closing',
          body: '"If we start with the sales team in [month], you will have their win rate before and after by the end of the quarter. Shall I send the proposal for that?"\n\n"Who else needs to see this before you can say yes? Let’s get them on a 20-minute call this week."',
        },
      ],
    },
    {
      id: 'process',
      label: 'Sales Process',
      blocks: [
        {
          kind: 'steps',
          title: 'The 5-phase corporate sales process',
          items: [
            {
              title: 'Research',
              body: 'Read their annual report, job ads and leadership posts. Find the number that worries them.',
            },
            {
              title: 'Discovery',
              body: 'Meet the sponsor. Ask about the number, the last attempt to move it, and who decides.',
            },
            {
              title: 'Pilot proposal',
              body: 'Offer one team, one quarter, one agreed metric. Small enough to approve, big enough to prove.',
            },
            {
              title: 'Delivery and proof',
              body: 'Run the pilot, measure against the baseline, collect three internal impact stories.',
            },
            {
              title: 'Expansion',
              body: 'Present the results to the sponsor’s boss with those stories, and propose the next two departments.',
            },
          ],
        },
        {
          kind: 'cards',
          title: 'Conversion elements of the proposal',
          items: [
            {
              title: 'Hook',
              body: 'Open with their number and their words from discovery: "You said the team loses deals it should win."',
            },
            {
              title: 'Differentiator',
              body: 'Every participant leaves with their own finished stories, not slides about storytelling.',
            },
            {
              title: 'Call to action',
              body: 'One clear next step with a date: "Approve the pilot by [date] to start with the [month] sales kick-off."',
            },
          ],
        },
      ],
    },
    {
      id: 'objections',
      label: 'Objections',
      blocks: [
        {
          kind: 'pairs',
          items: [
            {
              q: '"Storytelling is a soft skill; we need hard results."',
              a: 'Agree, then make it hard: "That is why we agree the metric first. If the win rate does not move in the pilot, you do not expand."',
            },
            {
              q: '"We already did a presentation-skills course."',
              a: '"Did people leave with something to say, or only how to say it? This programme produces the stories themselves, written and tested."',
            },
            {
              q: '"Our people are too busy."',
              a: '"It is four 90-minute sessions over a month, and each one produces something they use the same week: a story for the next sales call."',
            },
          ],
        },
      ],
    },
    {
      id: 'implementation',
      label: 'Implementation',
      blocks: [
        {
          kind: 'list',
          title: 'Implementation tips',
          items: [
            'Get the sponsor to open the first session in person; attendance follows the boss.',
            'Cap groups at 12 so everyone reads their story aloud at least once.',
            'Build a shared story bank the company keeps after you leave.',
            'Schedule the results meeting before the pilot starts.',
          ],
        },
        {
          kind: 'list',
          title: 'Success metrics',
          items: [
            'The agreed business metric against its baseline (win rate, engagement score, meetings to decision)',
            'Stories finished per participant (target: three)',
            'Stories used in the field within 30 days',
            'Departments added after the pilot',
          ],
        },
      ],
    },
  ],
};
