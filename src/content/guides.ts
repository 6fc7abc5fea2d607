// The guides the coach library ships as PDFs (made on the device with makeGuidePdf), written
// for coaches who take founders through the six stories.

export interface GuideSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly bullets?: readonly string[];
  /** Ruled lines to write on after the section (worksheets). */
  readonly writingLines?: number;
}

export interface GuideDocument {
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly GuideSection[];
}

export type GuideId = 'onboarding' | 'interview' | 'review' | 'linkedin' | 'certification' | 'rubric';

export const GUIDES: Readonly<Record<GuideId, GuideDocument>> = {
  onboarding: {
    title: 'Client Onboarding Guide',
    summary: 'The first two weeks with a new StoryStack client, step by step.',
    sections: [
      {
        heading: 'Before the first session',
        bullets: [
          'Add the client in StoryStack (Add Client) and send the invitation so they have their own account.',
          'Send the StoryStack Workbook and ask them to read the target audience pages only.',
          'Ask for one recording or transcript of them talking about their business: a podcast, a sales call, a pitch.',
        ],
      },
      {
        heading: 'Session 1: the target audience (90 minutes)',
        paragraphs: [
          'Start with the buyer, never with the client. Ask them to describe their three best customers by name, then what those three had in common before they bought.',
          'Type the answers into the Target Audience story with the client watching. Seeing their own words saved is what makes the method feel real.',
        ],
      },
      {
        heading: 'Session 2: the job story and the backstory',
        paragraphs: [
          'The job story comes quickly once the audience is clear. Spend most of the session on the backstory, using the Backstory Interview Guide.',
        ],
      },
      {
        heading: 'The rhythm after week two',
        bullets: [
          'One story a week, in the recommended order: target audience, job story, backstory, impact, portfolio, differentiation.',
          'Review every draft with the Story Review Checklist before it is published.',
          'Publish each story when it passes; the client stack fills up in Client StoryStacks.',
          'When all six are published, open the client story panel and plan their LinkedIn content together.',
        ],
      },
    ],
  },
  interview: {
    title: 'Backstory Interview Guide',
    summary: 'Twelve questions in four rounds to get past the polished version of a client’s story.',
    sections: [
      {
        heading: 'Round 1: the scene',
        bullets: [
          'Take me to the day you decided to start this. Where were you?',
          'Who was with you, and what did they say?',
          'What did you do the next morning?',
        ],
        writingLines: 4,
      },
      {
        heading: 'Round 2: the stakes',
        bullets: [
          'What were you afraid would happen if it failed?',
          'What did you give up to do this?',
          'Who doubted you, and were they right about anything?',
        ],
        writingLines: 4,
      },
      {
        heading: 'Round 3: the turn',
        bullets: [
          'When did you first know it would work?',
          'What do you believe now that you did not believe then?',
          'What mistake taught you the most?',
        ],
        writingLines: 4,
      },
      {
        heading: 'Round 4: the bridge',
        bullets: [
          'How does that belief show up in how you work with clients today?',
          'Which client reminds you most of yourself back then?',
          'What part of this story do you usually leave out?',
        ],
        writingLines: 4,
      },
      {
        heading: 'After the interview',
        paragraphs: [
          'Upload the recording’s transcript to the client’s backstory in StoryStack. The builder keeps the client’s own words, and the offline composer shows which passage each paragraph came from, so you can check nothing was invented.',
        ],
      },
    ],
  },
  review: {
    title: 'Story Review Checklist',
    summary: 'Ten checks before a client’s story is published.',
    sections: [
      {
        heading: 'The ten checks',
        bullets: [
          'One reader: the story is told to the person in the target audience story, not to everyone.',
          'A scene: there is at least one moment the reader can picture (a place, a time, a sentence someone said).',
          'Stakes: it is clear what could have gone wrong.',
          'The client is the hero of every impact story; the coach or company is the guide.',
          'One number: every impact story ends with a measurable result.',
          'The truism check: no line a competitor could say just as well.',
          'The client’s voice: it sounds like them read aloud, not like marketing.',
          'One idea: the story makes one point, and the last line says it.',
          'Length: under 300 words for impact stories; under 1,300 characters for any post cut from it.',
          'Permission: every named client has agreed, in writing.',
        ],
      },
      { heading: 'Notes for this story', writingLines: 8 },
    ],
  },
  linkedin: {
    title: 'LinkedIn Launch Plan for Clients',
    summary: 'Thirty days from a finished story stack to a LinkedIn presence that brings conversations.',
    sections: [
      {
        heading: 'Week 1: the profile',
        bullets: [
          'Work through the 8-step checklist in the LinkedIn Profile Optimization playbook: banner, photo, headline, URL, About, Featured, Experience, call to action.',
          'The About section opens with the target audience story and ends with one call to action.',
        ],
      },
      {
        heading: 'Week 2: the first posts',
        bullets: [
          'Generate LinkedIn content from the client story panel, one story per framework ticked.',
          'Edit each post with the client: under 1,300 characters, at most 3 hashtags, a question at the end.',
          'Publish three posts: Monday, Wednesday, Friday.',
        ],
      },
      {
        heading: 'Weeks 3 and 4: the rhythm',
        bullets: [
          'Three to five posts a week following the Monday-to-Friday calendar.',
          '5+ thoughtful comments a day on posts by people in the target audience.',
          'Track engagement weekly; the target is 3-5%.',
        ],
      },
      { heading: 'The client’s first month in numbers', writingLines: 6 },
    ],
  },
  certification: {
    title: 'StoryStack Coach Certification: Overview',
    summary: 'What certification means, how it works and what it asks of you.',
    sections: [
      {
        heading: 'What certified coaches can do',
        paragraphs: [
          'Certified coaches deliver the StoryStack method under its name: they run the six-story programme with their own clients, use the tiered-services pricing, and are listed as certified in the coach directory.',
        ],
      },
      {
        heading: 'The three stages',
        bullets: [
          'Learn: complete the four training videos and read the coaching guides.',
          'Practise: take one client through all six stories in StoryStack and submit the finished stack.',
          'Assess: your stack is scored against the assessment rubric, then you take the certification exam.',
        ],
      },
      {
        heading: 'What you submit',
        bullets: [
          'The client’s six published stories, with the client’s written permission.',
          'A one-page reflection: what you changed in your coaching between the first and the sixth story.',
        ],
      },
    ],
  },
  rubric: {
    title: 'Certification Assessment Rubric',
    summary: 'Five criteria, each scored from 1 to 4. A pass is 14 or more with no criterion below 2.',
    sections: [
      {
        heading: 'The criteria',
        bullets: [
          'Audience clarity: the stories speak to one defined buyer (1: anyone; 4: a named, recognisable person).',
          'Scenes and stakes: the stories show moments and what was at risk (1: summaries only; 4: every story has a scene).',
          'Proof: impact stories carry a measurable result (1: none; 4: every impact story ends on a number).',
          'Voice: the stories sound like the client (1: generic marketing; 4: unmistakably theirs).',
          'Differentiation: the claim survives the truism check and is backed by the other five stories.',
        ],
      },
      { heading: 'Assessor notes', writingLines: 10 },
    ],
  },
};
