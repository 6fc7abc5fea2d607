import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from '../../../src/content/blog-articles';
import { BLOG_POSTS, blogPostSummary } from '../../../src/content/site-blog';
import { MARKETING_STATS, PRICING, SITE_PAGES, sitePage, withOwner } from '../../../src/content/site-content';
import { searchSite } from '../../../src/domain/site-search';

const REQUIRED_PATHS = [
  '/billion-dollar-branding',
  '/founders-path',
  '/coaches-path',
  '/about',
  '/resources',
  '/contact',
  '/learn',
  '/podcasts',
  '/favorites',
  '/bookshelf',
  '/vip',
  '/newsletter',
  '/coming-soon',
];

describe('site content', () => {
  it('has a page with real copy for every content route', () => {
    for (const path of REQUIRED_PATHS) {
      const page = sitePage(path);
      expect(page, path).toBeDefined();
      const words = page!.sections
        .flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])])
        .join(' ')
        .split(/\s+/).length;
      expect(words, path).toBeGreaterThan(20);
      expect(JSON.stringify(page)).not.toMatch(/lorem ipsum/i);
    }
    expect(new Set(SITE_PAGES.map((p) => p.path)).size).toBe(SITE_PAGES.length);
  });

  it('states the spec figures and pricing', () => {
    expect(MARKETING_STATS.map((s) => s.value)).toEqual(['$8B+', '25+', '1000s']);
    expect(PRICING).toMatchObject({ normal: '$497/month' });
  });

  it('names no launch date (a past one read as stale beside the footer’s year)', () => {
    expect(PRICING).not.toHaveProperty('launch');
    expect(JSON.stringify(SITE_PAGES)).not.toMatch(/launch(es|ing)? in Q\d|after launch in/i);
  });

  it('replaces the owner placeholder', () => {
    expect(withOwner('About {owner}, by {owner}', 'Stacy')).toBe('About Stacy, by Stacy');
  });

  it('finds blog posts by slug; all 8 have their full text', () => {
    expect(blogPostSummary(BLOG_POSTS[0].slug)?.title).toBe(BLOG_POSTS[0].title);
    expect(blogPostSummary('nope')).toBeUndefined();
    expect(BLOG_POSTS).toHaveLength(8);
    expect(new Set(BLOG_POSTS.map((p) => p.slug)).size).toBe(8);
    expect(Object.keys(BLOG_ARTICLES).sort()).toEqual(BLOG_POSTS.map((p) => p.slug).sort());
  });
});

describe('searchSite', () => {
  it('returns nothing for a blank query', () => {
    expect(searchSite('   ', 'Stacy')).toEqual([]);
  });

  it('finds the coach path and ranks title hits first', () => {
    const results = searchSite('coaches', 'Stacy');
    expect(results[0]?.path).toBe('/coaches-path');
  });

  it('finds blog posts', () => {
    expect(searchSite('impact story bragging', 'Stacy').map((r) => r.path)).toContain(
      '/blog/impact-story-without-bragging',
    );
  });

  it('searches with the owner name filled in', () => {
    expect(searchSite('Jordan', 'Jordan').map((r) => r.path)).toContain('/about');
    expect(searchSite('{owner}', 'Jordan')).toEqual([]);
  });

  it('requires every word to match', () => {
    expect(searchSite('pricing xylophone', 'Stacy')).toEqual([]);
  });
});
