// Playbook 2: digital products (spec areas §9: examples at $97, $197 and $47).
import type { Playbook } from './types';

export const digitalProducts: Playbook = {
  slug: 'digital-products',
  eyebrow: 'Playbook 2: Offers',
  title: 'Digital Products',
  intro:
    'Package what you teach one-to-one so people can buy it without booking you. A product sells your method while you sleep, and the best ones feed your coaching tiers.',
  tabs: [
    {
      id: 'overview',
      label: 'Overview',
      blocks: [
        {
          kind: 'text',
          body: 'A digital product is one framework, finished. Not "everything I know": one problem your target audience has, solved step by step, in a format they can use today.\n\nStart with the question clients ask you most. If you answer it three times a week, it is a product.',
        },
        {
          kind: 'cards',
          title: 'Three price points to start',
          items: [
            {
              title: 'Template pack',
              metric: '$47',
              body: 'Fill-in templates: five LinkedIn post structures built from a backstory, with a worked example for each.',
            },
            {
              title: 'Workbook',
              metric: '$97',
              body: 'A guided workbook that takes the buyer through one story framework in an afternoon, with prompts and a finished example.',
            },
            {
              title: 'Mini-course',
              metric: '$197',
              body: 'Six short videos and the workbook: from a blank page to a published impact story, with a checklist per lesson.',
            },
          ],
        },
      ],
    },
    {
      id: 'build',
      label: 'Build',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Pick one promise',
              body: '"Write your backstory in one afternoon" beats "Master storytelling". One result, one sitting.',
            },
            {
              title: 'Outline from your sessions',
              body: 'List the questions you ask a client in that part of the work. Each question is a page or a lesson.',
            },
            {
              title: 'Show a finished example',
              body: 'Buyers copy examples, not instructions. Use a real (anonymised, with permission) story of a client.',
            },
            {
              title: 'Ship it plain',
              body: 'A clean PDF and a payment link are enough for the first 20 sales. Polish what people ask about.',
            },
          ],
        },
      ],
    },
    {
      id: 'sell',
      label: 'Sell',
      blocks: [
        {
          kind: 'list',
          items: [
            'Announce it with the story of the client who made you write it.',
            'Put the $47 product in every post’s comments for a week; it is an impulse buy.',
            'Inside every product, end with the next step: a call to discuss the Foundation tier.',
            'Send buyers a short email on day 3 asking what they made with it. Their answers are your next posts.',
          ],
        },
        {
          kind: 'template',
          title: 'Launch post',
          body: 'Three times this month a client asked me the same thing: [the question].\n\nSo I wrote down exactly how we answer it together: [the promise], in [time].\n\nIt is [product name], $[price]. Link in the comments.\n\nWhat would you want it to cover that I have missed?',
        },
      ],
    },
  ],
};
