// The top line of an answering mode: Back to the mode choice, and how many sections are answered.
export function ModeHeader({ onBack, answered, total }: { onBack(): void; answered: number; total: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-700 hover:underline">
        ← Back
      </button>
      <p className="text-sm font-medium text-slate-700" data-testid="questions-progress">
        Progress: {answered}/{total} sections answered
      </p>
    </div>
  );
}
