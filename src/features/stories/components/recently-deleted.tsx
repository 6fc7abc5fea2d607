// Recently deleted: stories deleted in the last 30 days, on every device that has synced, with a
// Restore that works offline (it waits in the outbox like any change). After 30 days the server
// purges them.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { recentlyDeleted, restoreStory } from '../../../data/mirror/recently-deleted';
import { daysLeft, RECENTLY_DELETED_DAYS } from '../../../domain/recently-deleted';
import { storyDisplayTitle } from '../../../domain/story-preview';
import { syncNow } from '../../../sync/start-sync';

export function RecentlyDeleted() {
  const stories = useLiveQuery(() => recentlyDeleted(), []);
  const [restoring, setRestoring] = useState<string | null>(null);
  if (!stories || stories.length === 0) return null;

  async function restore(id: string, title: string) {
    setRestoring(id);
    try {
      await restoreStory(id);
      toast.success(`${title || 'Story'} restored`);
      void syncNow();
    } catch (e) {
      toast.error(e instanceof Error && e.name === 'NotRestorableError' ? e.message : 'Failed to restore story');
    } finally {
      setRestoring(null);
    }
  }

  const now = Date.now();
  return (
    <section aria-labelledby="recently-deleted">
      <details className="group rounded-xl border border-slate-200 bg-white" data-testid="recently-deleted">
        <summary className="cursor-pointer list-none rounded-xl px-4 py-3 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:px-6">
          <h2 id="recently-deleted" className="inline text-lg font-semibold text-slate-900">
            Recently deleted ({stories.length})
          </h2>
          <span className="ml-2 text-sm text-slate-600">Restorable for {RECENTLY_DELETED_DAYS} days</span>
        </summary>
        <ul className="divide-y divide-slate-200 border-t border-slate-200">
          {stories.map((s) => {
            // Named as its card was, so the story is recognisable here too.
            const name = storyDisplayTitle(s);
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
                <div>
                  <p className="font-medium text-slate-900">{name}</p>
                  <p className="text-sm text-slate-600">
                    {daysLeft(s.deleted_at ?? '', now)} days left before it is removed for good
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => void restore(s.id, name)}
                  disabled={restoring === s.id}
                  aria-label={`Restore ${name}`}
                >
                  Restore
                </Button>
              </li>
            );
          })}
        </ul>
      </details>
    </section>
  );
}
