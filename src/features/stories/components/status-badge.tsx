const STYLES: Record<string, string> = {
  draft: 'bg-slate-100 text-slate-700',
  in_review: 'bg-amber-50 text-amber-800',
  published: 'bg-emerald-50 text-emerald-800',
  generated: 'bg-emerald-50 text-emerald-800',
  in_progress: 'bg-amber-50 text-amber-800',
  not_started: 'bg-slate-100 text-slate-700',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status] ?? STYLES.draft}`}>
      {label}
    </span>
  );
}
