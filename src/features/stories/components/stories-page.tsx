// The stories list: reads only the local mirror, so it works offline and updates live.
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';
import { useClients, useStories } from '../../../data/mirror/hooks';
import { deleteStory } from '../../../data/mirror/stories';
import type { StoryRow } from '../../../data/mirror/types';
import { storyDisplayTitle, storyWords } from '../../../domain/story-preview';
import { indexStories, searchIndex, type StatusFilter } from '../../../domain/story-rules';
import { clientRecordStories, personsStories } from '../../../domain/story-person';
import { useStoriesSlots } from '../stories-slots';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ProgressView } from './progress-view';
import { RecentlyDeleted } from './recently-deleted';
import { StoryCard } from './story-card';
import { StoryGrid } from './story-grid';

type View = 'grid' | 'progress';

const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'draft', label: 'Draft' },
  { value: 'in_review', label: 'In Review' },
  { value: 'published', label: 'Published' },
];

export function StoriesPage() {
  const { HeaderActions } = useStoriesSlots();
  const { user } = useAuth();
  const stories = useStories();
  const clients = useClients();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const clientFilter = params.get('client') ?? '';
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useState<View>('grid');
  const [confirming, setConfirming] = useState<StoryRow | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  // Indexed once per change of the mirror; a keystroke filters the index (one pass, no sort) and
  // the grid renders only what is on screen, so the list follows the search box in the same frame
  // (bench:stories; deferring the query measured slower: the list came a frame or two later).
  const index = useMemo(
    () => indexStories(stories ?? [], (s) => `${storyDisplayTitle(s)}\n${storyWords(s)}`),
    [stories],
  );
  const visible = useMemo(
    () => searchIndex(index, query, status, (s) => !clientFilter || s.client_id === clientFilter),
    [index, query, status, clientFilter],
  );

  // Stable handlers, so a keystroke re-renders only the cards whose story or state changed.
  const openStory = useCallback(
    (story: StoryRow) =>
      navigate(
        `/dashboard/stories/create?type=${encodeURIComponent(story.framework_type)}${story.client_id ? `&client=${story.client_id}` : ''}&storyId=${story.id}&showGenerated=true`,
      ),
    [navigate],
  );
  const askDelete = useCallback((story: StoryRow) => setConfirming(story), []);

  // The progress view is one stack: the chosen client's, else the user's own.
  const stackClient = clientFilter ? clients?.find((c) => c.id === clientFilter) : undefined;
  const stackStories = useMemo(
    () =>
      clientFilter
        ? clientRecordStories(stories ?? [], clientFilter)
        : personsStories(stories ?? [], clients ?? [], user?.id ?? null),
    [stories, clients, clientFilter, user?.id],
  );

  async function confirmDelete() {
    const story = confirming;
    if (!story) return;
    setConfirming(null);
    setDeleting((d) => new Set(d).add(story.id));
    try {
      await deleteStory(story.id);
      toast.success(`${storyDisplayTitle(story)} deleted successfully`);
    } catch {
      toast.error('Failed to delete story');
    } finally {
      setDeleting((d) => {
        const next = new Set(d);
        next.delete(story.id);
        return next;
      });
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Stories</h1>
          <p className="mt-1 text-sm text-slate-600">Every story you are building, newest first.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {HeaderActions ? <HeaderActions /> : null}
          <Link to="/dashboard/stories/create" className={buttonClass('primary')}>
            Create Story
          </Link>
        </div>
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 md:flex-row md:items-end">
        <div className="flex-1">
          <label htmlFor="story-search" className="block text-sm font-medium text-slate-800">
            Search
          </label>
          <input
            id="story-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search stories..."
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base sm:text-sm"
          />
        </div>
        <div className="md:w-48">
          <label htmlFor="story-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id="story-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base sm:text-sm"
          >
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        {clients && clients.length > 0 ? (
          <div className="md:w-48">
            <label htmlFor="story-client" className="block text-sm font-medium text-slate-800">
              Client
            </label>
            <select
              id="story-client"
              value={clientFilter}
              onChange={(e) =>
                setParams(
                  (p) => {
                    const next = new URLSearchParams(p);
                    if (e.target.value) next.set('client', e.target.value);
                    else next.delete('client');
                    return next;
                  },
                  { replace: true },
                )
              }
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base sm:text-sm"
            >
              <option value="">All Clients</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-300 p-1">
          {(['grid', 'progress'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${view === v ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {v === 'grid' ? 'Grid View' : 'Progress View'}
            </button>
          ))}
        </div>
      </div>

      {!stories ? (
        <FullPageSpinner label="Loading stories" />
      ) : view === 'progress' ? (
        <ProgressView
          stories={stackStories}
          clientId={clientFilter || null}
          heading={stackClient ? `${stackClient.name}'s StoryStack` : 'My StoryStack'}
        />
      ) : visible.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-semibold text-slate-900">No stories found</p>
          <p className="mt-1 text-sm text-slate-600">
            {stories.length === 0 ? 'Start your first story to begin your stack.' : 'Try another search or status.'}
          </p>
        </div>
      ) : (
        <StoryGrid
          items={visible}
          keyOf={(story) => story.id}
          render={(story) => (
            <StoryCard story={story} deleting={deleting.has(story.id)} onOpen={openStory} onDelete={askDelete} />
          )}
        />
      )}

      <RecentlyDeleted />

      <ConfirmDeleteDialog
        open={confirming !== null}
        title={confirming ? storyDisplayTitle(confirming) : ''}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
