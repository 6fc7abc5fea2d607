// The blog inside the dashboard (spec areas §2.7): the 8 articles with a search on title, excerpt
// and author; Read More opens one inline (paragraphs split on line breaks) with "Back to all
// articles". The open article is in the address (?article=slug), so links from the libraries
// and the browser's Back button work.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { configuredOwnerName } from '../../../data/config/config';
import { filterArticles, readTime } from '../../../domain/library-search';
import {
  BLOG_POSTS,
  articleParagraphs,
  blogArticle,
  blogPostSummary,
  formatArticleDate,
} from '../../../content/site-blog';
import { withOwner } from '../../../content/site-content';

const formatDate = formatArticleDate;

export function BlogReader() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const owner = configuredOwnerName();
  const posts = BLOG_POSTS.map((p) => ({ ...p, author: withOwner(p.author, owner) }));
  const slug = params.get('article');
  const open = slug ? blogPostSummary(slug) : undefined;
  const content = slug ? blogArticle(slug) : undefined;

  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('article');
    setParams(next);
  };
  const read = (s: string) => {
    const next = new URLSearchParams(params);
    next.set('article', s);
    setParams(next);
  };

  if (open && content) {
    return (
      <article aria-labelledby="blog-article-title" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
        <Button variant="ghost" className="-ml-3" onClick={close}>
          ← Back to all articles
        </Button>
        <p className="mt-4 text-sm text-slate-600">
          {formatDate(open.date)} · {withOwner(open.author, owner)} · {readTime(content)}
        </p>
        <h3 id="blog-article-title" className="mt-1 text-2xl font-bold text-slate-900">
          {open.title}
        </h3>
        <div className="mt-4 max-w-3xl space-y-4 leading-relaxed text-slate-800">
          {articleParagraphs(content).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <Button variant="secondary" className="mt-8" onClick={close}>
          ← Back to all articles
        </Button>
      </article>
    );
  }

  const found = filterArticles(posts, search);
  return (
    <div className="space-y-4">
      <label className="block">
        <span className="sr-only">Search articles</span>
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search articles..."
          className="w-full rounded-lg border border-slate-300 px-3 py-2.5 text-sm sm:max-w-md"
        />
      </label>
      {found.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          No articles found matching your search
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {found.map((post, i) => (
            <li
              key={post.slug}
              className="card-in flex flex-col rounded-xl border border-slate-200 bg-white p-5"
              style={{ animationDelay: `${i * 0.05}s` }}
            >
              <p className="text-xs text-slate-600">
                {formatDate(post.date)} · {post.author} · {readTime(blogArticle(post.slug) ?? '')}
              </p>
              <h3 className="mt-1 font-semibold text-slate-900">{post.title}</h3>
              <p className="mt-1 line-clamp-2 text-sm text-slate-700">{post.excerpt}</p>
              <div className="mt-auto pt-3">
                <button
                  type="button"
                  onClick={() => read(post.slug)}
                  aria-label={`Read More: ${post.title}`}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  Read More
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
