// The five-point story's own page: the dramatic arc drawn as a line with its five beats, each beat
// a button that takes you to its answer, and the five answers on one page in the order they are
// told (each through the same durable writer as every answer). Seeing the shape while writing is
// the point: the climax sits at the top, and a story whose climax is thin reads flat.
import { useId, useRef } from 'react';
import type { Framework } from '../../../domain/frameworks';
import { isAnswered } from '../../../domain/story-rules';
import { useBuilderSlots } from '../builder-slots';
import { ModeHeader } from './mode-header';
import { useShowGenerated } from '../hooks/use-show-generated';
import type { StoryDraft } from '../hooks/use-story-draft';
import { AnswerUndoBar, useAnswerUndo } from './answer-undo';

interface Props {
  framework: Framework;
  draft: StoryDraft;
  onBack(): void;
}

/** Where each beat sits on the arc (x, y in a 500 × 160 box; y grows downwards). */
const BEATS: readonly [x: number, y: number][] = [
  [30, 135],
  [145, 95],
  [250, 25],
  [355, 95],
  [470, 135],
];

/** What each beat does for the listener, in one line. */
const BEAT_JOB: Readonly<Record<string, string>> = {
  exposition: 'Set the scene so the listener knows whose story this is.',
  rising_action: 'Raise the stakes: every obstacle is a reason to keep listening.',
  climax: 'The turn: the decision or moment everything led to.',
  falling_action: 'Show the consequences unfolding.',
  resolution: 'Land the change and the lesson your audience can use.',
};

export function FivePointMode({ framework, draft, onBack }: Props) {
  const baseId = useId();
  const boxes = useRef<Record<string, HTMLTextAreaElement | null>>({});
  const { GenerateButton } = useBuilderSlots();
  const showGenerated = useShowGenerated();
  const undo = useAnswerUndo(draft);
  const sections = framework.sections;
  const answered = sections.filter((s) => isAnswered(draft.textOf(s.id))).length;
  const path = `M ${BEATS.map(([x, y]) => `${x} ${y}`).join(' L ')}`;

  return (
    <section aria-label="Five Point Story" className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <ModeHeader onBack={onBack} answered={answered} total={sections.length} />

      <figure className="rounded-lg bg-slate-50 p-3">
        <svg viewBox="0 0 500 165" className="h-auto w-full" role="img" aria-labelledby={`${baseId}-arc`}>
          <title id={`${baseId}-arc`}>
            The five-point arc: {sections.map((s) => s.label).join(', ')}. {answered} of {sections.length} written.
          </title>
          <path d={path} fill="none" stroke="currentColor" strokeWidth="3" className="text-brand-300" />
          {sections.map((s, i) => {
            const [x, y] = BEATS[i] ?? [0, 0];
            const done = isAnswered(draft.textOf(s.id));
            return (
              <g key={s.id}>
                <circle
                  cx={x}
                  cy={y}
                  r="11"
                  className={done ? 'fill-brand-600' : 'fill-white stroke-brand-600'}
                  strokeWidth="3"
                />
                <text
                  x={x}
                  y={y < 60 ? y + 32 : y - 18}
                  textAnchor="middle"
                  className="fill-slate-800 text-[13px] font-semibold"
                >
                  {s.label}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption className="mt-2 flex flex-wrap justify-center gap-2">
          {sections.map((s, i) => (
            <button
              key={s.id}
              type="button"
              onClick={() => boxes.current[s.id]?.focus()}
              className="rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50"
            >
              {i + 1}. {s.label}
              {isAnswered(draft.textOf(s.id)) ? <span className="sr-only"> (written)</span> : null}
            </button>
          ))}
        </figcaption>
      </figure>

      <ol className="space-y-5">
        {sections.map((s, i) => (
          <li key={s.id} className="space-y-2">
            <label htmlFor={`${baseId}-${s.id}`} className="block">
              <span className="text-base font-semibold text-slate-900">
                {i + 1}. {s.label}
              </span>
              <span className="block text-sm text-slate-600">{BEAT_JOB[s.id] ?? ''}</span>
            </label>
            <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
              {s.prompts.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <textarea
              id={`${baseId}-${s.id}`}
              ref={(el) => {
                boxes.current[s.id] = el;
              }}
              data-section={s.id}
              rows={4}
              value={draft.textOf(s.id)}
              onChange={(e) => undo.edit(s.id, e.target.value)}
              onBlur={() => void draft.flush()}
              placeholder="Write this beat in a few sentences. It is saved on this device as you type."
              className="block w-full resize-y rounded-lg border border-slate-300 px-3 py-2.5 text-base leading-relaxed sm:text-sm"
            />
            <AnswerUndoBar undo={undo} sectionId={s.id} />
          </li>
        ))}
      </ol>

      <div className="flex justify-end">
        <GenerateButton
          mode="questions"
          validate={() => (answered > 0 ? null : 'Please provide some content first')}
          prepare={async () => ((await draft.flush()) ? draft.ensureStory() : null)}
          onViewStory={showGenerated}
        />
      </div>
    </section>
  );
}
