// A horizontal bar for a value out of 100: a progressbar (work done) or a meter (a score).
export function MeterBar({
  role,
  label,
  value,
  fill,
  height = 'h-2',
}: {
  role: 'progressbar' | 'meter';
  label: string;
  value: number;
  /** Tailwind classes of the filled part (its colour). */
  fill: string;
  height?: string;
}) {
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`${height} overflow-hidden rounded-full bg-slate-100`}
    >
      <div className={`h-full rounded-full transition-[width] ${fill}`} style={{ width: `${value}%` }} />
    </div>
  );
}
