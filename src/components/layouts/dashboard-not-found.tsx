// The dashboard's own 404: a page that says so and offers the two places people usually meant.
import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button';

export function DashboardNotFound() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-10 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 id="not-found-title" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        Page not found
      </h1>
      <p className="mt-3 text-slate-700">
        There is no dashboard page at this address. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/dashboard" className={buttonClass('primary')}>
          Go to your dashboard
        </Link>
        <Link to="/dashboard/stories" className={buttonClass('secondary')}>
          My stories
        </Link>
      </div>
    </section>
  );
}
