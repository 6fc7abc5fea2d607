// Answer Questions: one tab per section with its guiding prompts and one text area whose text
// is the section's content. Every keystroke goes to the durable writer.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDeviceUserId } from '../../../data/mirror/hooks';
import { Button } from '../../../components/ui/button';
import type { Framework } from '../../../domain/frameworks';
import { isAnswered } from '../../../domain/story-rules';
import { useBuilderSlots } from '../builder-slots';
import { ModeHeader } from './mode-header';
import { AnswerUndoBar, useAnswerUndo } from './answer-undo';
import { useShowGenerated } from '../hooks/use-show-generated';
import { VoiceNote } from './voice-note';
import type { StoryDraft } from '../hooks/use-story-draft';

interface Props {
  framework: Framework;
  draft: StoryDraft;
  onBack(): void;
}

export function QuestionsMode({ framework, draft, onBack }: Props) {
  const [index, setIndex] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const sections = framework.sections;
  const current = sections[index];
  const answered = sections.filter((s) => isAnswered(draft.textOf(s.id))).length;
  const text = draft.textOf(current.id);
  const { GenerateButton } = useBuilderSlots();
  const showGenerated = useShowGenerated();
  const userId = useDeviceUserId();
  const [params] = useSearchParams();
  const undo = useAnswerUndo(draft);

  const go = (i: number) => setIndex(Math.max(0, Math.min(sections.length - 1, i)));

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: sections.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key] + sections.length) % sections.length;
    go(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section aria-label="Answer Questions" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <ModeHeader onBack={onBack} answered={answered} total={sections.length} />

      <div role="tablist" aria-label="Sections" className="-mx-1 flex gap-1 overflow-x-auto pb-1">
        {sections.map((s, i) => {
          const done = isAnswered(draft.textOf(s.id));
          return (
            <button
              key={s.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${s.id}`}
              aria-selected={i === index}
              aria-controls={`${baseId}-panel`}
              tabIndex={i === index ? 0 : -1}
              onClick={() => go(i)}
              onKeyDown={onTabKey}
              className={`relative inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
                i === index ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
              }`}
            >
              {s.label}
              <span
                className={`rounded-full px-1.5 text-xs ${i === index ? 'bg-brand-900' : done ? 'bg-emerald-100 text-emerald-800' : 'bg-white text-slate-500'}`}
              >
                {done ? 1 : 0}/1
                <span className="sr-only"> answered</span>
              </span>
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current.id}`} className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{current.label}</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {current.prompts.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <label htmlFor={`${baseId}-answer`} className="sr-only">
          Your answer: {current.label}
        </label>
        <textarea
          id={`${baseId}-answer`}
          data-section={current.id}
          value={text}
          onChange={(e) => undo.edit(current.id, e.target.value)}
          onBlur={() => void draft.flush()}
          placeholder="Write your answer here. It is saved on this device as you type."
          className="block h-64 w-full resize-y rounded-lg border border-slate-300 px-3 py-2.5 text-base leading-relaxed sm:text-sm"
        />
        <AnswerUndoBar undo={undo} sectionId={current.id} />
        <p className="text-right text-xs text-slate-500">{text.length} characters</p>
        <VoiceNote
          key={current.id}
          sectionId={current.id}
          sectionLabel={current.label}
          draft={draft}
          userId={userId}
          autoFocus={params.get('showVoiceRecorder') === 'true' && index === 0}
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
          Previous Section
        </Button>
        <GenerateButton
          mode="questions"
          validate={() =>
            framework.type === 'mad_libs' && answered < sections.length
              ? 'Please complete all sections first'
              : answered > 0
                ? null
                : 'Please provide some content first'
          }
          prepare={async () => ((await draft.flush()) ? draft.ensureStory() : null)}
          onViewStory={showGenerated}
        />
        <Button variant="secondary" onClick={() => go(index + 1)} disabled={index === sections.length - 1}>
          Next Section
        </Button>
      </div>
    </section>
  );
}
