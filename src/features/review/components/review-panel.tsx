// Coach review in the builder: a coach (or admin) comments on the story or one section, suggests
// a rewrite of a section, and approves the story (which publishes it). The story's person (the
// client of a story written for their record, whoever wrote it) reads the comments, accepts or
// declines each suggestion, and replies; accepting one on a story with generated text offers to
// regenerate it. Everything is a synced row written locally first, so reviewing works offline.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';
import { addComment, setCommentStatus } from '../../../data/mirror/comments';
import { useClients, useProfiles, useStoryComments } from '../../../data/mirror/hooks';
import { updateStory } from '../../../data/mirror/stories';
import type { CommentRow, StoryRow } from '../../../data/mirror/types';
import { relativeTime } from '../../../domain/dates';
import { reviewerRole } from '../../../domain/review';
import { storyPersonId } from '../../../domain/story-person';
import { CommentForm } from './comment-form';

/** Filled in by the builder (its BuilderReviewProps slot). */
interface Props {
  story: StoryRow;
  sections: readonly { id: string; label: string }[];
  textOf(sectionId: string): string;
  applyToSection(sectionId: string, text: string): Promise<boolean>;
  /** Opens the generation for this story again (after an accepted suggestion). */
  regenerate?(): void;
}

export function ReviewPanel({ story, sections, textOf, applyToSection, regenerate }: Props) {
  const { user, role } = useAuth();
  const comments = useStoryComments(story.id);
  const profiles = useProfiles();
  const clients = useClients();
  const [params] = useSearchParams();
  const focus = params.get('review');
  const [acceptedSection, setAcceptedSection] = useState<string | null>(null);
  const viewer = reviewerRole({
    userId: user?.id ?? null,
    role,
    storyPersonId: storyPersonId(story, clients ?? []),
  });

  useEffect(() => {
    if (focus && comments?.some((c) => c.id === focus))
      document.getElementById(`comment-${focus}`)?.scrollIntoView({ block: 'center' });
  }, [focus, comments]);

  if (!comments || !user) return null;
  // A founder working alone sees no review panel until someone comments.
  if (viewer === 'owner' && comments.length === 0 && !story.client_id) return null;

  const nameOf = (id: string) => {
    if (id === user.id) return 'You';
    const p = profiles?.find((x) => x.id === id);
    return p?.name ?? p?.email?.split('@')[0] ?? 'Your coach';
  };
  const sectionLabel = (id: string | null) =>
    id === null ? 'Whole story' : (sections.find((s) => s.id === id)?.label ?? 'A section');
  const open = comments.filter((c) => c.status === 'open');
  const answered = comments.filter((c) => c.status !== 'open');

  async function answer(c: CommentRow, status: CommentRow['status']) {
    try {
      if (status === 'accepted' && c.section_id && c.suggested_text !== null) {
        const saved = await applyToSection(c.section_id, c.suggested_text);
        if (!saved) throw new Error('not saved');
        if ((story.generated_content ?? '').trim()) setAcceptedSection(c.section_id);
      }
      await setCommentStatus(c.id, status);
      toast.success(
        status === 'accepted'
          ? 'Suggestion accepted: the section now has the new text'
          : status === 'declined'
            ? 'Suggestion declined'
            : 'Comment resolved',
      );
    } catch {
      toast.error('Could not save your answer. Please try again.');
    }
  }

  async function approve() {
    try {
      await updateStory(story.id, { status: 'published' });
      await addComment({ storyId: story.id, sectionId: null, body: 'Approved: this story is ready to publish.' });
      toast.success('Story approved and published');
    } catch {
      toast.error('Failed to update story status');
    }
  }

  return (
    <section aria-labelledby="review-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="review-title" className="text-lg font-semibold text-slate-900">
          Coach review{' '}
          {open.length > 0 ? (
            <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {open.length} open
            </span>
          ) : null}
        </h2>
        {viewer === 'reviewer' && story.status !== 'published' ? (
          <Button variant="gold" onClick={() => void approve()}>
            Approve &amp; Publish
          </Button>
        ) : story.status === 'published' ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            Published
          </span>
        ) : null}
      </div>

      {acceptedSection !== null && regenerate ? (
        <div
          role="status"
          data-testid="regenerate-offer"
          className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <p>{sectionLabel(acceptedSection)} changed. The generated story was written before this change.</p>
          <Button
            variant="secondary"
            onClick={() => {
              setAcceptedSection(null);
              regenerate();
            }}
          >
            Regenerate with this change
          </Button>
        </div>
      ) : null}

      {comments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {viewer === 'reviewer'
            ? 'No comments yet. Point to the line that works, the detail that is missing, or suggest a rewrite of a section.'
            : viewer === 'owner' && story.client_id
              ? 'When your coach comments or suggests a rewrite, it appears here and in your notifications.'
              : 'When someone comments on this story, it appears here and in your notifications.'}
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {[...open, ...answered].map((c) => (
            <li
              key={c.id}
              id={`comment-${c.id}`}
              data-comment-kind={c.kind}
              className={`rounded-lg border p-3 ${c.status === 'open' ? 'border-amber-200 bg-amber-50/40' : 'border-slate-200 bg-slate-50'} ${focus === c.id ? 'ring-2 ring-brand-400' : ''}`}
            >
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-900">{nameOf(c.author_id)}</span> on{' '}
                <span className="font-medium">{sectionLabel(c.section_id)}</span> · {relativeTime(c.created_at)}
                {c.base === null ? ' · not sent yet' : ''}
                {c.status !== 'open' ? ` · ${c.status}` : ''}
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{c.body}</p>
              {c.kind === 'suggestion' && c.suggested_text !== null ? (
                <blockquote className="mt-2 rounded-md border-l-4 border-brand-400 bg-white p-2 text-sm whitespace-pre-wrap text-slate-800">
                  {c.suggested_text}
                </blockquote>
              ) : null}
              {c.status === 'open' ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  {c.kind === 'suggestion' && viewer === 'owner' ? (
                    <>
                      <Button className="px-3 py-1.5" onClick={() => void answer(c, 'accepted')}>
                        Accept suggestion
                      </Button>
                      <Button variant="secondary" className="px-3 py-1.5" onClick={() => void answer(c, 'declined')}>
                        Decline
                      </Button>
                    </>
                  ) : c.kind === 'comment' && (viewer === 'owner' || c.author_id === user.id) ? (
                    <Button variant="ghost" className="px-3 py-1.5" onClick={() => void answer(c, 'resolved')}>
                      Mark resolved
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      {viewer !== 'none' ? (
        <CommentForm storyId={story.id} sections={sections} textOf={textOf} canSuggest={viewer === 'reviewer'} />
      ) : null}
    </section>
  );
}
