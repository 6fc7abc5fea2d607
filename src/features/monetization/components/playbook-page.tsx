// One playbook (spec areas §2.4): its tabs of static advice, the reader's own stories (or with
// ?client= that client's) where they fit, a link back to the hub, and for Funnel Building and Profile Optimization with ?client={id}
// the client story panel once the client has loaded.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageTabs, tabPanelProps } from '../../../components/ui/page-tabs';
import { useAuth } from '../../../data/auth/use-auth';
import { useClients, useStories } from '../../../data/mirror/hooks';
import { CLIENT_PANEL_PLAYBOOKS, resolvePlaybook, type PlaybookSlug } from '../../../domain/playbooks';
import { PLAYBOOK_CONTENT } from '../playbooks/playbook-content';
import { PlaybookBlock, backLinkClass, type StoryOwner } from '../playbooks/playbook-blocks';
import { clientRecordStories, personsStories } from '../../../domain/story-person';
import type { Playbook } from '../playbooks/types';
import { ClientStoryPanel } from './client-story-panel';

export function BackToHub() {
  return (
    <Link to="/dashboard/monetization" className={backLinkClass}>
      ← Back to Monetization
    </Link>
  );
}

function PlaybookView({ playbook }: { playbook: Playbook }) {
  const [active, setActive] = useState(playbook.tabs[0].id);
  const [params] = useSearchParams();
  const { user } = useAuth();
  const stories = useStories();
  const clients = useClients();
  const userId = user?.id ?? null;
  // ?client= opens the playbook for one client (a coach's or an admin's): it speaks about that
  // client's stories; a client who opens their own record's link reads it as theirs.
  const forClient = clients?.find((c) => c.id === params.get('client') && c.user_id !== userId) ?? null;
  const owner: StoryOwner = forClient
    ? { name: forClient.name, clientId: forClient.id }
    : { name: null, clientId: null };
  const shown = forClient
    ? clientRecordStories(stories ?? [], forClient.id)
    : personsStories(stories ?? [], clients ?? [], userId);
  const clientId = CLIENT_PANEL_PLAYBOOKS.includes(playbook.slug) ? params.get('client') : null;
  const tab = playbook.tabs.find((t) => t.id === active) ?? playbook.tabs[0];
  const idBase = `playbook-${playbook.slug}`;
  return (
    <article className="mx-auto max-w-5xl space-y-6">
      <BackToHub />
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{playbook.eyebrow}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{playbook.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{playbook.intro}</p>
      </header>
      {clientId && <ClientStoryPanel clientId={clientId} />}
      <PageTabs idBase={idBase} label={playbook.title} tabs={playbook.tabs} active={tab.id} onChange={setActive} />
      <section {...tabPanelProps(idBase, tab.id)} className="space-y-6 focus:outline-none">
        {tab.blocks.map((block, i) => (
          <PlaybookBlock key={`${tab.id}-${i}`} block={block} stories={shown} owner={owner} />
        ))}
      </section>
      <BackToHub />
    </article>
  );
}

export function PlaybookPage() {
  const { playbook: segment } = useParams();
  const slug: PlaybookSlug | null = resolvePlaybook(segment);
  if (!slug) {
    return (
      <section className="mx-auto max-w-xl py-10 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Playbook not found</h1>
        <p className="mt-3 text-slate-700">There is no playbook at this address.</p>
        <div className="mt-6">
          <BackToHub />
        </div>
      </section>
    );
  }
  // Keyed so a move between playbooks starts on the first tab.
  return <PlaybookView key={slug} playbook={PLAYBOOK_CONTENT[slug]} />;
}

/** /dashboard/monetization/linkedin?client={id}: the panel on its own, for a client's LinkedIn. */
export function ClientLinkedInPage() {
  const [params] = useSearchParams();
  const clientId = params.get('client');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackToHub />
      <header>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">Client LinkedIn content</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">LinkedIn content from their stories</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Tick one published story per framework and generate a week of posts: each under 1,300 characters, at most 3
          hashtags, each naming the story it came from. For the profile itself, use the{' '}
          <Link
            to={`/dashboard/monetization/profile-optimization${clientId ? `?client=${clientId}` : ''}`}
            className="font-semibold text-brand-700 underline"
          >
            LinkedIn Profile Optimization playbook
          </Link>
          .
        </p>
      </header>
      {clientId ? (
        <ClientStoryPanel clientId={clientId} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
          Choose a client first: open{' '}
          <Link to="/dashboard/monetization?tab=client-stacks" className="font-semibold text-brand-700 underline">
            Client StoryStacks
          </Link>{' '}
          and use LinkedIn on a complete stack.
        </p>
      )}
    </div>
  );
}
