// Marketing figures and positioning (spec §1, §9), kept apart from the page copy so the landing
// page's first bundle carries only what it shows.

export const MARKETING_STATS = [
  { value: '$8B+', label: 'capital raised by founders we have coached' },
  { value: '25+', label: 'years of experience in storytelling and sales' },
  { value: '1000s', label: 'of stories shaped into business assets' },
] as const;

// No launch date: a fixed one goes stale beside the footer's current year (issue 22).
export const PRICING = {
  beta: 'Free during the beta',
  normal: '$497/month',
  access: 'Invite only',
} as const;

export const FOUNDER_QUOTE = {
  text: 'Facts tell, stories sell. The founders who win are not the ones with the best slides; they are the ones whose story people repeat when they have left the room.',
  role: 'Founder of StoryStack',
} as const;

export const PUBLICATIONS = ['Forbes', 'Inc.', 'Entrepreneur', 'Fast Company', 'Business Insider'] as const;

export const STORY_STACK = [
  { title: 'Target Audience Story', text: 'Who you serve, described so precisely that the right people feel seen.' },
  { title: 'Differentiation Story', text: 'Why you, and not the ten others who say the same thing.' },
  { title: 'Job Story', text: 'The job your customer hires you to do, and what success looks like to them.' },
  { title: 'Backstory', text: 'Where you come from and the moments that made you do this work.' },
  { title: 'Impact Story', text: 'One client, before and after: the proof that your work changes things.' },
  { title: 'Portfolio Story', text: 'How you work, step by step, so buyers trust the process before they buy.' },
] as const;

export const CONTACT = {
  email: 'hello@storystack.app',
  partnerships: 'partners@storystack.app',
  support: 'support@storystack.app',
  responseTime: 'We answer every message within two business days.',
} as const;
