// The story result panel (spec core §2): the generated text with the engine that wrote it,
// Copy Story, Regenerate and Edit Story; in edit mode Save Changes and Cancel. Each paragraph's
// source (the answer or transcript passage it came from) shows on demand. Coaching hints show
// beside the story, never in it (nor in what Copy Story copies); a notice says when the answers
// changed after the text was written.
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../components/ui/clipboard';
import { toast } from '../../../components/ui/toast-store';
import {
  useAnswersChangedSinceGeneration,
  useGenerationCoaching,
  usePendingStoryGeneration,
} from '../../../data/mirror/generation';
import { updateStory } from '../../../data/mirror/stories';
import type { GenerationSource, StoryRow } from '../../../data/mirror/types';
import { GENERATED_PLACE, type StoryTextEditor } from '../../../domain/story-places';
import { modeOfStory } from '../../../domain/generation-request';
import { mergeCoaching, splitCoaching } from '../../../domain/story-hints';
import { GenerationDialog } from './generation-dialog';
import { AnswersChangedNotice, CoachingHints } from './story-hints';

/** Paragraphs paired with their sources, when the text is still the one the sources describe. */
export function tracedParagraphs(text: string, sources: GenerationSource[] | null | undefined) {
  const paragraphs = text.split(/\n{2,}/);
  if (!sources || sources.length !== paragraphs.length) return null;
  return paragraphs.map((p, i) => ({ text: p, source: sources[i] }));
}

export function GenerationWaiting({ storyId }: { storyId: string }) {
  const pending = usePendingStoryGeneration(storyId);
  if (!pending) return null;
  return (
    <p
      role="status"
      data-testid="generation-pending"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {pending.state === 'inflight'
        ? 'Generating your story...'
        : 'Generation waiting: your request is saved on this device and runs as soon as the server can be reached.'}
    </p>
  );
}

export function ResultPanel({
  story,
  writer,
  onViewStory,
  regenerateAsk = 0,
}: {
  story: StoryRow;
  writer: StoryTextEditor;
  onViewStory?(): void;
  regenerateAsk?: number;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  /** The stored text when the edit began (with any coaching hints): what Cancel puts back. */
  const [original, setOriginal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [showSources, setShowSources] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const split = useMemo(
    () => splitCoaching(story.generated_content ?? '', story.framework_type),
    [story.generated_content, story.framework_type],
  );
  const text = split.story;
  // Sources are per paragraph of the stored text: the hints' paragraphs leave with their sources.
  const all = story.generation_sources;
  const traced = tracedParagraphs(text, all?.length === split.kept.length ? all.filter((_, i) => split.kept[i]) : null);
  const coaching = mergeCoaching(useGenerationCoaching(story), split);
  const changed = useAnswersChangedSinceGeneration(story);
  const showHints = coaching.coaching.length + coaching.hints.length > 0 && !editing;
  useEffect(() => {
    if (regenerateAsk > 0) setRegenerating(true);
  }, [regenerateAsk]);

  // Every keystroke of the edit goes through the builder's writer like a section's text: it is
  // journaled, written at once, checked against what the mirror holds (another device's edit
  // becomes a conflict, not an overwrite) and kept in the version history.
  function type(value: string) {
    setDraft(value);
    writer.setText(GENERATED_PLACE, value);
  }

  async function save() {
    setSaving(true);
    try {
      if (!(await writer.flush())) throw new Error('not saved');
      if (story.status !== 'in_review') await updateStory(story.id, { status: 'in_review' });
      toast.success('Story saved successfully!');
      setEditing(false);
    } catch {
      toast.error('Failed to save story');
    } finally {
      setSaving(false);
    }
  }

  async function cancel() {
    if (original !== null && writer.textOf(GENERATED_PLACE) !== original) writer.setText(GENERATED_PLACE, original);
    setEditing(false);
    await writer.flush();
  }

  return (
    <section
      id="generated-story"
      aria-labelledby="generated-title"
      className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50/50 p-4 sm:p-6"
    >
      <GenerationWaiting storyId={story.id} />
      {changed && !editing ? <AnswersChangedNotice onRegenerate={() => setRegenerating(true)} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="generated-title" className="text-lg font-semibold text-slate-900">
          Your generated story
        </h2>
        {!editing ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                copyText(text).then(
                  () => toast.success('Story copied to clipboard!'),
                  () => toast.error('Failed to copy story. Please select and copy manually.'),
                )
              }
            >
              Copy Story
            </Button>
            <Button variant="secondary" onClick={() => setRegenerating(true)}>
              Regenerate
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                writer.startEdit(GENERATED_PLACE);
                setOriginal(story.generated_content ?? '');
                setDraft(text);
                setEditing(true);
              }}
            >
              Edit Story
            </Button>
          </div>
        ) : null}
      </div>
      {story.generation_engine ? (
        <p className="text-xs text-slate-600" data-testid="generation-engine">
          Written by {story.generation_engine}
        </p>
      ) : null}
      <div className={showHints ? 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]' : ''}>
        <div className="min-w-0 space-y-3">
          {editing ? (
            <div className="space-y-2">
              <label htmlFor="generated-edit" className="sr-only">
                Generated story
              </label>
              <textarea
                id="generated-edit"
                value={draft}
                onChange={(e) => type(e.target.value)}
                className="block h-64 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base leading-relaxed sm:text-sm"
              />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => void cancel()} disabled={saving}>
                  Cancel
                </Button>
                <Button onClick={() => void save()} disabled={saving}>
                  Save Changes
                </Button>
              </div>
            </div>
          ) : traced && showSources ? (
            <div className="space-y-3 text-sm leading-relaxed text-slate-800">
              {traced.map((p, i) => (
                <div key={i} className="space-y-1">
                  <p className="whitespace-pre-wrap">{p.text}</p>
                  <p className="rounded border-l-4 border-brand-200 bg-white px-3 py-1.5 text-xs text-slate-600">
                    <span className="font-semibold">Source: {p.source.label}.</span> {p.source.excerpt}
                  </p>
                </div>
              ))}
            </div>
          ) : (
            <div className="text-sm leading-relaxed whitespace-pre-wrap text-slate-800" data-testid="generated-text">
              {text}
            </div>
          )}
          {traced && !editing ? (
            <button
              type="button"
              className="text-xs font-semibold text-brand-700 hover:underline"
              aria-pressed={showSources}
              onClick={() => setShowSources((v) => !v)}
            >
              {showSources ? 'Hide sources' : 'Show where each paragraph comes from'}
            </button>
          ) : null}
        </div>
        {showHints ? <CoachingHints {...coaching} /> : null}
      </div>
      {regenerating ? (
        <GenerationDialog
          open
          story={story}
          mode={modeOfStory(story)}
          onClose={() => setRegenerating(false)}
          onViewStory={() => onViewStory?.()}
        />
      ) : null}
    </section>
  );
}
