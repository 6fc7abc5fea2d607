// Playbook 1: tiered coaching services (spec areas §2.4, §9: Foundation $2,500 / 3 months,
// Acceleration $7,500 / 6 months, Elite $15,000 / 12 months, limited to 10 clients a year).
import type { Playbook } from './types';

export const tieredServices: Playbook = {
  slug: 'tiered-services',
  eyebrow: 'Playbook 1: Offers',
  title: 'Tiered Services',
  intro:
    'Three levels of the same transformation, so every buyer can say yes at the depth they are ready for. Your stories do the selling; the tiers only decide how much of you they get.',
  tabs: [
    {
      id: 'overview',
      label: 'Overview',
      blocks: [
        {
          kind: 'text',
          title: 'Why three tiers',
          body: 'A single price forces a yes-or-no decision. Three tiers turn it into a which-one decision, and most buyers pick the middle. The top tier exists to make the middle look sensible and to serve the few who want you closely.\n\nEach tier delivers the same promise (a finished story stack that brings in business) at a different speed and level of access. Never strip the outcome out of the lower tier: strip the access.',
        },
        {
          kind: 'stats',
          items: [
            { value: '$2,500', label: 'Foundation, 3 months' },
            { value: '$7,500', label: 'Acceleration, 6 months' },
            { value: '$15,000', label: 'Elite, 12 months' },
            { value: '10', label: 'Elite clients a year, at most' },
          ],
        },
        {
          kind: 'list',
          title: 'Before you sell a tier',
          items: [
            'Your target audience story names one buyer. Tiers for "everyone" become three vague offers.',
            'Your impact story has one number in it. The number is what the price is measured against.',
            'Your differentiation story says what you do that others will not. It is the answer to "why not someone cheaper".',
          ],
        },
      ],
    },
    {
      id: 'tiers',
      label: 'Service Tiers',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Foundation',
              metric: '$2,500',
              metricLabel: 'for 3 months',
              body: 'For the founder who needs their story done right, once, and will run with it.',
              points: [
                'The six stories built with you in guided sessions',
                'Two 60-minute strategy calls a month',
                'LinkedIn profile rewritten around the stack',
                'Email questions answered within two working days',
              ],
            },
            {
              title: 'Acceleration',
              metric: '$7,500',
              metricLabel: 'for 6 months',
              body: 'For the founder who wants the stories working in the market, not just written.',
              points: [
                'Everything in Foundation',
                'Weekly calls and a content plan built from the stack',
                'Sales scripts and a pitch rewritten with their stories',
                'A 90-day funnel plan for one city, with meeting requests drafted',
              ],
            },
            {
              title: 'Elite',
              metric: '$15,000',
              metricLabel: 'for 12 months',
              body: 'For the leader whose story is the company’s story: fundraising, hiring, a keynote. Limited to 10 clients a year.',
              points: [
                'Everything in Acceleration',
                'Direct messaging access on working days',
                'Investor and keynote narratives, rehearsed with you',
                'Quarterly in-person working day',
              ],
            },
          ],
        },
        {
          kind: 'text',
          title: 'Keep Elite scarce',
          body: 'Ten clients a year is a promise, not a tactic: at that level each client gets about a day of your attention a month. Say the number out loud on sales calls, and when the ten places are gone, say so.',
        },
      ],
    },
    {
      id: 'pricing',
      label: 'Pricing Strategy',
      blocks: [
        {
          kind: 'steps',
          title: 'Set the price against the outcome, not the hours',
          items: [
            {
              title: 'Find the number',
              body: 'What is one new client, one closed round or one senior hire worth to your buyer? Write it at the top of every proposal.',
            },
            {
              title: 'Price at a tenth of it',
              body: 'If one client is worth $25,000 to them, $2,500 is an easy decision. If the round is $2M, $15,000 is a rounding error.',
            },
            {
              title: 'Anchor high',
              body: 'Present Elite first, then Acceleration, then Foundation. The first number heard sets the scale for the others.',
            },
            {
              title: 'Offer a pay-in-full saving',
              body: 'Monthly instalments at the listed price; about 10% off when paid upfront. Never discount the tier itself.',
            },
            {
              title: 'Raise prices with proof',
              body: 'Each new impact story with a number in it is a reason to raise the next client’s price. Review every six months.',
            },
          ],
        },
        {
          kind: 'list',
          title: 'Pricing mistakes we see most',
          items: [
            'Hourly rates on the website: they invite buyers to compare you with a freelancer.',
            'A cheaper "lite" tier that removes the outcome. It produces unhappy clients and no referrals.',
            'Discounting because a buyer hesitated. Ask what is missing instead; it is rarely the price.',
          ],
        },
      ],
    },
    {
      id: 'scripts',
      label: 'Sales Scripts',
      blocks: [
        {
          kind: 'your-story',
          framework: 'differentiation',
          title: 'Your differentiation story, in the script',
          intro:
            'Step 3 of the discovery call is where this story goes. Read it until you can tell it in under a minute.',
        },
        {
          kind: 'template',
          title: 'Discovery call (30 minutes)',
          body: '1. Open (2 min): "Thanks for making the time. By the end of this call we will both know whether I can help. Can I ask you a few questions first?"\n\n2. Their story (12 min): "Tell me where the business is today, and where you want it to be in twelve months." Then: "What have you tried? What happened?"\n\n3. Your difference (3 min): "Most [what others in your field do]. I [your differentiation story, one minute]."\n\n4. Proof (3 min): "A client of mine, [name], was [before]. [What changed]. Now [after, with the number]."\n\n5. The offer (5 min): "There are three ways we can work together." Present Elite, Acceleration, Foundation.\n\n6. The ask (5 min): "Which of these feels right for where you are?" Then stop talking.',
        },
        {
          kind: 'template',
          title: 'When they say "let me think about it"',
          body: '"Of course. So I can help you think: is it the investment, the timing, or whether this is the right approach for you?"\n\nIf investment: "Which tier were you leaning towards? Foundation gives you the full stack in three months; you can move up later and we credit what you paid."\nIf timing: "What would need to be true for the timing to be right? Let’s put a date on it."\nIf approach: "What would you need to see to be sure? I can share [client name]’s stack before and after."',
        },
      ],
    },
    {
      id: 'implementation',
      label: 'Implementation',
      blocks: [
        {
          kind: 'steps',
          title: 'Your first 30 days with tiers',
          items: [
            {
              title: 'Week 1',
              body: 'Write one page per tier: who it is for, what they get, the price, the term. Publish it.',
            },
            {
              title: 'Week 2',
              body: 'Tell ten past clients and contacts about the new tiers personally, with your impact story.',
            },
            { title: 'Week 3', body: 'Run every discovery call with the script. Note each objection word for word.' },
            {
              title: 'Week 4',
              body: 'Review: which tier sold, which objection came back, which story landed. Adjust one thing.',
            },
          ],
        },
        {
          kind: 'list',
          title: 'What to track',
          items: [
            'Discovery calls booked per week',
            'Close rate per tier (a healthy mix: most Acceleration, some Foundation, few Elite)',
            'Average contract value',
            'Referrals from finished clients within 90 days',
          ],
        },
      ],
    },
  ],
};
