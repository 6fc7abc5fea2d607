// Learning Resources (/dashboard/resources, spec areas §2.6): the two libraries, the workbook with
// the coach panel and the blog, the featured podcast with 3 episodes, and curated resources by
// category, each opening in a new tab.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../data/auth/use-auth';
import { configuredOwnerName } from '../../../data/config/config';
import { withOwner } from '../../../content/site-content';
import { isCoachOrAdmin } from '../../../domain/roles';
import { CLIENT_LIBRARY } from '../../../content/library-content';
import {
  FEATURED_PODCAST,
  LEARNING_CATEGORIES,
  linksInCategory,
  type LearningCategory,
} from '../../../content/curated-links';
import { BlogReader } from './blog-reader';
import { ResourceAction } from './resource-action';

const TYPE_LABEL = { video: 'Video', blog: 'Blog', podcast: 'Podcast', guide: 'Guide' } as const;

function LibraryCard({ to, title, body }: { to: string; title: string; body: string }) {
  return (
    <Link
      to={to}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-500 hover:shadow-sm"
    >
      <span className="font-semibold text-slate-900">{title}</span>
      <span className="mt-1 text-sm text-slate-700">{body}</span>
      <span className="mt-3 text-sm font-semibold text-brand-700">Open →</span>
    </Link>
  );
}

export function LearningResourcesPage() {
  const { role } = useAuth();
  const owner = configuredOwnerName();
  const [category, setCategory] = useState<LearningCategory>('All');
  const coach = role ? isCoachOrAdmin(role) : false;
  const links = linksInCategory(category).filter((l) => l.id !== FEATURED_PODCAST.id);
  const showPodcast = category === 'All' || FEATURED_PODCAST.categories.includes(category as never);
  const workbook = CLIENT_LIBRARY.tabs[0].items[0];

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">Resources</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Learning Resources</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Workbooks, articles, podcasts and playbooks for turning your stories into business.
        </p>
      </header>

      <div className="grid gap-4 sm:grid-cols-2">
        <LibraryCard
          to="/dashboard/resources/client"
          title="Client Resources"
          body="Workbooks, tutorial videos and guides for building your six stories."
        />
        {coach && (
          <LibraryCard
            to="/dashboard/resources/coach"
            title="Coach Resources"
            body="Client workbooks, training videos, coaching guides and certification materials."
          />
        )}
      </div>

      <section aria-labelledby="workbook-title" className="grid gap-4 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="workbook-title" className="text-lg font-semibold text-slate-900">
            The StoryStack Workbook
          </h2>
          <p className="mt-1 text-sm text-slate-700">{workbook.description}</p>
          <div className="mt-3">
            <ResourceAction item={workbook} />
          </div>
          {coach && (
            <div className="mt-5 rounded-lg bg-brand-50 p-4">
              <p className="font-semibold text-brand-900">For coaches</p>
              <p className="mt-1 text-sm text-slate-700">
                Interview guides, the review checklist and certification material are in Coach Resources.
              </p>
              <Link
                to="/dashboard/resources/coach"
                className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
              >
                Open Coach Resources
              </Link>
            </div>
          )}
        </div>
        <div className="lg:col-span-2">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Blog</h2>
          <BlogReader />
        </div>
      </section>

      <section aria-labelledby="curated-title" className="space-y-4">
        <h2 id="curated-title" className="text-lg font-semibold text-slate-900">
          Listen, watch and read
        </h2>
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {LEARNING_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
              className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
                category === c ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
              }`}
            >
              {c}
            </button>
          ))}
        </div>

        {showPodcast && (
          <div className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">Featured podcast</p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">{FEATURED_PODCAST.title}</h3>
            <p className="text-sm text-slate-700">{withOwner(FEATURED_PODCAST.description, owner)}</p>
            <ol className="mt-3 space-y-3">
              {FEATURED_PODCAST.episodes?.map((e, i) => (
                <li key={e.title} className="rounded-lg bg-slate-50 p-3">
                  <p className="font-semibold text-slate-900">
                    Episode {i + 1}: {e.title}
                  </p>
                  <p className="text-sm text-slate-700">{e.description}</p>
                  {e.url ? (
                    <a
                      href={e.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm text-brand-700 underline"
                    >
                      Listen
                    </a>
                  ) : (
                    <p className="text-xs text-slate-600">Audio not published yet.</p>
                  )}
                </li>
              ))}
            </ol>
            <a
              href={FEATURED_PODCAST.url}
              target="_blank"
              rel="noopener"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
            >
              All episodes
            </a>
          </div>
        )}

        {links.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {links.map((link, i) => (
              <li
                key={link.id}
                className="card-in flex flex-col rounded-xl border border-slate-200 bg-white p-5"
                style={{ animationDelay: `${i * 0.1}s` }}
              >
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{TYPE_LABEL[link.type]}</p>
                <h3 className="mt-1 font-semibold text-slate-900">{link.title}</h3>
                <p className="mt-1 line-clamp-2 text-sm text-slate-700">{link.description}</p>
                <div className="mt-auto pt-3">
                  {link.type === 'video' ? (
                    link.embedUrl ? (
                      <div className="aspect-video overflow-hidden rounded-lg bg-slate-900">
                        <iframe src={link.embedUrl} title={link.title} className="h-full w-full" allowFullScreen />
                      </div>
                    ) : (
                      <p className="text-sm text-slate-600">This video is not published yet.</p>
                    )
                  ) : (
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener"
                      className="text-sm font-semibold text-brand-700 hover:underline"
                    >
                      Open in a new tab
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
