// Completion of a story stack as a progress bar (frameworks completed over 6). Its own small
// component rather than the shared meter: sharing that one with these lazy pages split it into a
// chunk of its own, whose name the landing page's preload map then carried.
export function StackBar({ label, percent, complete }: { label: string; percent: number; complete: boolean }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className={`h-full rounded-full ${complete ? 'bg-green-600' : 'bg-brand-600'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
