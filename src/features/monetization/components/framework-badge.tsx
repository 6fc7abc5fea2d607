// Each stack framework's colour and drawn icon in the client story panel (spec areas §2.5).
import type { StackFrameworkType } from '../../../domain/frameworks';

export const FRAMEWORK_STYLE: Readonly<Record<StackFrameworkType, { tint: string; ring: string; path: string }>> = {
  // A target.
  target_audience: {
    tint: 'bg-blue-100 text-blue-700',
    ring: 'border-blue-200',
    path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
  },
  // A star.
  differentiation: {
    tint: 'bg-amber-100 text-amber-700',
    ring: 'border-amber-200',
    path: 'm12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7L12 3Z',
  },
  // A briefcase.
  job_story: {
    tint: 'bg-emerald-100 text-emerald-700',
    ring: 'border-emerald-200',
    path: 'M9 4h6a1 1 0 0 1 1 1v2h4a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4V5a1 1 0 0 1 1-1Zm1 3h4V6h-4v1Z',
  },
  // An open book.
  backstory: {
    tint: 'bg-violet-100 text-violet-700',
    ring: 'border-violet-200',
    path: 'M3 5c3-1 6-1 8 1v13c-2-2-5-2-8-1V5Zm18 0c-3-1-6-1-8 1v13c2-2 5-2 8-1V5Z',
  },
  // A rising line.
  impact_story: {
    tint: 'bg-rose-100 text-rose-700',
    ring: 'border-rose-200',
    path: 'M3 17l6-6 4 4 7-8v4h1V4h-7v1h4l-5 6-4-4-7 7 1 3Z',
  },
  // A grid of work.
  portfolio_story: {
    tint: 'bg-cyan-100 text-cyan-700',
    ring: 'border-cyan-200',
    path: 'M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z',
  },
};

export function FrameworkIcon({ type }: { type: StackFrameworkType }) {
  const style = FRAMEWORK_STYLE[type];
  return (
    <span aria-hidden="true" className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${style.tint}`}>
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
        <path d={style.path} />
      </svg>
    </span>
  );
}
