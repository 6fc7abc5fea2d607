// The story builder for one framework: toolbar (title, status, delete, save), the creation
// modes, and the generated story when there is one. All text goes through useStoryDraft.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';
import type { ClientRow, StoryRow } from '../../../data/mirror/types';
import { keepCurrentText, recordTextAfter } from '../../../data/mirror/versions';
import type { Framework } from '../../../domain/frameworks';
import { countAnswered, defaultStoryTitle } from '../../../domain/story-rules';
import { useBuilderSlots } from '../builder-slots';
import { useShowGenerated } from '../hooks/use-show-generated';
import { useStoryDraft } from '../hooks/use-story-draft';
import { ConflictBanner } from './conflict-banner';
import { FivePointMode } from './five-point-mode';
import { MadLibsMode } from './mad-libs-mode';
import { ModeChooser, type CreationMode } from './mode-chooser';
import { QuestionsMode } from './questions-mode';
import { StorageFullNotice } from './storage-full-notice';
import { StoryToolbar } from './story-toolbar';
import { StrengthMeter } from './strength-meter';
import { TextMode } from './text-mode';

interface Props {
  framework: Framework;
  storyId: string | null;
  client: ClientRow | null;
}

/** Where to reopen an existing story: the mode its content came from. */
function initialMode(story: StoryRow | null | undefined, framework: Framework): CreationMode {
  if (!story) return 'choose';
  const content = story.content;
  if (typeof content === 'string') return content.trim() ? 'manual' : 'choose';
  if (countAnswered(framework, content).answered > 0) return 'questions';
  if ((content.transcript ?? '').trim()) return 'transcript';
  if ((content.manual ?? content.text ?? '').trim()) return 'manual';
  if (story.generation_method === 'questions' || story.generation_method === 'framework') return 'questions';
  if (story.generation_method === 'transcript') return 'transcript';
  if (story.generation_method === 'manual') return 'manual';
  return 'choose';
}

/** The parts of a story a reviewer can comment on: the framework's sections, or the free text. */
function reviewSections(framework: Framework, story: StoryRow): { id: string; label: string }[] {
  const sections = framework.sections.map((s) => ({ id: s.id, label: s.label }));
  const content = story.content;
  if (typeof content === 'string' || (content.manual ?? content.text ?? '').trim())
    sections.push({
      id: typeof content === 'string' || content.manual !== undefined ? 'manual' : 'text',
      label: 'Your story',
    });
  if (typeof content !== 'string' && (content.transcript ?? '').trim())
    sections.push({ id: 'transcript', label: 'Transcript' });
  return sections;
}

export function StoryBuilder({ framework, storyId, client }: Props) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const draft = useStoryDraft({
    storyId,
    frameworkType: framework.type,
    clientId: client?.id ?? null,
    defaultTitle: defaultStoryTitle(framework.title, client?.name),
    onCreated: (id) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('storyId', id);
          return next;
        },
        { replace: true },
      ),
  });
  const [mode, setMode] = useState<CreationMode | null>(null);
  // The review panel's "Regenerate with this change": shows the generated story and opens Regenerate.
  const [regenerateAsk, setRegenerateAsk] = useState(0);
  const [saveBar, setSaveBar] = useState<HTMLDivElement | null>(null);
  const story = draft.story;
  const { ResultPanel, GenerationWaiting, ReviewPanel, VersionHistory } = useBuilderSlots();
  const showGeneratedStory = useShowGenerated();

  // Pick the starting mode once the story (or its absence) is known.
  useEffect(() => {
    if (mode !== null || draft.loading) return;
    const start = initialMode(story, framework);
    // ?showVoiceRecorder=true opens the recorder, which the answer views carry (spec core §2).
    setMode(start === 'choose' && params.get('showVoiceRecorder') === 'true' ? 'questions' : start);
  }, [mode, draft.loading, story, framework, params]);

  useEffect(() => {
    if (storyId && story === null && !draft.loading && !draft.disposed)
      toast.error('Failed to load the requested story');
  }, [storyId, story, draft.loading, draft.disposed]);

  if (draft.loading || mode === null) return <FullPageSpinner label="Loading story" />;

  if (draft.disposed) return <FullPageSpinner label="Deleting story" />;
  if (storyId && story === null && draft.writeState === 'idle') {
    return (
      <section className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center">
        <h1 className="text-xl font-bold text-slate-900">Story not found</h1>
        <p className="mt-2 text-slate-700">This story is not on this device. It may have been deleted.</p>
        <button
          type="button"
          className="mt-4 font-semibold text-brand-700 hover:underline"
          onClick={() => navigate('/dashboard/stories')}
        >
          Back to Stories
        </button>
      </section>
    );
  }

  const showGenerated =
    Boolean(story?.generated_content) &&
    (params.get('showGenerated') === 'true' || story?.status === 'in_review' || regenerateAsk > 0);

  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-6">
      {client && client.user_id !== user?.id ? (
        <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
          Creating Story for {client.name}
        </p>
      ) : null}
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{framework.title}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{framework.context.headline}</h1>
        <p className="mt-1 text-slate-600">{framework.description}</p>
      </div>

      {story ? <ConflictBanner storyId={story.id} /> : null}
      {draft.storageFull ? (
        <StorageFullNotice
          full={draft.storageFull}
          story={{
            title: story?.title ?? framework.title,
            framework_type: framework.type,
            status: story?.status ?? 'draft',
            content: draft.shownContent,
            generated_content: story?.generated_content ?? null,
            updated_at: story?.updated_at ?? new Date().toISOString(),
          }}
          retry={draft.flush}
        />
      ) : null}
      <StoryToolbar framework={framework} draft={draft} client={client} saveBar={saveBar} />
      {story ? (
        <VersionHistory
          story={story}
          sections={reviewSections(framework, story)}
          flush={draft.flush}
          applyToSection={async (sectionId, text) => {
            draft.setText(sectionId, text);
            return draft.flush();
          }}
        />
      ) : null}
      {story && mode !== 'choose' ? (
        <StrengthMeter type={framework.type} content={story.content} generated={story.generated_content} />
      ) : null}

      {showGenerated && story?.generated_content ? (
        <ResultPanel story={story} writer={draft} onViewStory={showGeneratedStory} regenerateAsk={regenerateAsk} />
      ) : story ? (
        <GenerationWaiting storyId={story.id} />
      ) : null}

      {story ? (
        <ReviewPanel
          story={story}
          sections={reviewSections(framework, story)}
          textOf={draft.textOf}
          applyToSection={async (sectionId, text) => {
            // An accepted suggestion keeps the text it replaces, and is a version of its own.
            if (!(await draft.flush())) return false;
            const content = typeof story.content === 'string' ? { text: story.content } : story.content;
            await keepCurrentText(story.id, 'suggestion', { ...story, content: { ...content, [sectionId]: text } });
            draft.setText(sectionId, text);
            if (!(await draft.flush())) return false;
            await recordTextAfter(story.id, 'suggestion');
            return true;
          }}
          regenerate={() => setRegenerateAsk((n) => n + 1)}
        />
      ) : null}

      {mode === 'choose' ? (
        <ModeChooser onChoose={setMode} />
      ) : mode === 'questions' && framework.type === 'mad_libs' ? (
        <MadLibsMode
          framework={framework}
          draft={draft}
          onBack={() => setMode('choose')}
          onUploadTranscript={() => setMode('transcript')}
        />
      ) : mode === 'questions' && framework.type === 'five_point' ? (
        <FivePointMode framework={framework} draft={draft} onBack={() => setMode('choose')} />
      ) : mode === 'questions' ? (
        <QuestionsMode framework={framework} draft={draft} onBack={() => setMode('choose')} />
      ) : mode === 'transcript' ? (
        <TextMode kind="transcript" draft={draft} onBack={() => setMode('choose')} />
      ) : (
        <TextMode kind="manual" draft={draft} onBack={() => setMode('choose')} />
      )}
      {/* Save All Changes: pinned to the bottom of the window while the page scrolls under it, and
          at rest after the last section at the end, so it never sits over a control. */}
      {story ? (
        <div
          ref={setSaveBar}
          data-testid="save-bar"
          className="sticky bottom-0 z-20 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 sm:mx-0 sm:rounded-t-xl sm:border-x"
        />
      ) : null}
    </div>
  );
}
