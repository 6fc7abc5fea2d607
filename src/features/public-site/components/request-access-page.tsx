// The lead-capture variant of the landing page, with the portal links in its footer strip.
import { Link } from 'react-router-dom';
import { MARKETING_STATS, PRICING } from '../../../content/site-marketing';
import { PageMeta } from '../../../components/ui/page-meta';
import { LeadWizard } from './lead-wizard';
import { PageHero } from './page-hero';

const PORTALS = ['Admin Login', 'User Login', 'Coach Login'] as const;

export function RequestAccessPage() {
  return (
    <>
      <PageMeta
        title="Request Early Access · StoryStack"
        description="Tell us about your business in four short steps and request early access to StoryStack."
      />
      <PageHero eyebrow={`${PRICING.access} · ${PRICING.beta}`} title="Request Early Access">
        Tell us about your business. Four short steps, two minutes, and our team gets back to you.
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[3fr_2fr]">
        <LeadWizard />
        <aside className="space-y-4" aria-label="Why StoryStack">
          {MARKETING_STATS.map((s) => (
            <div key={s.value} className="rounded-xl bg-brand-50 p-5">
              <p className="text-3xl font-extrabold text-brand-700">{s.value}</p>
              <p className="text-sm text-slate-700">{s.label}</p>
            </div>
          ))}
          <p className="text-sm text-slate-600">
            Free during the beta, normally {PRICING.normal}. Prefer the quick route?{' '}
            <Link to="/early-access" className="font-semibold text-brand-700 underline">
              Join the waitlist
            </Link>
            .
          </p>
        </aside>
      </div>
      <nav aria-label="Portals" className="border-t border-slate-200">
        <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-6 px-4 py-6">
          {PORTALS.map((label) => (
            <li key={label}>
              <Link to="/login" className="rounded text-sm font-medium text-slate-700 underline hover:text-brand-700">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
