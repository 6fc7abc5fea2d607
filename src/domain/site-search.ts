// The footer search: a plain ranked text match over the site's pages and blog posts.
import { BLOG_POSTS, blogArticle } from '../content/site-blog.ts';
import { SITE_PAGES, withOwner } from '../content/site-content.ts';

export interface SearchResult {
  path: string;
  title: string;
  summary: string;
  kind: 'page' | 'post';
}

interface SearchDoc extends SearchResult {
  body: string;
}

function documents(owner: string): SearchDoc[] {
  const pages: SearchDoc[] = SITE_PAGES.map((p) => ({
    path: p.path,
    title: withOwner(p.title, owner),
    summary: withOwner(p.summary, owner),
    kind: 'page',
    body: withOwner(
      p.sections.map((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])].join(' ')).join(' '),
      owner,
    ),
  }));
  const posts: SearchDoc[] = BLOG_POSTS.map((p) => ({
    path: `/blog/${p.slug}`,
    title: p.title,
    summary: p.excerpt,
    kind: 'post',
    body: `${withOwner(p.author, owner)} ${blogArticle(p.slug) ?? ''}`,
  }));
  return [...pages, ...posts];
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Every word of the query must appear; title hits rank above summary hits above body hits. */
export function searchSite(query: string, owner: string, limit = 20): SearchResult[] {
  const words = normalise(query)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return [];
  const scored: { result: SearchResult; score: number }[] = [];
  for (const doc of documents(owner)) {
    const title = normalise(doc.title);
    const summary = normalise(doc.summary);
    const body = normalise(doc.body);
    let score = 0;
    let all = true;
    for (const w of words) {
      const s = (title.includes(w) ? 5 : 0) + (summary.includes(w) ? 2 : 0) + (body.includes(w) ? 1 : 0);
      if (s === 0) {
        all = false;
        break;
      }
      score += s;
    }
    if (all) scored.push({ result: { path: doc.path, title: doc.title, summary: doc.summary, kind: doc.kind }, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.result.title.localeCompare(b.result.title))
    .slice(0, limit)
    .map((s) => s.result);
}
