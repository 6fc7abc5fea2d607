import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { configuredOwnerName } from '../../../data/config/config';
import { searchSite } from '../../../domain/site-search';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { PageHero } from './page-hero';

export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  // A new query from the footer box starts a fresh search form.
  return <SearchBody key={query} query={query} />;
}

function SearchBody({ query }: { query: string }) {
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState(query);
  const results = searchSite(query, configuredOwnerName());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <>
      <PageMeta title="Search · StoryStack" description="Search the StoryStack site: pages and blog posts." />
      <PageHero eyebrow="Search" title="Search the site" />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <form role="search" onSubmit={submit} className="flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            Search pages and posts
          </label>
          <input
            id="search-page-q"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5"
            placeholder="Try “founders”, “pricing” or “impact story”"
          />
          <Button type="submit">Search</Button>
        </form>
        <div aria-live="polite" className="mt-8">
          {query ? (
            <p className="text-sm text-slate-600">
              {results.length === 0
                ? `No results for “${query}”.`
                : `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query}”`}
            </p>
          ) : null}
          <ul className="mt-4 space-y-4">
            {results.map((r) => (
              <li key={r.path} className="rounded-xl border border-slate-200 p-5">
                <p className="text-xs font-semibold text-brand-600 uppercase">
                  {r.kind === 'post' ? 'Blog post' : 'Page'}
                </p>
                <Link
                  to={r.path}
                  className="mt-1 block rounded text-lg font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {r.title}
                </Link>
                <p className="mt-1 text-sm text-slate-700">{r.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
