// A resource library page (spec areas §2.6): search (title and description), tag chips (clicking
// the active chip clears it), tabs with their empty states, and the page's promo. Tab, search and
// tag are local state only.
import { useState, type ReactNode } from 'react';
import { PageTabs, tabPanelProps } from '../../../components/ui/page-tabs';
import { emptySecondaryText, filterResources } from '../../../domain/library-search';
import type { Library } from '../../../content/library-content';
import { ResourceAction, resourceMeta } from './resource-action';

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function ResourceLibraryPage({ library, promo }: { library: Library; promo: ReactNode }) {
  const [tabId, setTabId] = useState(library.tabs[0].id);
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const tab = library.tabs.find((t) => t.id === tabId) ?? library.tabs[0];
  const items = filterResources(tab.items, search, tag);
  const idBase = `library-${library.title.toLowerCase().replace(/\W+/g, '-')}`;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">Resources</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{library.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{library.intro}</p>
      </header>

      <div className="space-y-3">
        <label className="block">
          <span className="sr-only">Search resources</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search resources..."
            className="w-full rounded-lg border border-slate-300 px-3 py-2.5 text-sm sm:max-w-md"
          />
        </label>
        <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
          {library.chips.map((chip) => {
            const active = chip === 'All' ? tag === null : tag === chip;
            return (
              <button
                key={chip}
                type="button"
                aria-pressed={active}
                onClick={() => setTag(chip === 'All' || tag === chip ? null : chip)}
                className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
                  active ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
                }`}
              >
                {chip}
              </button>
            );
          })}
        </div>
      </div>

      <PageTabs idBase={idBase} label={library.title} tabs={library.tabs} active={tab.id} onChange={setTabId} />
      <section {...tabPanelProps(idBase, tab.id)} className="focus:outline-none">
        {items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="font-semibold text-slate-900">{tab.empty}</p>
            <p className="mt-1 text-sm text-slate-700">{emptySecondaryText(search)}</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, i) => (
              <li
                key={item.id}
                className="card-in flex flex-col rounded-xl border border-slate-200 bg-white p-5"
                style={{ animationDelay: `${i * 0.1}s` }}
              >
                <p className="text-xs text-slate-600">
                  {formatDate(item.date)}
                  {resourceMeta(item) && <> · {resourceMeta(item)}</>}
                </p>
                <h2 className="mt-1 font-semibold text-slate-900">{item.title}</h2>
                <p className="mt-1 line-clamp-2 text-sm text-slate-700">{item.description}</p>
                <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
                  {item.tags.map((t) => (
                    <li key={t} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                      {t}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-4">
                  <ResourceAction item={item} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {promo}
    </div>
  );
}
