import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { configuredOwnerName } from '../../../data/config/config';
import { FOUNDER_QUOTE, MARKETING_STATS, PRICING, STORY_STACK } from '../../../content/site-marketing';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { ISLAND_HOOK, scrollToWaitlist } from '../site-nav';
import { TypingHeadline } from './typing-headline';

// Below the fold: hydrated when its chunk arrives (the prerendered HTML shows it meanwhile). If
// the network went away before it did (a first visit has no service worker yet), it is fetched
// again when the browser is back online; the prerendered forms stay on screen.
const loadJoin = (): Promise<{ default: ComponentType }> =>
  import('./landing-join').then(
    (m) => ({ default: m.LandingJoin }),
    () => new Promise((resolve) => window.addEventListener('online', () => resolve(loadJoin()), { once: true })),
  );
const LandingJoin = lazy(loadJoin);

export const LANDING_TITLE = 'StoryStack · Your Story Is Money';
export const LANDING_DESCRIPTION =
  'StoryStack turns your personal story into a business asset: six brand stories, AI drafting, LinkedIn content and sales funnels.';

export function LandingPage() {
  return (
    <>
      <PageMeta title={LANDING_TITLE} description={LANDING_DESCRIPTION} />
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <p className="inline-block rounded-full bg-white/10 px-4 py-1 text-xs font-semibold tracking-widest text-gold-400 uppercase">
            {PRICING.access} · {PRICING.beta}
          </p>
          <TypingHeadline
            text="Your Story Is Money"
            className="mt-6 min-h-[1.2em] text-4xl font-extrabold tracking-tight sm:text-6xl"
          />
          <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-50">
            StoryStack turns your personal story into a business asset: six brand stories, built with guided frameworks
            and AI drafting, ready for your pitch, your sales calls and your LinkedIn.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button
              variant="gold"
              onClick={() => scrollToWaitlist()}
              className="px-6 py-3 text-base"
              {...{ [ISLAND_HOOK.toWaitlist]: '' }}
            >
              Join the Waitlist
            </Button>
            <Link to="/request-access" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              Request Early Access
            </Link>
          </div>
          <dl className="mx-auto mt-14 grid max-w-3xl gap-6 sm:grid-cols-3">
            {MARKETING_STATS.map((s) => (
              <div key={s.value} className="rounded-xl bg-white/10 p-4">
                <dt className="sr-only">{s.label}</dt>
                <dd className="text-3xl font-extrabold text-gold-400">{s.value}</dd>
                <dd className="mt-1 text-sm text-brand-50">{s.label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-label="Founder quote" className="bg-brand-50">
        <figure className="mx-auto max-w-3xl px-4 py-16 text-center">
          <blockquote className="text-xl leading-relaxed font-medium text-brand-900 sm:text-2xl">
            “{FOUNDER_QUOTE.text}”
          </blockquote>
          <figcaption className="mt-6 text-sm font-semibold text-slate-700">
            {configuredOwnerName()}, {FOUNDER_QUOTE.role}
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="stack-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="stack-title" className="text-center text-3xl font-bold text-slate-900">
          Six stories. One stack. Every sale.
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Each story answers one question a buyer asks before they say yes. Build them in order with guided questions,
          or upload a transcript and draft all six at once.
        </p>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STORY_STACK.map((s, i) => (
            <li key={s.title} className="rounded-xl border border-slate-200 p-5">
              <p className="text-sm font-bold text-brand-600">Story {i + 1}</p>
              <h3 className="mt-1 font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="join-title" className="bg-gradient-to-b from-brand-700 to-brand-900">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="join-title" className="text-center text-3xl font-bold text-white">
            Free during the beta
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-brand-50">
            StoryStack is invite only while we are in beta. It is normally {PRICING.normal}; founding members use it
            free until we launch.
          </p>
          <div className="mt-10 grid items-start gap-6 md:grid-cols-2">
            <Suspense fallback={null}>
              <LandingJoin />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  );
}
