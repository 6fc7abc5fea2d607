import { memo } from 'react';
import type { StoryRow } from '../../../data/mirror/types';
import { frameworkTitle } from '../../../domain/frameworks';
import { storyDisplayTitle, storyPreview } from '../../../domain/story-preview';
import { statusLabel } from '../../../domain/story-rules';
import { StatusBadge } from './status-badge';
import { lazyDateFormat } from '../../../domain/dates';

interface Props {
  story: StoryRow;
  deleting: boolean;
  /** Stable across renders (the card is memoised): they take the story. */
  onOpen: (story: StoryRow) => void;
  onDelete: (story: StoryRow) => void;
}

const dateFormat = lazyDateFormat(undefined, { dateStyle: 'medium' });

function formatDate(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return dateFormat(t);
}

export const StoryCard = memo(function StoryCard({ story, deleting, onOpen, onDelete }: Props) {
  const title = storyDisplayTitle(story);
  const preview = storyPreview(story) || story.description;
  return (
    <article
      aria-busy={deleting || undefined}
      className={`relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition-shadow hover:shadow-md ${deleting ? 'opacity-50' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="text-xs font-semibold text-brand-700">{frameworkTitle(story.framework_type)}</span>
        <StatusBadge status={story.status} label={statusLabel(story.status)} />
      </div>
      <h2 className="mt-2 font-semibold text-slate-900">
        <button
          type="button"
          onClick={() => onOpen(story)}
          disabled={deleting}
          className="text-left after:absolute after:inset-0 hover:text-brand-700"
        >
          {title}
        </button>
      </h2>
      {preview ? (
        <p className="mt-1 line-clamp-3 text-sm text-slate-600" data-testid="story-preview">
          {preview}
        </p>
      ) : null}
      <div className="mt-auto flex items-center justify-between pt-4">
        <span className="text-xs text-slate-500">Updated {formatDate(story.updated_at)}</span>
        <button
          type="button"
          onClick={() => onDelete(story)}
          disabled={deleting}
          className="relative z-10 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {deleting ? 'Deleting…' : 'Delete'}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
    </article>
  );
});
