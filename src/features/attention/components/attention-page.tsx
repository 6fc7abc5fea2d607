// /dashboard/attention: what needs the user. Writes the server refused for good (retry, edit,
// discard; the text is kept here) and stories changed on two devices (mine / theirs / merge by
// hand). Resolved conflicts stay listed with the text that lost.
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { db } from '../../../data/mirror/db';
import { keptOnlyHere } from '../../../data/mirror/kept-recordings';
import { useAttentionList, useConflicts } from '../../../data/mirror/hooks';
import type { ConflictRecord } from '../../../data/mirror/types';

import { ConflictCard } from './conflict-card';
import { KeptRecordings } from './kept-recordings';
import { RefusedCard } from './refused-card';
import { ResolvedList } from './resolved-list';

function useResolvedConflicts(): ConflictRecord[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.conflicts.where('state').equals('resolved').toArray();
    return rows.sort((a, b) => (b.resolvedAt ?? 0) - (a.resolvedAt ?? 0));
  }, []);
}

export function AttentionPage() {
  const refused = useAttentionList();
  const conflicts = useConflicts();
  const resolved = useResolvedConflicts();
  const recordings = useLiveQuery(() => keptOnlyHere(db), []);
  const heading = useRef<HTMLHeadingElement>(null);

  // A card that goes away takes the focus with it: give it back to the page heading.
  const refocus = () => heading.current?.focus();

  if (refused === undefined || conflicts === undefined || resolved === undefined || recordings === undefined) {
    return <FullPageSpinner label="Loading changes" />;
  }
  const nothing = refused.length === 0 && conflicts.length === 0 && recordings.length === 0;

  return (
    <div className="mx-auto max-w-4xl space-y-8 pb-24">
      <header>
        <h1
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
        >
          Needs attention
        </h1>
        <p className="mt-2 text-slate-700">
          Changes the server could not take, and stories changed on two devices at once. Your text is kept on this
          device until you decide.
        </p>
      </header>

      {nothing ? (
        <div
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-center"
          data-testid="attention-empty"
        >
          <p className="text-lg font-semibold text-emerald-900">Nothing needs your attention.</p>
          <p className="mt-1 text-emerald-800">All your changes are safe.</p>
          <Link to="/dashboard/stories" className={buttonClass('secondary', 'mt-4')}>
            Back to your stories
          </Link>
        </div>
      ) : null}

      {conflicts.length > 0 ? (
        <section aria-labelledby="attention-conflicts" className="space-y-4">
          <h2 id="attention-conflicts" className="text-lg font-semibold text-slate-900">
            Changed on another device too ({conflicts.length})
          </h2>
          <ul className="space-y-4">
            {conflicts.map((c) => (
              <li key={c.id}>
                <ConflictCard conflict={c} onDone={refocus} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {refused.length > 0 ? (
        <section aria-labelledby="attention-refused" className="space-y-4">
          <h2 id="attention-refused" className="text-lg font-semibold text-slate-900">
            Changes the server refused ({refused.length})
          </h2>
          <ul className="space-y-4">
            {refused.map((r) => (
              <li key={r.id}>
                <RefusedCard record={r} onDone={refocus} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <KeptRecordings recordings={recordings} />

      {resolved.length > 0 ? <ResolvedList records={resolved} /> : null}
    </div>
  );
}

// ---- refused writes -----------------------------------------------------------------------------
