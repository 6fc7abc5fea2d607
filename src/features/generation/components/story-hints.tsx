// Beside the generated story: a notice when the answers changed after it was written (with
// Regenerate), and the coaching hints that are not part of the story (Copy Story leaves them out).
import { Button } from '../../../components/ui/button';
import type { StoryCoaching } from '../../../domain/story-hints';

export const ANSWERS_CHANGED_MESSAGE = 'Your answers changed after this story was generated.';

export function AnswersChangedNotice({ onRegenerate }: { onRegenerate(): void }) {
  return (
    <div
      role="status"
      data-testid="answers-changed"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>{ANSWERS_CHANGED_MESSAGE} Regenerate to write it from your answers as they are now.</p>
      <Button variant="secondary" onClick={onRegenerate}>
        Regenerate
      </Button>
    </div>
  );
}

function HintList({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="space-y-1">
      <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{title}</h4>
      <ul className="list-disc space-y-1 pl-5">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

export function CoachingHints({ coaching, hints }: StoryCoaching) {
  if (coaching.length + hints.length === 0) return null;
  return (
    <aside
      aria-labelledby="coaching-hints-title"
      data-testid="coaching-hints"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800"
    >
      <div>
        <h3 id="coaching-hints-title" className="font-semibold text-slate-900">
          Coaching hints
        </h3>
        <p className="text-xs text-slate-600">Not part of your story: Copy Story leaves these out.</p>
      </div>
      <HintList title="Questions this story can still answer" lines={coaching} />
      <HintList title="To make it stronger" lines={hints} />
    </aside>
  );
}
