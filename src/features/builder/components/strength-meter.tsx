// The story's strength as the user types (src/domain/story-strength.ts): the score, and what is
// missing, biggest gain first. Reads the story's content from the mirror like the rest of the
// builder, so it follows every keystroke that reached the write path.
import { useMemo } from 'react';
import type { FrameworkType } from '../../../domain/frameworks';
import type { StoryContent } from '../../../domain/story-rules';
import { storyStrength } from '../../../domain/story-strength';
import { MeterBar } from '../../../components/ui/meter-bar';

const SHOWN = 3;

export function StrengthMeter({
  type,
  content,
  generated,
}: {
  type: FrameworkType;
  content: StoryContent;
  /** The generated story, scored when nothing was typed (a story made from an interview). */
  generated: string | null;
}) {
  const strength = useMemo(() => storyStrength(type, content, generated), [type, content, generated]);
  const tone = strength.score >= 80 ? 'bg-emerald-500' : strength.score >= 50 ? 'bg-gold-400' : 'bg-brand-500';
  return (
    <section aria-labelledby="story-strength-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="story-strength-title" className="text-sm font-semibold text-slate-900">
          Story strength
        </h2>
        <p className="text-sm font-bold text-slate-900" data-testid="story-strength-score">
          {strength.score}/100
        </p>
      </div>
      <div className="mt-2">
        <MeterBar role="meter" label="Story strength" value={strength.score} fill={tone} />
      </div>
      {strength.improvements.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label="What would make it stronger">
          {strength.improvements.slice(0, SHOWN).map((i) => (
            <li key={i.id} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">
                +{Math.round(i.gain)}
              </span>
              <span>{i.message}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-emerald-800">Every part is there: specific, complete and on the question.</p>
      )}
    </section>
  );
}
