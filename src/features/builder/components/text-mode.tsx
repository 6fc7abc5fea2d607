// Upload Transcript and Write Content: one durable text (content.transcript / content.manual),
// with a character count. A transcript may be pasted or read from a file (src/data/device/document-text.ts).
import { useId, useRef, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_FORMATS_LABEL,
  DocumentReadError,
  readDocumentText,
} from '../../../data/device/document-text';
import { keepOriginal } from '../../../data/mirror/file-uploads';
import { useBuilderSlots } from '../builder-slots';
import { useShowGenerated } from '../hooks/use-show-generated';
import { STORY_CONTENT_MAX_CHARS, STORY_TOO_LONG_MESSAGE } from '../../../domain/limits';
import type { StoryDraft } from '../hooks/use-story-draft';
import { groupThousands } from '../../../domain/numbers';

interface Props {
  kind: 'transcript' | 'manual';
  draft: StoryDraft;
  onBack(): void;
}

export function TextMode({ kind, draft, onBack }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const text = draft.textOf(kind);
  const isTranscript = kind === 'transcript';
  const { GenerateButton } = useBuilderSlots();
  const showGenerated = useShowGenerated();
  const countId = useId();
  const overLimit = draft.totalChars > STORY_CONTENT_MAX_CHARS;

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let content: string;
    try {
      content = await readDocumentText(file);
      // Told before anything is saved: the file stays where it is, the box keeps what it had.
      if (draft.totalChars - text.length + content.length > STORY_CONTENT_MAX_CHARS) {
        toast.error(STORY_TOO_LONG_MESSAGE);
        return;
      }
      draft.setText('transcript', content);
      if (!(await draft.flush())) throw new Error('not saved');
      toast.success('Interview transcript uploaded successfully');
    } catch (error) {
      toast.error(error instanceof DocumentReadError ? error.message : 'Failed to read transcript file');
      return;
    }
    // The original goes to the story's documents (after the story, through the outbox).
    try {
      await keepOriginal(file, content, await draft.ensureStory());
    } catch {
      toast.error('The transcript text is saved, but the original file could not be kept on this device.');
    }
  }

  return (
    <section
      aria-label={isTranscript ? 'Upload Transcript' : 'Write Content'}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-700 hover:underline">
          ← Back
        </button>
        {isTranscript ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={DOCUMENT_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              onChange={(e) => void onFile(e)}
              aria-hidden="true"
            />
            <Button variant="secondary" onClick={() => fileInput.current?.click()}>
              Choose a file
              <span className="sr-only"> ({DOCUMENT_FORMATS_LABEL})</span>
            </Button>
          </>
        ) : null}
      </div>
      <div>
        <label htmlFor={id} className="block text-lg font-semibold text-slate-900">
          {isTranscript ? 'Transcript' : 'Your story'}
        </label>
        <p className="mt-1 text-sm text-slate-600">
          {isTranscript
            ? 'Paste the transcript of an interview, call or voice note about this story, or choose a text file.'
            : 'Write the story in your own words. It is saved on this device as you type.'}
        </p>
      </div>
      <textarea
        id={id}
        data-section={kind}
        value={text}
        onChange={(e) => draft.setText(kind, e.target.value)}
        onBlur={() => void draft.flush()}
        aria-invalid={overLimit || undefined}
        aria-describedby={countId}
        placeholder={isTranscript ? 'Paste your transcript here…' : 'Start writing…'}
        className="block h-64 w-full resize-y rounded-lg border border-slate-300 px-3 py-2.5 text-base leading-relaxed sm:text-sm"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={countId} className={overLimit ? 'text-sm font-medium text-red-700' : 'text-xs text-slate-500'}>
          {overLimit ? (
            <span role="alert">
              {STORY_TOO_LONG_MESSAGE} This story has {groupThousands(draft.totalChars)} of{' '}
              {groupThousands(STORY_CONTENT_MAX_CHARS)}; the extra text stays here, unsaved, until you shorten it.
            </span>
          ) : (
            `${groupThousands(text.length)} characters`
          )}
        </p>
        <GenerateButton
          mode={kind}
          validate={() => (text.trim() ? null : 'Please provide some content first')}
          prepare={async () => ((await draft.flush()) ? draft.ensureStory() : null)}
          onViewStory={showGenerated}
        />
      </div>
    </section>
  );
}
