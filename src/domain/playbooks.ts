// The nine monetization playbooks (spec areas §2.2, §2.4): their routes and the two spellings
// the old app used for four of them (tieredservices and tiered-services, and so on), which open
// the same page.

export const PLAYBOOK_SLUGS = [
  'tiered-services',
  'digital-products',
  'memberships',
  'corporate-training',
  'content-creation',
  'relationship-building',
  'thought-leadership',
  'funnel-building',
  'profile-optimization',
] as const;
export type PlaybookSlug = (typeof PLAYBOOK_SLUGS)[number];

/** The hub links to these spellings (spec §2.2); the route table names the hyphenated ones. */
export const PLAYBOOK_ALIASES: Readonly<Record<string, PlaybookSlug>> = {
  tieredservices: 'tiered-services',
  digitalproducts: 'digital-products',
  corporatetraining: 'corporate-training',
};

/** The two playbooks that show the client story panel for ?client={id}. */
export const CLIENT_PANEL_PLAYBOOKS: readonly PlaybookSlug[] = ['funnel-building', 'profile-optimization'];

export interface PlaybookSummary {
  readonly slug: PlaybookSlug;
  /** The spelling the hub links to. */
  readonly hubSlug: string;
  readonly title: string;
  readonly summary: string;
  readonly group: 'offers' | 'audience';
}

export const PLAYBOOKS: readonly PlaybookSummary[] = [
  {
    slug: 'tiered-services',
    hubSlug: 'tieredservices',
    title: 'Tiered Services',
    summary: 'Three coaching tiers from $2,500 to $15,000, priced on outcomes and sold with your stories.',
    group: 'offers',
  },
  {
    slug: 'digital-products',
    hubSlug: 'digitalproducts',
    title: 'Digital Products',
    summary: 'Turn one framework into a $47 template, a $97 workbook and a $197 course.',
    group: 'offers',
  },
  {
    slug: 'memberships',
    hubSlug: 'memberships',
    title: 'Memberships',
    summary: 'Recurring revenue from a community that meets around your method every month.',
    group: 'offers',
  },
  {
    slug: 'corporate-training',
    hubSlug: 'corporatetraining',
    title: 'Corporate Training',
    summary: 'Playbook 4: sell your storytelling method to companies, from the first call to the signed proposal.',
    group: 'offers',
  },
  {
    slug: 'content-creation',
    hubSlug: 'content-creation',
    title: 'Content Creation',
    summary: 'A Monday-to-Friday LinkedIn rhythm built from your six stories, with the numbers to watch.',
    group: 'audience',
  },
  {
    slug: 'relationship-building',
    hubSlug: 'relationship-building',
    title: 'Relationship Building',
    summary: 'Outreach, meetings and follow-up that turn connections into referrals.',
    group: 'audience',
  },
  {
    slug: 'thought-leadership',
    hubSlug: 'thought-leadership',
    title: 'Thought Leadership',
    summary: 'Own one idea in your market: the point of view, the platforms and how to measure it.',
    group: 'audience',
  },
  {
    slug: 'funnel-building',
    hubSlug: 'funnel-building',
    title: 'Funnel Building',
    summary: 'Pick a city, plan 90 days ahead, give three times before you ask, and fill your calendar.',
    group: 'audience',
  },
  {
    slug: 'profile-optimization',
    hubSlug: 'profile-optimization',
    title: 'LinkedIn Profile Optimization',
    summary: 'The 8-step profile checklist, then connecting and commenting with 5+ comments a day.',
    group: 'audience',
  },
];

/** The playbook a route segment names (either spelling), or null. */
export function resolvePlaybook(segment: string | undefined): PlaybookSlug | null {
  if (!segment) return null;
  const s = segment.toLowerCase();
  if ((PLAYBOOK_SLUGS as readonly string[]).includes(s)) return s as PlaybookSlug;
  return PLAYBOOK_ALIASES[s] ?? null;
}

export const playbookHubPath = (summary: PlaybookSummary) => `/dashboard/monetization/${summary.hubSlug}`;
