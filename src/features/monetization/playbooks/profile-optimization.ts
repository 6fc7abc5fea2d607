// Playbook 9: LinkedIn profile optimization (spec areas §2.4, §9: the 8-step checklist, then
// connecting and commenting with 5+ comments a day).
import type { Playbook } from './types';

export const profileOptimization: Playbook = {
  slug: 'profile-optimization',
  eyebrow: 'Playbook 9: Audience',
  title: 'LinkedIn Profile Optimization',
  intro:
    'Every post, comment and meeting request sends people to your profile. In eight steps it stops being a CV and becomes the page that tells your story and asks for the next step.',
  tabs: [
    {
      id: 'checklist',
      label: '8-Step Checklist',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Banner',
              body: 'Your idea in one line and who it is for, on a clean background. No stock photos of handshakes.',
            },
            {
              title: 'Photo',
              body: 'Face filling most of the frame, good light, looking at the camera, a background that is not busy.',
            },
            {
              title: 'Headline',
              body: 'Who you help and the result, not your job title: "I help [audience] [result] through [method]".',
            },
            {
              title: 'URL',
              body: 'A custom address with your name (linkedin.com/in/firstname-lastname), for cards and email signatures.',
            },
            {
              title: 'About',
              body: 'Your target audience story in the first two lines, your backstory in the middle, the call to action at the end.',
            },
            {
              title: 'Featured',
              body: 'Three items: your best post, an impact story (case study) and your offer or booking link.',
            },
            {
              title: 'Experience',
              body: 'For your current role, describe the transformation you deliver with one client result, not a task list.',
            },
            {
              title: 'Call to action',
              body: 'End the About section with one clear step: "Message me with the word STORY" or a booking link.',
            },
          ],
        },
        {
          kind: 'your-story',
          framework: 'target_audience',
          title: 'The first two lines of your About',
          intro:
            'Open with who you serve and what keeps them up at night. Your published target audience story has the words.',
        },
      ],
    },
    {
      id: 'connecting',
      label: 'Connecting',
      blocks: [
        {
          kind: 'list',
          items: [
            'Send 10 to 20 connection requests a day to people who match your target audience story.',
            'Always add a note that mentions something specific of theirs; never pitch in a request.',
            'Accept requests from your audience quickly and reply with a short welcome and a question.',
            'Every week, connect with the people who commented on posts you commented on.',
          ],
        },
        {
          kind: 'template',
          title: 'Welcome message after they accept',
          body: 'Thanks for connecting, [name]. I saw you are working on [their focus]. What is the biggest thing on your plate this quarter?',
        },
      ],
    },
    {
      id: 'commenting',
      label: 'Commenting',
      blocks: [
        {
          kind: 'stats',
          items: [
            { value: '5+', label: 'comments a day' },
            { value: '15 min', label: 'a day is enough' },
            { value: '3', label: 'sentences per comment, at most' },
            { value: '1 h', label: 'to reply on your own posts' },
          ],
        },
        {
          kind: 'list',
          title: 'Comments that get you noticed',
          items: [
            'Add a point of view or an example, not "great post".',
            'Comment early on posts by people your clients follow; your comment is read by their audience.',
            'Ask the author a real question; it starts a thread and puts your name under it twice.',
            'Use your own stories: "This happened to a client of mine: …" in two lines.',
          ],
        },
      ],
    },
  ],
};
