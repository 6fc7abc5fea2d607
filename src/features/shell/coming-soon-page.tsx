// Destinations in the navigation whose screens arrive in a later release: say so plainly.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';

interface ComingSoonPageProps {
  title: string;
  summary: string;
  features: readonly string[];
}

export function ComingSoonPage({ title, summary, features }: ComingSoonPageProps) {
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-3xl">
      <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">Coming in a later release</p>
      <h1 id="coming-soon-title" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-slate-700">{summary}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-sm font-semibold text-slate-900">What this page will do</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/dashboard/stories" className={buttonClass('primary')}>
          Work on your stories
        </Link>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          Back to Overview
        </Link>
      </div>
    </section>
  );
}
