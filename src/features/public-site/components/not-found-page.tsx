import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageMeta title="Page not found · StoryStack" description="This page isn’t part of the story." />
      <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">This page isn’t part of the story</h1>
      <p className="mt-3 text-slate-600">
        The page you were looking for has moved or never existed. Let’s get you somewhere useful.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary')}>
          Back to Home
        </Link>
        <Link to="/search" className={buttonClass('secondary')}>
          Search the site
        </Link>
      </div>
    </div>
  );
}
