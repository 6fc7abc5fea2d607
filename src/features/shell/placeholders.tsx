// What each not-yet-built destination will hold, so nobody lands on a blank page.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { StorageUsage } from '../../components/ui/storage-usage';
import { ComingSoonPage } from './coming-soon-page';

export function SettingsPlaceholder() {
  return (
    <>
      <ComingSoonPage
        title="Settings"
        summary="Manage your account, profile and preferences."
        features={[
          'Profile: name and email',
          'Change your password',
          'Story and tone preferences',
          'Your data on this device and account deletion',
        ]}
      />
      <section className="mx-auto mt-6 max-w-3xl rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold text-slate-900">Storage on this device</h2>
        <StorageUsage className="mt-2" />
      </section>
    </>
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
