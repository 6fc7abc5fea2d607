import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { makeGuidePdf } from '../../../src/features/resources/guide-pdf';
import { BLOG_ARTICLES } from '../../../src/content/blog-articles';
import {
  emptySecondaryText,
  filterArticles,
  filterResources,
  formatDuration,
  readTime,
} from '../../../src/domain/library-search';
import { BLOG_POSTS, articleParagraphs } from '../../../src/content/site-blog';
import { CURATED_LINKS, FEATURED_PODCAST, linksInCategory } from '../../../src/content/curated-links';
import { GUIDES } from '../../../src/content/guides';
import { CLIENT_LIBRARY, COACH_LIBRARY } from '../../../src/content/library-content';

const items = [
  { title: 'LinkedIn Headline Video', description: 'Rewrite your profile', tags: ['LinkedIn', 'Branding'] },
  { title: 'Backstory worksheet', description: 'Write your LINKEDIN about section', tags: ['Storytelling'] },
  { title: 'Pricing guide', description: 'Three tiers', tags: ['Sales'] },
];

describe('resource search and tags', () => {
  it('matches title or description, case-insensitively, and combines with the tag', () => {
    expect(filterResources(items, 'linkedin', null).map((i) => i.title)).toEqual([
      'LinkedIn Headline Video',
      'Backstory worksheet',
    ]);
    expect(filterResources(items, '  LinkedIn ', 'Storytelling').map((i) => i.title)).toEqual(['Backstory worksheet']);
    expect(filterResources(items, '', 'Sales').map((i) => i.title)).toEqual(['Pricing guide']);
    expect(filterResources(items, 'tiers', 'LinkedIn')).toEqual([]);
    expect(filterResources(items, '', null)).toHaveLength(3);
  });

  it('says why a tab is empty', () => {
    expect(emptySecondaryText('video')).toBe('Try adjusting your search or filters');
    expect(emptySecondaryText('  ')).toBe('Check back soon...');
  });

  it('formats video durations as mm:ss and read times', () => {
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(0)).toBe('00:00');
    expect(readTime('word '.repeat(660))).toBe('3 min read');
    expect(readTime('short')).toBe('1 min read');
  });
});

describe('blog search', () => {
  const posts = BLOG_POSTS.map((p) => ({ ...p, author: p.author.replace('{owner}', 'Stacy Smith') }));
  it('matches title, excerpt or author, case-insensitively', () => {
    expect(filterArticles(posts, 'BRAGGING').map((p) => p.slug)).toEqual(['impact-story-without-bragging']);
    expect(filterArticles(posts, 'calendar in disguise').map((p) => p.slug)).toEqual(['from-one-story-to-five-posts']);
    expect(filterArticles(posts, 'stacy smith').length).toBe(posts.filter((p) => p.author === 'Stacy Smith').length);
    expect(filterArticles(posts, 'storystack team').length).toBeGreaterThan(0);
    expect(filterArticles(posts, 'zzz')).toEqual([]);
    expect(filterArticles(posts, '')).toHaveLength(8);
  });

  it('splits an article into paragraphs on line breaks', () => {
    expect(articleParagraphs('One.\n\nTwo.\r\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    for (const post of BLOG_POSTS) expect(articleParagraphs(BLOG_ARTICLES[post.slug]).length).toBeGreaterThan(4);
  });
});

describe('the libraries', () => {
  const count = (tabs: typeof CLIENT_LIBRARY.tabs, id: string) => tabs.find((t) => t.id === id)?.items.length;

  it('hold the spec’s counts: 4 workbooks, 4 videos, 4 articles; the coach page adds 3 certification items', () => {
    expect(CLIENT_LIBRARY.tabs.map((t) => t.label)).toEqual([
      'Workbooks & Templates',
      'Tutorial Videos',
      'Articles & Guides',
    ]);
    expect([
      count(CLIENT_LIBRARY.tabs, 'workbooks'),
      count(CLIENT_LIBRARY.tabs, 'videos'),
      count(CLIENT_LIBRARY.tabs, 'articles'),
    ]).toEqual([4, 4, 4]);
    expect(COACH_LIBRARY.tabs.map((t) => t.label)).toEqual([
      'Client Workbooks',
      'Training Videos',
      'Coaching Guides',
      'Certification Materials',
    ]);
    expect(count(COACH_LIBRARY.tabs, 'certification')).toBe(3);
    expect(CLIENT_LIBRARY.chips).toEqual(['All', 'Storytelling', 'LinkedIn', 'Branding', 'Marketing', 'Sales']);
    expect(COACH_LIBRARY.chips).toEqual([
      'All',
      'Client Management',
      'Storytelling',
      'LinkedIn',
      'Certification',
      'Marketing',
    ]);
  });

  it('tags every item with its page’s chips, and links only to articles that exist', () => {
    for (const library of [CLIENT_LIBRARY, COACH_LIBRARY]) {
      for (const item of library.tabs.flatMap((t) => t.items)) {
        expect(item.tags.length).toBeGreaterThan(0);
        for (const tag of item.tags) expect(library.chips, item.id).toContain(tag);
        if (item.action.kind === 'article') expect(BLOG_ARTICLES[item.action.slug], item.id).toBeDefined();
      }
    }
  });

  it('has no dead links: every curated link is a product page, the podcast has 3 episodes', () => {
    expect(FEATURED_PODCAST.episodes).toHaveLength(3);
    for (const link of CURATED_LINKS) {
      if (link.type === 'video') expect(link.embedUrl === null || /^https:\/\//.test(link.embedUrl ?? '')).toBe(true);
      else expect(link.url, link.id).toMatch(/^\/[a-z]/);
      if (link.type === 'blog') expect(BLOG_ARTICLES[link.url!.replace('/blog/', '')]).toBeDefined();
    }
    expect(JSON.stringify([CURATED_LINKS, CLIENT_LIBRARY, COACH_LIBRARY])).not.toMatch(/"#"/);
    expect(linksInCategory('Network Building').every((l) => l.categories.includes('Network Building'))).toBe(true);
  });

  it('makes every guide as a readable PDF', async () => {
    for (const guide of Object.values(GUIDES)) {
      const pdf = await getDocument({ data: await makeGuidePdf(guide), verbosity: 0 }).promise;
      const parts: string[] = [];
      for (let n = 1; n <= pdf.numPages; n++) {
        const content = await (await pdf.getPage(n)).getTextContent();
        parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
      }
      const text = parts.join(' ').replace(/\s+/g, ' ');
      expect(text).toContain(guide.title);
      for (const section of guide.sections) expect(text).toContain(section.heading.replace(/’/g, "'"));
    }
  });
});
