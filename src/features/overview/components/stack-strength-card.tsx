// The stack's strength (src/domain/story-strength.ts) and the one change that would raise it most.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import type { StackStrength } from '../../../domain/story-strength';
import { MeterBar } from '../../../components/ui/meter-bar';

const createLink = (type: string, storyId: string | null) =>
  `/dashboard/stories/create?type=${type}${storyId ? `&storyId=${storyId}` : ''}`;

export function StackStrengthCard({ strength }: { strength: StackStrength }) {
  const { score, top } = strength;
  return (
    <section aria-labelledby="strength-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="strength-title" className="text-lg font-semibold">
          Stack strength
        </h2>
        <p className="text-2xl font-bold text-brand-700" data-testid="stack-score">
          {score}
          <span className="text-sm font-medium text-slate-500">/100</span>
        </p>
      </div>
      <div className="mt-3">
        <MeterBar role="meter" label="Stack strength" value={score} fill="bg-gold-400" />
      </div>
      <p className="mt-3 text-xs text-slate-500">
        Scored on the answers you have written: every section answered, enough length, concrete detail (numbers, names,
        a before and after) and the question each story exists to answer.
      </p>
      {top ? (
        <div className="mt-4 rounded-lg bg-brand-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Biggest improvement</p>
          <p className="mt-1 text-sm text-slate-800" data-testid="stack-top-improvement">
            {top.message}
          </p>
          <Link to={createLink(top.framework, top.storyId)} className={`${buttonClass('secondary')} mt-3`}>
            {top.storyId ? 'Improve this story' : 'Start this story'}
          </Link>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-800">Every story is as strong as we can measure. Time to publish.</p>
      )}
    </section>
  );
}
