// The brand story as a fill-in: four blanks in one sentence (who you help, their problem, how you
// solve it, what changes). Each blank is a section of the framework and goes through the same
// durable writer as every answer; Generate needs all four.
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import type { Framework } from '../../../domain/frameworks';
import { isAnswered } from '../../../domain/story-rules';
import { useDeviceUserId } from '../../../data/mirror/hooks';
import { useBuilderSlots } from '../builder-slots';
import { ModeHeader } from './mode-header';
import { useShowGenerated } from '../hooks/use-show-generated';
import type { StoryDraft } from '../hooks/use-story-draft';
import { AnswerUndoBar, useAnswerUndo } from './answer-undo';
import { VoiceNote } from './voice-note';

interface Props {
  framework: Framework;
  draft: StoryDraft;
  onBack(): void;
  onUploadTranscript(): void;
}

/** The sentence around the blanks: [text before, section id, placeholder]. */
const TEMPLATE = [
  ['I help', 'target_market', 'founders of family bakeries in Porto'],
  ['who struggle with', 'problem', 'running two shops without burning out'],
  ['I', 'solution', 'set up their weekly rhythm and hiring plan'],
  ['so that', 'result', 'they open a third shop and take Fridays off'],
] as const;

export function MadLibsMode({ framework, draft, onBack, onUploadTranscript }: Props) {
  const baseId = useId();
  const { GenerateButton } = useBuilderSlots();
  const showGenerated = useShowGenerated();
  const userId = useDeviceUserId();
  const undo = useAnswerUndo(draft);
  const [params] = useSearchParams();
  const openRecorder = params.get('showVoiceRecorder') === 'true';
  const answered = framework.sections.filter((s) => isAnswered(draft.textOf(s.id))).length;
  const label = (id: string) => framework.sections.find((s) => s.id === id)?.label ?? id;

  return (
    <section aria-label="Brand Story" className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <ModeHeader onBack={onBack} answered={answered} total={framework.sections.length} />
      <p className="text-sm text-slate-600">
        Fill in the four blanks in your own words. Read the sentence aloud: if it sounds like you talking to a client,
        it is ready.
      </p>
      <div className="space-y-4 text-lg leading-relaxed text-slate-900">
        {TEMPLATE.map(([before, id, example], index) => (
          <div key={id} className="space-y-1">
            <label htmlFor={`${baseId}-${id}`} className="block font-semibold">
              {before} <span className="text-brand-700">[{label(id)}]</span>
            </label>
            <textarea
              id={`${baseId}-${id}`}
              data-section={id}
              rows={2}
              value={draft.textOf(id)}
              onChange={(e) => undo.edit(id, e.target.value)}
              onBlur={() => void draft.flush()}
              placeholder={`e.g. ${example}`}
              className="block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
            />
            <AnswerUndoBar undo={undo} sectionId={id} />
            <div className="text-base">
              <VoiceNote
                sectionId={id}
                sectionLabel={label(id)}
                draft={draft}
                userId={userId}
                autoFocus={openRecorder && index === 0}
              />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={onUploadTranscript}>
          Upload Transcript
        </Button>
        <GenerateButton
          mode="questions"
          validate={() => (answered < framework.sections.length ? 'Please complete all sections first' : null)}
          prepare={async () => ((await draft.flush()) ? draft.ensureStory() : null)}
          onViewStory={showGenerated}
        />
      </div>
    </section>
  );
}
