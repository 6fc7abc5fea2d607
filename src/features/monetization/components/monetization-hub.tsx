// The monetization hub (spec areas §2.2): Overview, StoryStack Playbooks and, for coaches and
// admins, Client StoryStacks. The tab is in the address (?tab=) so it survives a reload and can be
// linked; a founder who opens the clients tab by address is told it is for coaches.
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { PageTabs, tabPanelProps } from '../../../components/ui/page-tabs';
import { useAuth } from '../../../data/auth/use-auth';
import { useClients, useStories } from '../../../data/mirror/hooks';
import { FRAMEWORKS, STACK_ORDER } from '../../../domain/frameworks';
import { PLAYBOOKS, playbookHubPath } from '../../../domain/playbooks';
import { stackProgress } from '../../../domain/progress';
import { isCoachOrAdmin } from '../../../domain/roles';
import { personsStories } from '../../../domain/story-person';
import { ClientStacks } from './client-stacks';
import { StackBar } from './stack-bar';

type HubTab = 'overview' | 'playbooks' | 'client-stacks';
const ID = 'monetization';

function PlaybookGrid({ group }: { group: 'offers' | 'audience' }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {PLAYBOOKS.filter((p) => p.group === group).map((p) => (
        <li key={p.slug}>
          <Link
            to={playbookHubPath(p)}
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-500 hover:shadow-sm"
          >
            <span className="font-semibold text-slate-900">{p.title}</span>
            <span className="mt-1 line-clamp-2 text-sm text-slate-700">{p.summary}</span>
            <span className="mt-auto pt-3 text-sm font-semibold text-brand-700">Open playbook →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Overview({ userId }: { userId: string | null }) {
  const stories = useStories();
  const clients = useClients();
  const stack = stackProgress(personsStories(stories ?? [], clients ?? [], userId));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-5">
        <div className="rounded-xl border border-slate-200 bg-white p-5 md:col-span-3">
          <h2 className="text-lg font-semibold text-slate-900">Stories sell before you do</h2>
          <p className="mt-2 text-slate-700">
            Each playbook here takes the six stories you built and puts them to work: in a priced offer, a sales
            conversation, a week of LinkedIn posts or a meeting request. Published stories are used as they are, so the
            better the stack, the less you write from scratch.
          </p>
          <ol className="mt-4 list-decimal space-y-1.5 pl-5 text-sm text-slate-700">
            <li>Publish your six stories (they count once their status is Published).</li>
            <li>Pick one offer playbook and price it: tiered services is the fastest to first revenue.</li>
            <li>Pick one audience playbook and run it for 90 days before you judge it.</li>
          </ol>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 md:col-span-2">
          <h2 className="text-base font-semibold text-slate-900">Your published stories</h2>
          <p className="mt-1 text-sm text-slate-700">{stack.publishedCount} of 6 published</p>
          <div className="mt-2">
            <StackBar label="Published stories" percent={stack.publishedPercent} complete={stack.allPublished} />
          </div>
          <ul className="mt-3 space-y-1 text-sm">
            {STACK_ORDER.map((t) => (
              <li key={t} className="flex justify-between gap-2">
                <span className="text-slate-700">{FRAMEWORKS[t].title}</span>
                <span className={stack.published.includes(t) ? 'text-green-700' : 'text-slate-500'}>
                  {stack.published.includes(t) ? 'Published' : 'Not yet'}
                </span>
              </li>
            ))}
          </ul>
          {!stack.allPublished && (
            <Link to="/dashboard/stories" className={buttonClass('secondary', 'mt-4 w-full')}>
              Go to my stories
            </Link>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['$2,500', 'Foundation tier, 3 months'],
          ['$15,000', 'Elite tier, 12 months'],
          ['3-5', 'LinkedIn posts a week'],
          ['90 days', 'to plan a city trip'],
        ].map(([value, label]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-4">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function MonetizationHub() {
  const { user, role } = useAuth();
  const [params, setParams] = useSearchParams();
  const coach = role ? isCoachOrAdmin(role) : false;
  const requested = params.get('tab');
  const active: HubTab = requested === 'playbooks' || requested === 'client-stacks' ? requested : 'overview';
  const tabs = [
    { id: 'overview' as const, label: 'Overview' },
    { id: 'playbooks' as const, label: 'StoryStack Playbooks' },
    ...(coach || active === 'client-stacks' ? [{ id: 'client-stacks' as const, label: 'Client StoryStacks' }] : []),
  ];
  const select = (id: HubTab) => setParams(id === 'overview' ? {} : { tab: id }, { replace: true });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">Monetization</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Turn your stories into revenue</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Nine playbooks for founders and coaches: four ways to package what you know, five ways to bring the right
          people to it.
        </p>
      </header>
      <PageTabs idBase={ID} label="Monetization" tabs={tabs} active={active} onChange={select} />
      <section {...tabPanelProps(ID, active)} className="focus:outline-none">
        {active === 'overview' && <Overview userId={user?.id ?? null} />}
        {active === 'playbooks' && (
          <div className="space-y-8">
            <div>
              <h2 className="text-lg font-semibold text-slate-900">Offers: what you sell</h2>
              <div className="mt-3">
                <PlaybookGrid group="offers" />
              </div>
            </div>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">Audience: who hears about it</h2>
              <div className="mt-3">
                <PlaybookGrid group="audience" />
              </div>
            </div>
          </div>
        )}
        {active === 'client-stacks' &&
          (coach && role ? (
            <ClientStacks role={role} userId={user?.id ?? null} />
          ) : (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 font-semibold text-red-800">
              Access denied. Coaches only.
            </p>
          ))}
      </section>
    </div>
  );
}
