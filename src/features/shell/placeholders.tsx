// What each not-yet-built destination will hold, so nobody lands on a blank page.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { ComingSoonPage } from './coming-soon-page';

export function MonetizationPlaceholder() {
  return (
    <ComingSoonPage
      title="Monetization"
      summary="Playbooks that turn your finished story stack into revenue."
      features={[
        'Tiered services, digital products, memberships and corporate training',
        'LinkedIn profile, content and funnel playbooks',
        'Your stories placed into each playbook',
      ]}
    />
  );
}

export function ResourcesPlaceholder({ audience }: { audience: 'all' | 'client' | 'coach' }) {
  const title = audience === 'coach' ? 'Coach Resources' : audience === 'client' ? 'Client Resources' : 'Resources';
  return (
    <ComingSoonPage
      title={title}
      summary="Guides, workbooks and examples to help you tell your story well."
      features={[
        'Framework guides and workbooks',
        'Success stories',
        audience === 'coach' ? 'Session plans for coaching clients' : 'Templates for LinkedIn and sales pages',
      ]}
    />
  );
}

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
