import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { configuredOwnerName } from '../../../data/config/config';
import { PUBLICATIONS } from '../../../content/site-marketing';
import { FOOTER_LINKS, ISLAND_HOOK, PORTAL_LINKS } from '../site-nav';

function FooterSearch() {
  const [q, setQ] = useState('');
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2" {...{ [ISLAND_HOOK.siteSearch]: '' }}>
      <label htmlFor="footer-search" className="sr-only">
        Search the site
      </label>
      <input
        id="footer-search"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Search pages and posts"
        className="min-w-0 flex-1 rounded-lg border border-brand-100/40 bg-brand-900 px-3 py-2 text-sm text-white placeholder:text-brand-100"
      />
      <button
        type="submit"
        className="rounded-lg bg-gold-400 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-gold-500"
      >
        Search
      </button>
    </form>
  );
}

const noSubscription = () => () => {};

/**
 * This year, in the browser. The prerendered HTML was made at build time, possibly in another
 * year, so it has none and the year appears right after hydration (no mismatch to report).
 */
function useYear(): number | null {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => null,
  );
}

export function SiteFooter() {
  const year = useYear();
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="mb-10 text-center">
          <p className="text-xs font-semibold tracking-widest text-brand-100 uppercase">
            {configuredOwnerName()} has been featured in
          </p>
          <ul className="mt-4 flex flex-wrap items-center justify-center gap-x-8 gap-y-3 text-lg font-bold text-white/90">
            {PUBLICATIONS.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <div className="grid gap-10 md:grid-cols-[2fr_1fr]">
          <nav aria-label="Footer">
            <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
              {FOOTER_LINKS.map((l) => (
                <li key={l.to + l.label}>
                  <Link to={l.to} className="rounded text-sm text-brand-50 hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-2">
            <p className="text-sm font-semibold text-white">Search</p>
            <FooterSearch />
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            ©<span {...{ [ISLAND_HOOK.year]: '' }}>{year ? ` ${year}` : ''}</span> {configuredOwnerName()}. StoryStack.
            All rights reserved.
          </p>
          <ul className="flex gap-4">
            {PORTAL_LINKS.map((l) => (
              <li key={l.label}>
                <Link
                  to={l.to}
                  className="rounded text-xs text-brand-100 opacity-70 hover:opacity-100 focus-visible:opacity-100"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
