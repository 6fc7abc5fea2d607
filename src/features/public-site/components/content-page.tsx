// Renders one of the content pages from src/content/site-content.ts by its path.
import { Link, useLocation } from 'react-router-dom';
import { configuredOwnerName } from '../../../data/config/config';
import { sitePage, withOwner, type SitePage } from '../../../content/site-content';
import { buttonClass } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { NotFoundPage } from './not-found-page';
import { PageHero } from './page-hero';

export function ContentPage() {
  const { pathname } = useLocation();
  const page = sitePage(pathname.replace(/\/+$/, '') || '/');
  if (!page) return <NotFoundPage />;
  return <ContentBody page={page} />;
}

function ContentBody({ page }: { page: SitePage }) {
  const o = (t: string) => withOwner(t, configuredOwnerName());
  return (
    <>
      <PageMeta title={`${o(page.title)} · StoryStack`} description={o(page.summary)} />
      <PageHero eyebrow={o(page.eyebrow)} title={o(page.title)}>
        {o(page.summary)}
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14">
        {page.sections.map((s) => (
          <section key={s.heading}>
            <h2 className="text-2xl font-bold text-slate-900">{o(s.heading)}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-700">
                {o(p)}
              </p>
            ))}
            {s.bullets ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                {s.bullets.map((b) => (
                  <li key={b}>{o(b)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {page.cta ? (
          <div className="rounded-2xl bg-brand-50 p-6 text-center">
            <Link to={page.cta.to} className={buttonClass('primary')}>
              {page.cta.label}
            </Link>
          </div>
        ) : null}
      </div>
    </>
  );
}
