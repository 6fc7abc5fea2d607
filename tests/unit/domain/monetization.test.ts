import { describe, expect, it } from 'vitest';
import {
  averageCompletion,
  clientContentFileName,
  clientStackRows,
  publishedStories,
} from '../../../src/domain/client-stacks';
import { stackProgress } from '../../../src/domain/progress';
import { CALENDAR_DAYS, planWeek } from '../../../src/domain/content-calendar';
import { STACK_ORDER } from '../../../src/domain/frameworks';
import { PLAYBOOKS, PLAYBOOK_SLUGS, playbookHubPath, resolvePlaybook } from '../../../src/domain/playbooks';
import { PLAYBOOK_CONTENT } from '../../../src/features/monetization/playbooks/playbook-content';

let n = 0;
const story = (client: string | null, type: string, status = 'published', extra: Record<string, unknown> = {}) => ({
  id: `s${++n}`,
  client_id: client,
  framework_type: type,
  status,
  updated_at: `2026-11-${String(10 + (n % 10)).padStart(2, '0')}T10:00:00Z`,
  deleted_at: null as string | null,
  title: `Story ${n}`,
  ...extra,
});

describe('client stacks: published stories only, completion over 6', () => {
  const full = STACK_ORDER.map((t) => story('a', t));
  const partial = [
    story('b', 'backstory'),
    story('b', 'backstory'),
    story('b', 'impact_story'),
    story('b', 'job_story', 'draft'),
    story('b', 'target_audience', 'in_review'),
    story('b', 'differentiation', 'published', { deleted_at: '2026-11-20T00:00:00Z' }),
  ];
  const clients = [
    { id: 'b', name: 'Bea' },
    { id: 'a', name: 'Ada' },
    { id: 'c', name: 'Cy' },
  ];

  it('counts a framework once, ignores drafts, reviews and deleted stories', () => {
    expect(stackProgress(full)).toMatchObject({ publishedCount: 6, publishedPercent: 100, allPublished: true });
    expect(stackProgress(partial)).toMatchObject({
      published: ['backstory', 'impact_story'],
      publishedCount: 2,
      publishedPercent: 33,
      allPublished: false,
    });
    expect(stackProgress([])).toMatchObject({ publishedCount: 0, publishedPercent: 0, allPublished: false });
  });

  it('filters All / Complete / In Progress, sorted by name', () => {
    const stories = [...full, ...partial];
    expect(clientStackRows(clients, stories).map((r) => r.client.id)).toEqual(['a', 'b', 'c']);
    expect(clientStackRows(clients, stories, 'complete').map((r) => r.client.id)).toEqual(['a']);
    expect(clientStackRows(clients, stories, 'in_progress').map((r) => r.client.id)).toEqual(['b', 'c']);
  });

  it('averages completion per client over 6', () => {
    const rows = clientStackRows(clients, [...full, ...partial]);
    // (6/6 + 2/6 + 0/6) / 3 = 44.4 %
    expect(averageCompletion(rows)).toBe(44);
    expect(averageCompletion([])).toBe(0);
  });

  it('lists published stories newest first', () => {
    const list = publishedStories([
      story('x', 'backstory', 'published', { updated_at: '2026-01-01T00:00:00Z', id: 'old' }),
      story('x', 'backstory', 'published', { updated_at: '2026-02-01T00:00:00Z', id: 'new' }),
      story('x', 'backstory', 'draft', { id: 'draft' }),
    ]);
    expect(list.map((s) => s.id)).toEqual(['new', 'old']);
  });
});

describe('download names', () => {
  it('are {client name}-linkedin-content.txt and {client name}-funnel-strategy.txt', () => {
    expect(clientContentFileName('Cleo Client', 'linkedin')).toBe('Cleo Client-linkedin-content.txt');
    expect(clientContentFileName('Cleo Client', 'funnel')).toBe('Cleo Client-funnel-strategy.txt');
  });
  it('replace characters a file system refuses', () => {
    expect(clientContentFileName('A/B: "Co"', 'linkedin')).toBe('A-B- -Co--linkedin-content.txt');
    expect(clientContentFileName('   ', 'funnel')).toBe('client-funnel-strategy.txt');
  });
});

describe('playbook routes', () => {
  it('resolves every playbook by both spellings to a page with content and tabs', () => {
    const spellings = [...PLAYBOOK_SLUGS, 'tieredservices', 'digitalproducts', 'corporatetraining', 'memberships'];
    for (const segment of spellings) {
      const slug = resolvePlaybook(segment);
      expect(slug, segment).not.toBeNull();
      expect(PLAYBOOK_CONTENT[slug!].tabs.length, segment).toBeGreaterThan(0);
    }
    expect(resolvePlaybook('tieredservices')).toBe(resolvePlaybook('tiered-services'));
    expect(resolvePlaybook('digitalproducts')).toBe('digital-products');
    expect(resolvePlaybook('corporatetraining')).toBe('corporate-training');
    expect(resolvePlaybook('linkedin')).toBeNull();
    expect(resolvePlaybook('nope')).toBeNull();
  });

  it('links the hub to the spec’s nine addresses', () => {
    expect(PLAYBOOKS.map(playbookHubPath).sort()).toEqual(
      [
        'funnel-building',
        'profile-optimization',
        'content-creation',
        'relationship-building',
        'thought-leadership',
        'tieredservices',
        'digitalproducts',
        'memberships',
        'corporatetraining',
      ]
        .map((s) => `/dashboard/monetization/${s}`)
        .sort(),
    );
  });

  it('gives every playbook the tabs the spec names', () => {
    const labels = (slug: (typeof PLAYBOOK_SLUGS)[number]) => PLAYBOOK_CONTENT[slug].tabs.map((t) => t.label);
    expect(labels('tiered-services')).toEqual([
      'Overview',
      'Service Tiers',
      'Pricing Strategy',
      'Sales Scripts',
      'Implementation',
    ]);
    expect(labels('content-creation')).toEqual(['Overview', 'Strategies', 'Formats', 'Calendar', 'Analytics']);
    expect(labels('relationship-building')).toEqual(['Overview', 'Strategies', 'Outreach', 'Meetings', 'Follow-up']);
    expect(labels('thought-leadership')).toEqual(['Overview', 'Strategies', 'Content', 'Platforms', 'Measurement']);
    expect(PLAYBOOK_CONTENT['profile-optimization'].tabs[0].blocks[0]).toMatchObject({ kind: 'steps' });
    const checklist = PLAYBOOK_CONTENT['profile-optimization'].tabs[0].blocks[0] as unknown as {
      items: { title: string }[];
    };
    expect(checklist.items.map((i) => i.title)).toEqual([
      'Banner',
      'Photo',
      'Headline',
      'URL',
      'About',
      'Featured',
      'Experience',
      'Call to action',
    ]);
  });

  it('carries the spec’s figures and prices', () => {
    const text = (slug: (typeof PLAYBOOK_SLUGS)[number]) => JSON.stringify(PLAYBOOK_CONTENT[slug]);
    for (const figure of ['$2,500', '3 months', '$7,500', '6 months', '$15,000', '12 months', '10 clients a year'])
      expect(text('tiered-services')).toContain(figure);
    for (const price of ['$97', '$197', '$47']) expect(text('digital-products')).toContain(price);
    for (const figure of ['1,300', '3 max', '3-5%', '40%', '30%', '20%', '10%', '3-5'])
      expect(text('content-creation')).toContain(figure);
    for (const figure of ['90 days', '30 days', '3 days', '90 miles', 'Give Give Give Ask', 'Meeting request'])
      expect(text('funnel-building')).toContain(figure);
    expect(text('profile-optimization')).toContain('5+');
    const arc = PLAYBOOK_CONTENT['content-creation'].tabs.find((t) => t.id === 'formats')!.blocks[0] as unknown as {
      title: string;
      items: unknown[];
    };
    expect(arc.title).toContain('backstory arc');
    expect(arc.items).toHaveLength(5);
    const corporate = PLAYBOOK_CONTENT['corporate-training'];
    const process = corporate.tabs.find((t) => t.id === 'process')!.blocks[0] as unknown as { items: unknown[] };
    expect(process.items).toHaveLength(5);
    const objections = corporate.tabs.find((t) => t.id === 'objections')!.blocks[0] as unknown as { items: unknown[] };
    expect(objections.items).toHaveLength(3);
    const outcomes = corporate.tabs[0].blocks[0] as unknown as { items: { title: string; metric?: string }[] };
    expect(outcomes.items.map((c) => c.title)).toEqual([
      'Employee engagement',
      'Proposal acceptance',
      'Stakeholder buy-in',
      'Competitive advantage',
    ]);
    expect(outcomes.items.every((c) => c.metric)).toBe(true);
  });
});

describe('content calendar', () => {
  it('runs Monday to Friday and proposes the newest published story that fits each day', () => {
    expect(CALENDAR_DAYS.map((d) => d.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    const week = planWeek([
      story(null, 'backstory', 'published', { id: 'back-old', updated_at: '2026-01-01T00:00:00Z' }),
      story(null, 'backstory', 'published', { id: 'back-new', updated_at: '2026-03-01T00:00:00Z' }),
      story(null, 'impact_story', 'draft', { id: 'impact-draft' }),
      story(null, 'job_story', 'published', { id: 'job' }),
    ]);
    expect(week.map((p) => p.story?.id ?? null)).toEqual(['job', 'back-new', null, null, 'job']);
  });
});
